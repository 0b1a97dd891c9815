package org.orbits.model.graph;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.orbits.model.check.ConstraintTruth;
import org.orbits.model.declared.DeclaredSymmetries;
import org.orbits.model.flatzinc.Builtin;
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
 *   <li><b>a reified equality with a constant</b> ({@code b <-> x = c}): the literal {@code x = c} and a literal of
 *       {@code b} joined as equivalent.
 *   <li><b>a count</b>: a sum of 0/1 variables compared with a constant, as how many of their literals of value 1,
 *       and how many of value 0, the comparison allows; the two sides may be exchanged where they say the same.
 *   <li><b>otherwise</b>, by its variables: the constraint's vertex coloured by its predicate and its constants,
 *       joined to each variable in a colour telling its place, and every literal of those variables tied to its
 *       value.
 * </ul>
 *
 * Which of these a builtin takes, and which of its arrays it reads as sets, is its entry in {@link BuiltinEncodings}.
 */
final class ConstraintEncoder {

    /** The most assignments of a constraint's variables tried to list what it allows. */
    static final long MAX_TRIED = 70_000;

    /** The most assignments a table holds. */
    static final int MAX_ALLOWED = 8_000;

    private final LiteralVertices graph;
    private final FlatZincModel model;
    private final ColouredGraph.Builder builder;
    private final GlobalEncodings globals;
    /** Whether a constraint may be stated as a table: false only in the tests of the other statements. */
    private final boolean tablesAllowed;

    private int tables;

    /** The literals and the pairs of literals no solution holds, each stated once. */
    private final ForbiddenLiterals forbidden;

    ConstraintEncoder(LiteralVertices graph, boolean tablesAllowed) {
        this.graph = graph;
        this.tablesAllowed = tablesAllowed;
        this.model = graph.model();
        this.builder = graph.builder();
        this.globals = new GlobalEncodings(graph);
        this.forbidden = new ForbiddenLiterals(graph);
    }

    void encode(Item.Constraint constraint) {
        if (DeclaredSymmetries.isDeclaration(constraint.name())) {
            return;
        }
        String name =
                constraint.name().startsWith("fzn_") ? constraint.name().substring("fzn_".length()) : constraint.name();
        BuiltinEncodings.Encoding encoding = BuiltinEncodings.of(Builtin.of(model, constraint));
        boolean done =
                switch (encoding.structure()) {
                    case NONE -> false;
                    case ALL_DIFFERENT -> globals.allDifferent(constraint) || allDifferentWithConstants(constraint);
                    case ELEMENT -> globals.element(constraint);
                    case CARDINALITY -> globals.cardinality(constraint, name);
                    case CIRCUIT -> globals.circuit(constraint);
                    case EQUIVALENCE -> globals.literalEquivalence(constraint, name);
                    case COUNT -> globals.count(constraint, name);
                    case CHAIN -> chain(constraint, name);
                };
        if (!done && encoding.tableAfter() && tablesAllowed) {
            done = table(constraint);
        }
        if (!done) {
            byVariables(constraint, name, encoding);
        }
    }

    /**
     * An increasing or decreasing array, strictly or not, as what it is: each variable compared with the next, stated
     * as the pairs of literals the comparison forbids, so that reading the array backwards with its values reversed
     * maps an increasing array onto itself. A constant's neighbour has lost the values it rules out already
     * ({@link DeadValues}). False where an element is neither a constant nor a variable with few enough literals, or
     * where two constants are out of order.
     */
    private boolean chain(Item.Constraint constraint, String name) {
        ChainOrder order = ChainOrder.of(name);
        List<Expr> elements = model.elements(constraint.arguments().get(0), constraint.line());
        List<GraphVariable> variables = new ArrayList<>();
        Long previous = null;
        for (Expr element : elements) {
            Expr resolved = model.resolve(element);
            Long constant = ChainOrder.constant(resolved);
            Optional<GraphVariable> variable = resolved instanceof Expr.Name named
                    ? graph.variable(named.id()).filter(GraphVariable::hasLiterals)
                    : Optional.empty();
            if (constant == null && variable.isEmpty()) {
                return false;
            }
            if (constant != null && previous != null && !order.holds(previous, constant)) {
                return false; // no solution at all: stated by its variables, as before
            }
            previous = constant;
            variables.add(variable.orElse(null));
        }
        for (int k = 0; k + 1 < variables.size(); k++) {
            if (variables.get(k) != null
                    && variables.get(k + 1) != null
                    && (long) variables.get(k).values().length
                                    * variables.get(k + 1).values().length
                            > MAX_TRIED) {
                return false;
            }
        }
        for (int k = 0; k + 1 < variables.size(); k++) {
            GraphVariable left = variables.get(k);
            GraphVariable right = variables.get(k + 1);
            if (left != null && right != null) {
                for (long a : left.values()) {
                    for (long b : right.values()) {
                        if (!order.holds(a, b)) {
                            forbidden.pair(left, a, right, b);
                        }
                    }
                }
            }
        }
        return true;
    }

    /**
     * An all-different whose array holds constants as well as variables (a ruler's distances, one of which is the
     * whole length): the variables all different among themselves, the constants' values having no literal of theirs
     * already ({@link DeadValues}). False where two constants are equal, an element is neither, or a variable comes
     * twice.
     */
    private boolean allDifferentWithConstants(Item.Constraint constraint) {
        List<Expr> elements = model.elements(constraint.arguments().get(0), constraint.line());
        List<GraphVariable> variables = new ArrayList<>();
        Set<Long> constants = new HashSet<>();
        Set<String> names = new HashSet<>();
        for (Expr element : elements) {
            Expr resolved = model.resolve(element);
            if (resolved instanceof Expr.IntLiteral number) {
                if (!constants.add(number.value())) {
                    return false;
                }
            } else if (resolved instanceof Expr.Name name
                    && graph.variable(name.id())
                            .filter(GraphVariable::hasLiterals)
                            .isPresent()
                    && names.add(name.id())) {
                variables.add(graph.variable(name.id()).get());
            } else {
                return false;
            }
        }
        globals.allDifferent(variables, java.util.Collections.nCopies(variables.size(), 0L));
        return true;
    }

    /** {@code variables[u] + offsets[u]} pairwise different, stated by {@link GlobalEncodings}. */
    void allDifferent(List<GraphVariable> variables, List<Long> offsets) {
        globals.allDifferent(variables, offsets);
    }

    /** The constraint as the assignments it allows, when its variables all have literals and they are few. */
    private boolean table(Item.Constraint constraint) {
        ConstraintTruth truth = new ConstraintTruth(model, constraint);
        List<GraphVariable> scope = new ArrayList<>();
        for (String name : truth.variables()) {
            Optional<GraphVariable> variable = graph.variable(name);
            if (variable.isEmpty() || !variable.get().hasLiterals()) {
                return false;
            }
            scope.add(variable.get());
        }
        Optional<long[]> linear = scope.size() <= 2 ? Optional.empty() : linearEquation(constraint, truth.variables());
        // A linear equation's last variable follows from the others: only they are tried, in the same order.
        int tried = linear.isPresent() ? scope.size() - 1 : scope.size();
        long space = 1;
        for (int i = 0; i < tried; i++) {
            space *= scope.get(i).values().length;
            if (space > MAX_TRIED) {
                return false;
            }
        }
        if (scope.size() <= 2) {
            return nogoods(truth, scope);
        }
        List<long[]> allowed = new ArrayList<>();
        long[] tuple = new long[scope.size()];
        int[] at = new int[scope.size()];
        while (true) {
            for (int i = 0; i < tried; i++) {
                tuple[i] = scope.get(i).values()[at[i]];
            }
            boolean holds = linear.isPresent() ? solvesLast(linear.get(), scope, tuple) : truth.holds(tuple);
            if (holds && consistent(scope, tuple)) {
                allowed.add(tuple.clone());
                if (allowed.size() > MAX_ALLOWED) {
                    return false;
                }
            }
            int i = tried - 1;
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
     * A constraint over one or two variables with literals, as what it forbids: a literal it forbids alone is tied to
     * the vertex of the literals no solution holds (the constraint is then the variable's domain), and a pair it
     * forbids gets a vertex joined to both literals, so that an automorphism maps the forbidden pairs onto forbidden
     * pairs. A disequality of two variables of n values is then n vertices rather than a table of n(n - 1); where
     * the pairs forbidden outnumber those allowed, or both are too many, the constraint is a table or is stated by its
     * variables.
     */
    private boolean nogoods(ConstraintTruth truth, List<GraphVariable> scope) {
        long[] first = scope.get(0).values();
        long[] second = scope.size() == 2 ? scope.get(1).values() : new long[] {0};
        List<int[]> refused = new ArrayList<>();
        int allowed = 0;
        long[] tuple = new long[scope.size()];
        for (long a : first) {
            for (long b : second) {
                tuple[0] = a;
                if (scope.size() == 2) {
                    tuple[1] = b;
                }
                if (!consistent(scope, tuple)) {
                    continue;
                }
                if (truth.holds(tuple)) {
                    allowed++;
                } else {
                    int one = scope.get(0).literal(a);
                    refused.add(scope.size() == 2 ? new int[] {one, scope.get(1).literal(b)} : new int[] {one});
                    if (refused.size() > MAX_ALLOWED) {
                        return false;
                    }
                }
            }
        }
        if (scope.size() == 2 && refused.size() > allowed) {
            return allowed <= MAX_ALLOWED && pairTable(truth, scope);
        }
        for (int[] literals : refused) {
            if (literals.length == 1) {
                forbidden.literal(literals[0]);
            } else {
                forbidden.pair(literals[0], literals[1]);
            }
        }
        return true;
    }

    /** A constraint over two variables as the table of the pairs it allows, which are few. */
    private boolean pairTable(ConstraintTruth truth, List<GraphVariable> scope) {
        int whole = builder.addVertex(graph.colour("table 2"));
        int tupleColour = graph.colour("allowed assignment");
        tables++;
        long[] tuple = new long[2];
        for (long a : scope.get(0).values()) {
            for (long b : scope.get(1).values()) {
                tuple[0] = a;
                tuple[1] = b;
                if (consistent(scope, tuple) && truth.holds(tuple)) {
                    int vertex = builder.addVertex(tupleColour);
                    builder.edge(whole, vertex);
                    builder.edge(vertex, scope.get(0).literal(a));
                    builder.edge(vertex, scope.get(1).literal(b));
                }
            }
        }
        return true;
    }

    /**
     * An {@code int_lin_eq} over the variables {@code scope} as the coefficient of each, in order, then the constant
     * it equals, when every term is a variable of the scope or a number and the last variable's coefficient is not 0;
     * empty otherwise.
     */
    private Optional<long[]> linearEquation(Item.Constraint constraint, List<String> scope) {
        String name = constraint.name();
        if (!name.equals("int_lin_eq") || constraint.arguments().size() != 3 || scope.isEmpty()) {
            return Optional.empty();
        }
        List<Expr> coefficients = model.elements(constraint.arguments().get(0), constraint.line());
        List<Expr> terms = model.elements(constraint.arguments().get(1), constraint.line());
        if (!(model.resolve(constraint.arguments().get(2)) instanceof Expr.IntLiteral constant)
                || coefficients.size() != terms.size()) {
            return Optional.empty();
        }
        long[] equation = new long[scope.size() + 1];
        long total = constant.value();
        for (int k = 0; k < terms.size(); k++) {
            if (!(model.resolve(coefficients.get(k)) instanceof Expr.IntLiteral coefficient)) {
                return Optional.empty();
            }
            Expr term = model.resolve(terms.get(k));
            if (term instanceof Expr.IntLiteral number) {
                total -= coefficient.value() * number.value();
            } else if (term instanceof Expr.Name variable && scope.contains(variable.id())) {
                equation[scope.indexOf(variable.id())] += coefficient.value();
            } else {
                return Optional.empty();
            }
        }
        equation[scope.size()] = total;
        return equation[scope.size() - 1] == 0 ? Optional.empty() : Optional.of(equation);
    }

    /**
     * Whether the equation, its variables but the last given in {@code tuple}, leaves the last a value of its domain,
     * which it then puts there.
     */
    private static boolean solvesLast(long[] equation, List<GraphVariable> scope, long[] tuple) {
        int last = scope.size() - 1;
        long rest = equation[scope.size()];
        for (int i = 0; i < last; i++) {
            rest -= equation[i] * tuple[i];
        }
        if (rest % equation[last] != 0) {
            return false;
        }
        long value = rest / equation[last];
        if (java.util.Arrays.binarySearch(scope.get(last).values(), value) < 0) {
            return false;
        }
        tuple[last] = value;
        return true;
    }

    /**
     * Whether an assignment gives two variables that share their literals (one defined one to one by the other) values
     * that are one literal: otherwise no solution holds it.
     */
    private static boolean consistent(List<GraphVariable> scope, long[] tuple) {
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
    private void byVariables(Item.Constraint constraint, String name, BuiltinEncodings.Encoding encoding) {
        boolean linear = encoding.linear();
        Set<Integer> unordered = encoding.unordered();
        StringBuilder key = new StringBuilder(name);
        List<Expr> arguments = constraint.arguments();
        List<Expr> coefficients = linear ? model.elements(arguments.get(0), constraint.line()) : List.of();
        List<long[]> joins = new ArrayList<>();
        for (int a = linear ? 1 : 0; a < arguments.size(); a++) {
            List<Expr> elements = elementsOrSelf(arguments.get(a), constraint.line());
            key.append('|');
            for (int k = 0; k < elements.size(); k++) {
                Expr resolved = model.resolve(elements.get(k));
                Optional<GraphVariable> variable = resolved instanceof Expr.Name variableName
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
