package org.orbits.search;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.orbits.puzzle.Objective;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.LedgerListener;
import org.orbits.search.units.WorkPlan;

/**
 * What enumerates a run's solutions: Choco's search of the puzzle's model ({@link ChocoEngine}), or a puzzle's own
 * exact-cover engine ({@link ExactCoverEngine}), chosen once by the {@link Enumerator} for its instance, group,
 * settings and givens. Either plans its search as work units, searches a ledger's pending units on the worker pool,
 * handing solutions on through the {@link SearchRun} and recording each unit in the ledger as it finishes, and says
 * how often it meets an orbit, which the {@link Census} of its solutions is told.
 */
interface SearchEngine {

    /**
     * The units of the search, about {@code target} of them where its tree allows (fewer when it is smaller), which
     * together partition it; the whole search as one unit for 1. Planning stops early, with fewer units, once {@code
     * stopPlanning} holds.
     */
    WorkPlan plan(int target, BooleanSupplier stopPlanning);

    /**
     * Whether a plain run (no ledger handed in) shares the search among its threads by work stealing, from the whole
     * search as one unit, rather than by units planned for them.
     */
    boolean stealsWork();

    /** The sense of the instance's objective; empty for a satisfaction puzzle. */
    Optional<Objective.Sense> sense();

    /** How often the search meets each orbit of the group, and what each solution it hands on stands for. */
    Multiplicity multiplicity();

    /**
     * Searches the pending units of {@code units} on {@code pool} in the phases {@code phases} asks for (a
     * satisfaction search has its one phase whatever it asks), by work stealing when {@code steals}; tells {@code
     * listener} as units finish and at the end of every phase, and says what the search came to.
     */
    SearchResult run(
            SearchRun run, Ledger units, LedgerListener listener, WorkerPool pool, Phases phases, boolean steals);
}
