package org.orbits.model.graph;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.IntSet;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.symmetry.graph.AutomorphismSearch;
import org.orbits.symmetry.graph.Automorphisms;
import org.orbits.symmetry.graph.ColouredGraph;

/**
 * The literal graph of a FlatZinc model, after Puget ("Automatic detection of variable and value symmetries", CP
 * 2005): a vertex per variable and one per literal {@code x = v} of it, joined, and each constraint stated over the
 * literals, so that an automorphism of the graph maps literals to literals in a way that sends every solution to a
 * solution. Its automorphisms, restricted to the literals of the output cells, are symmetries of the model proven by
 * its constraints alone: they may move values as well as cells, and need not move whole cells (a tour run backwards
 * sends {@code next[i] = j} to {@code next[j] = i}).
 *
 * <p>How each constraint is stated is {@link ConstraintEncoder}'s. A variable whose domain is too large for literal
 * vertices, and every variable a constraint reads by its value (a linear sum with coefficients, say), keeps its values:
 * its literals are tied to vertices that stand for the values themselves, which no automorphism moves.
 */
public final class LiteralGraph {

    /** The most values a variable's literals are made for. */
    static final int MAX_DOMAIN = 2_048;

    /** The most literal vertices in all. */
    static final long MAX_LITERALS = 200_000;

    /**
     * A variable of the graph: its vertex and that vertex's colour, its values, and the literal vertex of each value
     * (none when the variable has no literals). A variable another defines one to one ({@code y = x + 3}) shares that
     * variable's vertex and literals: its literal {@code y = 5} is the vertex of {@code x = 2}.
     */
    record Variable(String name, int vertex, int colour, long[] values, int[] literals) {

        boolean hasLiterals() {
            return literals.length > 0;
        }

        /** The vertex of the literal {@code this = value}, or -1 when {@code value} is not in the domain. */
        int literal(long value) {
            int at = java.util.Arrays.binarySearch(values, value);
            return at < 0 || !hasLiterals() ? -1 : literals[at];
        }
    }

    private final FlatZincModel model;
    private final ColouredGraph.Builder builder = ColouredGraph.builder();
    private final Map<String, Integer> colours = new HashMap<>();
    private final Map<String, Integer> edgeColours = new HashMap<>();
    private final Map<String, Variable> variables = new LinkedHashMap<>();
    private final Map<Long, Integer> valueVertices = new HashMap<>();
    /** The variables whose literals are tied to their values already. */
    private final java.util.Set<String> pinned = new java.util.HashSet<>();
    /** The output cells' literals, numbered: what automorphisms are restricted to. */
    private final CellLiterals cellLiterals;
    /** The constraints that make one variable a one-to-one function of another, stated by sharing literals. */
    private final java.util.Set<Item.Constraint> consumed;

    private LiteralGraph(FlatZincModel model, Outputs outputs) {
        this.model = model;
        java.util.Set<String> outputVariables = new java.util.HashSet<>();
        for (Outputs.Cell cell : outputs.cells()) {
            if (model.resolve(cell.reference()) instanceof Expr.Name name) {
                outputVariables.add(name.id());
            }
        }
        String objective = model.solve()
                .objective()
                .map(model::resolve)
                .filter(Expr.Name.class::isInstance)
                .map(e -> ((Expr.Name) e).id())
                .orElse(null);
        // The objective is never merged into the variable that defines it (cost = x[1] + 3): its literals stay its
        // own, pinned to their values below, so that an automorphism keeps the objective's value as well as the
        // constraints, and a symmetry proven here may prune a branch-and-bound search.
        java.util.Set<String> keptApart = new java.util.HashSet<>(outputVariables);
        if (objective != null) {
            keptApart.add(objective);
        }
        Map<String, OneToOne> merged = OneToOne.find(model, keptApart);
        long literals = 0;
        for (Item.VariableDeclaration declaration : model.variables().values()) {
            if (declaration.type().isArray() || declaration.value().isPresent()) {
                continue;
            }
            String name = declaration.name();
            if (merged.containsKey(name)) {
                continue;
            }
            Optional<IntSet> domain = model.domain(name);
            boolean output = outputVariables.contains(name);
            String kind = name.equals(objective) ? "objective" : output ? "output" : "auxiliary";
            if (domain.isEmpty()
                    || domain.get().size() > MAX_DOMAIN
                    || literals + domain.get().size() > MAX_LITERALS) {
                int colour = colour("variable without literals " + kind + " " + domain);
                variables.put(name, new Variable(name, builder.addVertex(colour), colour, new long[0], new int[0]));
                continue;
            }
            long[] values = domain.get().values().toArray();
            int colour = colour("variable " + kind);
            int vertex = builder.addVertex(colour);
            int first = builder.addVertices(values.length, colour("literal " + kind));
            int[] own = new int[values.length];
            for (int k = 0; k < values.length; k++) {
                builder.edge(vertex, first + k);
                own[k] = first + k;
            }
            literals += values.length;
            Variable variable = new Variable(name, vertex, colour, values, own);
            variables.put(name, variable);
            if (kind.equals("objective")) {
                pin(variable);
            }
        }
        for (String name : merged.keySet()) {
            resolveMerged(name, merged);
        }
        this.consumed = merged.values().stream().map(OneToOne::definition).collect(java.util.stream.Collectors.toSet());
        this.cellLiterals = CellLiterals.of(model, outputs, variables);
    }

    /**
     * The automorphisms of the literal graph of {@code model}, restricted to its output cells' literals: symmetries
     * of its solutions that its constraints prove. A search out of budget proves only the maps it found.
     */
    public static LiteralSymmetries symmetries(FlatZincModel model, Outputs outputs, AutomorphismSearch search) {
        LiteralGraph graph = new LiteralGraph(model, outputs);
        ConstraintEncoder encoder = new ConstraintEncoder(graph);
        for (Item.Constraint constraint : model.constraints()) {
            if (!graph.consumed.contains(constraint)) {
                encoder.encode(constraint);
            }
        }
        ColouredGraph built = graph.builder.build();
        Automorphisms found = search.automorphisms(built);
        List<int[]> restricted = new ArrayList<>();
        for (int[] automorphism : found.generators()) {
            graph.cellLiterals.restrict(automorphism).ifPresent(restricted::add);
        }
        return new LiteralSymmetries(graph.cellLiterals, restricted, found.complete());
    }

    // What the encoder builds with.

    FlatZincModel model() {
        return model;
    }

    ColouredGraph.Builder builder() {
        return builder;
    }

    /** The colour that {@code key} stands for: equal keys, equal colours. */
    int colour(String key) {
        return colours.computeIfAbsent(key, k -> colours.size());
    }

    /** The edge colour that {@code key} stands for, in a numbering of its own. */
    int edgeColour(String key) {
        return edgeColours.computeIfAbsent(key, k -> edgeColours.size());
    }

    Optional<Variable> variable(String name) {
        return Optional.ofNullable(variables.get(name));
    }

    /**
     * The variable {@code name}, defined one to one by another: its literals the other's, once that one is known; a
     * value of the other that gives no value of this one is a literal no solution holds, tied to a vertex of its own.
     */
    private Variable resolveMerged(String name, Map<String, OneToOne> merged) {
        Variable known = variables.get(name);
        if (known != null) {
            return known;
        }
        OneToOne link = merged.get(name);
        Variable source = variables.containsKey(link.source())
                ? variables.get(link.source())
                : resolveMerged(link.source(), merged);
        long[] values = link.values();
        int[] shared = new int[values.length];
        boolean whole = source.hasLiterals();
        for (int k = 0; k < values.length && whole; k++) {
            shared[k] = source.literal(link.sourceValues()[k]);
            whole = shared[k] >= 0;
        }
        Variable variable = whole
                ? new Variable(name, source.vertex(), source.colour(), values, shared)
                : new Variable(name, source.vertex(), source.colour(), new long[0], new int[0]);
        variables.put(name, variable);
        if (whole) {
            for (long dead : link.unmatched()) {
                int literal = source.literal(dead);
                if (literal >= 0) {
                    builder.edge(literal, forbidden());
                }
            }
        }
        return variable;
    }

    private int forbidden = -1;

    /** The vertex every literal no solution holds is tied to. */
    private int forbidden() {
        if (forbidden < 0) {
            forbidden = builder.addVertex(colour("no solution holds these"));
        }
        return forbidden;
    }

    /** Ties each literal of {@code variable} to the vertex of its value, so that no automorphism changes its value. */
    void pin(Variable variable) {
        if (!variable.hasLiterals() || !pinned.add(variable.name())) {
            return;
        }
        for (int k = 0; k < variable.values().length; k++) {
            builder.edge(variable.literals()[k], valueVertex(variable.values()[k]));
        }
    }

    private int valueVertex(long value) {
        return valueVertices.computeIfAbsent(value, v -> builder.addVertex(colour("value " + v)));
    }
}
