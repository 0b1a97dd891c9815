package org.orbits.symmetry.graph;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Coloured edges and arcs, turned into plain edges through new vertices. An edge u-v of colour c becomes
 * u - m - v; an arc u->v of colour c becomes u - t - h - v. Each (role, colour) pair (middle of an edge of colour c,
 * tail side or head side of an arc of colour c) gets a vertex colour of its own, above the caller's colours, so no
 * automorphism can confuse an encoding vertex with a caller's vertex or one role with another. The same coloured
 * edge or arc given twice is encoded once, so each one has exactly one encoding and the group's order is kept.
 */
final class EdgeEncoding {

    enum Kind {
        EDGE,
        ARC
    }

    private record Encoded(Kind kind, int from, int to, int colour) {}

    private static final Comparator<Encoded> ORDER = Comparator.comparing(Encoded::kind)
            .thenComparingInt(Encoded::colour)
            .thenComparingInt(Encoded::from)
            .thenComparingInt(Encoded::to);

    private final List<Encoded> encoded = new ArrayList<>();

    void add(Kind kind, int from, int to, int colour) {
        encoded.add(new Encoded(kind, from, to, colour));
    }

    /**
     * Adds to {@code edges} the paths encoding every coloured edge and arc, through new vertices numbered from
     * {@code firstVertex}; returns the colours of the new vertices, the first of them {@code lowestColour} or more.
     */
    int[] appendTo(IntPairs edges, int firstVertex, long lowestColour) {
        List<Encoded> distinct = encoded.stream().distinct().sorted(ORDER).toList();
        List<Integer> colours = new ArrayList<>();
        // Roles in the order: edge middles, then arc tails and heads, each by ascending colour (the list's order).
        long roleColour = lowestColour - 1;
        Encoded previous = null;
        for (Encoded e : distinct) {
            boolean newRole = previous == null || previous.kind() != e.kind() || previous.colour() != e.colour();
            if (newRole) {
                roleColour += e.kind() == Kind.EDGE ? 1 : 2;
                Preconditions.checkArgument(
                        roleColour <= Integer.MAX_VALUE, "too many edge colours above vertex colour %s", lowestColour);
            }
            int vertex = firstVertex + colours.size();
            if (e.kind() == Kind.EDGE) {
                colours.add((int) roleColour);
                edges.add(e.from(), vertex);
                edges.add(vertex, e.to());
            } else {
                colours.add((int) roleColour - 1);
                colours.add((int) roleColour);
                edges.add(e.from(), vertex);
                edges.add(vertex, vertex + 1);
                edges.add(vertex + 1, e.to());
            }
            previous = e;
        }
        return colours.stream().mapToInt(Integer::intValue).toArray();
    }
}
