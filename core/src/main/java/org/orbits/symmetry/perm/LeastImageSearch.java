package org.orbits.symmetry.perm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The least image of a set under a permutation group, without listing the group, and the order of the set's
 * stabiliser. The points fall into consecutive blocks and the set holds one point of each block (an assignment:
 * a block is a cell, a point one of its values), so comparing sorted images is comparing the points block by block.
 *
 * <p>The search follows Linton ("Finding the smallest image of a set", ISSAC 2004) as Jefferson, Jonauskyte,
 * Pfeiffer and Waldecker describe it ("Minimal and canonical images", J. Algebra 521, 2019). The image is fixed one
 * block at a time: with the image's points in earlier blocks fixed, the elements still in play are cosets of their
 * pointwise stabiliser {@code H}, each kept as a candidate (the set it has mapped so far). The least point of the
 * block that {@code H} can bring into any candidate is the image's next point; only the candidates and choices that
 * reach it go on, each moved there by a transversal element, and {@code H} becomes its stabiliser. The base is thus
 * the image's points in increasing order, one per block: the other points of a fixed block are out of every image
 * anyway and need no fixing, which keeps {@code H} large and the candidates few.
 *
 * <p>Two candidates that reach the same set reveal an element of the set's stabiliser (as Linton's search does); it
 * is kept, and a candidate's choices that the known stabiliser maps onto each other are searched once. At the end
 * one candidate remains, and the elements mapping the set onto its least image are its tuple of chosen positions'
 * orbit under the known stabiliser, times the final {@code H}: the set's stabiliser has exactly that order.
 *
 * <p>The subgroups met are kept in a tree shared by every call (see {@link ImageNode}), so a search that has seen
 * the image's prefix before does no group computation at all. Safe to share between threads.
 */
public final class LeastImageSearch {

    /** A least image, block by block, and the order of the stabiliser of the set it came from. */
    public record LeastImage(int[] image, long stabiliser) {}

    private final int[] blockStarts;
    private final int[] blockOf;
    private final int blocks;
    private final ImageNode root;

    /**
     * @param blockStarts the first point of each block, then the number of points
     * @param budget how many ints the shared tree of subgroups may keep
     */
    public LeastImageSearch(StabiliserChain group, int[] blockStarts, long budget) {
        this.blockStarts = blockStarts.clone();
        this.blocks = blockStarts.length - 1;
        if (blockStarts[blocks] != group.degree()) {
            throw new IllegalArgumentException(
                    "the blocks hold " + blockStarts[blocks] + " points, the group acts on " + group.degree());
        }
        this.blockOf = new int[group.degree()];
        for (int b = 0; b < blocks; b++) {
            Arrays.fill(blockOf, blockStarts[b], blockStarts[b + 1], b);
        }
        this.root = new ImageNode(this.blockStarts, group.strongGenerators(), group.order(), new AtomicLong(budget));
    }

    /** The least image of {@code points} (one point per block, block by block) and its stabiliser's order. */
    public LeastImage leastImage(int[] points) {
        if (points.length != blocks) {
            throw new IllegalArgumentException("a set of " + points.length + " points given for " + blocks + " blocks");
        }
        for (int b = 0; b < blocks; b++) {
            if (points[b] < blockStarts[b] || points[b] >= blockStarts[b + 1]) {
                throw new IllegalArgumentException("point " + points[b] + " is not in block " + b);
            }
        }
        return new Search(points).run();
    }

    /**
     * One search's state. A candidate is an {@code int[2 n]}: the point in each block, then the position (block of
     * the given set) each came from.
     */
    private final class Search {

        private final int n = blocks;
        private final KnownStabiliser known = new KnownStabiliser(blocks);
        private List<int[]> candidates = new ArrayList<>();

        Search(int[] points) {
            int[] first = new int[2 * n];
            System.arraycopy(points, 0, first, 0, n);
            for (int b = 0; b < n; b++) {
                first[n + b] = b;
            }
            candidates.add(first);
        }

        LeastImage run() {
            ImageNode node = root;
            int block = 0;
            for (; block < n && node.order() > 1; block++) {
                ImageNode.Reach reach = node.reach(block);
                int target = reach.fixed() ? leastInBlock(block) : leastReached(reach);
                ImageNode.Step step = node.step(target);
                if (step.moves()) {
                    advance(reach, step, block);
                } else {
                    int fixedBlock = block;
                    candidates.removeIf(c -> c[fixedBlock] != target);
                }
                node = step.next();
            }
            int[] least = candidates.get(0);
            for (int[] c : candidates) {
                if (Arrays.compare(c, 0, n, least, 0, n) < 0) {
                    least = c;
                }
            }
            long tuples = known.orbitSize(Arrays.copyOfRange(least, n, n + block), block);
            return new LeastImage(Arrays.copyOf(least, n), Math.multiplyExact(tuples, node.order()));
        }

        private int leastInBlock(int block) {
            int least = Integer.MAX_VALUE;
            for (int[] c : candidates) {
                least = Math.min(least, c[block]);
            }
            return least;
        }

        private int leastReached(ImageNode.Reach reach) {
            int least = Integer.MAX_VALUE;
            int[] reached = reach.least();
            for (int[] c : candidates) {
                for (int d : reach.feeders()) {
                    int r = reached[c[d]];
                    if (r >= 0 && r < least) {
                        least = r;
                    }
                }
            }
            if (least == Integer.MAX_VALUE) {
                throw new IllegalArgumentException("the group maps the set to one that is not one point per block");
            }
            return least;
        }

        /**
         * Every candidate's choices that reach the target, moved there; equal results merged into one. When the next
         * block is settled by the new subgroup (it moves none of that block's points, or nothing at all), the choices
         * are first compared there, each by a look at that one block, and only the least are moved.
         */
        private void advance(ImageNode.Reach reach, ImageNode.Step step, int block) {
            int[] reached = reach.least();
            int target = step.target();
            // the choices made, as the candidate's index and the point it sends to the target
            int[] source = new int[Math.max(16, 2 * candidates.size())];
            int[] chosen = new int[source.length];
            int made = 0;
            int[] choices = new int[n];
            for (int ci = 0; ci < candidates.size(); ci++) {
                int[] c = candidates.get(ci);
                int count = 0;
                for (int d : reach.feeders()) {
                    if (reached[c[d]] == target) {
                        choices[count++] = d;
                    }
                }
                int[] orbitIds = count > 1 ? known.orbitIdsFixing(c, n, block, choices, count) : null;
                boolean[] tried = orbitIds == null ? null : new boolean[n];
                for (int i = 0; i < count; i++) {
                    int d = choices[i];
                    if (orbitIds != null) {
                        int orbit = orbitIds[c[n + d]];
                        if (tried[orbit]) {
                            continue; // the known stabiliser maps this choice onto one already made
                        }
                        tried[orbit] = true;
                    }
                    if (made == source.length) {
                        source = Arrays.copyOf(source, 2 * made);
                        chosen = Arrays.copyOf(chosen, 2 * made);
                    }
                    source[made] = ci;
                    chosen[made++] = c[d];
                }
            }
            int next = block + 1;
            int[] settled = null;
            int least = 0;
            if (next < n
                    && made > 1
                    && (step.next().order() == 1 || step.next().reach(next).fixed())) {
                settled = new int[made];
                least = Integer.MAX_VALUE;
                for (int i = 0; i < made; i++) {
                    settled[i] = pointAfterMove(candidates.get(source[i]), step.fromTarget()[chosen[i]], next);
                    least = Math.min(least, settled[i]);
                }
            }
            List<int[]> moved = new ArrayList<>();
            CandidateTable table = new CandidateTable(block, n, 2 * made);
            for (int i = 0; i < made; i++) {
                if (settled != null && settled[i] != least) {
                    continue;
                }
                int[] image = move(candidates.get(source[i]), step.toTarget()[chosen[i]], block);
                int[] same = table.putIfAbsent(image);
                if (same == null) {
                    moved.add(image);
                } else {
                    known.add(positionsFromTo(same, image));
                }
            }
            candidates = moved;
        }

        /** The point in block {@code block} of {@code c} moved by the element whose inverse is {@code inverse}. */
        private int pointAfterMove(int[] c, int[] inverse, int block) {
            for (int z = blockStarts[block]; z < blockStarts[block + 1]; z++) {
                int source = inverse[z];
                if (c[blockOf[source]] == source) {
                    return z;
                }
            }
            throw twoPointsIn(block);
        }

        /**
         * {@code c} moved by {@code g}, an element of {@code H}: it fixes the image's points in the blocks before
         * {@code from}, so those are copied and only the rest is mapped.
         */
        private int[] move(int[] c, int[] g, int from) {
            int[] image = new int[2 * n];
            System.arraycopy(c, 0, image, 0, from);
            System.arraycopy(c, n, image, n, from);
            image[from] = -1;
            for (int b = from; b < n; b++) {
                int point = g[c[b]];
                int to = blockOf[point];
                if (to < from) {
                    throw twoPointsIn(to);
                }
                image[to] = point;
                image[n + to] = c[n + b];
            }
            // n points went to the blocks from 'from' on; a block left empty (its default 0, or the -1, is no
            // point of it) means another received two
            if (image[from] < 0) {
                throw twoPointsIn(from);
            }
            for (int b = from + 1; b < n; b++) {
                if (blockOf[image[b]] != b) {
                    throw twoPointsIn(b);
                }
            }
            return image;
        }

        private IllegalArgumentException twoPointsIn(int block) {
            return new IllegalArgumentException(
                    "the group maps the set to one that is not one point per block (near block " + block + ")");
        }

        /** The permutation of positions taking one candidate's to another's, block by block. */
        private int[] positionsFromTo(int[] from, int[] to) {
            int[] map = new int[n];
            for (int b = 0; b < n; b++) {
                map[from[n + b]] = to[n + b];
            }
            return map;
        }
    }
}
