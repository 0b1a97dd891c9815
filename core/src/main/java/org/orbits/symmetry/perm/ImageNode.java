package org.orbits.symmetry.perm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * One subgroup met by the least-image search: the pointwise stabiliser {@code H} of the image points fixed so far.
 * It depends only on those points, so it is shared by every search that fixes the same ones, and its stabilisers of
 * one more point are kept as steps to further nodes (a tree of the images' prefixes). Building a step is a base
 * change of {@code H}; keeping it costs memory, so a search keeps steps only while a budget of stored ints lasts,
 * and builds them afresh past it, with the same result.
 */
final class ImageNode {

    /**
     * Fixing {@code target} next: an element of {@code H} taking each orbit point to it (by point, null off the
     * orbit), its inverse, and the stabiliser. A target {@code H} fixes has no such elements and leads back to this
     * node.
     */
    record Step(int target, int[][] toTarget, int[][] fromTarget, ImageNode next) {

        boolean moves() {
            return toTarget != null;
        }
    }

    /**
     * What {@code H} can put in block {@code block}: for each point the least point of the block in its orbit (-1
     * if none), and the blocks holding such points. {@code fixed} when {@code H} moves no point of the block.
     */
    record Reach(int[] least, int[] feeders, boolean fixed) {}

    private final int degree;
    private final int[] blockStarts;
    private final List<int[]> generators;
    private final long order;
    private final AtomicLong budget;
    private final int[] orbitIds;
    private final AtomicReferenceArray<Reach> reaches;
    private final ConcurrentHashMap<Integer, Step> steps = new ConcurrentHashMap<>();

    ImageNode(int[] blockStarts, List<int[]> generators, long order, AtomicLong budget) {
        this.degree = blockStarts[blockStarts.length - 1];
        this.blockStarts = blockStarts;
        this.generators = generators;
        this.order = order;
        this.budget = budget;
        this.orbitIds = order == 1 ? new int[0] : StabiliserChain.orbitIds(degree, generators);
        this.reaches = new AtomicReferenceArray<>(blockStarts.length - 1);
    }

    long order() {
        return order;
    }

    Reach reach(int block) {
        Reach known = reaches.get(block);
        if (known != null) {
            return known;
        }
        int[] leastOfOrbit = new int[degree];
        Arrays.fill(leastOfOrbit, -1);
        boolean fixed = true;
        for (int z = blockStarts[block]; z < blockStarts[block + 1]; z++) {
            if (leastOfOrbit[orbitIds[z]] < 0) {
                leastOfOrbit[orbitIds[z]] = z;
            }
            for (int[] g : generators) {
                fixed &= g[z] == z;
            }
        }
        int[] least = new int[degree];
        List<Integer> feeders = new ArrayList<>();
        for (int b = 0; b + 1 < blockStarts.length; b++) {
            boolean feeds = false;
            for (int p = blockStarts[b]; p < blockStarts[b + 1]; p++) {
                least[p] = leastOfOrbit[orbitIds[p]];
                feeds |= least[p] >= 0;
            }
            if (feeds) {
                feeders.add(b);
            }
        }
        Reach reach =
                new Reach(least, feeders.stream().mapToInt(Integer::intValue).toArray(), fixed);
        if (budget.addAndGet(-degree) >= 0) {
            reaches.set(block, reach);
        }
        return reach;
    }

    /** The step that fixes {@code target}. */
    Step step(int target) {
        Step known = steps.get(target);
        if (known != null) {
            return known;
        }
        if (generators.stream().allMatch(g -> g[target] == target)) {
            return new Step(target, null, null, this);
        }
        StabiliserChain rebased = StabiliserChain.of(degree, generators, new int[] {target}, order);
        int[][] toTarget = new int[degree][];
        int[][] fromTarget = new int[degree][];
        int orbitSize = rebased.basicOrbitSize(0);
        for (int point : rebased.basicOrbit(0)) {
            toTarget[point] = rebased.toBasePoint(0, point);
            fromTarget[point] = rebased.fromBasePoint(0, point);
        }
        StabiliserChain rest = rebased.tail(1);
        List<int[]> restGenerators = rest.strongGenerators();
        ImageNode next = new ImageNode(blockStarts, restGenerators, order / orbitSize, budget);
        Step step = new Step(target, toTarget, fromTarget, next);
        long cost = (long) degree * (2L * orbitSize + restGenerators.size() + 1);
        if (budget.addAndGet(-cost) >= 0) {
            Step raced = steps.putIfAbsent(target, step);
            return raced == null ? step : raced;
        }
        return step;
    }
}
