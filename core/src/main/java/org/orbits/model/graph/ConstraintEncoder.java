package org.orbits.model.graph;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.orbits.model.check.ConstraintTruth;
import org.orbits.model.declared.DeclaredSymmetries;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.Item;
import org.orbits.symmetry.graph.ColouredGraph;

/**
 * States each constraint of a model over the literals of a {@link LiteralGraph}, so that an automorphism maps each
 * constraint onto one that a solution's image satisfies exactly when the solution satisfies the first:
 *
 * <ul>
 *   <li><b>a table</b>, for a constraint whose variables all have literals and whose assignments are few: a vertex per
 *       assignment it allows, joined to the literals it sets (each literal knows its variable, so places need no
 *       colour). Any constraint the evaluator knows can be stated so; the automorphisms then map the allowed
 *       assignments onto allowed assignments, whatever they do to the places.
 *   <li><b>all different</b>: a vertex per value joined to every literal of that value, at most one of which holds.
 *       Where n variables take n values between them (a permutation), every value is taken exactly once, the value
 *       vertices are variables of another kind, and an automorphism may exchange the two (the (index, value) grid
 *       turned: the row model of n queens, a tour run backwards).
 *   <li><b>circuit</b>, over a permutation: a vertex per node, joined to the variable of the node's successor and to
 *       the vertex of the node as a value alike, so that renaming the nodes and reversing the tour are automorphisms.
 *   <li><b>a count</b>: a sum of 0/1 variables compared with a constant, as how many of their literals of value 1,
 *       and how many of value 0, the comparison allows; the two sides may be exchanged where they say the same.
 *   <li><b>otherwise</b>, by its variables: the constraint's vertex coloured by its predicate and its constants,
 *       joined to each variable in a colour telling its place, and every literal of those variables tied to its
 *       value.
 * </ul>
 */
final class ConstraintEncoder {

    /** The most assignments of a constraint's variables tried to list what it allows. */
    static final long MAX_TRIED = 40_000;

    /** The most assignments a table holds. */
    static final int MAX_ALLOWED = 8_000;

    private final LiteralGraph graph;
    private final FlatZincModel model;
    private final ColouredGraph.Builder builder;
    private int tables;

    ConstraintEncoder(LiteralGraph graph) {
        this.graph = graph;
        this.model = graph.model();
        this.builder = graph.builder();
    }

    void encode(Item.Constraint constraint) {
        String name =
                constraint.name().startsWith("fzn_") ? constraint.name().substring("fzn_".length()) : constraint.name();
        if (DeclaredSymmetries.isDeclaration(constraint.name())) {
            return;
        }
        boolean done =
                switch (name) {
                    case "all_different_int" -> allDifferent(constraint);
                    case "array_var_int_element", "array_var_bool_element" -> element(constraint);
                    case "global_cardinality", "global_cardinality_closed" -> cardinality(constraint, name);
                    case "orbits_circuit" -> circuit(constraint);
                    case "int_lin_eq", "int_lin_le", "int_lin_ne", "bool_lin_eq", "bool_lin_le" -> count(
                                    constraint, name)
                            || table(constraint);
                    default -> table(constraint);
                };
        if (!done) {
            byVariables(constraint, name);
        }
    }

    /** The variables of a constraint's array argument {@code argument}, when every element is one with literals. */
    private Optional<List<LiteralGraph.Variable>> literalArray(Item.Constraint constraint, int argument) {
        List<Expr> elements = model.elements(constraint.arguments().get(argument), constraint.line());
        List<LiteralGraph.Variable> found = new ArrayList<>();
        for (Expr element : elements) {
            if (!(model.resolve(element) instanceof Expr.Name name)) {
                return Optional.empty();
            }
            Optional<LiteralGraph.Variable> variable = graph.variable(name.id());
            if (variable.isEmpty() || !variable.get().hasLiterals()) {
                return Optional.empty();
            }
            found.add(variable.get());
        }
        if (found.stream().map(LiteralGraph.Variable::name).distinct().count() != found.size()) {
            return Optional.empty();
        }
        return Optional.of(found);
    }

    private boolean allDifferent(Item.Constraint constraint) {
        Optional<List<LiteralGraph.Variable>> array = literalArray(constraint, 0);
        if (array.isEmpty()) {
            return false;
        }
        Optional<int[]> slots = permutationOrSlots(array.get(), "all different");
        return slots.isPresent();
    }

    /**
     * Joins a vertex per value to the literals of that value among {@code variables}; for a permutation, the value
     * vertices take the variables' colour and a vertex for the whole joins both sides. Returns the value vertices in
     * increasing order of value.
     */
    private Optional<int[]> permutationOrSlots(List<LiteralGraph.Variable> variables, String kind) {
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
            for (LiteralGraph.Variable variable : variables) {
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
    private boolean element(Item.Constraint constraint) {
        List<Expr> arguments = constraint.arguments();
        Optional<LiteralGraph.Variable> index = literalVariable(arguments.get(0));
        List<Expr> array = model.elements(arguments.get(1), constraint.line());
        Expr result = model.resolve(arguments.get(2));
        Optional<LiteralGraph.Variable> y = literalVariable(result);
        if (index.isEmpty() || (y.isEmpty() && !isConstant(result))) {
            return false;
        }
        List<Optional<LiteralGraph.Variable>> elements = new ArrayList<>();
        for (Expr element : array) {
            Expr resolved = model.resolve(element);
            Optional<LiteralGraph.Variable> variable = literalVariable(resolved);
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
            Optional<LiteralGraph.Variable> chosen = elements.get((int) k - 1);
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
    private boolean cardinality(Item.Constraint constraint, String name) {
        Optional<List<LiteralGraph.Variable>> array = literalArray(constraint, 0);
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
            for (LiteralGraph.Variable variable : array.get()) {
                int literal = variable.literal(value);
                if (literal >= 0) {
                    builder.edge(counted, literal);
                }
            }
        }
        if (name.endsWith("_closed")) {
            int outside = builder.addVertex(graph.colour(name + " outside"));
            builder.edge(whole, outside);
            for (LiteralGraph.Variable variable : array.get()) {
                for (long value : variable.values()) {
                    if (!covered.contains(value)) {
                        builder.edge(outside, variable.literal(value));
                    }
                }
            }
        }
        return true;
    }

    private Optional<LiteralGraph.Variable> literalVariable(Expr expr) {
        return model.resolve(expr) instanceof Expr.Name name
                ? graph.variable(name.id()).filter(LiteralGraph.Variable::hasLiterals)
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
    private boolean circuit(Item.Constraint constraint) {
        Optional<List<LiteralGraph.Variable>> array = literalArray(constraint, 0);
        if (array.isEmpty() || !(model.resolve(constraint.arguments().get(1)) instanceof Expr.IntLiteral first)) {
            return false;
        }
        List<LiteralGraph.Variable> next = array.get();
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
            for (LiteralGraph.Variable variable : next) {
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
    private boolean count(Item.Constraint constraint, String name) {
        if (constraint.arguments().size() != 3) {
            return false;
        }
        List<Expr> coefficients = model.elements(constraint.arguments().get(0), constraint.line());
        Optional<List<LiteralGraph.Variable>> array = literalArray(constraint, 1);
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
        for (LiteralGraph.Variable variable : array.get()) {
            builder.edge(oneSide, variable.literal(1));
            builder.edge(zeroSide, variable.literal(0));
        }
        return true;
    }

    /** The constraint as the assignments it allows, when its variables all have literals and they are few. */
    private boolean table(Item.Constraint constraint) {
        if (!ConstraintTruth.knows(constraint)) {
            return false;
        }
        ConstraintTruth truth = new ConstraintTruth(model, constraint);
        List<LiteralGraph.Variable> scope = new ArrayList<>();
        long space = 1;
        for (String name : truth.variables()) {
            Optional<LiteralGraph.Variable> variable = graph.variable(name);
            if (variable.isEmpty() || !variable.get().hasLiterals()) {
                return false;
            }
            scope.add(variable.get());
            space *= variable.get().values().length;
            if (space > MAX_TRIED) {
                return false;
            }
        }
        List<long[]> allowed = new ArrayList<>();
        long[] tuple = new long[scope.size()];
        int[] at = new int[scope.size()];
        while (true) {
            for (int i = 0; i < scope.size(); i++) {
                tuple[i] = scope.get(i).values()[at[i]];
            }
            if (truth.holds(tuple) && consistent(scope, tuple)) {
                allowed.add(tuple.clone());
                if (allowed.size() > MAX_ALLOWED) {
                    return false;
                }
            }
            int i = scope.size() - 1;
            while (i >= 0 && ++at[i] == scope.get(i).values().length) {
                at[i--] = 0;
            }
            if (i < 0) {
                break;
            }
        }
        // An allowed assignment is the set of its literals, each of which knows its variable: places need no colour.
        int whole = builder.addVertex(graph.colour("table " + scope.size()));
        int tupleColour = graph.colour("allowed assignment");
        tables++;
        for (long[] assignment : allowed) {
            int vertex = builder.addVertex(tupleColour);
            builder.edge(whole, vertex);
            for (int i = 0; i < scope.size(); i++) {
                builder.edge(vertex, scope.get(i).literal(assignment[i]));
            }
        }
        return true;
    }

    /**
     * Whether an assignment gives two variables that share their literals (one defined one to one by the other) values
     * that are one literal: otherwise no solution holds it.
     */
    private static boolean consistent(List<LiteralGraph.Variable> scope, long[] tuple) {
        for (int i = 0; i < scope.size(); i++) {
            for (int j = i + 1; j < scope.size(); j++) {
                if (scope.get(i).vertex() == scope.get(j).vertex()
                        && scope.get(i).literal(tuple[i]) != scope.get(j).literal(tuple[j])) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The constraint by its variables, their values kept: its vertex coloured by the predicate and every argument
     * that is no variable, each variable joined in the colour of its place (one colour for every place of an array
     * whose order the predicate ignores).
     */
    private void byVariables(Item.Constraint constraint, String name) {
        boolean linear = LINEAR.contains(name) && constraint.arguments().size() == 3;
        Set<Integer> unordered = UNORDERED.getOrDefault(name, Set.of());
        StringBuilder key = new StringBuilder(name);
        List<Expr> arguments = constraint.arguments();
        List<Expr> coefficients = linear ? model.elements(arguments.get(0), constraint.line()) : List.of();
        List<long[]> joins = new ArrayList<>();
        for (int a = linear ? 1 : 0; a < arguments.size(); a++) {
            List<Expr> elements = elementsOrSelf(arguments.get(a), constraint.line());
            key.append('|');
            for (int k = 0; k < elements.size(); k++) {
                Expr resolved = model.resolve(elements.get(k));
                Optional<LiteralGraph.Variable> variable = resolved instanceof Expr.Name variableName
                        ? graph.variable(variableName.id())
                        : Optional.empty();
                if (variable.isEmpty()) {
                    key.append(linear && a == 1 ? model.resolve(coefficients.get(k)) + "*" : "")
                            .append(resolved)
                            .append(',');
                    continue;
                }
                graph.pin(variable.get());
                // A linear term by its coefficient alone; an array the predicate reads as a set all alike.
                String place = linear && a == 1
                        ? "coefficient " + model.resolve(coefficients.get(k))
                        : unordered.contains(a) ? "argument " + a : "argument " + a + " at " + k;
                joins.add(new long[] {variable.get().vertex(), graph.edgeColour(name + " " + place)});
            }
        }
        int whole = builder.addVertex(graph.colour("constraint " + key));
        for (long[] join : joins) {
            builder.colouredEdge(whole, (int) join[0], (int) join[1]);
        }
    }

    /** Linear (in)equations: coefficients, variables, constant. */
    private static final Set<String> LINEAR = Set.of(
            "int_lin_eq",
            "int_lin_le",
            "int_lin_ne",
            "bool_lin_eq",
            "bool_lin_le",
            "int_lin_eq_reif",
            "int_lin_le_reif",
            "int_lin_ne_reif");

    /** Array arguments whose order the predicate ignores: predicate (without {@code fzn_}) to the arguments. */
    private static final java.util.Map<String, Set<Integer>> UNORDERED = java.util.Map.ofEntries(
            java.util.Map.entry("all_different_int", Set.of(0)),
            java.util.Map.entry("all_equal_int", Set.of(0)),
            java.util.Map.entry("alldifferent_except_0", Set.of(0)),
            java.util.Map.entry("all_different_except_0", Set.of(0)),
            java.util.Map.entry("array_bool_and", Set.of(0)),
            java.util.Map.entry("array_bool_or", Set.of(0)),
            java.util.Map.entry("array_bool_xor", Set.of(0)),
            java.util.Map.entry("bool_clause", Set.of(0, 1)),
            java.util.Map.entry("array_int_maximum", Set.of(1)),
            java.util.Map.entry("array_int_minimum", Set.of(1)),
            java.util.Map.entry("nvalue", Set.of(1)),
            java.util.Map.entry("count_eq", Set.of(0)),
            java.util.Map.entry("count", Set.of(0)));

    private List<Expr> elementsOrSelf(Expr argument, int line) {
        if (argument instanceof Expr.ArrayLiteral literal) {
            return literal.elements();
        }
        if (argument instanceof Expr.Name name
                && ((model.variables().containsKey(name.id())
                                && model.variables().get(name.id()).type().isArray())
                        || (model.parameters().containsKey(name.id())
                                && model.parameters().get(name.id()).type().isArray()))) {
            return model.elements(argument, line);
        }
        return List.of(argument);
    }

    /** How many constraints went in as tables, for the tests. */
    int tables() {
        return tables;
    }
}
