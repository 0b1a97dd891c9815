package org.orbits.search;

import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;
import org.chocosolver.solver.search.strategy.Search;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.search.units.Cost;
import org.orbits.search.units.Found;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.LedgerListener;
import org.orbits.search.units.UnitChoice;
import org.orbits.search.units.UnitClaims;
import org.orbits.search.units.WorkPlan;
import org.orbits.symmetry.SolutionOrder;

/**
 * One worker of one phase: a model, and one search over every unit it takes (see {@link UnitChoice}) or
 * every piece it is given (see {@link WorkStealing}). It keeps the books of the unit in hand (its cost and
 * the orbits it met) and records the unit in the ledger once the search has come back from it.
 */
final class Worker {

    private final SearchRun run;
    private final Phase phase;
    private final Ledger units;
    private final LedgerListener listener;
    private final PuzzleModel built;
    private final Solver solver;
    private final Map<ImmutableIntArray, long[]> metInUnit = new HashMap<>();
    private long unitNodes;
    private long unitFails;
    private long unitStart;

    /** A worker of {@code phase} searching {@code built}, a fresh model prepared for the run; readies it. */
    Worker(SearchRun run, Phase phase, PuzzleModel built, LedgerListener listener) {
        this.run = run;
        this.phase = phase;
        this.units = phase.units();
        this.listener = listener;
        this.built = built;
        this.solver = built.model().getSolver();
        phase.setUp(built);
    }

    /** Takes units from {@code claims} until none is left, or the run stops. */
    Searched search(UnitClaims claims) {
        solver.addStopCriterion(run::stopped);
        run.watch().searching(solver);
        if (units.plan().whole()) {
            return searchWhole(claims);
        }
        WorkPlan plan = units.plan();
        UnitChoice choice = new UnitChoice(
                Arrays.copyOf(built.decisions(), plan.depth()), plan.prefixes(), claims, new UnitChoice.Listener() {
                    @Override
                    public void started(int unit) {
                        startUnit();
                    }

                    @Override
                    public void finished(int unit, boolean searched) {
                        finishUnit(unit, searched);
                    }
                });
        if (solver.getSearch() == null) {
            Search.defaultSearch(built.model());
        }
        solver.setSearch(choice, solver.getSearch());
        boolean exhausted = solveAll();
        if (exhausted) {
            choice.searchExhausted();
            // Units are left untaken only when the root fails, and then they are all empty. A unit
            // another worker has taken is not among them, even if that worker has not started it yet.
            claims.takeRest().forEach(rest -> finishUnit(rest, false));
        }
        return new Searched(exhausted, nodes(), fails());
    }

    /** A share of the whole search, taken and given away piece by piece as the other workers need work. */
    Searched steal(WorkStealing stealing, boolean first) {
        solver.addStopCriterion(run::stopped);
        run.watch().searching(solver);
        WorkStealing.Choice choice = stealing.choice(built.model(), built.decisions()[0], first);
        if (solver.getSearch() == null) {
            Search.defaultSearch(built.model());
        }
        solver.setSearch(choice, solver.getSearch());
        solver.plugMonitor(choice);
        boolean exhausted;
        try {
            exhausted = solveAll();
        } finally {
            choice.release();
        }
        return new Searched(exhausted, nodes(), fails());
    }

    /** The whole search as its one unit, without a unit choice: so a restarting search can run too. */
    private Searched searchWhole(UnitClaims claims) {
        int unit = claims.next();
        if (unit < 0) {
            return Searched.NOTHING;
        }
        startUnit();
        boolean exhausted = solveAll();
        if (exhausted) {
            finishUnit(unit, true);
        }
        return new Searched(exhausted, nodes(), fails());
    }

    /**
     * Searches until the search ends or the run stops; true when the search was exhausted. Choco marks a
     * search that returned a solution as terminated too, so a run stopped just after a solution is not
     * exhausted: only a search that ended without a solution is.
     */
    private boolean solveAll() {
        while (!run.stopped()) {
            if (!solver.solve()) {
                return solver.getSearchState() == SearchState.TERMINATED;
            }
            phase.found(built)
                    .ifPresent(found ->
                            metInUnit.computeIfAbsent(found.representative(), key -> new long[1])[0] += found.seen());
        }
        return false;
    }

    private long nodes() {
        return solver.getMeasures().getNodeCount();
    }

    private long fails() {
        return solver.getMeasures().getFailCount();
    }

    private void startUnit() {
        unitNodes = nodes();
        unitFails = fails();
        unitStart = System.nanoTime();
        metInUnit.clear();
    }

    /** Records a finished unit; {@code searched} is false for one propagation refuted untaken. */
    private void finishUnit(int unit, boolean searched) {
        Cost cost = searched
                ? new Cost(nodes() - unitNodes, fails() - unitFails, System.nanoTime() - unitStart)
                : Cost.NONE;
        List<Found> met = new ArrayList<>();
        if (searched) {
            metInUnit.forEach((representative, seen) -> met.add(new Found(representative, seen[0])));
            met.sort(Comparator.comparing(Found::representative, SolutionOrder.LEXICOGRAPHIC));
        }
        phase.finished(unit, cost, met);
        metInUnit.clear();
        run.watch().unitDone();
        listener.changed(units, false);
    }
}
