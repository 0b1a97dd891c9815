package org.orbits.puzzle.ngon;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.PuzzleModel;

/**
 * The n-gon model's implied kind sums, with the rest of the model, against every completion of a partly
 * labelled polygon checked by the rules: propagation never removes a label that some completion uses, nor
 * fails while there is one.
 */
@Timeout(120)
class NgonImpliedConstraintsTest {

    /** Every labelling that agrees with {@code partial} (0 for an open dot) and passes the checker. */
    private static List<int[]> completions(NgonGeometry geometry, int lineSum, int[] partial) {
        List<Integer> openDots = new ArrayList<>();
        boolean[] used = new boolean[geometry.dots() + 1];
        for (int dot = 0; dot < partial.length; dot++) {
            if (partial[dot] == 0) {
                openDots.add(dot);
            } else {
                used[partial[dot]] = true;
            }
        }
        List<int[]> found = new ArrayList<>();
        fill(geometry, lineSum, partial.clone(), openDots, 0, used, found);
        return found;
    }

    private static void fill(
            NgonGeometry geometry,
            int lineSum,
            int[] labels,
            List<Integer> open,
            int next,
            boolean[] used,
            List<int[]> found) {
        if (next == open.size()) {
            if (NgonChecker.violation(geometry, lineSum, labels).isEmpty()) {
                found.add(labels.clone());
            }
            return;
        }
        for (int label = 1; label <= geometry.dots(); label++) {
            if (!used[label]) {
                used[label] = true;
                labels[open.get(next)] = label;
                fill(geometry, lineSum, labels, open, next + 1, used, found);
                used[label] = false;
            }
        }
        labels[open.get(next)] = 0;
    }

    /** Every solution, found by the definition model: the rules alone, nothing of the model under test. */
    private static List<int[]> solutionsByDefinition(NgonGeometry geometry, int lineSum) {
        var definition = NgonDefinitionModel.build(geometry, lineSum);
        List<int[]> solutions = new ArrayList<>();
        while (definition.model().getSolver().solve()) {
            solutions.add(java.util.Arrays.stream(definition.cells())
                    .mapToInt(IntVar::getValue)
                    .toArray());
        }
        return solutions;
    }

    @Test
    void propagationKeepsEveryLabelOfEveryCompletion() {
        Random random = new Random(19);
        int withCompletions = 0;
        for (int trial = 0; trial < 60; trial++) {
            int corners = 4 + random.nextInt(2);
            NgonGeometry geometry = new NgonGeometry(corners);
            List<Integer> sums = NgonFamily.possibleSums(corners).boxed().toList();
            int lineSum = sums.get(random.nextInt(sums.size()));
            // Start from a solution when one exists, so that most partial labellings have completions.
            List<int[]> solutions = solutionsByDefinition(geometry, lineSum);
            int[] partial = new int[geometry.dots()];
            int openDots = 6 + random.nextInt(2);
            List<Integer> dots = new ArrayList<>();
            random.ints(0, geometry.dots())
                    .distinct()
                    .limit(geometry.dots() - openDots)
                    .forEach(dots::add);
            int[] source = solutions.isEmpty() || random.nextInt(4) == 0
                    ? random.ints(1, geometry.dots() + 1)
                            .distinct()
                            .limit(geometry.dots())
                            .toArray()
                    : solutions.get(random.nextInt(solutions.size()));
            dots.forEach(dot -> partial[dot] = source[dot]);

            List<int[]> expected = completions(geometry, lineSum, partial);
            PuzzleModel model = NgonModel.build(geometry, lineSum, ModelOptions.DEFAULTS);
            Model choco = model.model();
            IntVar[] labels = model.cells();
            dots.forEach(dot -> choco.arithm(labels[dot], "=", partial[dot]).post());
            boolean failed;
            try {
                choco.getSolver().propagate();
                failed = false;
            } catch (ContradictionException contradiction) {
                failed = true;
            }
            if (!expected.isEmpty()) {
                assertTrue(!failed, "propagation failed on a labelling that has a completion");
                for (int[] completion : expected) {
                    for (int dot = 0; dot < completion.length; dot++) {
                        assertTrue(labels[dot].contains(completion[dot]), "removed a label a completion uses");
                    }
                }
                withCompletions++;
            }
        }
        assertTrue(withCompletions > 20, "enough partial labellings with completions: " + withCompletions);
    }
}
