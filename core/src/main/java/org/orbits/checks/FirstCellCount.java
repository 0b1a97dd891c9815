package org.orbits.checks;

import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.orbits.puzzle.CoverStatement;

/**
 * De Bruijn's count of an exact cover, a search that shares nothing with dancing links: the board is a bitset, and the
 * search always fills its first empty cell, trying every option whose first cell that is and whose cells are all empty
 * (every cell before it is filled already, so no other option can cover it). No links, no choice of the item with the
 * fewest options, no symmetry breaking: each cover is met once. N. G. de Bruijn, "Programmeren van de pentomino
 * puzzle", Euclides 47 (1971/72), 90-104, as Knuth describes it in "Dancing Links" (2000).
 *
 * <p>An option is one placement, or several placed together (a placement with its images under a symmetry, for the
 * tilings the symmetry fixes); it covers its cells and uses its pieces, each no more often than its count. Cells are
 * filled in an order of the count's own: by their coordinates, the axis of the greatest extent first, so that the first
 * empty cell runs along the board's short side (a 6 x 10 board is filled six cells to a column), where de Bruijn's
 * method is fast. On a board of at most 64 cells, an empty region next to the option just placed that is smaller than
 * every piece, or whose size is no multiple of the pieces' sizes' greatest common divisor, ends the branch there (see
 * {@link Regions}).
 */
final class FirstCellCount {

    /**
     * What a count came to.
     *
     * @param solutions the covers counted, or -1 when the node budget ran out first
     * @param nodes the options placed
     */
    record Counted(long solutions, long nodes) {

        boolean finished() {
            return solutions >= 0;
        }
    }

    /**
     * One option: the cells it covers (the statement's numbers) and how many times it uses each piece.
     */
    record Option(int[] cells, int[] uses) {}

    /**
     * What every count of one statement shares: each cell's position in the fill order, the bits of a full board word
     * by word, the pieces' counts, and the regions to look at.
     */
    record Board(int cells, int words, int[] position, long[] full, int[] counts, Regions regions) {

        static Board of(CoverStatement statement) {
            int cells = statement.cells().size();
            int words = Math.max(1, (cells + 63) / 64);
            int[] position = fillOrder(statement);
            long[] full = new long[words];
            Arrays.fill(full, -1L);
            if (cells % 64 != 0) {
                full[words - 1] = (1L << (cells % 64)) - 1;
            }
            int[] counts = statement.pieces().stream()
                    .mapToInt(CoverStatement.Piece::count)
                    .toArray();
            return new Board(cells, words, position, full, counts, Regions.of(statement, position));
        }
    }

    private final int words;
    /** Each cell's position in the fill order. */
    private final int[] position;
    /** The bits of a full board, word by word. */
    private final long[] full;
    /**
     * The options whose first cell in the fill order is position {@code p}: {@code optionsAt[p]} up to {@code
     * optionsAt[p + 1]}, those that use the same pieces one after the other.
     */
    private final int[] optionsAt;
    /** After each option, the first one at its position that uses other pieces: where to go when its are used up. */
    private final int[] skip;
    /** Each option's first word, and its mask's words in {@link #masks} from {@code maskAt[o]} up to the next's. */
    private final int[] firstWord;

    private final int[] maskAt;
    private final long[] masks;
    /** The pieces each option uses and how often: {@code useAt[o]} up to {@code useAt[o + 1]}. */
    private final int[] useAt;

    private final int[] usePiece;
    private final int[] useCount;
    /** Each option's mask, and the empty cells next to it, on a board of one word. */
    private final long[] one;

    private final long[] around;
    private final Regions regions;
    private final int[] counts;

    private long[] filled;
    private int[] left;
    private long budget;
    private long nodes;
    private long solutions;

    FirstCellCount(Board board, List<Option> options) {
        int cells = board.cells();
        this.words = board.words();
        this.position = board.position();
        this.counts = board.counts();
        this.full = board.full();
        this.regions = board.regions();
        List<int[]> positions = new ArrayList<>();
        Integer[] order = new Integer[options.size()];
        for (int o = 0; o < options.size(); o++) {
            positions.add(Arrays.stream(options.get(o).cells())
                    .map(cell -> position[cell])
                    .sorted()
                    .toArray());
            order[o] = o;
        }
        Arrays.sort(
                order,
                Comparator.comparingInt((Integer o) -> positions.get(o)[0])
                        .thenComparing((Integer o) -> options.get(o).uses(), Arrays::compare));
        int size = options.size();
        this.optionsAt = new int[cells + 1];
        this.skip = new int[size];
        this.firstWord = new int[size];
        this.maskAt = new int[size + 1];
        this.useAt = new int[size + 1];
        this.one = new long[size];
        this.around = new long[size];
        List<Long> maskWords = new ArrayList<>();
        List<int[]> uses = new ArrayList<>();
        for (int o = 0; o < size; o++) {
            int[] at = positions.get(order[o]);
            int from = at[0] / 64;
            long[] mask = new long[at[at.length - 1] / 64 - from + 1];
            for (int p : at) {
                mask[p / 64 - from] |= 1L << (p % 64);
                around[o] |= regions.prunes() ? regions.neighbours()[p] : 0;
            }
            firstWord[o] = from;
            maskAt[o] = maskWords.size();
            for (long word : mask) {
                maskWords.add(word);
            }
            one[o] = words == 1 ? mask[0] : 0;
            around[o] &= ~one[o];
            useAt[o] = uses.size();
            int[] used = options.get(order[o]).uses();
            for (int piece = 0; piece < used.length; piece++) {
                if (used[piece] > 0) {
                    uses.add(new int[] {piece, used[piece]});
                }
            }
        }
        maskAt[size] = maskWords.size();
        useAt[size] = uses.size();
        int o = 0;
        for (int p = 0; p <= cells; p++) {
            optionsAt[p] = o;
            while (o < size && positions.get(order[o])[0] == p) {
                o++;
            }
        }
        for (int k = size - 1; k >= 0; k--) {
            boolean same = k + 1 < size
                    && positions.get(order[k + 1])[0] == positions.get(order[k])[0]
                    && Arrays.equals(
                            options.get(order[k + 1]).uses(),
                            options.get(order[k]).uses());
            skip[k] = same ? skip[k + 1] : k + 1;
        }
        this.masks = maskWords.stream().mapToLong(Long::longValue).toArray();
        this.usePiece = uses.stream().mapToInt(use -> use[0]).toArray();
        this.useCount = uses.stream().mapToInt(use -> use[1]).toArray();
    }

    /** Every cover, within {@code budget} options placed. */
    Counted count(long budget) {
        return countWith(new Option(new int[0], new int[counts.length]), budget);
    }

    /**
     * The covers that hold {@code fixed} (an option of this count or not), within {@code budget} options placed: the
     * search starts with it placed. None where it uses a piece more often than the piece's count.
     */
    Counted countWith(Option fixed, long budget) {
        this.filled = new long[words];
        this.left = counts.clone();
        this.budget = budget;
        this.nodes = 0;
        this.solutions = 0;
        for (int piece = 0; piece < counts.length; piece++) {
            left[piece] -= fixed.uses()[piece];
            if (left[piece] < 0) {
                return new Counted(0, 0);
            }
        }
        for (int cell : fixed.cells()) {
            filled[position[cell] / 64] |= 1L << (position[cell] % 64);
        }
        boolean finished = words == 1 ? searchOneWord(filled[0]) : search(0);
        return new Counted(finished ? solutions : -1, nodes);
    }

    /**
     * Each cell's position in the order the count fills the cells: by coordinates, the axis of the greatest extent
     * compared first, ties kept in axis order.
     */
    static int[] fillOrder(CoverStatement statement) {
        List<ImmutableIntArray> cells = statement.cells();
        int axes = cells.isEmpty() ? 0 : cells.get(0).length();
        int[] extent = new int[axes];
        for (int axis = 0; axis < axes; axis++) {
            int a = axis;
            extent[axis] = cells.stream().mapToInt(cell -> cell.get(a)).max().orElse(0)
                    - cells.stream().mapToInt(cell -> cell.get(a)).min().orElse(0);
        }
        Integer[] byExtent = IntStream.range(0, axes).boxed().toArray(Integer[]::new);
        Arrays.sort(byExtent, Comparator.comparingInt((Integer axis) -> -extent[axis]));
        Integer[] ordered = IntStream.range(0, cells.size()).boxed().toArray(Integer[]::new);
        Arrays.sort(ordered, (x, y) -> {
            for (int axis : byExtent) {
                int compared =
                        Integer.compare(cells.get(x).get(axis), cells.get(y).get(axis));
                if (compared != 0) {
                    return compared;
                }
            }
            return Integer.compare(x, y);
        });
        int[] position = new int[cells.size()];
        for (int rank = 0; rank < ordered.length; rank++) {
            position[ordered[rank]] = rank;
        }
        return position;
    }

    /** The search on a board of at most 64 cells, {@code board} its filled ones; false when the budget ran out. */
    private boolean searchOneWord(long board) {
        if (board == full[0]) {
            solutions += allUsed() ? 1 : 0;
            return true;
        }
        int first = Long.numberOfTrailingZeros(~board);
        int option = optionsAt[first];
        int end = optionsAt[first + 1];
        while (option < end) {
            if (!available(option)) {
                option = skip[option];
                continue;
            }
            if ((board & one[option]) == 0) {
                if (++nodes > budget) {
                    return false;
                }
                long after = board | one[option];
                if (!regions.prunes() || regions.fillable(after, around[option] & ~after, full[0])) {
                    take(option, 1);
                    boolean going = searchOneWord(after);
                    take(option, -1);
                    if (!going) {
                        return false;
                    }
                }
            }
            option++;
        }
        return true;
    }

    /** The search on a larger board, {@link #filled} its filled cells, none before word {@code from} empty. */
    private boolean search(int from) {
        int word = from;
        while (word < words && filled[word] == full[word]) {
            word++;
        }
        if (word == words) {
            solutions += allUsed() ? 1 : 0;
            return true;
        }
        int first = word * 64 + Long.numberOfTrailingZeros(~filled[word]);
        int option = optionsAt[first];
        int end = optionsAt[first + 1];
        while (option < end) {
            if (!available(option)) {
                option = skip[option];
                continue;
            }
            if (empty(option)) {
                if (++nodes > budget) {
                    return false;
                }
                place(option, 1);
                boolean going = search(word);
                place(option, -1);
                if (!going) {
                    return false;
                }
            }
            option++;
        }
        return true;
    }

    /** Whether every piece is used its count of times: a full board may be covered by other pieces than the set's. */
    private boolean allUsed() {
        for (int count : left) {
            if (count != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether the pieces the option uses are left. */
    private boolean available(int option) {
        for (int use = useAt[option]; use < useAt[option + 1]; use++) {
            if (left[usePiece[use]] < useCount[use]) {
                return false;
            }
        }
        return true;
    }

    /** Takes the option's pieces ({@code sign} 1) or gives them back (-1). */
    private void take(int option, int sign) {
        for (int use = useAt[option]; use < useAt[option + 1]; use++) {
            left[usePiece[use]] -= sign * useCount[use];
        }
    }

    private boolean empty(int option) {
        int first = firstWord[option] - maskAt[option];
        for (int k = maskAt[option]; k < maskAt[option + 1]; k++) {
            if ((filled[first + k] & masks[k]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Places the option ({@code sign} 1) or takes it back (-1). */
    private void place(int option, int sign) {
        take(option, sign);
        int first = firstWord[option] - maskAt[option];
        for (int k = maskAt[option]; k < maskAt[option + 1]; k++) {
            filled[first + k] ^= masks[k];
        }
    }

    /**
     * The empty regions of a board of at most 64 cells, joined through the cells' neighbours. Every placement joins
     * its cells through them (or regions are not looked at), so a region is filled by whole placements and its size is
     * a sum of the pieces' sizes: at least the least of them, and a multiple of their greatest common divisor. A region
     * next to the option just placed is measured up to {@link #LOOK} cells; a larger one is let be, as almost every
     * large one can be filled.
     *
     * @param neighbours each position's neighbours as a mask of positions; empty when regions are not looked at
     */
    record Regions(long[] neighbours, int divisor, int least) {

        static final int LOOK = 24;

        static Regions of(CoverStatement statement, int[] position) {
            int cells = statement.cells().size();
            int divisor = 0;
            int least = Integer.MAX_VALUE;
            for (CoverStatement.Piece piece : statement.pieces()) {
                for (ImmutableIntArray placement : piece.placements()) {
                    divisor = gcd(divisor, placement.length());
                    least = Math.min(least, placement.length());
                }
            }
            if (cells > 64 || divisor == 0 || !joined(statement)) {
                return new Regions(new long[0], 1, 0);
            }
            long[] neighbours = new long[cells];
            for (int cell = 0; cell < cells; cell++) {
                ImmutableIntArray next = statement.neighbours().get(cell);
                for (int k = 0; k < next.length(); k++) {
                    neighbours[position[cell]] |= 1L << position[next.get(k)];
                }
            }
            return new Regions(neighbours, divisor, least);
        }

        boolean prunes() {
            return neighbours.length > 0;
        }

        /** Whether each region of the empty cells that meets {@code seeds} may be filled, as far as its size says. */
        boolean fillable(long board, long seeds, long full) {
            long empty = full & ~board;
            long left = seeds & empty;
            while (left != 0) {
                long region = Long.lowestOneBit(left);
                long frontier = region;
                int size = 1;
                while (frontier != 0 && size <= LOOK) {
                    long next = 0;
                    for (long bits = frontier; bits != 0; bits &= bits - 1) {
                        next |= neighbours[Long.numberOfTrailingZeros(bits)];
                    }
                    frontier = next & empty & ~region;
                    region |= frontier;
                    size = Long.bitCount(region);
                }
                if (size <= LOOK && (size < least || size % divisor != 0)) {
                    return false;
                }
                left &= ~region;
            }
            return true;
        }

        /** Whether every placement of the statement joins its cells through the neighbours. */
        private static boolean joined(CoverStatement statement) {
            for (CoverStatement.Piece piece : statement.pieces()) {
                for (ImmutableIntArray placement : piece.placements()) {
                    Set<Integer> cells = new HashSet<>(placement.asList());
                    Set<Integer> reached = new HashSet<>(List.of(placement.get(0)));
                    Deque<Integer> frontier = new ArrayDeque<>(reached);
                    while (!frontier.isEmpty()) {
                        ImmutableIntArray next = statement.neighbours().get(frontier.poll());
                        for (int k = 0; k < next.length(); k++) {
                            if (cells.contains(next.get(k)) && reached.add(next.get(k))) {
                                frontier.add(next.get(k));
                            }
                        }
                    }
                    if (reached.size() != cells.size()) {
                        return false;
                    }
                }
            }
            return true;
        }

        private static int gcd(int a, int b) {
            return b == 0 ? a : gcd(b, a % b);
        }
    }
}
