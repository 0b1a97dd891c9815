package org.orbits.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.orbits.puzzle.BadInputException;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * One {@code name=value} word of a command line: a parameter ({@code -p}), a given or a model option; the
 * Spark job's command line reads its parameters with it too.
 */
public record Assignment(String name, String value) {

    /** Reads {@code name=value}, both sides trimmed; picocli reports a word of another form as bad input. */
    public static final class Converter implements ITypeConverter<Assignment> {
        @Override
        public Assignment convert(String word) {
            int eq = word.indexOf('=');
            if (eq <= 0) {
                throw new TypeConversionException("'" + word + "' is not of the form name=value");
            }
            return new Assignment(
                    word.substring(0, eq).trim(), word.substring(eq + 1).trim());
        }
    }

    /**
     * The values by name, in the order given. A name given twice with one value is taken once; with two
     * values it is bad input naming {@code what} it is ("parameter", "cell").
     */
    public static Map<String, String> byName(List<Assignment> assignments, String what) {
        Map<String, String> values = new LinkedHashMap<>();
        for (Assignment assignment : assignments) {
            String before = values.putIfAbsent(assignment.name(), assignment.value());
            if (before != null && !before.equals(assignment.value())) {
                throw new BadInputException(what + " '" + assignment.name() + "' is given twice, as " + before + " and "
                        + assignment.value());
            }
        }
        return values;
    }
}
