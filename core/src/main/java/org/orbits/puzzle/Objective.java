package org.orbits.puzzle;

/** The value of an optimisation puzzle's objective and which way it is optimised. */
public record Objective(Sense sense, int value) {

    public enum Sense {
        MINIMISE,
        MAXIMISE;

        public String word() {
            return this == MINIMISE ? "minimise" : "maximise";
        }
    }
}
