package org.orbits.puzzle.ngon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The last-corners propagator alone, against every completion of a partly labelled small polygon found by
 * brute force and checked by the rules: with the center fixed and the combinations within its budget, it
 * keeps on each open corner exactly the labels some completion puts there, and fails exactly when there is
 * none.
 */
@Timeout(120)
class LastCornersTest {

    private static final int UNLIMITED = Integer.MAX_VALUE;

    @Test
    void keepsOnEachOpenCornerExactlyTheLabelsOfTheCompletions() {
        Random random = new Random(31);
        int withCompletions = 0;
        int withoutCompletions = 0;
        int narrowed = 0;
        for (int trial = 0; trial < 150; trial++) {
            int corners = 3 + random.nextInt(3);
            NgonGeometry geometry = new NgonGeometry(corners);
            List<Integer> sums = NgonFamily.possibleSums(corners).boxed().toList();
            int lineSum = sums.get(random.nextInt(sums.size()));
            int[] partial = partialLabelling(geometry, lineSum, random);

            List<int[]> completions = completions(geometry, lineSum, partial);
            Model model = new Model();
            IntVar[] labels = model.intVarArray("dot", geometry.dots(), 1, geometry.dots());
            for (int dot = 0; dot < partial.length; dot++) {
                if (partial[dot] != 0) {
                    model.arithm(labels[dot], "=", partial[dot]).post();
                }
            }
            new Constraint("last corners", new LastCorners(geometry, labels, lineSum, UNLIMITED)).post();
            boolean failed = propagateFails(model);
            assertEquals(completions.isEmpty(), failed, "fails exactly when no completion exists");
            if (failed) {
                withoutCompletions++;
                continue;
            }
            withCompletions++;
            for (int i = 0; i < corners; i++) {
                int dot = geometry.corner(i);
                Set<Integer> used = new TreeSet<>();
                completions.forEach(completion -> used.add(completion[dot]));
                assertEquals(used, domain(labels[dot]), "the labels left on corner v" + i);
                if (partial[dot] == 0 && used.size() < geometry.dots()) {
                    narrowed++;
                }
            }
        }
        assertTrue(withCompletions > 30, "enough partial labellings with completions: " + withCompletions);
        assertTrue(withoutCompletions > 10, "enough partial labellings without: " + withoutCompletions);
        assertTrue(narrowed > 30, "enough open corners narrowed: " + narrowed);
    }

    @Test
    void waitsForTheCenter() {
        NgonGeometry geometry = new NgonGeometry(3);
        Model model = new Model();
        IntVar[] labels = model.intVarArray("dot", geometry.dots(), 1, geometry.dots());
        new Constraint("last corners", new LastCorners(geometry, labels, 14, UNLIMITED)).post();
        model.arithm(labels[geometry.corner(0)], "=", 1).post();
        assertFalse(propagateFails(model));
        assertEquals(geometry.dots(), labels[geometry.corner(1)].getDomainSize());
    }

    @Test
    void waitsWhileTheOpenCornersLeaveMoreCombinationsThanItsBudget() {
        NgonGeometry geometry = new NgonGeometry(4);
        // With the center 1 and the sum 16, twelve labels fit each corner with its spoke midpoint.
        IntVar waiting = cornerAfterPropagation(geometry, 16, 11);
        assertEquals(geometry.dots(), waiting.getDomainSize());
        IntVar tried = cornerAfterPropagation(geometry, 16, 12 * 12 * 12 * 12);
        assertFalse(tried.contains(1), "the center's label");
    }

    private static IntVar cornerAfterPropagation(NgonGeometry geometry, int lineSum, int budget) {
        Model model = new Model();
        IntVar[] labels = model.intVarArray("dot", geometry.dots(), 1, geometry.dots());
        model.arithm(labels[geometry.center()], "=", 1).post();
        new Constraint("last corners", new LastCorners(geometry, labels, lineSum, budget)).post();
        assertFalse(propagateFails(model));
        return labels[geometry.corner(2)];
    }

    /** The center always, and some other dots, labelled from a solution or at random (0 for an open dot). */
    private static int[] partialLabelling(NgonGeometry geometry, int lineSum, Random random) {
        var definition = NgonDefinitionModel.build(geometry, lineSum);
        List<int[]> solutions = new ArrayList<>();
        while (definition.model().getSolver().solve()) {
            solutions.add(
                    Arrays.stream(definition.cells()).mapToInt(IntVar::getValue).toArray());
        }
        int[] source = solutions.isEmpty() || random.nextInt(3) == 0
                ? random.ints(1, geometry.dots() + 1)
                        .distinct()
                        .limit(geometry.dots())
                        .toArray()
                : solutions.get(random.nextInt(solutions.size()));
        int[] partial = new int[geometry.dots()];
        partial[geometry.center()] = source[geometry.center()];
        for (int dot = 1; dot < geometry.dots(); dot++) {
            if (random.nextInt(3) == 0) {
                partial[dot] = source[dot];
            }
        }
        return partial;
    }

    /**
     * Every labelling that agrees with {@code partial} (0 for an open dot) and passes the checker: the
     * corners tried in turn, and every other dot read off its line.
     */
    private static List<int[]> completions(NgonGeometry geometry, int lineSum, int[] partial) {
        List<int[]> found = new ArrayList<>();
        int n = geometry.corners();
        int[] corners = new int[n];
        for (int center = 1; center <= geometry.dots(); center++) {
            if (partial[geometry.center()] == 0 || partial[geometry.center()] == center) {
                everyCorner(geometry, lineSum, partial, center, corners, 0, found);
            }
        }
        return found;
    }

    private static void everyCorner(
            NgonGeometry geometry, int lineSum, int[] partial, int center, int[] corners, int i, List<int[]> found) {
        int n = geometry.corners();
        if (i == n) {
            int[] labels = new int[geometry.dots()];
            labels[geometry.center()] = center;
            for (int k = 0; k < n; k++) {
                labels[geometry.corner(k)] = corners[k];
                labels[geometry.spokeMidpoint(k)] = lineSum - center - corners[k];
                labels[geometry.edgeMidpoint(k)] = lineSum - corners[k] - corners[geometry.around(k + 1)];
            }
            for (int dot = 0; dot < labels.length; dot++) {
                if (partial[dot] != 0 && partial[dot] != labels[dot]) {
                    return;
                }
            }
            if (NgonChecker.violation(geometry, lineSum, labels).isEmpty()) {
                found.add(labels);
            }
            return;
        }
        int corner = partial[geometry.corner(i)];
        int midpoint = partial[geometry.spokeMidpoint(i)];
        for (int label = 1; label <= geometry.dots(); label++) {
            if ((corner == 0 || corner == label) && (midpoint == 0 || midpoint == lineSum - center - label)) {
                corners[i] = label;
                everyCorner(geometry, lineSum, partial, center, corners, i + 1, found);
            }
        }
    }

    private static boolean propagateFails(Model model) {
        try {
            model.getSolver().propagate();
            return false;
        } catch (ContradictionException contradiction) {
            return true;
        }
    }

    private static Set<Integer> domain(IntVar variable) {
        Set<Integer> values = new TreeSet<>();
        for (int v = variable.getLB(); v <= variable.getUB(); v = variable.nextValue(v)) {
            values.add(v);
        }
        return values;
    }
}
