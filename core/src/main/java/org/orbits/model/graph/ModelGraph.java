package org.orbits.model.graph;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.orbits.model.declared.DeclaredSymmetries;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.IntSet;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.ValueMap;
import org.orbits.symmetry.graph.AutomorphismSearch;
import org.orbits.symmetry.graph.Automorphisms;
import org.orbits.symmetry.graph.ColouredGraph;

/**
 * The constraint graph of a FlatZinc model, after Puget ("Automatic detection of variable and value symmetries",
 * CP 2005): a vertex per variable, coloured by its type and domain (the outputs, the objective and the rest apart), a
 * vertex per constant, one per constraint coloured by its predicate, and one per array argument. A constraint is
 * joined to its scalar arguments by edges coloured by the argument's position (positions a predicate treats alike,
 * such as the two sides of {@code int_ne}, share a colour); an array argument is joined to its elements by edges
 * coloured by the element's index, by its coefficient for the variables of a linear constraint, or all alike where
 * the predicate does not care about the order ({@code all_different_int}). When every constraint is one that any
 * renaming of the values keeps ({@code all_different_int}, {@code int_ne}, ...), the variables' literals and the
 * values become vertices too, so that the automorphisms include maps of the values.
 *
 * <p>Every automorphism of this graph maps the model's solutions to solutions. Its generators are restricted to the
 * output cells; a generator that moves the outputs in a way no cell map gives (two cells holding one variable sent
 * apart) is left out.
 */
public final class ModelGraph {

    /** The most literals whose vertices the graph takes for value symmetries. */
    static final long MAX_LITERAL_VERTICES = 100_000;

    /** Predicates, without the {@code fzn_} prefix, that every renaming of the values keeps. */
    private static final Set<String> VALUE_FREE =
            Set.of("all_different_int", "all_equal_int", "int_eq", "int_ne", "int_eq_reif", "int_ne_reif", "nvalue");

    /** Array arguments whose order does not matter: predicate (without {@code fzn_}) to the positions. */
    private static final Map<String, Set<Integer>> UNORDERED = Map.ofEntries(
            Map.entry("all_different_int", Set.of(0)),
            Map.entry("all_equal_int", Set.of(0)),
            Map.entry("alldifferent_except_0", Set.of(0)),
            Map.entry("all_different_except_0", Set.of(0)),
            Map.entry("array_bool_and", Set.of(0)),
            Map.entry("array_bool_or", Set.of(0)),
            Map.entry("array_bool_xor", Set.of(0)),
            Map.entry("bool_clause", Set.of(0, 1)),
            Map.entry("array_int_maximum", Set.of(1)),
            Map.entry("array_int_minimum", Set.of(1)),
            Map.entry("nvalue", Set.of(1)),
            Map.entry("count_eq", Set.of(0)),
            Map.entry("count", Set.of(0)));

    /** Scalar positions that are interchangeable: predicate (without {@code fzn_}) to the positions. */
    private static final Map<String, Set<Integer>> INTERCHANGEABLE = Map.ofEntries(
            Map.entry("int_eq", Set.of(0, 1)),
            Map.entry("int_ne", Set.of(0, 1)),
            Map.entry("int_eq_reif", Set.of(0, 1)),
            Map.entry("int_ne_reif", Set.of(0, 1)),
            Map.entry("bool_eq", Set.of(0, 1)),
            Map.entry("bool_eq_reif", Set.of(0, 1)),
            Map.entry("bool_xor", Set.of(0, 1)),
            Map.entry("bool_and", Set.of(0, 1)),
            Map.entry("bool_or", Set.of(0, 1)),
            Map.entry("int_plus", Set.of(0, 1)),
            Map.entry("int_times", Set.of(0, 1)),
            Map.entry("int_max", Set.of(0, 1)),
            Map.entry("int_min", Set.of(0, 1)));

    private final FlatZincModel model;
    private final Outputs outputs;
    private final ColouredGraph.Builder builder = ColouredGraph.builder();
    private final Map<String, Integer> colours = new HashMap<>();
    private final Map<String, Integer> edgeColours = new HashMap<>();
    private final Map<String, Integer> variables = new LinkedHashMap<>();
    private final Map<String, Integer> constants = new HashMap<>();
    /** Value vertices, when the graph has them: value to vertex. */
    private final Map<Long, Integer> values = new HashMap<>();

    private ModelGraph(FlatZincModel model, Outputs outputs) {
        this.model = model;
        this.outputs = outputs;
    }

    /**
     * The symmetries the constraint graph's automorphisms give on the output cells, as cell maps (with one value
     * map where the graph has value vertices); none when the search ran out of budget before finding any.
     */
    public static List<CellMap> symmetries(FlatZincModel model, Outputs outputs, AutomorphismSearch search) {
        ModelGraph graph = new ModelGraph(model, outputs);
        graph.build();
        Automorphisms found = search.automorphisms(graph.builder.build());
        List<CellMap> symmetries = new ArrayList<>();
        for (int[] automorphism : found.generators()) {
            graph.onCells(automorphism, "graph automorphism " + (symmetries.size() + 1))
                    .filter(s -> !s.isIdentity())
                    .ifPresent(symmetries::add);
        }
        return symmetries;
    }

    private static String bare(String predicate) {
        return predicate.startsWith("fzn_") ? predicate.substring("fzn_".length()) : predicate;
    }

    private int colour(String key) {
        return colours.computeIfAbsent(key, k -> colours.size());
    }

    private int edgeColour(String key) {
        return edgeColours.computeIfAbsent(key, k -> edgeColours.size());
    }

    private void build() {
        String objective = model.solve()
                .objective()
                .map(model::resolve)
                .filter(e -> e instanceof Expr.Name)
                .map(e -> ((Expr.Name) e).id())
                .orElse("");
        for (Item.VariableDeclaration variable : model.variables().values()) {
            if (variable.type().isArray() || variable.value().isPresent()) {
                continue;
            }
            String role = variable.name().equals(objective)
                    ? "objective"
                    : outputs.cellsHolding(variable.name()).isEmpty() ? "hidden" : "output";
            String domain = model.domain(variable.name()).map(IntSet::toString).orElse("int");
            variables.put(
                    variable.name(),
                    builder.addVertex(colour("variable " + variable.type().base() + " " + domain + " " + role)));
        }
        // A model's symmetry declarations (orbits.mzn's) say nothing of its solutions: the graph leaves them out.
        List<Item.Constraint> constraints = model.constraints().stream()
                .filter(c -> !DeclaredSymmetries.isDeclaration(c.name()))
                .toList();
        boolean valueFree = constraints.stream()
                .allMatch(c -> (VALUE_FREE.contains(bare(c.name())) && variablesOnly(c)) || comparesTwo(c));
        if (valueFree) {
            addLiterals();
        }
        for (Item.Constraint constraint : constraints) {
            addConstraint(constraint);
        }
    }

    /** Whether every argument of the constraint is a variable or an array of them, no constant among them. */
    private boolean variablesOnly(Item.Constraint constraint) {
        for (Expr argument : constraint.arguments()) {
            List<Expr> terms = isArray(argument) ? model.elements(argument, constraint.line()) : List.of(argument);
            for (Expr term : terms) {
                if (!(model.resolve(term) instanceof Expr.Name name) || !variables.containsKey(name.id())) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Linear predicates (without {@code fzn_}) that hold for the coefficients negated when the constant is 0. */
    private static final Set<String> NEGATABLE = Set.of(
            "int_lin_eq", "int_lin_ne", "int_lin_eq_reif", "int_lin_ne_reif", "int_lin_eq_imp", "int_lin_ne_imp");

    /** Whether the constraint is a linear (in)equation with the constant 0 that its coefficients negated keep. */
    private boolean negatable(String name, List<Expr> arguments) {
        return NEGATABLE.contains(name)
                && arguments.size() >= 3
                && model.resolve(arguments.get(2)) instanceof Expr.IntLiteral constant
                && constant.value() == 0;
    }

    /**
     * Whether the constraint says {@code x = y} or {@code x != y} of two variables as {@code x - y = 0} (or
     * {@code != 0}), as MiniZinc writes a comparison of two array elements: like {@code int_ne}, every renaming of the
     * values keeps it.
     */
    private boolean comparesTwo(Item.Constraint constraint) {
        String name = bare(constraint.name());
        List<Expr> arguments = constraint.arguments();
        if (!negatable(name, arguments)) {
            return false;
        }
        List<Expr> coefficients = model.elements(arguments.get(0), constraint.line());
        List<Expr> terms = model.elements(arguments.get(1), constraint.line());
        if (coefficients.size() != 2
                || !(model.resolve(coefficients.get(0)) instanceof Expr.IntLiteral a)
                || !(model.resolve(coefficients.get(1)) instanceof Expr.IntLiteral b)
                || Math.abs(a.value()) != 1
                || a.value() != -b.value()) {
            return false;
        }
        for (Expr term : terms) {
            if (!(model.resolve(term) instanceof Expr.Name variable) || !variables.containsKey(variable.id())) {
                return false;
            }
        }
        for (Expr rest : arguments.subList(3, arguments.size())) {
            if (!(model.resolve(rest) instanceof Expr.Name variable) || !variables.containsKey(variable.id())) {
                return false;
            }
        }
        return true;
    }

    private void addLiterals() {
        long literals = 0;
        for (String variable : variables.keySet()) {
            Optional<IntSet> domain = model.domain(variable);
            if (domain.isEmpty()) {
                return;
            }
            literals += domain.get().size();
        }
        if (literals > MAX_LITERAL_VERTICES) {
            return;
        }
        int value = colour("value");
        int literal = colour("literal");
        for (Map.Entry<String, Integer> variable : variables.entrySet()) {
            model.domain(variable.getKey()).orElseThrow().values().forEach(v -> {
                int l = builder.addVertex(literal);
                builder.edge(variable.getValue(), l);
                builder.edge(l, values.computeIfAbsent(v, k -> builder.addVertex(value)));
            });
        }
    }

    private boolean isArray(Expr argument) {
        if (argument instanceof Expr.ArrayLiteral) {
            return true;
        }
        if (argument instanceof Expr.Name name) {
            return model.variable(name.id()).map(v -> v.type().isArray()).orElse(false)
                    || (model.parameters().containsKey(name.id())
                            && model.parameters().get(name.id()).type().isArray());
        }
        return false;
    }

    private void addConstraint(Item.Constraint constraint) {
        String name = bare(constraint.name());
        List<Expr> arguments = constraint.arguments();
        int vertex = builder.addVertex(colour("constraint " + name + "/" + arguments.size()));
        boolean linear = name.endsWith("_lin_eq")
                || name.endsWith("_lin_le")
                || name.endsWith("_lin_ne")
                || name.contains("_lin_eq_")
                || name.contains("_lin_le_")
                || name.contains("_lin_ne_");
        for (int p = 0; p < arguments.size(); p++) {
            Expr argument = arguments.get(p);
            String position = INTERCHANGEABLE.getOrDefault(name, Set.of()).contains(p) ? "sides" : "position " + p;
            if (!isArray(argument)) {
                builder.colouredEdge(vertex, term(argument), edgeColour(name + " " + position));
                continue;
            }
            if (linear && p == 0) {
                continue; // the coefficients colour the edges to the variables
            }
            List<Expr> elements = model.elements(argument, constraint.line());
            int array = builder.addVertex(colour("array " + name + " " + p + " of " + elements.size()));
            builder.colouredEdge(vertex, array, edgeColour(name + " " + position));
            List<Expr> coefficients = linear && p == 1 ? model.elements(arguments.get(0), constraint.line()) : null;
            if (coefficients != null && negatable(name, arguments)) {
                addSides(array, elements, coefficients);
                continue;
            }
            boolean unordered = UNORDERED.getOrDefault(name, Set.of()).contains(p);
            for (int i = 0; i < elements.size(); i++) {
                String edge = coefficients != null
                        ? "coefficient " + model.resolve(coefficients.get(i))
                        : unordered ? "element" : "index " + i;
                builder.colouredEdge(array, term(elements.get(i)), edgeColour(edge));
            }
        }
    }

    /**
     * The terms of a linear constraint that its coefficients negated keep: the positive ones hang from one side
     * vertex, the negative ones from another of the same colour, each by an edge coloured by the coefficient's size,
     * so that an automorphism may swap the sides (which maps {@code x - y != 0} to {@code y - x != 0}); a term of
     * coefficient 0 hangs from the array itself.
     */
    private void addSides(int array, List<Expr> terms, List<Expr> coefficients) {
        int side = colour("side of a linear constraint");
        int positive = builder.addVertex(side);
        int negative = builder.addVertex(side);
        builder.colouredEdge(array, positive, edgeColour("side"));
        builder.colouredEdge(array, negative, edgeColour("side"));
        for (int i = 0; i < terms.size(); i++) {
            Expr coefficient = model.resolve(coefficients.get(i));
            long value = coefficient instanceof Expr.IntLiteral literal ? literal.value() : 0;
            int from = value > 0 ? positive : value < 0 ? negative : array;
            String size =
                    coefficient instanceof Expr.IntLiteral ? String.valueOf(Math.abs(value)) : coefficient.toString();
            builder.colouredEdge(from, term(terms.get(i)), edgeColour("coefficient " + size));
        }
    }

    /** The vertex of a scalar argument: its variable's, or its constant's (one vertex, of its own colour, a value). */
    private int term(Expr expr) {
        Expr resolved = model.resolve(expr);
        if (resolved instanceof Expr.Name name && variables.containsKey(name.id())) {
            return variables.get(name.id());
        }
        String constant = resolved.toString();
        return constants.computeIfAbsent(constant, k -> builder.addVertex(colour("constant " + k)));
    }

    /**
     * The automorphism as a map of the output cells: each cell goes to the cell that holds its variable's image (the
     * same rank among the cells holding that variable), a cell holding a constant stays; with value vertices, each
     * value goes to its image.
     */
    private Optional<CellMap> onCells(int[] automorphism, String name) {
        List<Outputs.Cell> cells = outputs.cells();
        Map<Integer, String> variableAt = new HashMap<>();
        variables.forEach((variable, vertex) -> variableAt.put(vertex, variable));
        int[] image = new int[cells.size()];
        for (int c = 0; c < cells.size(); c++) {
            Outputs.Cell cell = cells.get(c);
            if (!(cell.reference() instanceof Expr.Name held) || !variables.containsKey(held.id())) {
                image[c] = c;
                continue;
            }
            List<Integer> holding = outputs.cellsHolding(held.id());
            String target = variableAt.get(automorphism[variables.get(held.id())]);
            if (target == null) {
                return Optional.empty();
            }
            List<Integer> targets = outputs.cellsHolding(target);
            if (targets.size() != holding.size()) {
                return Optional.empty();
            }
            image[c] = targets.get(holding.indexOf(c));
        }
        ValueMap valueMap = ValueMap.identity();
        if (!values.isEmpty()) {
            long lo = values.keySet().stream().mapToLong(Long::longValue).min().orElseThrow();
            long hi = values.keySet().stream().mapToLong(Long::longValue).max().orElseThrow();
            Map<Integer, Long> valueOf = new HashMap<>();
            values.forEach((v, vertex) -> valueOf.put(vertex, v));
            int[] table = new int[Math.toIntExact(hi - lo + 1)];
            for (long v = lo; v <= hi; v++) {
                Integer vertex = values.get(v);
                table[(int) (v - lo)] = Math.toIntExact(vertex == null ? v : valueOf.get(automorphism[vertex]));
            }
            try {
                valueMap = ValueMap.of(Math.toIntExact(lo), table);
            } catch (IllegalArgumentException notABijection) {
                return Optional.empty();
            }
        }
        try {
            return Optional.of(Symmetry.of(name, image, valueMap));
        } catch (IllegalArgumentException notAPermutation) {
            return Optional.empty();
        }
    }
}
