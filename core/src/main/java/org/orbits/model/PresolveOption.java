package org.orbits.model;

import com.google.common.collect.ImmutableList;
import org.orbits.model.choco.ChocoTranslation;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ModelOptions;

/**
 * The model option {@code presolve}: what the translation adds to a model as written, the globals it finds in the
 * FlatZinc and (where the model has no search annotation) the auxiliaries it branches on first. A type of its own so
 * that the family, which offers it, and the instance, which reads it, need not name each other.
 */
final class PresolveOption {

    static final ModelOptionSpec SPEC = new ModelOptionSpec(
            "presolve",
            "globals found in the FlatZinc, and branching on the auxiliaries that fix most cells where the model has no"
                    + " search annotation",
            ImmutableList.of("all", "globals", "keys", "none"),
            "all");

    private PresolveOption() {}

    /** The translation's choices for a search with {@code options}. */
    static ChocoTranslation.Choices choices(ModelOptions options) {
        String presolve = options.word(SPEC);
        return new ChocoTranslation.Choices(
                options.word(ModelOptionSpec.ALL_DIFFERENT),
                true,
                presolve.equals("all") || presolve.equals("globals"),
                presolve.equals("all") || presolve.equals("keys"));
    }
}
