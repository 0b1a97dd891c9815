package org.orbits.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.Group;

/**
 * The count of an instance proven two independent ways: the canonical representatives enumerated alone under
 * full lex-leader breaking, and every solution enumerated and reduced by the canonicaliser. Both must be
 * complete and agree on the total, the orbits, their representatives and their sizes.
 *
 * <p>The full enumeration costs about the group's order times the lex-leader search. Where that estimate (the
 * lex-leader search's nodes times the group's order) reaches a budget the caller sets, the second way instead
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
     * search decides the second way: when its nodes times the group's order reach {@code fullEnumerationNodes},
     * the second way enumerates the orbits' greatest members rather than every solution. One thread's node
     * count does not vary from run to run, so neither does the choice. With several threads the greatest
     * members are enumerated on the other threads while the lex-leader search runs, and dropped unfinished
     * when the full enumeration is chosen.
     */
    public static TwoWayCount take(
            PuzzleInstance instance,
            Group group,
            SolverSettings settings,
            ProgressListener progress,
            int threads,
            long fullEnumerationNodes) {
        SolverSettings greatest = settings.withSymmetryBreaking(SolverSettings.SymmetryBreaking.LEX_GREATEST);
        // A puzzle's own exact-cover engine enumerates every solution at a small multiple of its restricted search's
        // cost, its nodes far cheaper than Choco's: always in full, and no greatest members meanwhile.
        boolean alwaysFull = instance.exactCover().isPresent();
        AtomicBoolean dropGreatest = new AtomicBoolean();
        Optional<CompletableFuture<Census>> meanwhile = threads < 2 || alwaysFull
                ? Optional.empty()
                : Optional.of(CompletableFuture.supplyAsync(
                        () -> Census.of(new Enumerator(instance)
                                .group(group)
                                .settings(greatest)
                                .threads(threads - 1)
                                .stopWhen(dropGreatest::get)),
                        TwoWayCount::daemon));
        Census broken;
        try {
            broken = Census.take(
                    instance,
                    group,
                    settings.withSymmetryBreaking(SolverSettings.SymmetryBreaking.LEX),
                    Limits.NONE,
                    progress);
        } catch (RuntimeException | Error failed) {
            dropGreatest.set(true);
            throw failed;
        }
        boolean full = alwaysFull || broken.statistics().nodes() * group.order() < fullEnumerationNodes;
        if (full) {
            dropGreatest.set(true);
            meanwhile.ifPresent(TwoWayCount::await);
            Census all = Census.take(
                    instance,
                    group,
                    settings.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE),
                    Limits.NONE,
                    progress,
                    threads);
            return new TwoWayCount(all, broken);
        }
        Census second = meanwhile.isPresent()
                ? await(meanwhile.get())
                : Census.take(instance, group, greatest, Limits.NONE, progress, threads);
        return new TwoWayCount(second, broken);
    }

    /** Runs {@code task} on a thread of its own that does not keep the program alive. */
    private static void daemon(Runnable task) {
        Thread thread = new Thread(task, "greatest leaders");
        thread.setDaemon(true);
        thread.start();
    }

    private static Census await(CompletableFuture<Census> census) {
        try {
            return census.join();
        } catch (CompletionException failed) {
            if (failed.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            if (failed.getCause() instanceof Error cause) {
                throw cause;
            }
            throw failed;
        }
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
        Optional<ObjectiveResult> without = byCanonicaliser.objective().map(ObjectiveResult::established);
        Optional<ObjectiveResult> with = byLexLeader.objective().map(ObjectiveResult::established);
        if (!without.equals(with)) {
            problems.add("objective: " + without + " without breaking, " + with + " with it");
        }
        return problems;
    }

    /** The agreed census, or empty when the ways disagree. */
    public Optional<Census> agreed() {
        return disagreements().isEmpty() ? Optional.of(byLexLeader) : Optional.empty();
    }
}
