package org.orbits.model.graph;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.Item;
import org.orbits.symmetry.graph.ColouredGraph;

/**
 * The constraints {@link ConstraintEncoder} states over the literals by what they mean rather than by listing what
 * they allow: all different, element with an array of variables, global cardinality, circuit, and 0/1 counts. Each
 * returns whether it could; a constraint it cannot state so goes in by its variables.
 */
final class GlobalEncodings {

    private final LiteralVertices graph;
    private final FlatZincModel model;
    private final ColouredGraph.Builder builder;

    GlobalEncodings(LiteralVertices graph) {
        this.graph = graph;
        this.model = graph.model();
        this.builder = graph.builder();
    }

    /** The variables of a constraint's array argument {@code argument}, when every element is one with literals. */
    private Optional<List<GraphVariable>> literalArray(Item.Constraint constraint, int argument) {
        List<Expr> elements = model.elements(constraint.arguments().get(argument), constraint.line());
        List<GraphVariable> found = new ArrayList<>();
        for (Expr element : elements) {
            if (!(model.resolve(element) instanceof Expr.Name name)) {
                return Optional.empty();
            }
            Optional<GraphVariable> variable = graph.variable(name.id());
            if (variable.isEmpty() || !variable.get().hasLiterals()) {
                return Optional.empty();
            }
            found.add(variable.get());
        }
        if (found.stream().map(GraphVariable::name).distinct().count() != found.size()) {
            return Optional.empty();
        }
        return Optional.of(found);
    }

    boolean allDifferent(Item.Constraint constraint) {
        Optional<List<GraphVariable>> array = literalArray(constraint, 0);
        if (array.isEmpty()) {
            return false;
        }
        Optional<int[]> slots = permutationOrSlots(array.get(), "all different");
        return slots.isPresent();
    }

    /**
     * {@code variables[u] + offsets[u]} pairwise different, where a clique of disequalities says so (found by the
     * presolve): a vertex per value of the sums, joined to each literal that gives it, at most one of which holds. Where
     * the offsets are all 0, the statement of an {@code all_different}.
     */
    void allDifferent(List<GraphVariable> variables, List<Long> offsets) {
        if (offsets.stream().allMatch(o -> o == 0)) {
            permutationOrSlots(variables, "all different");
            return;
        }
        int whole = builder.addVertex(graph.colour("all different"));
        int slotColour = graph.colour("all different value");
        java.util.Map<Long, Integer> slots = new java.util.TreeMap<>();
        for (int u = 0; u < variables.size(); u++) {
            GraphVariable variable = variables.get(u);
            for (long value : variable.values()) {
                int slot = slots.computeIfAbsent(value + offsets.get(u), sum -> {
                    int vertex = builder.addVertex(slotColour);
                    builder.edge(whole, vertex);
                    return vertex;
                });
                builder.edge(slot, variable.literal(value));
            }
        }
    }

    /**
     * Joins a vertex per value to the literals of that value among {@code variables}; for a permutation, the value
     * vertices take the variables' colour and a vertex for the whole joins both sides. Returns the value vertices in
     * increasing order of value.
     */
    private Optional<int[]> permutationOrSlots(List<GraphVariable> variables, String kind) {
        TreeSet<Long> values = new TreeSet<>();
        variables.forEach(v -> java.util.Arrays.stream(v.values()).forEach(values::add));
        boolean permutation = values.size() == variables.size()
                && variables.stream().map(v -> v.colour()).distinct().count() == 1;
        int whole = builder.addVertex(graph.colour(kind + (permutation ? " permutation" : "")));
        int slotColour = permutation ? variables.get(0).colour() : graph.colour(kind + " value");
        int[] slots = new int[values.size()];
        int k = 0;
        for (long value : values) {
            int slot = builder.addVertex(slotColour);
            slots[k++] = slot;
            builder.edge(whole, slot);
            for (GraphVariable variable : variables) {
                int literal = variable.literal(value);
                if (literal >= 0) {
                    builder.edge(slot, literal);
                }
            }
        }
        if (permutation) {
            variables.forEach(v -> builder.edge(whole, v.vertex()));
        }
        return Optional.of(slots);
    }

    /**
     * {@code y = a[i]} over an array of variables: a vertex per way it can hold ({@code i = k}, {@code a[k] = v},
     * {@code y = v}), joined to those literals (a constant {@code y} or array element leaves its part out): the
     * constraint holds exactly when all the literals of one way do.
     */
    boolean element(Item.Constraint constraint) {
        List<Expr> arguments = constraint.arguments();
        Optional<GraphVariable> index = literalVariable(arguments.get(0));
        List<Expr> array = model.elements(arguments.get(1), constraint.line());
        Expr result = model.resolve(arguments.get(2));
        Optional<GraphVariable> y = literalVariable(result);
        if (index.isEmpty() || (y.isEmpty() && !isConstant(result))) {
            return false;
        }
        List<Optional<GraphVariable>> elements = new ArrayList<>();
        for (Expr element : array) {
            Expr resolved = model.resolve(element);
            Optional<GraphVariable> variable = literalVariable(resolved);
            if (variable.isEmpty() && !isConstant(resolved)) {
                return false;
            }
            elements.add(variable);
        }
        int whole = builder.addVertex(graph.colour("element"));
        int way = graph.colour("element way");
        for (long k : index.get().values()) {
            if (k < 1 || k > array.size()) {
                continue;
            }
            Optional<GraphVariable> chosen = elements.get((int) k - 1);
            long[] values = chosen.isPresent()
                    ? chosen.get().values()
                    : new long[] {constant(model.resolve(array.get((int) k - 1)))};
            for (long v : values) {
                if (y.isPresent() ? y.get().literal(v) < 0 : constant(result) != v) {
                    continue;
                }
                int vertex = builder.addVertex(way);
                builder.edge(whole, vertex);
                builder.edge(vertex, index.get().literal(k));
                if (chosen.isPresent()) {
                    builder.edge(vertex, chosen.get().literal(v));
                }
                if (y.isPresent()) {
                    builder.edge(vertex, y.get().literal(v));
                }
            }
        }
        return true;
    }

    /**
     * {@code global_cardinality(x, cover, counts)}: for each covered value, how many literals of that value hold, as
     * a vertex coloured by the count joined to them (and, closed, no value but the covered ones).
     */
    boolean cardinality(Item.Constraint constraint, String name) {
        Optional<List<GraphVariable>> array = literalArray(constraint, 0);
        List<Expr> cover = model.elements(constraint.arguments().get(1), constraint.line());
        List<Expr> counts = model.elements(constraint.arguments().get(2), constraint.line());
        if (array.isEmpty()
                || cover.size() != counts.size()
                || !cover.stream().allMatch(c -> isConstant(model.resolve(c)))
                || !counts.stream().allMatch(c -> isConstant(model.resolve(c)))) {
            return false;
        }
        int whole = builder.addVertex(graph.colour(name));
        java.util.Set<Long> covered = new HashSet<>();
        for (int k = 0; k < cover.size(); k++) {
            long value = constant(model.resolve(cover.get(k)));
            covered.add(value);
            int counted = builder.addVertex(graph.colour(name + " count " + constant(model.resolve(counts.get(k)))));
            builder.edge(whole, counted);
            for (GraphVariable variable : array.get()) {
                int literal = variable.literal(value);
                if (literal >= 0) {
                    builder.edge(counted, literal);
                }
            }
        }
        if (name.endsWith("_closed")) {
            int outside = builder.addVertex(graph.colour(name + " outside"));
            builder.edge(whole, outside);
            for (GraphVariable variable : array.get()) {
                for (long value : variable.values()) {
                    if (!covered.contains(value)) {
                        builder.edge(outside, variable.literal(value));
                    }
                }
            }
        }
        return true;
    }

    /**
     * {@code b <-> x = c} ({@code int_eq_reif}) or {@code b <-> x != c} ({@code int_ne_reif}), {@code c} a constant: one
     * literal of {@code b} is the literal {@code x = c}, joined to it by a vertex of their own, and {@code b}'s other
     * literal is its negation, as a bool's two literals always are. A table would join {@code b}'s other literal to
     * every other value of {@code x}, holding the constraint to {@code x}'s own literals; stated so, a map may send
     * {@code x = c} to a literal of another variable, as turning the (index, value) grid of n queens does to a board
     * channelled from its rows.
     */
    boolean literalEquivalence(Item.Constraint constraint, String name) {
        List<Expr> arguments = constraint.arguments();
        if (arguments.size() != 3) {
            return false;
        }
        Optional<GraphVariable> x = literalVariable(arguments.get(0));
        Optional<GraphVariable> b = literalVariable(arguments.get(2));
        if (x.isEmpty()
                || b.isEmpty()
                || !(model.resolve(arguments.get(1)) instanceof Expr.IntLiteral c)
                || !java.util.Arrays.equals(b.get().values(), new long[] {0, 1})
                || x.get().literal(c.value()) < 0) {
            return false;
        }
        int vertex = builder.addVertex(graph.colour("equivalent literals"));
        builder.edge(vertex, x.get().literal(c.value()));
        builder.edge(vertex, b.get().literal(name.equals("int_eq_reif") ? 1 : 0));
        return true;
    }

    private Optional<GraphVariable> literalVariable(Expr expr) {
        return model.resolve(expr) instanceof Expr.Name name
                ? graph.variable(name.id()).filter(GraphVariable::hasLiterals)
                : Optional.empty();
    }

    private static boolean isConstant(Expr resolved) {
        return resolved instanceof Expr.IntLiteral || resolved instanceof Expr.BoolLiteral;
    }

    private static long constant(Expr resolved) {
        return resolved instanceof Expr.IntLiteral i ? i.value() : ((Expr.BoolLiteral) resolved).value() ? 1 : 0;
    }

    /**
     * {@code orbits_circuit(next, first)}: the successors form one tour through every node. A vertex per node is
     * joined to the variable of its successor and to the value vertex of its name, alike: renaming nodes consistently
     * and reversing the tour both keep the structure.
     */
    boolean circuit(Item.Constraint constraint) {
        Optional<List<GraphVariable>> array = literalArray(constraint, 0);
        if (array.isEmpty() || !(model.resolve(constraint.arguments().get(1)) instanceof Expr.IntLiteral first)) {
            return false;
        }
        List<GraphVariable> next = array.get();
        TreeSet<Long> values = new TreeSet<>();
        next.forEach(v -> java.util.Arrays.stream(v.values()).forEach(values::add));
        long lo = first.value();
        if (!values.isEmpty() && (values.first() < lo || values.last() >= lo + next.size())) {
            return false;
        }
        int whole = builder.addVertex(graph.colour("circuit"));
        int[] slots = new int[next.size()];
        // Every node is some node's successor: one value vertex per node, in the variables' colour.
        int colour = next.get(0).colour();
        if (next.stream().anyMatch(v -> v.colour() != colour)) {
            return false;
        }
        for (int k = 0; k < next.size(); k++) {
            slots[k] = builder.addVertex(colour);
            for (GraphVariable variable : next) {
                int literal = variable.literal(lo + k);
                if (literal >= 0) {
                    builder.edge(slots[k], literal);
                }
            }
        }
        int nodeColour = graph.colour("circuit node");
        for (int k = 0; k < next.size(); k++) {
            int node = builder.addVertex(nodeColour);
            builder.edge(whole, node);
            builder.edge(node, next.get(k).vertex());
            builder.edge(node, slots[k]);
        }
        return true;
    }

    /**
     * {@code sum(x) rel k} over 0/1 variables with every coefficient 1: how many literals of value 1 the comparison
     * allows, and how many of value 0 ({@code n - k} and the reverse comparison), on two sides coloured by what they
     * allow, so that exchanging every variable's two values is an automorphism where both sides allow the same.
     */
    boolean count(Item.Constraint constraint, String name) {
        if (constraint.arguments().size() != 3) {
            return false;
        }
        List<Expr> coefficients = model.elements(constraint.arguments().get(0), constraint.line());
        Optional<List<GraphVariable>> array = literalArray(constraint, 1);
        if (array.isEmpty()
                || !(model.resolve(constraint.arguments().get(2)) instanceof Expr.IntLiteral bound)
                || !coefficients.stream()
                        .allMatch(c -> model.resolve(c) instanceof Expr.IntLiteral one && one.value() == 1)
                || !array.get().stream().allMatch(v -> java.util.Arrays.equals(v.values(), new long[] {0, 1}))) {
            return false;
        }
        String relation = name.endsWith("_eq") ? "=" : name.endsWith("_ne") ? "!=" : "<=";
        int n = array.get().size();
        long ones = bound.value();
        long zeros = n - ones;
        String zeroRelation = relation.equals("<=") ? ">=" : relation;
        int whole = builder.addVertex(graph.colour("count"));
        int oneSide = builder.addVertex(graph.colour("count side " + relation + " " + ones));
        int zeroSide = builder.addVertex(graph.colour("count side " + zeroRelation + " " + zeros));
        builder.edge(whole, oneSide);
        builder.edge(whole, zeroSide);
        for (GraphVariable variable : array.get()) {
            builder.edge(oneSide, variable.literal(1));
            builder.edge(zeroSide, variable.literal(0));
        }
        return true;
    }
}
