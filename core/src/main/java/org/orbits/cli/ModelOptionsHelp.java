package org.orbits.cli;

import java.util.List;
import org.orbits.api.Family;
import org.orbits.api.Orbits;

/**
 * The families' model options in words: the footer of the help of every command that takes {@code -o}, and the words
 * an option takes, as {@code orbits list} shows them.
 */
final class ModelOptionsHelp {

    private ModelOptionsHelp() {}

    /** The model options of every family, for the help of the commands that take them. */
    static String byFamily(Orbits orbits) {
        StringBuilder text = new StringBuilder("\nModel options (-o NAME=WORD), by family:\n");
        for (Family family : orbits.families()) {
            List<String> options = family.modelOptions().stream()
                    .map(option -> option.name() + "=" + words(option) + " (default " + option.defaultWord() + ")")
                    .toList();
            text.append(String.format("  %-12s %s\n", family.name(), options.isEmpty() ? "none" : options.get(0)));
            options.stream().skip(1).forEach(option -> text.append(String.format("  %-12s %s\n", "", option)));
        }
        return text.toString();
    }

    /** The words {@code option} takes: {@code DEFAULT | AC | BC}. */
    static String words(Family.ModelOption option) {
        return String.join(" | ", option.words());
    }
}
