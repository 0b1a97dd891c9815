package org.orbits.api;

import java.util.List;
import org.orbits.puzzle.PuzzleFamily;

/**
 * A puzzle family as a caller picks it: its parameters, the choices its model offers, and its symmetry groups
 * in words (the groups themselves depend on the parameters: see {@link Instance#groups()}).
 */
public record Family(
        String name, String title, List<Parameter> parameters, List<ModelOption> modelOptions, String symmetry) {

    public Family {
        parameters = List.copyOf(parameters);
        modelOptions = List.copyOf(modelOptions);
    }

    static Family of(PuzzleFamily family) {
        return new Family(
                family.name(),
                family.title(),
                family.parameters().stream()
                        .map(p -> new Parameter(p.name(), p.description(), p.defaultValue(), p.range()))
                        .toList(),
                family.modelOptions().stream()
                        .map(o -> new ModelOption(o.name(), o.description(), o.words(), o.defaultWord()))
                        .toList(),
                family.symmetryDescription());
    }

    /**
     * One parameter of a family.
     *
     * @param defaultValue the default in words ("6", "3n+4"): it may depend on other parameters
     * @param range the accepted values in words ("3..40", "balanced | any")
     */
    public record Parameter(String name, String description, String defaultValue, String range) {}

    /**
     * A choice in how the family's model is stated, named in {@link Options#withSetting}.
     *
     * @param words the accepted words, in the order shown
     */
    public record ModelOption(String name, String description, List<String> words, String defaultWord) {

        public ModelOption {
            words = List.copyOf(words);
        }
    }
}
