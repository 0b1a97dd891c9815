package org.orbits.puzzle.hip;

import java.util.SplittableRandom;

/**
 * A colouring with few made squares, found by simulated annealing before the search starts: its count is the
 * first bound the branch and bound must beat or equal, so the search prunes from its first node instead of
 * working its way down from the poor colourings it meets first (on the balanced 8 x 8 board the search's own
 * first colourings make 15 squares or more, and a non-strict bound at 12 kept it there for millions of nodes;
 * the annealing finds 9, one more than the minimum, and on 7 x 7 the minimum, 3). A move swaps the colours of two points of
 * different colours, so the balanced split is kept; with any split a move may also recolour one point. Each
 * move costs the squares through the points it changes. Deterministic: the random numbers start from a fixed
 * seed, and the effort is a fixed number of moves, so a run gives the same colouring on every machine. The
 * colouring proves nothing; the search finds the minimum, and every colouring it keeps, itself.
 */
final class FewSquaresAnnealing {

    /** Moves per round for each point of the board: on 8 x 8, 64,000 a round, 384,000 in all (about 0.1 s). */
    private static final int MOVES_PER_POINT = 1_000;

    private static final int ROUNDS = 6;
    private static final double HOT = 2.0;
    private static final double COLD = 0.05;
    private static final long SEED = 20_261_124L;

    private final HipGeometry geometry;
    private final boolean balanced;
    private final int[][] squares;
    private final int[][] squaresThrough;
    private final int[] colours;
    private final SplittableRandom random = new SplittableRandom(SEED);

    private FewSquaresAnnealing(HipGeometry geometry, boolean balanced) {
        this.geometry = geometry;
        this.balanced = balanced;
        this.squares = geometry.squares().toArray(int[][]::new);
        this.squaresThrough = geometry.squaresThrough();
        this.colours = new int[geometry.points()];
    }

    /** The colouring with the fewest made squares met in every round, of the split asked for. */
    static int[] colouring(HipGeometry geometry, boolean balanced) {
        return new FewSquaresAnnealing(geometry, balanced).search();
    }

    private int[] search() {
        int[] best = null;
        int bestMade = Integer.MAX_VALUE;
        int moves = MOVES_PER_POINT * colours.length;
        for (int round = 0; round < ROUNDS && bestMade > 0; round++) {
            start();
            int made = HipChecker.madeSquares(geometry, colours);
            if (made < bestMade) {
                bestMade = made;
                best = colours.clone();
            }
            for (int move = 0; move < moves && bestMade > 0; move++) {
                double temperature = HOT * Math.pow(COLD / HOT, (double) move / moves);
                int first = random.nextInt(colours.length);
                int second = balanced || random.nextBoolean() ? partner(first) : -1;
                int change = change(first);
                colours[first] = 1 - colours[first];
                if (second >= 0) {
                    change += change(second);
                }
                if (change <= 0 || random.nextDouble() < Math.exp(-change / temperature)) {
                    if (second >= 0) {
                        colours[second] = 1 - colours[second];
                    }
                    made += change;
                    if (made < bestMade) {
                        bestMade = made;
                        best = colours.clone();
                    }
                } else {
                    colours[first] = 1 - colours[first];
                }
            }
        }
        return best;
    }

    /** A random start with the split's number of points of colour 1 (half, rounded up, when balanced). */
    private void start() {
        int ones = balanced ? HipChecker.playerOnePoints(geometry) : random.nextInt(colours.length + 1);
        for (int point = 0; point < colours.length; point++) {
            colours[point] = point < ones ? 1 : 0;
        }
        for (int point = colours.length - 1; point > 0; point--) {
            int other = random.nextInt(point + 1);
            int kept = colours[point];
            colours[point] = colours[other];
            colours[other] = kept;
        }
    }

    /** A random point of the other colour than {@code point}'s, or -1 when none is met in a few draws. */
    private int partner(int point) {
        for (int draw = 0; draw < 4 * colours.length; draw++) {
            int other = random.nextInt(colours.length);
            if (colours[other] != colours[point]) {
                return other;
            }
        }
        return -1;
    }

    /**
     * How many more squares recolouring {@code point} would make (fewer when negative): a square through it is
     * made now when its three other corners have the point's colour, and would be when they have the other.
     */
    private int change(int point) {
        int colour = colours[point];
        int change = 0;
        for (int square : squaresThrough[point]) {
            int[] corners = squares[square];
            int others = 0;
            int counted = 0;
            for (int corner : corners) {
                if (corner != point) {
                    others += colours[corner];
                    counted++;
                }
            }
            if (others == 0) {
                // All three others have colour 0.
                change += colour == 0 ? -1 : 1;
            } else if (others == counted) {
                change += colour == 1 ? -1 : 1;
            }
        }
        return change;
    }
}
