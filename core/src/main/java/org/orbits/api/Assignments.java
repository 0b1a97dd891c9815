package org.orbits.api;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code name=value} words of a command line: parameters ({@code -p}), givens, model options. Every
 * command line that takes them, the tool's and the cluster jobs', reads them here, so they read alike.
 */
public final class Assignments {

    private Assignments() {}

    /**
     * The values by name, in the order given, both sides of each {@code =} trimmed. A word of another form is
     * bad input; so is a name given twice with two values ({@code what} says what it names: "parameter",
     * "cell"); given twice with one value it is taken once.
     */
    public static Map<String, String> byName(List<String> words, String what) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String word : words) {
            int eq = word.indexOf('=');
            if (eq <= 0) {
                throw new OrbitsException("'" + word + "' is not of the form name=value");
            }
            String name = word.substring(0, eq).trim();
            String value = word.substring(eq + 1).trim();
            String before = values.putIfAbsent(name, value);
            if (before != null && !before.equals(value)) {
                throw new OrbitsException(what + " '" + name + "' is given twice, as " + before + " and " + value);
            }
        }
        return values;
    }
}
