package org.orbits.model.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.orbits.model.declared.DeclaredSymmetries;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.IntSet;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.model.flatzinc.TypeInst;
import org.orbits.puzzle.BadInputException;

/**
 * The independent checker of a FlatZinc model, in plain Java from the FlatZinc specification: it shares nothing with
 * the Choco translation. Given the values of the cells (the outputs) only, it decides whether they extend to values
 * of every variable that satisfy every constraint. The auxiliary variables are unknown: first every constraint that
 * leaves one variable unknown gives it its value where it is a function of the others ({@code defines_var}'s
 * promise, and more), or where one value of its domain alone satisfies it, in dependency order, checking each
 * constraint once its variables all have values; then a small backtracking search tries the values of what is
 * left, smallest domain first. For a model that optimises, it also gives the objective's value: the best over the
 * extensions, should the cells not decide it.
 *
 * <p>It runs past 300 lines because the deciding of single unknowns and the search that calls it back share their
 * state and order; apart, each would need the other's insides.
 */
public final class FlatZincEvaluator {

    /** How many values of a domain the checker tries one by one. */
    private static final long MAX_TRIED = 1 << 16;

    /** The outcome for one assignment of the cells. */
    public record Verdict(Optional<String> violation, OptionalLong objective) {}

    private final FlatZincModel source;
    private final Outputs outputs;
    private final List<String> variables = new ArrayList<>();
    private final Map<String, Integer> indices = new HashMap<>();
    private final List<IntSet> domains = new ArrayList<>();
    private final List<Item.Constraint> constraints;
    private final List<Reading.Resolved> resolved = new ArrayList<>();
    private final List<Integer> every;
    private final List<int[]> mentioned = new ArrayList<>();
    private final List<List<Integer>> watchers = new ArrayList<>();
    private final Words words;

    public FlatZincEvaluator(FlatZincModel source, Outputs outputs) {
        this.source = source;
        this.outputs = outputs;
        for (Item.VariableDeclaration variable : source.variables().values()) {
            if (!variable.type().isArray() && variable.value().isEmpty()) {
                indices.put(variable.name(), variables.size());
                variables.add(variable.name());
                domains.add(
                        variable.type().base() == TypeInst.Base.BOOL
                                ? IntSet.range(0, 1)
                                : variable.type().domain().orElse(null));
                watchers.add(new ArrayList<>());
            }
        }
        this.constraints = source.constraints().stream()
                .filter(c -> !DeclaredSymmetries.isDeclaration(c.name()))
                .toList();
        for (Item.Constraint constraint : constraints) {
            if (!Semantics.knows(constraint.name(), constraint.arguments().size())) {
                throw new BadInputException(source.at(constraint.line()) + ": the FlatZinc constraint '"
                        + constraint.name() + "' is not supported by orbits");
            }
            Set<Integer> its = new HashSet<>();
            constraint.arguments().forEach(argument -> collect(argument, constraint.line(), its));
            mentioned.add(its.stream().mapToInt(Integer::intValue).toArray());
            its.forEach(v -> watchers.get(v).add(mentioned.size() - 1));
        }
        this.every =
                java.util.stream.IntStream.range(0, constraints.size()).boxed().toList();
        State names = new State(variables.size(), indices);
        for (Item.Constraint constraint : constraints) {
            resolved.add(Reading.Resolved.of(source, constraint.arguments(), names));
        }
        Map<String, String> cellNames = new LinkedHashMap<>();
        for (Outputs.Cell cell : outputs.cells()) {
            if (cell.reference() instanceof Expr.Name name) {
                cellNames.putIfAbsent(name.id(), cell.name());
            }
        }
        this.words = new Words(source, cellNames);
    }

    private void collect(Expr argument, int line, Set<Integer> into) {
        if (argument instanceof Expr.ArrayLiteral
                || (argument instanceof Expr.Name name
                        && source.variable(name.id())
                                .map(v -> v.type().isArray())
                                .orElse(false))) {
            source.elements(argument, line).forEach(element -> collect(element, line, into));
            return;
        }
        Expr resolved = source.resolve(argument);
        if (resolved instanceof Expr.Name name && indices.containsKey(name.id())) {
            into.add(indices.get(name.id()));
        }
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
        if (cells.length != outputs.cells().size()) {
            return failed("expected " + outputs.cells().size() + " cells, got " + cells.length);
        }
        State state = new State(variables.size(), indices);
        for (int i = 0; i < cells.length; i++) {
            Outputs.Cell cell = outputs.cells().get(i);
            Expr reference = cell.reference();
            if (!(reference instanceof Expr.Name name)) {
                if (cell.lo() != cells[i]) {
                    return failed(cell.name() + "=" + cells[i] + " but the model fixes it to " + cell.lo());
                }
                continue;
            }
            int variable = indices.get(name.id());
            if (state.known[variable] && state.values[variable] != cells[i]) {
                return failed(cell.name() + "=" + cells[i] + " but it is one variable with another cell, which holds "
                        + state.values[variable]);
            }
            Optional<String> outside = assign(state, variable, cells[i], cell.name());
            if (outside.isPresent()) {
                return failed(outside.get());
            }
        }
        Optional<String> failure = propagate(state, every);
        if (failure.isPresent()) {
            return failed(failure.get());
        }
        Optional<Expr> objective = source.solve().objective();
        boolean optimise = objective.isPresent() && !known(state, objective.get());
        Search search = new Search(optimise, source.solve().goal() == Item.Solve.Goal.MAXIMIZE);
        search.run(state);
        if (search.best == null) {
            return failed(
                    "no values of the other variables complete these cells to a solution: " + search.firstFailure);
        }
        return new Verdict(
                Optional.empty(),
                objective
                        .map(expr -> OptionalLong.of(valueOf(search.best, expr)))
                        .orElse(OptionalLong.empty()));
    }

    private static Verdict failed(String why) {
        return new Verdict(Optional.of(why), OptionalLong.empty());
    }

    private Optional<String> assign(State state, int variable, long value, String shownAs) {
        IntSet domain = domains.get(variable);
        if (domain != null && !domain.contains(value)) {
            return Optional.of(shownAs + "=" + value + " is outside its domain " + domain);
        }
        state.values[variable] = value;
        state.known[variable] = true;
        return Optional.empty();
    }

    private boolean known(State state, Expr expr) {
        Expr resolved = source.resolve(expr);
        return !(resolved instanceof Expr.Name name) || state.known[indices.get(name.id())];
    }

    private long valueOf(State state, Expr expr) {
        return new Reading(source, List.of(expr), state).integer(0);
    }

    /**
     * Checks the constraints in {@code pending} whose variables all have values, and gives the one unknown
     * variable of a constraint its value where the constraint decides it, until nothing changes.
     */
    private Optional<String> propagate(State state, List<Integer> initial) {
        // A queue of constraint indices, each in it at most once, first in first out.
        int capacity = Math.max(1, constraints.size());
        int[] pending = new int[capacity];
        boolean[] queued = new boolean[capacity];
        int head = 0;
        int size = 0;
        for (int c : initial) {
            if (!queued[c]) {
                queued[c] = true;
                pending[(head + size++) % capacity] = c;
            }
        }
        while (size > 0) {
            int c = pending[head];
            head = (head + 1) % capacity;
            size--;
            queued[c] = false;
            Item.Constraint constraint = constraints.get(c);
            int unknown = -1;
            int unknowns = 0;
            for (int v : mentioned.get(c)) {
                if (!state.known[v]) {
                    unknowns++;
                    unknown = v;
                }
            }
            if (unknowns == 0) {
                if (!Semantics.holds(constraint.name(), reading(c, state))) {
                    return Optional.of(words.falsehood(constraint, state));
                }
            } else if (unknowns == 1) {
                OptionalLong decided = decide(state, c, unknown);
                if (decided.isPresent()) {
                    Optional<String> outside = assign(state, unknown, decided.getAsLong(), variables.get(unknown));
                    if (outside.isPresent()) {
                        return outside;
                    }
                    for (int next : watchers.get(unknown)) {
                        if (!queued[next]) {
                            queued[next] = true;
                            pending[(head + size++) % capacity] = next;
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    private Reading reading(int constraint, State state) {
        return new Reading(source, constraints.get(constraint).arguments(), state, resolved.get(constraint));
    }

    /** The one value of {@code variable} that satisfies {@code constraint}, if it has exactly one to try and it does. */
    private OptionalLong decide(State state, int c, int variable) {
        Item.Constraint constraint = constraints.get(c);
        String name = variables.get(variable);
        Reading reading = reading(c, state);
        OptionalLong candidate = Functions.candidate(
                source,
                constraint.name(),
                constraint.arguments(),
                reading,
                expr -> source.resolve(expr) instanceof Expr.Name n && n.id().equals(name));
        if (candidate.isPresent()) {
            return satisfies(state, c, variable, candidate.getAsLong()) ? candidate : OptionalLong.empty();
        }
        IntSet domain = domains.get(variable);
        if (domain == null || domain.size() > MAX_TRIED) {
            return OptionalLong.empty();
        }
        long[] fitting = domain.values()
                .filter(value -> satisfies(state, c, variable, value))
                .limit(2)
                .toArray();
        return fitting.length == 1 ? OptionalLong.of(fitting[0]) : OptionalLong.empty();
    }

    private boolean satisfies(State state, int c, int variable, long value) {
        state.values[variable] = value;
        state.known[variable] = true;
        try {
            return Semantics.holds(constraints.get(c).name(), reading(c, state));
        } finally {
            state.known[variable] = false;
        }
    }

    /** The backtracking search over the variables still unknown, smallest domain first. */
    private final class Search {
        private final boolean optimise;
        private final boolean maximise;
        State best;
        String firstFailure;

        Search(boolean optimise, boolean maximise) {
            this.optimise = optimise;
            this.maximise = maximise;
        }

        /** Returns whether to stop: a solution found when any will do. */
        boolean run(State state) {
            int next = -1;
            for (int v = 0; v < variables.size(); v++) {
                if (!state.known[v] && (next < 0 || size(v) < size(next))) {
                    next = v;
                }
            }
            if (next < 0) {
                offer(state);
                return !optimise;
            }
            if (domains.get(next) == null || domains.get(next).size() > MAX_TRIED) {
                firstFailure = firstFailure != null
                        ? firstFailure
                        : variables.get(next) + " has no bounds and no constraint decides it, so it cannot be checked";
                return false;
            }
            int chosen = next;
            long[] values = domains.get(next).values().toArray();
            for (long value : values) {
                State branch = state.copy();
                branch.values[chosen] = value;
                branch.known[chosen] = true;
                Optional<String> failure = propagate(branch, watchers.get(chosen));
                if (failure.isPresent()) {
                    firstFailure = firstFailure != null ? firstFailure : failure.get();
                } else if (run(branch)) {
                    return true;
                }
            }
            return false;
        }

        private long size(int variable) {
            return domains.get(variable) == null
                    ? Long.MAX_VALUE
                    : domains.get(variable).size();
        }

        private void offer(State complete) {
            if (best == null) {
                best = complete;
                return;
            }
            Expr objective = source.solve().objective().orElseThrow();
            long value = valueOf(complete, objective);
            long incumbent = valueOf(best, objective);
            if (maximise ? value > incumbent : value < incumbent) {
                best = complete;
            }
        }
    }

    @Override
    public String toString() {
        return "checker of " + source.source() + " (" + variables.size() + " variables, " + constraints.size()
                + " constraints)";
    }
}
