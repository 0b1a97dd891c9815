package org.orbits.puzzle.ngon;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.function.IntUnaryOperator;
import java.util.stream.IntStream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Settings;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.PuzzleModel;

/**
 * The n-gon as a Choco model: one variable per dot, all different, every line summing to the line sum.
 *
 * <p>Implied constraints carry the counting argument that the line propagators cannot see. Adding the n
 * spokes gives {@code nC + Σm + Σv = nS}; adding the n edges, {@code 2Σv + Σe = nS}; and the labels are
 * {@code 1..3n+1}, so {@code C + Σm + Σv + Σe = T = (3n+1)(3n+2)/2}, whence {@code (n-1)C + 2Σv = 2nS - T}.
 * Once the center is fixed, the corners' sum is fixed too, and bounds them: as a plain sum, and as a sum of
 * different values ({@link DistinctSum}), which sees much earlier that the corners left cannot make up their
 * share (it halves the search tree from {@code n = 8} on). The midpoints' sums are fixed as well, but the
 * lines tie each midpoint to its corners so closely that bounding them as well prunes nothing more at
 * {@code n = 8..10} and only costs time at each node. The search
 * fixes the center, then the corners, smallest domain first: every other dot then follows from one line;
 * once the open corners leave few combinations, {@link LastCorners} tries them all and keeps the values some
 * complete labelling uses.
 */
final class NgonModel {

    /**
     * How the labels are kept distinct: {@code standard} by an allDifferent, {@code boolean} by the seeds' 0/1
     * variables per dot and label (see {@link #postBooleanEncoding}), which replace the allDifferent.
     */
    static final ModelOptionSpec ENCODING = new ModelOptionSpec(
            "encoding",
            "how the labels are kept distinct: an allDifferent, or the seeds' 0/1 variables per dot and label",
            ImmutableList.of("standard", "boolean"),
            "standard");
    /**
     * The most combinations of the open corners' values {@link LastCorners} tries at a node. Larger budgets
     * cut the tree further but pay for it in each node: around this one the 8-, 9- and 10-gons take a fifth
     * to a quarter of the nodes, and about half the time, of the model without it. Beside it, edge tables
     * that also hold the center (so that they see the spoke midpoints their corners decide), which once
     * halved the tree, no longer pay for their size: the plain tables search as few nodes, faster.
     */
    static final int LAST_CORNERS_BUDGET = 10_000_000;

    private NgonModel() {}

    static PuzzleModel build(NgonGeometry geometry, int lineSum, ModelOptions options) {
        int n = geometry.corners();
        int dots = geometry.dots();
        // The lines are tables already; the implied sums stay arithmetic (Choco would otherwise tabulate the
        // two-term ones, at a cost per model larger than the whole search of a small instance).
        Model model =
                new Model("ngon n=" + n + " sum=" + lineSum, Settings.init().setEnableTableSubstitution(false));
        IntVar[] labels = geometry.dotNames().stream()
                .map(name -> model.intVar(name, 1, dots))
                .toArray(IntVar[]::new);
        IntVar center = labels[geometry.center()];

        if (options.word(ENCODING).equals("boolean")) {
            postBooleanEncoding(model, labels);
        } else {
            model.allDifferent(labels, options.word(ModelOptionSpec.ALL_DIFFERENT))
                    .post();
        }
        Tuples line = lineTuples(dots, lineSum);
        for (int i = 0; i < n; i++) {
            model.table(at(labels, geometry.spoke(i)), line).post();
            model.table(at(labels, geometry.edge(i)), line).post();
        }

        int total = dots * (dots + 1) / 2;
        IntVar corners = kindSum(model, "Σv", labels, n, geometry::corner);
        model.scalar(new IntVar[] {center, corners}, new int[] {n - 1, 2}, "=", 2 * n * lineSum - total)
                .post();

        new Constraint("the last corners", new LastCorners(geometry, labels, lineSum, LAST_CORNERS_BUDGET)).post();

        IntVar[] centerAndCorners = IntStream.rangeClosed(-1, n - 1)
                .mapToObj(i -> i < 0 ? center : labels[geometry.corner(i)])
                .toArray(IntVar[]::new);
        return new PuzzleModel(
                model, labels, centerAndCorners, Search.minDomLBSearch(centerAndCorners), Optional.empty());
    }

    /**
     * The seeds' 0/1 encoding: {@code x[i][v] = 1} iff dot i holds v, each dot one value and each value one
     * dot, channelled to the labels ({@code x[i][v] = 1} iff {@code label[i] = v}). It replaces the allDifferent.
     */
    private static void postBooleanEncoding(Model model, IntVar[] labels) {
        int dots = labels.length;
        BoolVar[][] holds = model.boolVarMatrix("x", dots, dots);
        for (int i = 0; i < dots; i++) {
            model.sum(holds[i], "=", 1).post();
            model.boolsIntChanneling(holds[i], labels[i], 1).post();
        }
        for (int v = 0; v < dots; v++) {
            BoolVar[] column = new BoolVar[dots];
            for (int i = 0; i < dots; i++) {
                column[i] = holds[i][v];
            }
            model.sum(column, "=", 1).post();
        }
    }

    /**
     * The triples of labels that sum to the line sum, for a table constraint per line: what Choco would
     * substitute for a three-term sum over such small domains anyway, but generated here once per model from
     * the two free terms instead of by testing every triple of values for every line.
     */
    private static Tuples lineTuples(int dots, int lineSum) {
        Tuples tuples = new Tuples(true);
        for (int first = 1; first <= dots; first++) {
            for (int second = 1; second <= dots; second++) {
                int third = lineSum - first - second;
                if (third >= 1 && third <= dots) {
                    tuples.add(first, second, third);
                }
            }
        }
        return tuples;
    }

    private static IntVar kindSum(Model model, String name, IntVar[] labels, int n, IntUnaryOperator dot) {
        IntVar[] kind =
                IntStream.range(0, n).mapToObj(i -> labels[dot.applyAsInt(i)]).toArray(IntVar[]::new);
        IntVar sum = model.intVar(name, 0, n * labels.length);
        model.sum(kind, "=", sum).post();
        new Constraint(name + " of distinct dots", new DistinctSum(kind, sum, 1, labels.length)).post();
        return sum;
    }

    private static IntVar[] at(IntVar[] labels, int[] dots) {
        return IntStream.of(dots).mapToObj(dot -> labels[dot]).toArray(IntVar[]::new);
    }
}
