package org.orbits.puzzle;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The {@code name=value} parameters a user gave for one family, checked against the family's declared
 * {@link ParameterSpec}s as they are given: every problem is reported as a {@link BadInputException} naming the
 * parameter, in the order the family declares them. Reading a parameter gives its value, or its default.
 */
public final class ParameterValues {

    private final String family;
    private final ImmutableMap<String, ParameterSpec> declared;
    private final ImmutableMap<String, String> given;

    public ParameterValues(FamilyDescription family, Map<String, String> given) {
        this(family.name(), family.parameters(), given);
    }

    public ParameterValues(String family, List<ParameterSpec> declared, Map<String, String> given) {
        this.family = family;
        this.declared = declared.stream().collect(ImmutableMap.toImmutableMap(ParameterSpec::name, p -> p));
        this.given = ImmutableMap.copyOf(given);
        for (String name : given.keySet()) {
            if (!this.declared.containsKey(name)) {
                throw new BadInputException("unknown parameter '" + name + "' for " + family + " (known: "
                        + String.join(", ", this.declared.keySet()) + ")");
            }
        }
        for (ParameterSpec parameter : declared) {
            String text = given.get(parameter.name());
            if (text != null) {
                check(parameter, text);
            }
        }
    }

    private void check(ParameterSpec parameter, String text) {
        String named = family + " parameter " + parameter.name() + "=";
        if (parameter.domain() instanceof ParameterSpec.WholeNumbers numbers) {
            int value;
            try {
                value = Integer.parseInt(text);
            } catch (NumberFormatException notANumber) {
                throw new BadInputException(named + text + " is not a whole number");
            }
            if (!numbers.contains(value)) {
                throw new BadInputException(named + value + " is outside " + numbers.bounds());
            }
        } else if (parameter.domain() instanceof ParameterSpec.Choices choices
                && !choices.words().contains(text)) {
            throw new BadInputException(named + text + " is not one of " + String.join(", ", choices.words()));
        }
    }

    /** Whether a value was given for {@code name}. */
    public boolean has(String name) {
        return given.containsKey(name);
    }

    /** The whole number given for {@code name}, or its default; a parameter with no default must be given. */
    public int integer(String name) {
        return optionalInteger(name)
                .orElseThrow(() -> new IllegalStateException(family + " parameter " + name + " has no default"));
    }

    /** The whole number given for {@code name}, or its default, or none for an optional parameter not given. */
    public OptionalInt optionalInteger(String name) {
        ParameterSpec.WholeNumbers numbers = domain(name, ParameterSpec.WholeNumbers.class);
        String text = given.get(name);
        return text != null
                ? OptionalInt.of(Integer.parseInt(text))
                : numbers.fallback().value(this::integer);
    }

    /** The word given for {@code name}, or its default. */
    public String choice(String name) {
        return given.getOrDefault(
                name, domain(name, ParameterSpec.Choices.class).fallback());
    }

    private <D extends ParameterSpec.Domain> D domain(String name, Class<D> kind) {
        ParameterSpec parameter = declared.get(name);
        Preconditions.checkArgument(parameter != null, "%s declares no parameter %s", family, name);
        Preconditions.checkArgument(
                kind.isInstance(parameter.domain()), "%s parameter %s is not %s", family, name, kind.getSimpleName());
        return kind.cast(parameter.domain());
    }
}
