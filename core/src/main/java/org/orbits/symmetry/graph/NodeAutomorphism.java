package org.orbits.symmetry.graph;

import java.util.Arrays;

/**
 * An automorphism found at a child of a first-path node, without going down to a leaf, in the spirit of saucy
 * (Darga, Sakallah and Markov, "Faster symmetry discovery using sparsity of symmetries", DAC 2008).
 *
 * <p>Both the first path's child of node j and a sibling are reached from node j's partition, and each differs
 * from it only at the positions its own individualisation and refinement wrote, which the trail lists. The
 * permutation taking, position by position, the first child's ordered partition to the sibling's therefore moves
 * only the vertices at those positions, and it is an automorphism exactly when the edges at the vertices it moves
 * go to edges (every other edge stays put) and it keeps their colours. When it is one, it fixes the first j base
 * vertices (singletons before node j, at positions neither child wrote) and maps the base vertex onto the sibling's,
 * which is all the search needs from a leaf. Where the two refinements ordered cells differently the permutation
 * fails the check and the search goes on to the leaves as before; where they only swapped the two vertices, as in
 * the wide, shallow groups of interchangeable vertices, it saves a descent per sibling and makes those groups'
 * search linear instead of quadratic in the number of vertices.
 */
final class NodeAutomorphism {

    private final ColouredGraph graph;
    private final OrderedPartition partition;
    /** Position -> the vertex there in the first path's child, at the positions that child wrote; else -1. */
    private final int[] firstChildAt;

    private final IntStack written = new IntStack();
    /** The permutation being tried: the identity but at the vertices in moved. */
    private final int[] image;

    private final IntStack moved = new IntStack();
    private final int[] seen;
    /** 2 stamp marks a moved vertex, 2 stamp + 1 one already met as an image: the check of a bijection. */
    private final int[] claimed;

    private int stamp;

    NodeAutomorphism(ColouredGraph graph, OrderedPartition partition) {
        this.graph = graph;
        this.partition = partition;
        int n = graph.vertexCount();
        firstChildAt = new int[n];
        Arrays.fill(firstChildAt, -1);
        image = new int[n];
        for (int v = 0; v < n; v++) {
            image[v] = v;
        }
        seen = new int[n];
        claimed = new int[n];
    }

    /**
     * Remembers the first path's child of a node, while the partition is that child's; {@code nodeMark} and {@code
     * childMark} are the lab marks of the node and of the child.
     */
    void rememberFirstChild(int nodeMark, int childMark) {
        while (written.size() > 0) {
            firstChildAt[written.pop()] = -1;
        }
        for (int m = nodeMark; m < childMark; m = OrderedPartition.nextEntry(m)) {
            int q = partition.writtenPosition(m);
            if (firstChildAt[q] < 0) {
                firstChildAt[q] = partition.vertexAt(q);
                written.push(q);
            }
        }
    }

    /**
     * The permutation from the remembered child's partition to the present one, a sibling reached from the node
     * whose lab mark is {@code nodeMark}, if it is an automorphism; otherwise null.
     */
    int[] fromFirstChild(int nodeMark) {
        stamp++;
        for (int i = 0; i < written.size(); i++) {
            int q = written.get(i);
            seen[q] = stamp;
            send(firstChildAt[q], partition.vertexAt(q));
        }
        for (int m = nodeMark; m < partition.labMark(); m = OrderedPartition.nextEntry(m)) {
            int q = partition.writtenPosition(m);
            if (seen[q] != stamp) {
                seen[q] = stamp;
                // The first write at q overwrote what the node, and so the first child, had there.
                send(partition.overwrittenVertex(m), partition.vertexAt(q));
            }
        }
        int[] automorphism = keepsColoursAndEdges() ? image.clone() : null;
        while (moved.size() > 0) {
            int x = moved.pop();
            image[x] = x;
        }
        return automorphism;
    }

    private void send(int from, int to) {
        if (from != to) {
            image[from] = to;
            moved.push(from);
        }
    }

    /** Checked in full, not trusted from the construction: a bijection on the moved vertices, colours, edges. */
    private boolean keepsColoursAndEdges() {
        for (int i = 0; i < moved.size(); i++) {
            claimed[moved.get(i)] = 2 * stamp;
        }
        for (int i = 0; i < moved.size(); i++) {
            int y = image[moved.get(i)];
            if (claimed[y] != 2 * stamp) {
                return false;
            }
            claimed[y] = 2 * stamp + 1;
        }
        for (int i = 0; i < moved.size(); i++) {
            int x = moved.get(i);
            int y = image[x];
            if (graph.colour(x) != graph.colour(y) || graph.degree(x) != graph.degree(y)) {
                return false;
            }
            int[] first = graph.firstNeighbourArray();
            int[] neighbours = graph.neighbourArray();
            for (int e = first[x]; e < first[x + 1]; e++) {
                if (!graph.adjacent(y, image[neighbours[e]])) {
                    return false;
                }
            }
        }
        return true;
    }
}
