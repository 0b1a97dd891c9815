package org.orbits.model.check;

import java.util.List;
import java.util.OptionalLong;
import java.util.function.BooleanSupplier;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.IntSet;

/**
 * One check's search for values of the variables the cells leave unknown. First propagation: every constraint whose
 * variables all have values is checked, a global that is a function of what is known gives its unknowns their values
 * ({@link Deductions}), and a constraint with one variable unknown gives it its value where it is a function of the
 * others ({@link Functions}) or where one value of its domain alone satisfies it, until nothing changes. Then a
 * backtracking search tries the values of what is left, smallest domain first, propagating after each. For a model
 * that optimises, it keeps the best extension. It stops, undecided, once {@code stop} holds.
 *
 * <p>Propagation and search share their state and order, so they are one class: apart, each would need the other's
 * insides.
 */
final class ExtensionSearch {

    /** How many values of a domain the checker tries one by one. */
    static final long MAX_TRIED = 1 << 16;

    private final EvaluatedModel model;
    private final BooleanSupplier stop;
    private final boolean optimise;
    private final boolean maximise;

    /** The constraints still to look at, each at most once, first in first out. */
    private final int[] pending;

    private final boolean[] queued;
    private int head;
    private int size;

    /** The constraints that gave values, in order: see {@link #givers()}. */
    private final java.util.List<Integer> givers = new java.util.ArrayList<>();

    /** A failure an assignment met inside a deduction (a value outside a domain), if any. */
    private CheckFailure assignmentFailure;
    /** How many values deductions and single unknowns gave: a deduction that gave none leaves it to the rest. */
    private long assigned;

    /** The best complete extension found so far: the first, unless the search optimises. */
    State best;
    /** The first failure the search met, the one a message shows when no extension exists. */
    CheckFailure firstFailure;
    /** Whether {@code stop} cut the search short. */
    boolean stopped;

    ExtensionSearch(EvaluatedModel model, BooleanSupplier stop, boolean optimise, boolean maximise) {
        this.model = model;
        this.stop = stop;
        this.optimise = optimise;
        this.maximise = maximise;
        int capacity = Math.max(1, model.rules.length);
        this.pending = new int[capacity];
        this.queued = new boolean[capacity];
    }

    private void enqueue(int c) {
        if (!queued[c]) {
            queued[c] = true;
            pending[(head + size++) % pending.length] = c;
        }
    }

    private void clearQueue() {
        while (size > 0) {
            queued[pending[head]] = false;
            head = (head + 1) % pending.length;
            size--;
        }
    }

    /** Propagates from every constraint: the first step of a check. */
    CheckFailure propagateAll(State state) {
        for (int c = 0; c < model.rules.length; c++) {
            enqueue(c);
        }
        return propagate(state);
    }

    /** Propagates from the constraints that mention {@code variable}, which has just been given a value. */
    CheckFailure propagateFrom(State state, int variable) {
        for (int c : model.watchers[variable]) {
            enqueue(c);
        }
        return propagate(state);
    }

    /** Propagates until nothing changes: the failure met, or null. */
    private CheckFailure propagate(State state) {
        while (size > 0) {
            int c = pending[head];
            head = (head + 1) % pending.length;
            size--;
            queued[c] = false;
            long before = assigned;
            CheckFailure failure = look(state, model.rules[c]);
            if (failure != null) {
                clearQueue();
                return failure;
            }
            if (assigned > before) {
                givers.add(c);
            }
        }
        return null;
    }

    /**
     * The constraints that gave values in the propagation so far, in the order they gave them: a plan that gives the
     * same variables their values from other cells of the same model, where it finds them the same way.
     */
    int[] givers() {
        return givers.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Gives the unknowns their values by looking at the constraints of {@code plan} in its order, then checks every
     * constraint: true when every variable then has a value and every constraint holds, so that the cells extend to
     * a solution. False says only that the plan did not show it, for the whole check to decide.
     */
    boolean replay(State state, int[] plan) {
        // A constraint that gave the one variable it left unknown its value has been checked with it (decide only
        // gives a value that satisfies it), so it is not checked again below.
        boolean[] checked = new boolean[model.rules.length];
        for (int c : plan) {
            ConstraintRule rule = model.rules[c];
            int unknowns = 0;
            for (int v : rule.mentioned) {
                unknowns += state.known[v] ? 0 : 1;
            }
            if (look(state, rule) != null) {
                clearQueue();
                return false;
            }
            boolean nowKnown = true;
            for (int v : rule.mentioned) {
                nowKnown &= state.known[v];
            }
            checked[c] = unknowns == 1 && rule.deduction == null && nowKnown;
        }
        clearQueue();
        if (!state.complete()) {
            return false;
        }
        for (int c = 0; c < model.rules.length; c++) {
            ConstraintRule rule = model.rules[c];
            if (!checked[c] && !rule.truth.holds(rule.reading(model.source, state))) {
                return false;
            }
        }
        return true;
    }

    private CheckFailure look(State state, ConstraintRule rule) {
        int unknown = -1;
        int unknowns = 0;
        for (int v : rule.mentioned) {
            if (!state.known[v]) {
                unknowns++;
                unknown = v;
            }
        }
        if (unknowns == 0) {
            return rule.truth.holds(rule.reading(model.source, state))
                    ? null
                    : CheckFailure.falsified(rule.index, state);
        }
        if (rule.deduction != null) {
            long before = assigned;
            boolean consistent =
                    rule.deduction.deduce(rule.reading(model.source, state), (v, value) -> assign(state, v, value));
            if (assignmentFailure != null) {
                CheckFailure failure = assignmentFailure;
                assignmentFailure = null;
                return failure;
            }
            if (!consistent) {
                return CheckFailure.falsified(rule.index, state);
            }
            if (assigned > before) {
                return null; // the constraint is looked at again with the values it gave
            }
        }
        if (unknowns == 1) {
            OptionalLong decided = decide(state, rule, unknown);
            if (decided.isPresent() && !assign(state, unknown, decided.getAsLong())) {
                CheckFailure failure = assignmentFailure;
                assignmentFailure = null;
                return failure;
            }
        }
        return null;
    }

    /**
     * Gives {@code variable} its value and queues the constraints that mention it; false when it has another value
     * already, or when the value lies outside its domain (then {@link #assignmentFailure} says so).
     */
    private boolean assign(State state, int variable, long value) {
        if (state.known[variable]) {
            return state.values[variable] == value;
        }
        IntSet domain = model.domains[variable];
        if (domain != null && !domain.contains(value)) {
            assignmentFailure = CheckFailure.outside(variable, value, state);
            return false;
        }
        state.values[variable] = value;
        state.known[variable] = true;
        assigned++;
        for (int c : model.watchers[variable]) {
            enqueue(c);
        }
        return true;
    }

    /** The one value of {@code variable} that satisfies the rule, if it has one to try and only it does. */
    private OptionalLong decide(State state, ConstraintRule rule, int variable) {
        Reading reading = rule.reading(model.source, state);
        OptionalLong candidate = rule.candidate.of(reading, Functions.place(reading, variable), variable);
        if (candidate.isPresent()) {
            return satisfies(state, rule, variable, candidate.getAsLong()) ? candidate : OptionalLong.empty();
        }
        if (model.sizes[variable] > MAX_TRIED) {
            return OptionalLong.empty();
        }
        long[] ranges = model.ranges[variable];
        long fitting = 0;
        int fits = 0;
        for (int r = 0; r < ranges.length && fits < 2; r += 2) {
            for (long value = ranges[r]; fits < 2; value++) {
                if (satisfies(state, rule, variable, value)) {
                    fitting = value;
                    fits++;
                }
                if (value == ranges[r + 1]) {
                    break;
                }
            }
        }
        return fits == 1 ? OptionalLong.of(fitting) : OptionalLong.empty();
    }

    private boolean satisfies(State state, ConstraintRule rule, int variable, long value) {
        state.values[variable] = value;
        state.known[variable] = true;
        try {
            return rule.truth.holds(rule.reading(model.source, state));
        } finally {
            state.known[variable] = false;
        }
    }

    /** Searches the values of what is left unknown; returns whether to stop: an extension found when any will do. */
    boolean run(State state) {
        int next = -1;
        for (int v = 0; v < model.variables.size(); v++) {
            if (!state.known[v] && (next < 0 || model.sizes[v] < model.sizes[next])) {
                next = v;
            }
        }
        if (next < 0) {
            offer(state);
            return !optimise;
        }
        if (stop.getAsBoolean()) {
            stopped = true;
            return true;
        }
        if (model.sizes[next] > MAX_TRIED) {
            firstFailure = firstFailure != null ? firstFailure : CheckFailure.unbounded(next, state);
            return false;
        }
        long[] ranges = model.ranges[next];
        for (int r = 0; r < ranges.length; r += 2) {
            for (long value = ranges[r]; ; value++) {
                if (tryValue(state, next, value)) {
                    return true;
                }
                if (value == ranges[r + 1]) {
                    break;
                }
            }
        }
        return false;
    }

    /** Searches on with {@code variable} at {@code value}; returns whether to stop. */
    private boolean tryValue(State state, int variable, long value) {
        State branch = state.copy();
        branch.values[variable] = value;
        branch.known[variable] = true;
        CheckFailure failure = propagateFrom(branch, variable);
        if (failure != null) {
            firstFailure = firstFailure != null ? firstFailure : failure;
            return false;
        }
        return run(branch);
    }

    private void offer(State complete) {
        if (best == null) {
            best = complete;
            return;
        }
        Expr objective = model.source.solve().objective().orElseThrow();
        long value = valueOf(complete, objective);
        long incumbent = valueOf(best, objective);
        if (maximise ? value > incumbent : value < incumbent) {
            best = complete;
        }
    }

    long valueOf(State state, Expr expr) {
        return new Reading(model.source, List.of(expr), state).integer(0);
    }
}
