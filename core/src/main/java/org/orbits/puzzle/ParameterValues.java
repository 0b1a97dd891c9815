package org.orbits.puzzle;

import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The {@code name=value} parameters a user gave for one family, checked against the family's declared
 * parameters: every problem is reported as a {@link BadInputException} naming the parameter.
 */
public final class ParameterValues {

    private final String family;
    private final Map<String, String> given;

    public ParameterValues(String family, List<Parameter> declared, Map<String, String> given) {
        this.family = family;
        this.given = ImmutableMap.copyOf(given);
        for (String name : given.keySet()) {
            if (declared.stream().noneMatch(p -> p.name().equals(name))) {
                throw new BadInputException("unknown parameter '" + name + "' for " + family + " (known: "
                        + declared.stream().map(Parameter::name).collect(Collectors.joining(", ")) + ")");
            }
        }
    }

    /** Whether a value was given for {@code name}: a parameter with no default, such as Hip's {@code most}. */
    public boolean has(String name) {
        return given.containsKey(name);
    }

    /** The whole number given for {@code name}, or {@code fallback}; it must lie in {@code min..max}. */
    public int integer(String name, int fallback, int min, int max) {
        String text = given.get(name);
        if (text == null) {
            return fallback;
        }
        int value;
        try {
            value = Integer.parseInt(text);
        } catch (NumberFormatException notANumber) {
            throw new BadInputException(family + " parameter " + name + "=" + text + " is not a whole number");
        }
        if (value < min || value > max) {
            throw new BadInputException(
                    family + " parameter " + name + "=" + value + " is outside " + min + ".." + max);
        }
        return value;
    }

    /** One of {@code choices}, or {@code fallback}. */
    public String choice(String name, String fallback, List<String> choices) {
        String text = given.getOrDefault(name, fallback);
        if (!choices.contains(text)) {
            throw new BadInputException(
                    family + " parameter " + name + "=" + text + " is not one of " + String.join(", ", choices));
        }
        return text;
    }
}
