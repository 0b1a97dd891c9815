package org.orbits.puzzle;

import com.google.common.collect.ImmutableMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The model options a run asks for, by name, as words: what {@link PuzzleInstance#build(ModelOptions)}
 * honours. An option not named takes the family's default, so {@link #DEFAULTS} suits every family.
 */
public record ModelOptions(ImmutableMap<String, String> words) {

    /** Every option at its family's default. */
    public static final ModelOptions DEFAULTS = new ModelOptions(ImmutableMap.of());

    public static ModelOptions of(Map<String, String> words) {
        return new ModelOptions(ImmutableMap.copyOf(words));
    }

    /** The same with {@code name} set to {@code word}. */
    public ModelOptions with(String name, String word) {
        Map<String, String> changed = new LinkedHashMap<>(words);
        changed.put(name, word);
        return of(changed);
    }

    /** The value chosen for {@code option}, or its default; a word the option does not accept is bad input. */
    public String word(ModelOptionSpec option) {
        String given = words.get(option.name());
        if (given == null) {
            return option.defaultWord();
        }
        return option.spelling(given)
                .orElseThrow(() -> new BadInputException("unknown " + option.name() + " '" + given + "' (known: "
                        + String.join(", ", option.words()) + ")"));
    }

    /**
     * Every option {@code family} declares, in its order, with the word chosen here or its default. Naming an
     * option the family does not have, or a word the option does not accept, is bad input.
     */
    public ModelOptions completedFor(FamilyDescription family) {
        List<ModelOptionSpec> declared = family.modelOptions();
        for (String name : words.keySet()) {
            if (declared.stream().noneMatch(option -> option.name().equals(name))) {
                throw new BadInputException(family.name() + " has no model option '" + name + "' ("
                        + (declared.isEmpty()
                                ? "it has none"
                                : "it has "
                                        + declared.stream()
                                                .map(ModelOptionSpec::name)
                                                .collect(Collectors.joining(", ")))
                        + ")");
            }
        }
        Map<String, String> complete = new LinkedHashMap<>();
        declared.forEach(option -> complete.put(option.name(), word(option)));
        return of(complete);
    }
}
