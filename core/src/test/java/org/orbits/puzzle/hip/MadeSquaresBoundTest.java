package org.orbits.puzzle.hip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;

/**
 * The made-squares propagator, alone, against every completion of a partly coloured board: it never removes a
 * colour that some completion within the objective's upper bound uses, it fails only when no completion is
 * within it, and its lower bound never exceeds the fewest squares any completion makes.
 */
class MadeSquaresBoundTest {

    private static final HipGeometry BOARD = HipGeometry.square(4);

    /** A partial colouring: -1 for an open point. */
    private static int[] partial(Random random, int coloured) {
        int[] colours = new int[BOARD.points()];
        java.util.Arrays.fill(colours, -1);
        for (int k = 0; k < coloured; ) {
            int point = random.nextInt(colours.length);
            if (colours[point] == -1) {
                colours[point] = random.nextInt(2);
                k++;
            }
        }
        return colours;
    }

    /** Every completion of {@code partial}, each with its made squares counted by the rules. */
    private static List<int[]> completions(int[] partial) {
        List<Integer> open = new ArrayList<>();
        for (int point = 0; point < partial.length; point++) {
            if (partial[point] == -1) {
                open.add(point);
            }
        }
        List<int[]> all = new ArrayList<>();
        for (int code = 0; code < 1 << open.size(); code++) {
            int[] colours = partial.clone();
            for (int k = 0; k < open.size(); k++) {
                colours[open.get(k)] = code >> k & 1;
            }
            all.add(colours);
        }
        return all;
    }

    private record Propagated(boolean failed, IntVar[] colours, IntVar madeSquares) {}

    private static Propagated propagate(int[] partial, int upperBound) {
        Model model = new Model();
        IntVar[] colours = new IntVar[partial.length];
        for (int point = 0; point < partial.length; point++) {
            colours[point] = partial[point] == -1
                    ? model.intVar("p" + point, 0, 1)
                    : model.intVar("p" + point, partial[point], partial[point]);
        }
        IntVar madeSquares = model.intVar("made", 0, upperBound);
        new Constraint("made", new MadeSquaresBound(colours, madeSquares, BOARD.squares())).post();
        try {
            model.getSolver().propagate();
            return new Propagated(false, colours, madeSquares);
        } catch (ContradictionException contradiction) {
            return new Propagated(true, colours, madeSquares);
        }
    }

    @Test
    void itKeepsEveryColourAndNoMoreThanTheBoundOfSomeCompletionWithinTheUpperBound() {
        Random random = new Random(14);
        int checked = 0;
        int pruned = 0;
        for (int trial = 0; trial < 400; trial++) {
            int[] partial = partial(random, 4 + random.nextInt(9));
            int upperBound = random.nextInt(6);
            List<int[]> within = completions(partial).stream()
                    .filter(c -> HipChecker.madeSquares(BOARD, c) <= upperBound)
                    .toList();
            Propagated propagated = propagate(partial, upperBound);
            assertEquals(within.isEmpty(), propagated.failed(), "fails exactly when no completion is within the bound");
            if (propagated.failed()) {
                continue;
            }
            int fewest = within.stream()
                    .mapToInt(c -> HipChecker.madeSquares(BOARD, c))
                    .min()
                    .orElseThrow();
            assertTrue(propagated.madeSquares().getLB() <= fewest, "lower bound above the fewest squares made");
            for (int[] completion : within) {
                for (int point = 0; point < completion.length; point++) {
                    assertTrue(
                            propagated.colours()[point].contains(completion[point]),
                            "removed a colour that a completion within the bound uses");
                }
            }
            for (int point = 0; point < partial.length; point++) {
                pruned += partial[point] == -1 && propagated.colours()[point].isInstantiated() ? 1 : 0;
            }
            checked++;
        }
        assertTrue(checked > 100, "enough boards survive to test the pruning: " + checked);
        assertTrue(pruned > 0, "the propagator colours some open point");
    }

    @Test
    void onAFullyColouredBoardBothBoundsMeetAtTheSquaresMade() {
        Random random = new Random(3);
        for (int trial = 0; trial < 50; trial++) {
            int[] colouring = partial(random, BOARD.points());
            Propagated propagated = propagate(colouring, BOARD.squares().size());
            assertTrue(propagated.madeSquares().isInstantiated());
            assertEquals(
                    HipChecker.madeSquares(BOARD, colouring),
                    propagated.madeSquares().getValue());
        }
    }
}
