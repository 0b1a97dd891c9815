package org.orbits.tiling;

import java.util.function.BooleanSupplier;

/**
 * Exact cover by dancing links: Knuth's Algorithm X (D. E. Knuth, "Dancing Links", Millennial Perspectives in
 * Computer Science, 2000; The Art of Computer Programming 7.2.2.1), with the item of fewest remaining options chosen at
 * every level, and items that may be covered more than once.
 *
 * <p>The links are arrays of ints, laid out as in TAOCP 7.2.2.1: nodes {@code 1..items} head the items' lists, then
 * each option's nodes follow one another, a spacer between two options; a spacer's {@code top} is not positive, its
 * {@code up} the first node of the option before it and its {@code down} the last node of the option after it, so an
 * option is walked round from any of its nodes without a pointer of its own. No object is made per node or per level.
 *
 * <p><b>Multiplicities.</b> Each item has a capacity: how many chosen options must contain it (a cell 1, a piece its
 * count). The search never branches on an item with more than one use left (choosing "the first of three copies"
 * would find each tiling 3! times): it branches on the items with one use left, cells and last copies, and an option
 * that uses up an item's last use covers it. Every branch then splits the covers below it by the option that takes
 * the branch item's one remaining use, so each cover is found once. A path on which only items with more than one
 * use are left is taken for a dead end, as is an item with fewer options left than uses; neither loses a tiling,
 * whose pieces' cells add up to the board's, so that while a piece has copies left some cell is uncovered.
 *
 * <p>One object is one search: it is used once and then dropped, so that every search starts from links of its own.
 */
final class DancingLinks {

    /** Every this many nodes the search asks whether to stop: well under a millisecond. */
    private static final int STOP_INTERVAL = org.orbits.puzzle.ExactCover.NODES_PER_CHECK;

    /**
     * After a cover, the search asks whether to stop if this long has passed since it last asked. Handing a cover on
     * (its check, its canonical form) takes time in proportion to the board, and where covers come every few nodes a
     * thousand nodes can take many seconds: without this a time limit or a cancel would wait for them.
     */
    private static final long STOP_AFTER_COVER_NANOS = 50_000_000L;

    /** What the search found: a complete cover, or the path to a node at the depth a listing stops at. */
    interface PathSink {
        /**
         * Takes one path of the search.
         *
         * @param options the options chosen, by their ids, root first; the search's own array, valid during the call
         * @param length how many of them
         * @param cover whether they cover every item (a solution), not only a path cut at the listing's depth
         */
        void accept(int[] options, int length, boolean cover);
    }

    /**
     * The fields of a node, four ints a node so that a node is read from one cache line. A link is the address of a
     * node's first field ({@code FIELDS} times its number), so that following one needs no multiplication.
     */
    private static final int TOP = 0;

    private static final int UP = 1;
    private static final int DOWN = 2;
    /** The id of the option the node belongs to; unused for headers and spacers. */
    private static final int OPTION = 3;

    private static final int FIELDS = 4;

    /** The items still to cover, a list through their header addresses; address 0 is the list's head. */
    private final int[] left;

    private final int[] right;
    /** How many more chosen options must contain each item, by header address. */
    private final int[] remaining;
    /**
     * The nodes. A header's {@code TOP} field holds the number of options in its list (Knuth's {@code LEN}); an
     * option node's holds its header's address, and a spacer's a number not positive.
     */
    private final int[] node;

    private final int levels;

    private long nodes;
    private long fails;

    /**
     * @param capacities how many chosen options must contain each item, items numbered from 0
     * @param options the items of each option, numbered from 0; the search chooses among them in this order
     * @param ids each option's id, as paths report it
     */
    DancingLinks(int[] capacities, int[][] options, int[] ids) {
        int items = capacities.length;
        int size = items + 2;
        for (int[] option : options) {
            size += option.length + 1;
        }
        int headers = FIELDS * (items + 1);
        left = new int[headers];
        right = new int[headers];
        remaining = new int[headers];
        node = new int[FIELDS * size];
        for (int item = 0; item <= items; item++) {
            int header = FIELDS * item;
            left[header] = FIELDS * (item == 0 ? items : item - 1);
            right[header] = FIELDS * (item == items ? 0 : item + 1);
            node[header + UP] = header;
            node[header + DOWN] = header;
            remaining[header] = item == 0 ? 0 : capacities[item - 1];
        }
        int spacer = FIELDS * (items + 1);
        int at = spacer;
        for (int k = 0; k < options.length; k++) {
            int first = at + FIELDS;
            for (int item : options[k]) {
                at += FIELDS;
                int header = FIELDS * (item + 1);
                int last = node[header + UP];
                node[at + TOP] = header;
                node[at + OPTION] = ids[k];
                node[at + UP] = last;
                node[at + DOWN] = header;
                node[last + DOWN] = at;
                node[header + UP] = at;
                node[header + TOP]++;
            }
            node[spacer + DOWN] = at;
            at += FIELDS;
            spacer = at;
            node[spacer + TOP] = -(k + 1);
            node[spacer + UP] = first;
        }
        levels = items + 1;
    }

    /** How many options the last search tried (its nodes). */
    long nodes() {
        return nodes;
    }

    /** How many dead ends the last search met: an item with no option left, or fewer options than uses. */
    long fails() {
        return fails;
    }

    /**
     * Every exact cover whose first choices are {@code prefix}, or with {@code depth} below the prefix's length, every
     * path to the nodes at that depth (and the covers above it).
     *
     * @param prefix the ids of the options chosen at the first levels, each of which must be an option of the item the
     *     search branches on at that level
     * @param depth where a listing stops: a path reaching it is reported and not followed; {@link Integer#MAX_VALUE}
     *     for a whole search
     * @return whether the search finished, rather than stopping when {@code stop} said so
     */
    boolean search(int[] prefix, int depth, PathSink sink, BooleanSupplier stop) {
        int[] left = this.left;
        int[] right = this.right;
        int[] remaining = this.remaining;
        int[] node = this.node;
        int[] chosen = new int[levels];
        int[] branched = new int[levels];
        int[] path = new int[levels];
        int level = 0;
        boolean descending = true;
        long asked = System.nanoTime();
        while (true) {
            if (descending) {
                // X2, X3: a cover, a dead end, or the item to branch on.
                if (right[0] == 0) {
                    report(sink, chosen, path, level, true);
                    long now = System.nanoTime();
                    if (now - asked >= STOP_AFTER_COVER_NANOS) {
                        asked = now;
                        if (stop.getAsBoolean()) {
                            return false;
                        }
                    }
                } else {
                    int item = fewestOptions(right, remaining, node);
                    if (item == 0) {
                        fails++;
                    } else if (level >= depth) {
                        report(sink, chosen, path, level, false);
                    } else {
                        // X4: cover the item and start on its first option (or the prefix's).
                        cover(item, left, right, node);
                        remaining[item]--;
                        branched[level] = item;
                        chosen[level] = level < prefix.length ? nodeOf(item, prefix[level]) : node[item + DOWN];
                        if (tryOption(chosen[level], item, remaining, left, right, node)) {
                            if ((++nodes & (STOP_INTERVAL - 1)) == 0) {
                                asked = System.nanoTime();
                                if (stop.getAsBoolean()) {
                                    return false;
                                }
                            }
                            level++;
                            continue;
                        }
                    }
                }
                // X8: back to the level above.
                if (level == 0) {
                    return true;
                }
                level--;
                descending = false;
            }
            // X6: take back this level's option and move on to the next one (none after a prefix's).
            int option = chosen[level];
            for (int at = option - FIELDS; at != option; ) {
                int item = node[at + TOP];
                if (item <= 0) {
                    at = node[at + DOWN];
                } else {
                    if (remaining[item]++ == 0) {
                        uncover(item, left, right, node);
                    }
                    at -= FIELDS;
                }
            }
            chosen[level] = level < prefix.length ? branched[level] : node[option + DOWN];
            if (tryOption(chosen[level], branched[level], remaining, left, right, node)) {
                if ((++nodes & (STOP_INTERVAL - 1)) == 0) {
                    asked = System.nanoTime();
                    if (stop.getAsBoolean()) {
                        return false;
                    }
                }
                level++;
                descending = true;
                continue;
            }
            if (level == 0) {
                return true;
            }
            level--;
        }
    }

    /**
     * X5: commits {@code option}, covering each other item it uses up, and says so; or, when the branch item's
     * options are exhausted ({@code option} is the branch item's header), uncovers the branch item (X7) and says there
     * is none.
     */
    private static boolean tryOption(int option, int branch, int[] remaining, int[] left, int[] right, int[] node) {
        if (option == branch) {
            remaining[branch]++;
            uncover(branch, left, right, node);
            return false;
        }
        for (int at = option + FIELDS; at != option; ) {
            int item = node[at + TOP];
            if (item <= 0) {
                at = node[at + UP];
            } else {
                if (--remaining[item] == 0) {
                    cover(item, left, right, node);
                }
                at += FIELDS;
            }
        }
        return true;
    }

    /**
     * The active item with the fewest options among those with one use left, the first such on ties; 0 for a dead
     * end: an item with no option left, or with fewer options than uses.
     */
    private static int fewestOptions(int[] right, int[] remaining, int[] node) {
        int best = 0;
        int fewest = Integer.MAX_VALUE;
        for (int item = right[0]; item != 0; item = right[item]) {
            int options = node[item + TOP];
            int uses = remaining[item];
            if (uses > 1) {
                if (options < uses) {
                    return 0;
                }
            } else if (options < fewest) {
                if (options == 0) {
                    return 0;
                }
                fewest = options;
                best = item;
            }
        }
        return best;
    }

    /** The node of the option with id {@code id} in the list of {@code item}. */
    private int nodeOf(int item, int id) {
        for (int at = node[item + DOWN]; at != item; at = node[at + DOWN]) {
            if (node[at + OPTION] == id) {
                return at;
            }
        }
        throw new IllegalArgumentException("option " + id + " is not a choice at this point of the search");
    }

    private void report(PathSink sink, int[] chosen, int[] path, int level, boolean cover) {
        for (int k = 0; k < level; k++) {
            path[k] = node[chosen[k] + OPTION];
        }
        sink.accept(path, level, cover);
    }

    private static void cover(int item, int[] left, int[] right, int[] node) {
        for (int at = node[item + DOWN]; at != item; at = node[at + DOWN]) {
            hide(at, node);
        }
        int before = left[item];
        int after = right[item];
        right[before] = after;
        left[after] = before;
    }

    /** Takes every other node of {@code option}'s option out of its item's list. */
    private static void hide(int option, int[] node) {
        for (int at = option + FIELDS; at != option; ) {
            int item = node[at + TOP];
            int up = node[at + UP];
            int down = node[at + DOWN];
            if (item <= 0) {
                at = up;
            } else {
                node[up + DOWN] = down;
                node[down + UP] = up;
                node[item + TOP]--;
                at += FIELDS;
            }
        }
    }

    private static void uncover(int item, int[] left, int[] right, int[] node) {
        int before = left[item];
        int after = right[item];
        right[before] = item;
        left[after] = item;
        for (int at = node[item + UP]; at != item; at = node[at + UP]) {
            unhide(at, node);
        }
    }

    /** Puts back what {@link #hide} took out, in the reverse order. */
    private static void unhide(int option, int[] node) {
        for (int at = option - FIELDS; at != option; ) {
            int item = node[at + TOP];
            int up = node[at + UP];
            int down = node[at + DOWN];
            if (item <= 0) {
                at = down;
            } else {
                node[up + DOWN] = at;
                node[down + UP] = at;
                node[item + TOP]++;
                at -= FIELDS;
            }
        }
    }
}
