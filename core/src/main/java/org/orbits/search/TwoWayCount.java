package org.orbits.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.Group;

/**
 * The count of an instance proven two independent ways: the canonical representatives enumerated alone under
 * full lex-leader breaking, and every solution enumerated and reduced by the canonicaliser. Both must be
 * complete and agree on the total, the orbits, their representatives and their sizes.
 *
 * <p>The full enumeration costs about the group's order times the lex-leader search. Where that estimate (the
 * lex-leader search's nodes times the group's order) passes a budget the caller sets, the second way instead
 * enumerates the greatest member of each orbit ({@link SolverSettings.SymmetryBreaking#LEX_GREATEST}) and
 * reduces it by the canonicaliser: it still meets every orbit at solutions the first way never visits, but its
 * total is then the sum of the orbit sizes the canonicaliser gives, not a count of every solution.
 *
 * @param byCanonicaliser the second way: every solution, or every orbit's greatest member, reduced by the
 *     canonicaliser
 */
public record TwoWayCount(Census byCanonicaliser, Census byLexLeader) {

    /** No budget: the second way is always the full enumeration. */
    public static final long ALWAYS_FULL = Long.MAX_VALUE;

    public static TwoWayCount take(
            PuzzleInstance instance, Group group, SolverSettings settings, ProgressListener progress) {
        return take(instance, group, settings, progress, 1, ALWAYS_FULL);
    }

    /**
     * As {@link #take(PuzzleInstance, Group, SolverSettings, ProgressListener)}, the second way split into
     * work units on {@code threads} threads when more than one, the lex-leader one always on one thread: so
     * with several threads the two ways also compare a parallel search with a sequential one. The lex-leader
     * search runs first; when its nodes times the group's order pass {@code fullEnumerationNodes}, the second
     * way enumerates the orbits' greatest members rather than every solution. One thread's node count does
     * not vary from run to run, so neither does the choice.
     */
    public static TwoWayCount take(
            PuzzleInstance instance,
            Group group,
            SolverSettings settings,
            ProgressListener progress,
            int threads,
            long fullEnumerationNodes) {
        Census broken = Census.take(
                instance,
                group,
                settings.withSymmetryBreaking(SolverSettings.SymmetryBreaking.LEX),
                Limits.NONE,
                progress);
        boolean full = broken.statistics().nodes() <= fullEnumerationNodes / group.order();
        Census second = Census.take(
                instance,
                group,
                settings.withSymmetryBreaking(
                        full ? SolverSettings.SymmetryBreaking.NONE : SolverSettings.SymmetryBreaking.LEX_GREATEST),
                Limits.NONE,
                progress,
                threads);
        return new TwoWayCount(second, broken);
    }

    /** Whether the second way enumerated every solution, rather than each orbit's greatest member. */
    public boolean fullEnumeration() {
        return byCanonicaliser.settings().symmetryBreaking() == SolverSettings.SymmetryBreaking.NONE;
    }

    /** What the two ways disagree on; empty when they agree. */
    public List<String> disagreements() {
        List<String> problems = new ArrayList<>();
        if (!byCanonicaliser.complete() || !byLexLeader.complete()) {
            problems.add("a search did not complete");
        }
        if (byCanonicaliser.solutions() != byLexLeader.solutions()) {
            problems.add("solutions: " + byCanonicaliser.solutions() + " by "
                    + (fullEnumeration() ? "full enumeration" : "the greatest leaders") + ", " + byLexLeader.solutions()
                    + " by lex-leader orbit sizes");
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
