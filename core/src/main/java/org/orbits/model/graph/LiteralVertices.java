package org.orbits.model.graph;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.symmetry.graph.ColouredGraph;

/**
 * A literal graph as it is built: its variables with their literal vertices, the colours by what they stand for, the
 * vertices of the values themselves. What {@link LiteralGraph} lays out and the encoders state constraints with.
 */
final class LiteralVertices {

    private final FlatZincModel model;
    private final ColouredGraph.Builder builder = ColouredGraph.builder();
    private final Map<String, Integer> colours = new HashMap<>();
    private final Map<String, Integer> edgeColours = new HashMap<>();
    private final Map<String, GraphVariable> variables = new LinkedHashMap<>();
    private final Map<Long, Integer> valueVertices = new HashMap<>();
    /** The variables whose literals are tied to their values already. */
    private final Set<String> pinned = new HashSet<>();

    private int forbidden = -1;

    LiteralVertices(FlatZincModel model) {
        this.model = model;
    }

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

    Optional<GraphVariable> variable(String name) {
        return Optional.ofNullable(variables.get(name));
    }

    void add(GraphVariable variable) {
        variables.put(variable.name(), variable);
    }

    /** Every variable, by name, in the order they were added. */
    Map<String, GraphVariable> variables() {
        return variables;
    }

    /** Ties each literal of {@code variable} to the vertex of its value, so that no automorphism changes its value. */
    void pin(GraphVariable variable) {
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

    /** The vertex every literal no solution holds is tied to. */
    int forbidden() {
        if (forbidden < 0) {
            forbidden = builder.addVertex(colour("no solution holds these"));
        }
        return forbidden;
    }
}
