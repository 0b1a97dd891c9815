package org.orbits.checks;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One check: its key in the JSON, what it found in words, what it came to, the disagreement in words where there
 * is one, whether it counts the solutions (rather than checking the representatives), and its figures for the
 * JSON.
 */
public record Check(
        String key,
        String words,
        CheckStatus status,
        Optional<String> problem,
        boolean counts,
        Consumer<ObjectNode> figures) {}
