package org.orbits.symmetry.graph;

import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One automorphism search: the individualisation-refinement tree of McKay and Piperno, "Practical graph
 * isomorphism, II", J. Symbolic Computation 60 (2014), explored for the automorphism group alone, as nauty does.
 *
 * <p>The first path individualises the first vertex of the target cell at each level until the partition is
 * discrete; its leaf is the first leaf. The levels are then done deepest first. At level j, every other vertex w of
 * the target cell whose orbit (under the automorphisms found so far, which all fix the first j base vertices) is
 * new is tried: the subtree below w is searched, depth first and cut wherever a refinement's trace departs from
 * the first path's, for one leaf whose labelling maps the graph onto the first leaf's labelled graph. That leaf's
 * permutation is an automorphism mapping the base vertex to w, and it joins their orbits; when no such leaf
 * exists, w's whole orbit is skipped at that level. So the tree visits about as many subtrees as the sum of
 * the basic orbit lengths, not the group's order. Before going down below w, the permutation from the first
 * path's child to w's is tried ({@link NodeAutomorphism}): where it is an automorphism, no descent is needed.
 *
 * <p>The order is the product, over the levels, of the length of the base vertex's orbit once its level is done.
 * This is sound: the stabiliser of the whole base is trivial (its partition is discrete), every vertex of the
 * target cell in the base vertex's orbit under the stabiliser of the earlier base vertices is found (a subtree that
 * holds an image of the first leaf is searched until that leaf is met, and only orbits already known or proved
 * barren are skipped), and every generator is a checked automorphism fixing the earlier base vertices. By induction
 * from the deepest level, the generators found at level j and below generate that stabiliser, and its order is the
 * orbit length times the order of the next stabiliser (the orbit-stabiliser theorem).
 */
final class SearchTree {

    private final ColouredGraph graph;
    private final TargetCell rule;
    private final SearchBudget budget;
    private final OrderedPartition partition;
    private final Refiner refiner;
    private final NodeAutomorphism shortcut;

    private final int[] labMark;
    private final int[] splitMark;
    private final int[] targetStart;
    private final int[] targetEnd;
    private final int[] traceFrom;
    private final int[] traceTo;
    private final int[] childAt;
    private final List<Integer> base = new ArrayList<>();
    private final List<int[]> generators = new ArrayList<>();
    private int[] firstLeaf = new int[0];
    private int depth;
    private long nodes;
    private long started;
    private boolean outOfBudget;

    SearchTree(ColouredGraph graph, TargetCell rule, SearchBudget budget) {
        this.graph = graph;
        this.rule = rule;
        this.budget = budget;
        int n = graph.vertexCount();
        partition = new OrderedPartition(graph.colourArray());
        refiner = new Refiner(graph, partition);
        shortcut = new NodeAutomorphism(graph, partition);
        labMark = new int[n + 1];
        splitMark = new int[n + 1];
        targetStart = new int[n + 1];
        targetEnd = new int[n + 1];
        traceFrom = new int[n + 1];
        traceTo = new int[n + 1];
        childAt = new int[n + 1];
    }

    Automorphisms run() {
        started = System.nanoTime();
        nodes = 1;
        refiner.queueEveryCell();
        refiner.record();
        refiner.refine();
        partition.forgetTrail();
        if (!firstPath()) {
            return result(List.of());
        }
        VertexOrbits orbits = new VertexOrbits(graph.vertexCount());
        Integer[] orbitLengths = new Integer[depth];
        for (int level = depth - 1; level >= 0; level--) {
            // The partition is the first path's child of this level's node: remember it, then go up to the node.
            shortcut.rememberFirstChild(labMark[level], labMark[level + 1]);
            partition.undoTo(labMark[level], splitMark[level]);
            int cellSize = targetEnd[level] - targetStart[level];
            int fixed = partition.vertexAt(targetStart[level]);
            for (int p = targetStart[level] + 1; p < targetEnd[level] && orbits.sizeOf(fixed) < cellSize; p++) {
                int w = partition.vertexAt(p);
                if (orbits.together(w, fixed) || orbits.failedAt(w, level)) {
                    continue;
                }
                int[] automorphism = equivalentLeafBelow(level, p);
                if (outOfBudget) {
                    return result(List.of());
                }
                if (automorphism != null) {
                    generators.add(automorphism);
                    orbits.join(automorphism);
                } else {
                    orbits.markFailed(w, level);
                }
            }
            orbitLengths[level] = orbits.sizeOf(fixed);
        }
        return result(List.of(orbitLengths));
    }

    /** Individualises the first vertex of each target cell down to a discrete partition, recording every trace. */
    private boolean firstPath() {
        int level = 0;
        while (!partition.discrete()) {
            if (!spend()) {
                return false;
            }
            labMark[level] = partition.labMark();
            splitMark[level] = partition.splitMark();
            int cell = rule.choose(partition);
            targetStart[level] = cell;
            targetEnd[level] = partition.cellEnd(cell);
            base.add(partition.vertexAt(cell));
            traceFrom[level + 1] = refiner.record();
            refiner.individualise(cell, cell);
            refiner.refine();
            traceTo[level + 1] = refiner.record();
            level++;
        }
        depth = level;
        labMark[depth] = partition.labMark();
        splitMark[depth] = partition.splitMark();
        firstLeaf = partition.vertices();
        return true;
    }

    /**
     * Searches the subtree of the child at position {@code p} of first-path node {@code top} for a leaf equivalent
     * to the first leaf; returns the automorphism it gives, or null. Leaves the partition as node {@code top}'s.
     */
    private int[] equivalentLeafBelow(int top, int p) {
        int level = top;
        childAt[top] = p;
        while (true) {
            boolean exhausted = level == top ? childAt[top] != p : childAt[level] >= targetEnd[level];
            if (exhausted) {
                if (level == top) {
                    return null;
                }
                level--;
                partition.undoTo(labMark[level], splitMark[level]);
                childAt[level]++;
                continue;
            }
            if (!spend()) {
                partition.undoTo(labMark[top], splitMark[top]);
                return null;
            }
            // Nodes equivalent to the first path's have its partition shapes, so its target cells.
            refiner.checkAgainst(traceFrom[level + 1], traceTo[level + 1]);
            refiner.individualise(targetStart[level], childAt[level]);
            if (!refiner.refine()) {
                partition.undoTo(labMark[level], splitMark[level]);
                childAt[level]++;
                continue;
            }
            if (level == top) {
                int[] automorphism = shortcut.fromFirstChild(labMark[top]);
                if (automorphism != null || level + 1 == depth) {
                    // At a leaf, the shortcut's permutation is the leaf's, so it was just checked.
                    partition.undoTo(labMark[top], splitMark[top]);
                    if (automorphism != null) {
                        return automorphism;
                    }
                    childAt[top]++;
                    continue;
                }
            }
            if (level + 1 == depth) {
                int[] candidate = leafPermutation();
                if (candidate != null && graph.isAutomorphism(candidate)) {
                    partition.undoTo(labMark[top], splitMark[top]);
                    return candidate;
                }
                partition.undoTo(labMark[level], splitMark[level]);
                childAt[level]++;
                continue;
            }
            level++;
            labMark[level] = partition.labMark();
            splitMark[level] = partition.splitMark();
            childAt[level] = targetStart[level];
        }
    }

    /** The permutation taking the first leaf's labelling to this leaf's: position by position. */
    private int[] leafPermutation() {
        if (!partition.discrete()) {
            return null;
        }
        int[] image = new int[firstLeaf.length];
        for (int q = 0; q < firstLeaf.length; q++) {
            image[firstLeaf[q]] = partition.vertexAt(q);
        }
        return image;
    }

    private boolean spend() {
        nodes++;
        if (nodes > budget.nodes()
                || System.nanoTime() - started > budget.time().toNanos()) {
            outOfBudget = true;
        }
        return !outOfBudget;
    }

    private Automorphisms result(List<Integer> orbitLengths) {
        boolean complete = !outOfBudget;
        BigInteger order = BigInteger.ONE;
        for (int length : orbitLengths) {
            order = order.multiply(BigInteger.valueOf(length));
        }
        return new Automorphisms(
                graph.vertexCount(),
                generators,
                complete ? Optional.of(order) : Optional.empty(),
                base,
                orbitLengths,
                nodes,
                Duration.ofNanos(System.nanoTime() - started));
    }
}
