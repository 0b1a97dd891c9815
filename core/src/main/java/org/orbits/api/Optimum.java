package org.orbits.api;

import com.google.common.primitives.ImmutableIntArray;
import java.util.Optional;
import java.util.OptionalInt;
import org.orbits.search.ObjectiveResult;

/**
 * What an optimisation established: the best value found, and whether it is proven optimal. An unproven
 * value is a bound, not the optimum; {@code bound}, when present, is the other side, proven.
 *
 * @param sense {@code minimise} or {@code maximise}
 * @param solution a solution at {@code value}, by cell, when the search kept one: the best found by a search
 *     stopped before it proved the optimum or before it enumerated a solution at it; empty when the
 *     solutions at the optimum are the result, or when a run resumed from a checkpoint knows the value alone
 */
public record Optimum(
        String sense, OptionalInt value, boolean proven, OptionalInt bound, Optional<ImmutableIntArray> solution) {

    /** An optimum without a solution kept. */
    public Optimum(String sense, OptionalInt value, boolean proven, OptionalInt bound) {
        this(sense, value, proven, bound, Optional.empty());
    }

    static Optimum of(ObjectiveResult result) {
        return new Optimum(result.sense().word(), result.value(), result.proven(), result.bound(), result.solution());
    }

    /** {@code optimal (proven)} or {@code best found, not proven}: what the value is, in words. */
    public String status() {
        return proven ? "optimal (proven)" : "best found, not proven";
    }
}
