package org.orbits.puzzle;

import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * An instance's solutions counted by another solver on another translation of the same rules, sharing nothing
 * with orbits' model of it: for a user's model, Gecode's count through MiniZinc.
 *
 * @param counter who counted, in words ({@code Gecode})
 * @param budget how far it was allowed to go, in words ({@code 1000000 nodes})
 * @param solutions the count, or empty when the budget ran out (or the counter is not installed) first
 * @param optimum the proven optimum the solutions are at, for an optimisation whose count finished
 * @param why why there is no count, when there is none
 */
public record ExternalCount(String counter, String budget, OptionalLong solutions, OptionalInt optimum, String why) {

    public boolean finished() {
        return solutions.isPresent();
    }
}
