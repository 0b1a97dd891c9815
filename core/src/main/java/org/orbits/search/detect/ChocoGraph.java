package org.orbits.search.detect;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.Variable;
import org.chocosolver.solver.variables.view.IntView;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Symmetries;
import org.orbits.symmetry.graph.AutomorphismSearch;
import org.orbits.symmetry.graph.Automorphisms;
import org.orbits.symmetry.graph.ColouredGraph;

/**
 * The constraint graph of a built-in family's definition model as Choco holds it: a vertex per variable, coloured by
 * its bounds (the cells apart from the rest, a constant by its value), a vertex per view joined to the variable it
 * views, and a vertex per propagator coloured by its kind and its constraint's name, joined to its variables. A
 * propagator that treats its variables alike (all different, a plain sum) is joined to them all alike, one that
 * treats all alike but its result (a maximum, a reification) to that one apart; any other by edges coloured by the
 * variable's position. The propagators keep their constants to themselves, so the graph may
 * have automorphisms that are no symmetries: it proposes, and the solutions decide.
 */
final class ChocoGraph {

    /** Propagator kinds, by the start of their class name, that treat their variables alike. */
    private static final Set<String> ALIKE = Set.of("PropAllDiff", "PropSum", "PropAllEqual", "PropCount");

    /** Propagator kinds that treat their variables alike but the first, the result of a reification. */
    private static final Set<String> ALIKE_BUT_FIRST = Set.of("PropReif");

    /** Propagator kinds that treat their variables alike but the last, the greatest or least of the others. */
    private static final Set<String> ALIKE_BUT_LAST = Set.of("PropMax", "PropMin", "PropBoolMax", "PropBoolMin");

    private final ColouredGraph.Builder builder = ColouredGraph.builder();
    private final Map<String, Integer> colours = new HashMap<>();
    private final Map<String, Integer> edgeColours = new HashMap<>();
    private final IdentityHashMap<Variable, Integer> vertices = new IdentityHashMap<>();

    private ChocoGraph() {}

    /** The symmetries of the cells that the graph's automorphisms give, as cell maps. */
    static List<CellMap> symmetries(DefinitionModel definition, AutomorphismSearch search) {
        ChocoGraph graph = new ChocoGraph();
        IntVar[] cells = definition.cells();
        for (IntVar cell : cells) {
            graph.vertices.put(
                    cell, graph.builder.addVertex(graph.colour("cell " + cell.getLB() + ".." + cell.getUB())));
        }
        definition.objective().ifPresent(objective -> graph.vertexOf(objective.variable(), "objective "));
        for (Constraint constraint : definition.model().getCstrs()) {
            for (Propagator<?> propagator : constraint.getPropagators()) {
                graph.add(constraint, propagator);
            }
        }
        Automorphisms found = search.automorphisms(graph.builder.build());
        List<CellMap> symmetries = new ArrayList<>();
        for (int[] automorphism : found.generators()) {
            int[] image = new int[cells.length];
            boolean moved = false;
            for (int c = 0; c < cells.length; c++) {
                image[c] = automorphism[graph.vertices.get(cells[c])]; // cells come first, and keep to themselves
                moved |= image[c] != c;
            }
            if (moved) {
                symmetries.add(Symmetries.ofCells("graph automorphism " + (symmetries.size() + 1), image));
            }
        }
        return symmetries;
    }

    private int colour(String key) {
        return colours.computeIfAbsent(key, k -> colours.size());
    }

    private int edgeColour(String key) {
        return edgeColours.computeIfAbsent(key, k -> edgeColours.size());
    }

    private int vertexOf(Variable variable, String role) {
        Integer known = vertices.get(variable);
        if (known != null) {
            return known;
        }
        int vertex;
        if (variable instanceof IntView<?> view) {
            vertex = builder.addVertex(
                    colour(role + view.getClass().getSimpleName() + " " + view.getLB() + ".." + view.getUB()));
            vertices.put(variable, vertex);
            builder.colouredEdge(vertex, vertexOf(view.getVariable(), ""), edgeColour("view"));
            return vertex;
        }
        String bounds = variable instanceof IntVar value ? value.getLB() + ".." + value.getUB() : "";
        String kind = variable.isAConstant() ? "constant " : "variable ";
        vertex = builder.addVertex(colour(role + kind + variable.getClass().getSimpleName() + " " + bounds));
        vertices.put(variable, vertex);
        return vertex;
    }

    private void add(Constraint constraint, Propagator<?> propagator) {
        String kind = propagator.getClass().getSimpleName();
        Variable[] variables = propagator.getVars();
        int vertex =
                builder.addVertex(colour("propagator " + constraint.getName() + " " + kind + "/" + variables.length));
        boolean alike = ALIKE.stream().anyMatch(kind::startsWith);
        for (int i = 0; i < variables.length; i++) {
            int to = vertexOf(variables[i], "");
            boolean special = (ALIKE_BUT_FIRST.contains(kind) && i == 0)
                    || (ALIKE_BUT_LAST.contains(kind) && i == variables.length - 1);
            boolean together = alike || (!special && (ALIKE_BUT_FIRST.contains(kind) || ALIKE_BUT_LAST.contains(kind)));
            builder.colouredEdge(vertex, to, edgeColour(together ? "alike" : special ? "result" : "position " + i));
        }
    }
}
