package org.orbits.search;

import com.google.common.primitives.ImmutableIntArray;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.BooleanSupplier;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.GroupProof;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.Stages;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.LedgerListener;
import org.orbits.search.units.WorkPlan;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LexLeader;

/**
 * Choco's search of the puzzle's model: the model with its givens, its symmetry breaking and its search order, and
 * the run of its phases ({@link PhasePlan}) on the worker pool. Where the group's generators are not all proven (a
 * model's declarations), it breaks only the proven part, exactly or not at all, each solution standing for its orbit
 * under that part ({@link OrbitExpansion}); otherwise lex-leader constraints break the whole group as the settings
 * say.
 */
final class ChocoEngine implements SearchEngine {

    private final PuzzleInstance instance;
    private final Group group;
    private final SolverSettings settings;
    private final Map<Integer, Integer> givens;
    private final long keptCells;
    /** The part of {@code group} lex-leader breaks: all of it, unless its generators are not all proven. */
    private Group breaking;

    private OrbitExpansion expansion = OrbitExpansion.NONE;

    /**
     * The search of {@code instance} under {@code group} with {@code settings}, the cells {@code givens} fixed; a
     * one-pass optimisation keeps at most {@code keptCells} cells of solutions at the best value.
     */
    ChocoEngine(
            PuzzleInstance instance,
            Group group,
            SolverSettings settings,
            Map<Integer, Integer> givens,
            long keptCells) {
        this.instance = instance;
        this.group = group;
        this.settings = settings;
        this.givens = givens;
        this.keptCells = keptCells;
    }

    @Override
    public WorkPlan plan(int target, BooleanSupplier stopPlanning) {
        if (target <= 1 || settings.strategy().restarts()) {
            return WorkPlan.whole(instance, group.name(), settings.words());
        }
        return WorkPlan.of(instance, group.name(), settings.words(), target, constrained(), stopPlanning);
    }

    /** A search that restarts (activity) cannot be split, so it is not shared either. */
    @Override
    public boolean stealsWork() {
        return !settings.strategy().restarts();
    }

    /** Read from a fresh model. */
    @Override
    public Optional<Objective.Sense> sense() {
        return instance.build(settings.modelOptions()).objective().map(PuzzleModel.ObjectiveVariable::sense);
    }

    /**
     * Every solution where nothing is broken; each orbit once under exact lex-leader breaking, at its least member
     * unless the greatest are kept; at most its size under breaking that is not exact; an expansion where only a
     * proven part of the group is broken.
     */
    @Override
    public Multiplicity multiplicity() {
        decideBreaking();
        if (expansion.active()) {
            return Multiplicity.expanded(expansion);
        }
        return switch (settings.symmetryBreaking()) {
            case NONE -> Multiplicity.EVERY;
            case LEX -> group.lexLeaderExact() ? Multiplicity.ONCE_AT_LEAST : Multiplicity.AT_MOST_SIZE;
            case LEX_GREATEST -> group.lexLeaderExact() ? Multiplicity.ONCE : Multiplicity.AT_MOST_SIZE;
            case LEX_GENERATORS -> Multiplicity.AT_MOST_SIZE;
        };
    }

    /**
     * The phases asked for over the ledger's units (see {@link PhasePlan}), after nothing at all if the run stopped
     * while planning; an optimisation's proof starts from the heuristic solution's value where the ledger has none.
     */
    @Override
    public SearchResult run(
            SearchRun run, Ledger units, LedgerListener listener, WorkerPool pool, Phases phases, boolean steals) {
        if (run.stopped()) {
            return new SearchResult(0, false, run.statistics(Searched.NOTHING), Optional.empty(), Optional.empty());
        }
        if (phases != Phases.ENUMERATE) {
            seedBest(units, run.watch());
        }
        return new PhasePlan(
                        run,
                        units,
                        listener,
                        pool,
                        steals,
                        this::prepare,
                        multiplicity().recorder(group),
                        keptCells)
                .run(phases);
    }

    private synchronized void decideBreaking() {
        if (breaking != null) {
            return;
        }
        GroupProof proof = instance.proof(group);
        if (proof.complete()) {
            breaking = group;
            expansion = OrbitExpansion.NONE;
            return;
        }
        Group proven = proof.proven();
        boolean breaksExactly = (settings.symmetryBreaking() == SolverSettings.SymmetryBreaking.LEX
                        || settings.symmetryBreaking() == SolverSettings.SymmetryBreaking.LEX_GREATEST)
                && proven.lexLeaderExact()
                && proven.listable();
        breaking = breaksExactly ? proven : Group.generatedBy("trivial", group.cells(), List.of());
        expansion = OrbitExpansion.of(instance, proof, breaking);
    }

    /**
     * Gives a ledger that has recorded nothing yet the objective of the instance's heuristic solution as its
     * best value, when that is a solution and agrees with the givens: the first bound of the branch and bound.
     */
    private void seedBest(Ledger units, Watch watch) {
        if (units.started()) {
            return;
        }
        instance.checkedHeuristicSolution()
                .filter(solution ->
                        givens.entrySet().stream().allMatch(given -> solution[given.getKey()] == given.getValue()))
                .ifPresent(solution -> instance.objectiveOf(solution).ifPresent(objective -> {
                    ImmutableIntArray seed = ImmutableIntArray.copyOf(solution);
                    units.offerBest(objective.value(), objective.sense(), Optional.of(seed));
                    watch.best(OptionalInt.of(objective.value()), Optional.of(seed));
                }));
    }

    /** A fresh model with givens, symmetry breaking and search order in place. */
    PuzzleModel prepare() {
        PuzzleModel built = constrained();
        Stages.reached("model prepared");
        // Every cell last, lowest value first, whatever the strategy leaves open; a puzzle without cells (a model found
        // inconsistent) has its decisions instead, since a search needs something to branch on.
        IntVar[] cells = built.cells().length > 0 ? built.cells() : built.decisions();
        IntVar[] decisions = built.decisions();
        Solver solver = built.model().getSolver();
        switch (settings.strategy()) {
            case PUZZLE -> solver.setSearch(built.preferredSearch(), Search.inputOrderLBSearch(cells));
            case CHOCO_DEFAULT -> {}
            case DOM_OVER_WDEG -> solver.setSearch(
                    Search.domOverWDegSearch(decisions), Search.inputOrderLBSearch(cells));
            case MIN_DOM_LB -> solver.setSearch(Search.minDomLBSearch(decisions), Search.inputOrderLBSearch(cells));
            case INPUT_ORDER_LB -> solver.setSearch(
                    Search.inputOrderLBSearch(decisions), Search.inputOrderLBSearch(cells));
            case ACTIVITY -> {
                solver.setSearch(Search.activityBasedSearch(decisions), Search.inputOrderLBSearch(cells));
                solver.setNoGoodRecordingFromSolutions(cells);
            }
        }
        return built;
    }

    /** A fresh model with givens and symmetry breaking in place, the search not yet chosen. */
    private PuzzleModel constrained() {
        PuzzleModel built = instance.build(settings.modelOptions());
        Stages.reached("model built");
        Model model = built.model();
        IntVar[] cells = built.cells();
        givens.forEach((cell, value) -> model.arithm(cells[cell], "=", value).post());
        LexLeader.Kept kept =
                switch (settings.symmetryBreaking()) {
                    case NONE -> null;
                    case LEX -> LexLeader.Kept.LEAST;
                    case LEX_GREATEST -> LexLeader.Kept.GREATEST;
                    case LEX_GENERATORS -> LexLeader.Kept.BY_GENERATORS;
                };
        if (kept != null) {
            decideBreaking();
            LexLeader.post(model, cells, breaking, kept, instance.determiningPrefix(), instance.valuesDistinct());
        }
        return built;
    }
}
