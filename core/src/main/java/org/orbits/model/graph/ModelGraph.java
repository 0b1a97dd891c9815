package org.orbits.model.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.symmetry.graph.AutomorphismSearch;
import org.orbits.symmetry.graph.Automorphisms;
import org.orbits.symmetry.graph.ColouredGraph;

/**
 * A model's literal graph, built ({@link LiteralGraph}), with its output cells' literals: what proves a map of the
 * cells' literals a symmetry of the model, and what checks a certificate that it is one. The proof searches the
 * graph's automorphisms; a certificate is one automorphism of the whole graph that acts on the cells' literals as the
 * map does, and checking it is one pass over the graph's vertices and edges, so that a proof kept between runs is
 * checked, not believed, for a small part of what finding it took.
 */
public final class ModelGraph {

    private final ColouredGraph graph;
    private final CellLiterals literals;
    /** The generators the last search of {@link #symmetries} found, whole: often a certificate already. */
    private List<int[]> found = List.of();

    ModelGraph(ColouredGraph graph, CellLiterals literals) {
        this.graph = graph;
        this.literals = literals;
    }

    /** The graph's automorphisms, restricted to the cells' literals: the symmetries the constraints prove. */
    public LiteralSymmetries symmetries(AutomorphismSearch search) {
        Automorphisms found = search.automorphisms(graph);
        this.found = List.copyOf(found.generators());
        List<int[]> restricted = new ArrayList<>();
        for (int[] automorphism : found.generators()) {
            literals.restrict(automorphism).ifPresent(restricted::add);
        }
        return new LiteralSymmetries(literals, restricted, found.complete());
    }

    /** How many vertices the graph has, those that encode edge colours included: a certificate's length. */
    public int vertexCount() {
        return graph.vertexCount();
    }

    /**
     * Whether {@code automorphism} certifies {@code map}: an automorphism of the whole graph (every colour kept, every
     * edge sent to an edge) that fixes the vertex of each output variable without literals and acts on the cells'
     * literals as {@code map} does. One pass over the graph.
     */
    public boolean certifies(int[] automorphism, LiteralImage map) {
        Optional<int[]> image = literals.permutation(map);
        if (image.isEmpty() || !graph.isAutomorphism(automorphism)) {
            return false;
        }
        return literals.restrict(automorphism)
                .map(restricted -> java.util.Arrays.equals(restricted, image.get()))
                .orElse(false);
    }

    /**
     * An automorphism of the whole graph that certifies {@code map}: a generator the last search of its symmetries
     * found where one acts on the cells as {@code map} does, else one found by a search; empty when {@code map} is no
     * symmetry the graph proves, or the search ran out of budget. Two copies of the graph, each with a root joined to
     * all its vertices, are searched together: in the first, each literal of a cell has a colour of its own, in the
     * second its image under {@code map} has that colour, and each vertex a map must fix has a colour of its own in
     * both. An automorphism that exchanges the roots exchanges the copies, and read from the first copy to the second
     * it is the certificate; when one exists, some generator of the group found exchanges them.
     */
    public Optional<int[]> certificate(LiteralImage map, AutomorphismSearch search) {
        Optional<int[]> image = literals.permutation(map);
        if (image.isEmpty()) {
            return Optional.empty();
        }
        // A generator the proof found that acts on the cells as the map does is a certificate, checked in one pass.
        for (int[] generator : found) {
            if (certifies(generator, map)) {
                return Optional.of(generator.clone());
            }
        }
        int n = graph.vertexCount();
        int[] colours = new int[n];
        int base = 0;
        for (int v = 0; v < n; v++) {
            colours[v] = graph.colour(v);
            base = Math.max(base, colours[v] + 1);
        }
        int[] first = colours.clone();
        int[] second = colours.clone();
        for (int literal = 0; literal < literals.size(); literal++) {
            first[literals.vertexOf(literal)] = base + literal;
            second[literals.vertexOf(image.get()[literal])] = base + literal;
        }
        int next = base + literals.size();
        for (int vertex : literals.fixedVertices()) {
            first[vertex] = next;
            second[vertex] = next;
            next++;
        }
        ColouredGraph.Builder both = ColouredGraph.builder();
        for (int v = 0; v < n; v++) {
            both.addVertex(first[v]);
        }
        for (int v = 0; v < n; v++) {
            both.addVertex(second[v]);
        }
        int rootOfFirst = both.addVertex(next);
        int rootOfSecond = both.addVertex(next);
        for (int v = 0; v < n; v++) {
            for (int w : graph.neighbours(v)) {
                if (v < w) {
                    both.edge(v, w);
                    both.edge(n + v, n + w);
                }
            }
            both.edge(rootOfFirst, v);
            both.edge(rootOfSecond, n + v);
        }
        for (int[] generator : search.automorphisms(both.build()).generators()) {
            if (generator[rootOfFirst] == rootOfSecond) {
                int[] certificate = new int[n];
                for (int v = 0; v < n; v++) {
                    certificate[v] = generator[v] - n;
                }
                return certifies(certificate, map) ? Optional.of(certificate) : Optional.empty();
            }
        }
        return Optional.empty();
    }
}
