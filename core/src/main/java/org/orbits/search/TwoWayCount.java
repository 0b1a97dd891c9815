package org.orbits.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.Group;

/**
 * The count of an instance proven two independent ways: every solution enumerated and reduced by the
 * canonicaliser, and the canonical representatives enumerated alone under full lex-leader breaking.
 * Both must be complete and agree on the total, the orbits, their representatives and their sizes.
 */
public record TwoWayCount(Census byCanonicaliser, Census byLexLeader) {

    public static TwoWayCount take(
            PuzzleInstance instance, Group group, SolverSettings settings, ProgressListener progress) {
        return take(instance, group, settings, progress, 1);
    }

    /**
     * As {@link #take(PuzzleInstance, Group, SolverSettings, ProgressListener)}, the full enumeration split into
     * work units on {@code threads} threads when more than one, the lex-leader one always on one thread: so
     * with several threads the two ways also compare a parallel search with a sequential one.
     */
    public static TwoWayCount take(
            PuzzleInstance instance, Group group, SolverSettings settings, ProgressListener progress, int threads) {
        Census full = Census.take(
                instance,
                group,
                settings.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE),
                Limits.NONE,
                progress,
                threads);
        Census broken = Census.take(
                instance,
                group,
                settings.withSymmetryBreaking(SolverSettings.SymmetryBreaking.LEX),
                Limits.NONE,
                progress);
        return new TwoWayCount(full, broken);
    }

    /** What the two ways disagree on; empty when they agree. */
    public List<String> disagreements() {
        List<String> problems = new ArrayList<>();
        if (!byCanonicaliser.complete() || !byLexLeader.complete()) {
            problems.add("a search did not complete");
        }
        if (byCanonicaliser.solutions() != byLexLeader.solutions()) {
            problems.add("solutions: " + byCanonicaliser.solutions() + " by full enumeration, "
                    + byLexLeader.solutions() + " by lex-leader orbit sizes");
        }
        if (byCanonicaliser.orbits().size() != byLexLeader.orbits().size()) {
            problems.add("orbits: " + byCanonicaliser.orbits().size() + " by the canonicaliser, "
                    + byLexLeader.orbits().size() + " under lex-leader breaking");
        } else if (!byCanonicaliser.orbits().equals(byLexLeader.orbits())) {
            problems.add("the two ways found different representatives or orbit sizes");
        }
        if (!byCanonicaliser.objective().equals(byLexLeader.objective())) {
            problems.add("objective: " + byCanonicaliser.objective() + " without breaking, " + byLexLeader.objective()
                    + " with it");
        }
        return problems;
    }

    /** The agreed census, or empty when the ways disagree. */
    public Optional<Census> agreed() {
        return disagreements().isEmpty() ? Optional.of(byLexLeader) : Optional.empty();
    }
}
