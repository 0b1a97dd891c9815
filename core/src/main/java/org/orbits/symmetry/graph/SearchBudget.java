package org.orbits.symmetry.graph;

import com.google.common.base.Preconditions;
import java.time.Duration;

/**
 * How far an automorphism search may go: nodes of the search tree (each an individualisation and its refinement)
 * and wall-clock time. A search that reaches either stops and reports that the group is unknown.
 */
public record SearchBudget(long nodes, Duration time) {

    public SearchBudget {
        Preconditions.checkArgument(nodes > 0, "a search budget needs at least one node, not %s", nodes);
        Preconditions.checkArgument(
                !time.isNegative() && !time.isZero(), "a search budget needs some time, not %s", time);
    }

    /** Ten million nodes or a minute: far beyond what the groups of puzzle models need. */
    public static SearchBudget standard() {
        return new SearchBudget(10_000_000, Duration.ofMinutes(1));
    }
}
