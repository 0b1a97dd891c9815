package org.orbits.cli;

import org.orbits.api.OrbitsException;

/** Where the groups of {@code --symmetry SOURCE} come from: as the family or model declares them, or detected. */
enum SymmetrySource {
    DECLARED,
    DETECT;

    /** The source {@code word} names; a word it does not know is bad input. */
    static SymmetrySource named(String word) {
        return switch (word) {
            case "declared" -> DECLARED;
            case "detect" -> DETECT;
            default -> throw new OrbitsException("--symmetry takes declared or detect, not '" + word + "'");
        };
    }

    /** Whether {@code --symmetry} given {@code word} asks for detection; a word it does not know is bad input. */
    static boolean detecting(String word) {
        return named(word) == DETECT;
    }
}
