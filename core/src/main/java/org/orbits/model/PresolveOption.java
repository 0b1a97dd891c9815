package org.orbits.model;

import com.google.common.collect.ImmutableList;
import org.orbits.puzzle.ModelOptionSpec;

/**
 * What the translation adds to the model as written: the globals it finds in the FlatZinc, posted beside their
 * decomposition, and (where the model has no search annotation) the auxiliaries it branches on first.
 */
final class PresolveOption {

    static final ModelOptionSpec SPEC = new ModelOptionSpec(
            "presolve",
            "globals found in the FlatZinc, and branching on the auxiliaries that fix most cells where the model has no"
                    + " search annotation",
            ImmutableList.of("all", "globals", "keys", "none"),
            "all");

    private PresolveOption() {}
}
