package org.orbits.model.check;

import com.google.common.base.Suppliers;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.IntSet;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.Outputs;

/**
 * The independent checker of a FlatZinc model, in plain Java from the FlatZinc specification: it shares nothing with
 * the Choco translation. Given the values of the cells (the outputs) only, it decides whether they extend to values
 * of every variable that satisfy every constraint. The auxiliary variables are unknown: propagation gives them the
 * values the constraints decide from what is known (a global that is a function in their places, a constraint with
 * one unknown that is a function of the others or that one value of its domain alone satisfies), checking each
 * constraint once its variables all have values; then a small backtracking search tries the values of what is left,
 * smallest domain first (see {@link ExtensionSearch}). For a model that optimises, it also gives the objective's
 * value: the best over the extensions, should the cells not decide it.
 *
 * <p>A check can be told when to stop; one stopped before it decided is neither a pass nor a refusal. What is wrong is
 * put in words only when a verdict's message is asked for, in the user's words where a {@link Provenance} knows them.
 */
public final class FlatZincEvaluator {

    /** The outcome for one assignment of the cells; its message is written when first asked for. */
    public static final class Verdict {
        private final boolean passes;
        private final boolean decided;
        private final Supplier<Optional<String>> violation;
        private final OptionalLong objective;

        private Verdict(boolean passes, boolean decided, Supplier<Optional<String>> violation, OptionalLong objective) {
            this.passes = passes;
            this.decided = decided;
            this.violation = Suppliers.memoize(violation::get);
            this.objective = objective;
        }

        static Verdict passed(OptionalLong objective) {
            return new Verdict(true, true, Optional::empty, objective);
        }

        static Verdict failed(Supplier<String> why) {
            return new Verdict(false, true, () -> Optional.of(why.get()), OptionalLong.empty());
        }

        static Verdict undecided() {
            return new Verdict(false, false, () -> Optional.of(UNDECIDED), OptionalLong.empty());
        }

        /** Whether the cells extend to a solution: never true of a check stopped before it decided. */
        public boolean passes() {
            return passes;
        }

        /** Whether the check ran to its end; a check stopped first neither passes nor refuses the cells. */
        public boolean decided() {
            return decided;
        }

        /** Empty when the cells pass; otherwise what is wrong, in words ({@link #UNDECIDED} for a check cut short). */
        public Optional<String> violation() {
            return violation.get();
        }

        /** The objective's value: empty for a satisfaction model or cells that extend to no solution. */
        public OptionalLong objective() {
            return objective;
        }
    }

    /** What a check stopped before it decided says in place of a verdict. */
    public static final String UNDECIDED = "not decided within the time limit";

    private final FlatZincModel source;
    private final Outputs outputs;
    private final EvaluatedModel model;
    /** The variable each cell holds, by its index among the evaluator's variables; -1 for a cell the model fixes. */
    private final int[] cellVariables;

    private final Words words;

    /**
     * The order in which propagation alone gave every unknown its value on the first cells it did so for, kept for the
     * cells that follow ({@link ExtensionSearch#replay}); null until then. Written once, read by every thread.
     */
    private volatile int[] plan;

    public FlatZincEvaluator(FlatZincModel source, Outputs outputs) {
        this(source, outputs, Provenance.NONE);
    }

    /** The evaluator whose messages name the user's constraints where {@code provenance} knows them. */
    public FlatZincEvaluator(FlatZincModel source, Outputs outputs, Provenance provenance) {
        this(source, outputs, provenance, true);
    }

    /**
     * With {@code deduce} false, globals decide only a single unknown, each of their other unknowns left to the search:
     * the evaluator as it was before the deductions, which the tests hold the deductions to.
     */
    FlatZincEvaluator(FlatZincModel source, Outputs outputs, Provenance provenance, boolean deduce) {
        this.source = source;
        this.outputs = outputs;
        this.model = new EvaluatedModel(source, deduce);
        this.cellVariables = outputs.cells().stream()
                .mapToInt(cell -> cell.reference() instanceof Expr.Name name ? model.indices.get(name.id()) : -1)
                .toArray();
        this.words = new Words(model, outputs, provenance);
    }

    /** Empty when the cells extend to a solution; otherwise what is wrong, in words. */
    public Optional<String> violation(int[] cells) {
        return evaluate(cells).violation();
    }

    /** The objective's value for these cells: empty for a satisfaction model or cells that extend to no solution. */
    public OptionalLong objective(int[] cells) {
        return evaluate(cells).objective();
    }

    public Verdict evaluate(int[] cells) {
        return evaluate(cells, FlatZincEvaluator::never);
    }

    /** The verdict on {@code cells}, the search for an extension stopped, undecided, once {@code stop} holds. */
    public Verdict evaluate(int[] cells, BooleanSupplier stop) {
        if (cells.length != outputs.cells().size()) {
            return Verdict.failed(() -> "expected " + outputs.cells().size() + " cells, got " + cells.length);
        }
        State state = new State(model.variables.size(), model.indices);
        for (int i = 0; i < cells.length; i++) {
            int value = cells[i];
            int variable = cellVariables[i];
            if (variable < 0) {
                Outputs.Cell cell = outputs.cells().get(i);
                if (cell.lo() != value) {
                    return Verdict.failed(() -> cell.name() + "=" + value + " but the model fixes it to " + cell.lo());
                }
                continue;
            }
            String name = outputs.cells().get(i).name();
            if (state.known[variable] && state.values[variable] != value) {
                long held = state.values[variable];
                return Verdict.failed(
                        () -> name + "=" + value + " but it is one variable with another cell, which holds " + held);
            }
            IntSet domain = model.domains[variable];
            if (domain != null && !domain.contains(value)) {
                return Verdict.failed(() -> name + "=" + value + " is outside its domain " + domain);
            }
            state.values[variable] = value;
            state.known[variable] = true;
        }
        Optional<Expr> objective = source.solve().objective();
        boolean optimise = objective.isPresent() && !known(state, objective.get());
        int[] known = plan;
        if (known != null && !optimise) {
            // Most cells a search hands over extend the way the first did: the plan shows it in one pass.
            State planned = state.copy();
            ExtensionSearch replay = new ExtensionSearch(model, stop, false, false);
            if (replay.replay(planned, known)) {
                return Verdict.passed(objective
                        .map(expr -> OptionalLong.of(replay.valueOf(planned, expr)))
                        .orElse(OptionalLong.empty()));
            }
        }
        ExtensionSearch search =
                new ExtensionSearch(model, stop, optimise, source.solve().goal() == Item.Solve.Goal.MAXIMIZE);
        CheckFailure failure = search.propagateAll(state);
        if (failure != null) {
            return Verdict.failed(() -> words.describe(failure));
        }
        if (known == null && !optimise && state.complete()) {
            plan = search.givers();
        }
        search.run(state);
        if (search.stopped && (search.best == null || optimise)) {
            return Verdict.undecided();
        }
        if (search.best == null) {
            CheckFailure first = search.firstFailure;
            return Verdict.failed(() ->
                    "no values of the other variables complete these cells to a solution: " + words.describe(first));
        }
        return Verdict.passed(objective
                .map(expr -> OptionalLong.of(search.valueOf(search.best, expr)))
                .orElse(OptionalLong.empty()));
    }

    private static boolean never() {
        return false;
    }

    private boolean known(State state, Expr expr) {
        int variable = model.variableOf(expr);
        return variable < 0 || state.known[variable];
    }

    @Override
    public String toString() {
        return "checker of " + source.source() + " (" + model.variables.size() + " variables, " + model.rules.length
                + " constraints)";
    }
}
