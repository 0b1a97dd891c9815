package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalLong;
import org.orbits.model.minizinc.GecodeCount;

/** Gecode's optimum and count at it, asserted. */
final class GecodeCountCheck {

    private GecodeCountCheck() {}

    static void assertOptimum(
            Path directory, String model, Map<String, String> parameters, long optimum, long solutions) {
        ExternalTools.require("fzn-gecode");
        GecodeCount.Result result = Models.gecode(directory, model, parameters);
        assertEquals(OptionalLong.of(optimum), result.optimum(), "Gecode's optimum of " + model);
        assertEquals(OptionalLong.of(solutions), result.solutions(), "Gecode's count at the optimum of " + model);
    }
}
