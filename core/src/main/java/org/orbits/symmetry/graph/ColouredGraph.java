package org.orbits.symmetry.graph;

import com.google.common.base.Preconditions;
import java.util.Arrays;

/**
 * A simple undirected graph on the vertices 0..n-1, each with a colour (a non-negative int). Its automorphisms
 * are the permutations of the vertices that keep every vertex's colour and map edges onto edges.
 *
 * <p>Edge colours and directions are not part of the graph itself: the builder encodes them with extra vertices
 * (see {@link Builder#colouredEdge} and {@link Builder#arc}), numbered after the vertices the caller added, in
 * colours above every colour the caller used. The automorphisms of the encoded graph then act on the caller's
 * vertices exactly as the automorphisms of the coloured or directed graph do, and their number is the same.
 */
public final class ColouredGraph {

    private final int[] colours;
    private final int addedVertices;
    /** Neighbours of v are neighbours[firstNeighbour[v]..firstNeighbour[v+1]), ascending. */
    private final int[] firstNeighbour;

    private final int[] neighbours;

    ColouredGraph(int[] colours, int addedVertices, int[] firstNeighbour, int[] neighbours) {
        this.colours = colours;
        this.addedVertices = addedVertices;
        this.firstNeighbour = firstNeighbour;
        this.neighbours = neighbours;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Every vertex, the encoding vertices included. */
    public int vertexCount() {
        return colours.length;
    }

    /**
     * The vertices added with {@link Builder#addVertex}: 0..addedVertices()-1. The rest encode edge colours and
     * directions; every automorphism maps the added vertices among themselves.
     */
    public int addedVertices() {
        return addedVertices;
    }

    public int edgeCount() {
        return neighbours.length / 2;
    }

    public int colour(int vertex) {
        return colours[vertex];
    }

    public int degree(int vertex) {
        return firstNeighbour[vertex + 1] - firstNeighbour[vertex];
    }

    /** The neighbours of {@code vertex}, ascending, in a fresh array. */
    public int[] neighbours(int vertex) {
        return Arrays.copyOfRange(neighbours, firstNeighbour[vertex], firstNeighbour[vertex + 1]);
    }

    public boolean adjacent(int u, int v) {
        return Arrays.binarySearch(neighbours, firstNeighbour[u], firstNeighbour[u + 1], v) >= 0;
    }

    /**
     * Whether {@code image} (vertex v goes to image[v]) is a permutation of the vertices that keeps every colour and
     * maps every edge to an edge, which for a finite graph makes it map non-edges to non-edges too.
     */
    public boolean isAutomorphism(int[] image) {
        int n = colours.length;
        if (image.length != n) {
            return false;
        }
        boolean[] hit = new boolean[n];
        for (int v = 0; v < n; v++) {
            int w = image[v];
            if (w < 0 || w >= n || hit[w] || colours[w] != colours[v] || degree(w) != degree(v)) {
                return false;
            }
            hit[w] = true;
        }
        // stamp[x] == v + 1 marks x as a neighbour of image[v], so each edge costs one look-up.
        int[] stamp = new int[n];
        for (int v = 0; v < n; v++) {
            int w = image[v];
            for (int i = firstNeighbour[w]; i < firstNeighbour[w + 1]; i++) {
                stamp[neighbours[i]] = v + 1;
            }
            for (int i = firstNeighbour[v]; i < firstNeighbour[v + 1]; i++) {
                if (stamp[image[neighbours[i]]] != v + 1) {
                    return false;
                }
            }
        }
        return true;
    }

    int[] firstNeighbourArray() {
        return firstNeighbour;
    }

    int[] neighbourArray() {
        return neighbours;
    }

    int[] colourArray() {
        return colours;
    }

    @Override
    public String toString() {
        return "graph on " + vertexCount() + " vertices (" + addedVertices + " added), " + edgeCount() + " edges";
    }

    /** Collects vertices and edges; edges given twice count once. */
    public static final class Builder {

        private int[] colours = new int[16];
        private int vertices;
        private final IntPairs edges = new IntPairs();
        private final EdgeEncoding encoding = new EdgeEncoding();

        private Builder() {}

        /** A new vertex of {@code colour}; vertices are numbered 0, 1, 2... in the order they are added. */
        public int addVertex(int colour) {
            Preconditions.checkArgument(colour >= 0, "colour %s is negative: colours are 0 or more", colour);
            if (vertices == colours.length) {
                colours = Arrays.copyOf(colours, 2 * vertices);
            }
            colours[vertices] = colour;
            return vertices++;
        }

        /** {@code count} new vertices of {@code colour}; returns the first, the others follow it. */
        public int addVertices(int count, int colour) {
            Preconditions.checkArgument(count >= 0, "cannot add %s vertices", count);
            int first = vertices;
            for (int i = 0; i < count; i++) {
                addVertex(colour);
            }
            return first;
        }

        public Builder edge(int u, int v) {
            checkEnds(u, v);
            edges.add(u, v);
            return this;
        }

        /**
         * An undirected edge of colour {@code edgeColour}: encoded as a path u - m - v through a new vertex m whose
         * colour stands for {@code edgeColour} alone.
         */
        public Builder colouredEdge(int u, int v, int edgeColour) {
            checkEnds(u, v);
            Preconditions.checkArgument(edgeColour >= 0, "edge colour %s is negative", edgeColour);
            encoding.add(EdgeEncoding.Kind.EDGE, Math.min(u, v), Math.max(u, v), edgeColour);
            return this;
        }

        /** A directed edge from {@code tail} to {@code head}, of arc colour 0. */
        public Builder arc(int tail, int head) {
            return colouredArc(tail, head, 0);
        }

        /**
         * A directed edge of colour {@code arcColour}: encoded as a path tail - t - h - head through two new vertices,
         * t in a colour meaning "tail side of an arc of this colour" and h in one meaning "head side".
         */
        public Builder colouredArc(int tail, int head, int arcColour) {
            checkEnds(tail, head);
            Preconditions.checkArgument(arcColour >= 0, "arc colour %s is negative", arcColour);
            encoding.add(EdgeEncoding.Kind.ARC, tail, head, arcColour);
            return this;
        }

        private void checkEnds(int u, int v) {
            Preconditions.checkArgument(
                    u >= 0 && u < vertices && v >= 0 && v < vertices,
                    "edge %s-%s names a vertex outside 0..%s",
                    u,
                    v,
                    vertices - 1);
            Preconditions.checkArgument(u != v, "edge %s-%s is a loop: give vertex %s a colour of its own", u, v, u);
        }

        public ColouredGraph build() {
            int added = vertices;
            int largest = -1;
            for (int v = 0; v < added; v++) {
                largest = Math.max(largest, colours[v]);
            }
            IntPairs allEdges = edges.copy();
            int[] encodingColours = encoding.appendTo(allEdges, added, largest + 1L);
            int n = added + encodingColours.length;
            int[] allColours = Arrays.copyOf(Arrays.copyOf(colours, added), n);
            System.arraycopy(encodingColours, 0, allColours, added, encodingColours.length);
            IntPairs.Adjacency adjacency = allEdges.adjacency(n);
            return new ColouredGraph(allColours, added, adjacency.firstNeighbour(), adjacency.neighbours());
        }
    }
}
