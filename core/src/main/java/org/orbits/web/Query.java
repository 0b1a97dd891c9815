package org.orbits.web;

import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.orbits.api.OrbitsException;

/**
 * The words of a request's query string. The play page's address and the JSON endpoints share them:
 * {@code family=ngon&n=6&given=C=4&given=v0=10}, or {@code tiling=ID} for a tiling file opened on the page; every
 * word that is not {@code family}, {@code tiling}, {@code given} or {@code timeLimit} is a parameter of the family.
 */
record Query(ImmutableListMultimap<String, String> words) {

    private static final Set<String> RESERVED = Set.of("family", "tiling", "given", "timeLimit");

    /** The longest query read, in characters: a board of a thousand givens fits. */
    static final int MAX_LENGTH = 16_384;

    /** The most words a query may hold: one given per cell of the largest board, and the parameters. */
    static final int MAX_WORDS = 1_000;

    /** The longest quotation of a word in a message. */
    private static final int QUOTED = 40;

    static Query parse(String raw) {
        ImmutableListMultimap.Builder<String, String> words = ImmutableListMultimap.builder();
        if (raw != null && !raw.isEmpty()) {
            int count = 0;
            for (String pair : Splitter.on('&').split(raw)) {
                if (pair.isEmpty()) {
                    continue;
                }
                if (++count > MAX_WORDS) {
                    throw new OrbitsException("the query has more than " + MAX_WORDS + " words");
                }
                int eq = pair.indexOf('=');
                String name = decode(eq < 0 ? pair : pair.substring(0, eq));
                String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
                words.put(name, value);
            }
        }
        return new Query(words.build());
    }

    private static String decode(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException malformed) {
            throw new OrbitsException("the query word '" + cut(text) + "' is not URL-encoded properly");
        }
    }

    /** A word as a message quotes it: whole if short, else its start and how long it was. */
    static String cut(String word) {
        return cut(word, QUOTED);
    }

    static String cut(String text, int most) {
        if (text.length() <= most) {
            return text;
        }
        return String.format("%s... (%d characters)", text.substring(0, most), text.length());
    }

    Optional<String> single(String name) {
        ImmutableList<String> values = words.get(name);
        if (values.size() > 1) {
            throw new OrbitsException("'" + cut(name) + "' is given " + values.size() + " times; give it once");
        }
        return values.stream().findFirst();
    }

    String required(String name) {
        return single(name)
                .filter(value -> !value.isBlank())
                .orElseThrow(() -> new OrbitsException("the request names no " + name + " (add " + name + "=...)"));
    }

    List<String> all(String name) {
        return words.get(name);
    }

    /** The family's parameters: every word that is not one of the server's own. */
    Map<String, String> parameters() {
        Map<String, String> parameters = new LinkedHashMap<>();
        for (String name : words.keySet()) {
            if (!RESERVED.contains(name)) {
                parameters.put(name, single(name).orElseThrow());
            }
        }
        return parameters;
    }
}
