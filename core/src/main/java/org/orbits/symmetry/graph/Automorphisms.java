package org.orbits.symmetry.graph;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * What an automorphism search found. Every generator was checked to be an automorphism of the graph (colours kept,
 * edges onto edges) before it was put here; generator g maps vertex v to g[v].
 *
 * <p>When the search finished, the generators generate the whole group and {@code order} is its order. When it ran
 * out of budget, {@code order} is empty and the generators generate a subgroup only, possibly the trivial one.
 *
 * @param vertexCount the graph's vertices, so the length of every generator
 * @param generators automorphisms that generate the group (or a subgroup, when out of budget); none for the trivial
 *     group
 * @param order the group's order, when the search finished
 * @param base the vertices the search fixed one after another on its first path, down to the trivial stabiliser
 * @param basicOrbitLengths for each vertex of the base, the length of its orbit under the stabiliser of the
 *     vertices before it; their product is the order (complete only when the search finished)
 * @param nodes the nodes of the search tree visited, the root included
 * @param elapsed the search's wall-clock time
 */
public record Automorphisms(
        int vertexCount,
        List<int[]> generators,
        Optional<BigInteger> order,
        List<Integer> base,
        List<Integer> basicOrbitLengths,
        long nodes,
        Duration elapsed) {

    public Automorphisms {
        generators = copies(generators);
        base = ImmutableList.copyOf(base);
        basicOrbitLengths = ImmutableList.copyOf(basicOrbitLengths);
    }

    /** Each generator in a fresh array, so callers can never change what the search found. */
    @Override
    public List<int[]> generators() {
        return copies(generators);
    }

    public boolean complete() {
        return order.isPresent();
    }

    /**
     * The generators acting on the vertices 0..vertices-1 alone, for a graph whose later vertices only encode edge
     * colours or directions ({@link ColouredGraph#addedVertices()}): every automorphism keeps those apart.
     */
    public List<int[]> generatorsOn(int vertices) {
        Preconditions.checkArgument(
                vertices >= 0 && vertices <= vertexCount,
                "cannot restrict to %s of %s vertices",
                vertices,
                vertexCount);
        ImmutableList.Builder<int[]> restricted = ImmutableList.builder();
        for (int[] g : generators) {
            int[] part = new int[vertices];
            for (int v = 0; v < vertices; v++) {
                Preconditions.checkArgument(
                        g[v] < vertices, "vertex %s goes to %s, outside 0..%s", v, g[v], vertices - 1);
                part[v] = g[v];
            }
            restricted.add(part);
        }
        return restricted.build();
    }

    private static List<int[]> copies(List<int[]> generators) {
        return generators.stream().map(int[]::clone).collect(ImmutableList.toImmutableList());
    }

    @Override
    public String toString() {
        return "automorphism group of order "
                + order.map(BigInteger::toString).orElse("unknown (out of budget)")
                + ", " + generators.size() + " generators, " + nodes + " nodes, " + elapsed.toMillis() + " ms";
    }
}
