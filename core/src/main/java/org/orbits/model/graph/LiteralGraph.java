package org.orbits.model.graph;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.IntSet;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.model.presolve.FoundGlobal;
import org.orbits.model.presolve.Presolve;
import org.orbits.symmetry.graph.AutomorphismSearch;

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

    private LiteralGraph() {}

    /**
     * The automorphisms of the literal graph of {@code model}, restricted to its output cells' literals: symmetries
     * of its solutions that its constraints prove. A search out of budget proves only the maps it found.
     */
    public static LiteralSymmetries symmetries(FlatZincModel model, Outputs outputs, AutomorphismSearch search) {
        return of(model, outputs).symmetries(search);
    }

    /** The literal graph of {@code model}, built, its automorphisms not searched. */
    public static ModelGraph of(FlatZincModel model, Outputs outputs) {
        return of(model, outputs, true);
    }

    /**
     * The same; with {@code tables} false, no constraint is stated as a table of what it allows, so that the tests may
     * hold every other statement of a builtin to the solutions.
     */
    static ModelGraph of(FlatZincModel model, Outputs outputs, boolean tables) {
        LiteralVertices vertices = new LiteralVertices(model);
        Set<String> outputVariables = new HashSet<>();
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
        Set<String> keptApart = new HashSet<>(outputVariables);
        if (objective != null) {
            keptApart.add(objective);
        }
        Map<String, OneToOne> merged = OneToOne.find(model, keptApart);
        addVariables(vertices, merged, outputVariables, objective, DeadValues.of(model, merged, MAX_DOMAIN));
        for (String name : merged.keySet()) {
            resolveMerged(vertices, name, merged);
        }
        Set<Item.Constraint> consumed =
                merged.values().stream().map(OneToOne::definition).collect(Collectors.toSet());
        CellLiterals cellLiterals = CellLiterals.of(model, outputs, vertices.variables());
        ConstraintEncoder encoder = new ConstraintEncoder(vertices, tables);
        // A clique of disequalities is the all-different it states: a vertex per value instead of one per pair and
        // value, and the same graph however the model spells the clique.
        for (FoundGlobal found : Presolve.of(model)) {
            if (found instanceof FoundGlobal.AllDifferent clique) {
                List<GraphVariable> members = clique.variables().stream()
                        .map(vertices::variable)
                        .flatMap(Optional::stream)
                        .filter(GraphVariable::hasLiterals)
                        .toList();
                if (members.size() == clique.variables().size()) {
                    encoder.allDifferent(members, clique.offsets());
                    consumed.addAll(clique.decomposition());
                }
            }
        }
        for (Item.Constraint constraint : model.constraints()) {
            if (!consumed.contains(constraint)) {
                encoder.encode(constraint);
            }
        }
        return new ModelGraph(vertices.builder().build(), cellLiterals);
    }

    /**
     * A vertex for each variable that is no array and no other's one-to-one image, joined to a vertex per literal
     * where its domain is small enough, each coloured by its kind (objective, output or auxiliary); the objective's
     * literals pinned to their values.
     */
    private static void addVariables(
            LiteralVertices vertices,
            Map<String, OneToOne> merged,
            Set<String> outputVariables,
            String objective,
            Map<String, Set<Long>> dead) {
        FlatZincModel model = vertices.model();
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
                int colour = vertices.colour("variable without literals " + kind + " " + domain);
                vertices.add(
                        new GraphVariable(name, vertices.builder().addVertex(colour), colour, new long[0], new int[0]));
                continue;
            }
            Set<Long> ruledOut = dead.getOrDefault(name, Set.of());
            long[] values =
                    domain.get().values().filter(v -> !ruledOut.contains(v)).toArray();
            int colour = vertices.colour("variable " + kind);
            int vertex = vertices.builder().addVertex(colour);
            int first = vertices.builder().addVertices(values.length, vertices.colour("literal " + kind));
            int[] own = new int[values.length];
            for (int k = 0; k < values.length; k++) {
                vertices.builder().edge(vertex, first + k);
                own[k] = first + k;
            }
            literals += values.length;
            GraphVariable variable = new GraphVariable(name, vertex, colour, values, own);
            vertices.add(variable);
            if (kind.equals("objective")) {
                vertices.pin(variable);
            }
        }
    }

    /**
     * The variable {@code name}, defined one to one by another: its literals the other's, once that one is known; a
     * value of the other that gives no value of this one is a literal no solution holds, tied to a vertex of its own.
     */
    private static GraphVariable resolveMerged(LiteralVertices vertices, String name, Map<String, OneToOne> merged) {
        Optional<GraphVariable> known = vertices.variable(name);
        if (known.isPresent()) {
            return known.get();
        }
        OneToOne link = merged.get(name);
        GraphVariable source =
                vertices.variable(link.source()).orElseGet(() -> resolveMerged(vertices, link.source(), merged));
        // A value whose source value has no literal (one no solution holds) has none either.
        boolean whole = source.hasLiterals();
        List<Long> values = new java.util.ArrayList<>();
        List<Integer> shared = new java.util.ArrayList<>();
        for (int k = 0; k < link.values().length && whole; k++) {
            int literal = source.literal(link.sourceValues()[k]);
            if (literal >= 0) {
                values.add(link.values()[k]);
                shared.add(literal);
            }
        }
        GraphVariable variable = whole
                ? new GraphVariable(
                        name,
                        source.vertex(),
                        source.colour(),
                        values.stream().mapToLong(Long::longValue).toArray(),
                        shared.stream().mapToInt(Integer::intValue).toArray())
                : new GraphVariable(name, source.vertex(), source.colour(), new long[0], new int[0]);
        vertices.add(variable);
        if (whole) {
            for (long dead : link.unmatched()) {
                int literal = source.literal(dead);
                if (literal >= 0) {
                    vertices.builder().edge(literal, vertices.forbidden());
                }
            }
        }
        return variable;
    }
}
