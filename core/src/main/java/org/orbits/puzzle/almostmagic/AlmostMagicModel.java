package org.orbits.puzzle.almostmagic;

import com.google.common.math.IntMath;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleModel;

/**
 * Almost Magic as a Choco model. Each region has a base sum {@code s} and each of its 8 lines sums to
 * {@code s + e} with an excess {@code e} in {@code 0..spread}, so the line sums differ by at most the spread.
 *
 * <p>The line equations are linear in the cells, the bases and the excesses, and they leave only four
 * degrees of freedom besides the excesses: fixing the four centres fixes every cell up to the excesses. Bound
 * propagation around the cycle of regions A-B-D-C cannot see that, so the model also posts the equations
 * reduced by {@link LinearElimination}: every other cell, every base and the objective written directly in
 * the centres and the free excesses. The search then branches on the centres, then the excesses; the cells
 * follow.
 *
 * <p>The domain: the cells of a grid are distinct and positive, so each is at most its total minus
 * {@code 1 + ... + 27}. The model caps the objective at {@code 1 + ... + 27 + maxValue}, which caps every cell
 * at {@code maxValue}; it therefore holds exactly the grids whose objective is within the cap.
 */
final class AlmostMagicModel {

    private static final int LINES = 8;

    private AlmostMagicModel() {}

    static PuzzleModel build(
            AlmostMagicGeometry geometry,
            AlmostMagicObjective objective,
            int spread,
            int maxValue,
            ModelOptions options) {
        Model model = new Model("almostmagic objective=" + objective.word() + " spread=" + spread);
        int cellCount = geometry.cells();
        int regions = geometry.regions();
        int smallestOthers = (cellCount - 1) * cellCount / 2;
        int cap = smallestOthers + maxValue;
        IntVar[] cells = geometry.cellNames().stream()
                .map(name -> model.intVar(name, 1, maxValue))
                .toArray(IntVar[]::new);
        model.allDifferent(cells, options.word(ModelOptionSpec.ALL_DIFFERENT)).post();

        Tuples excessPatterns = excessPatterns(spread);
        IntVar[] bases = new IntVar[regions];
        IntVar[][] excess = new IntVar[regions][];
        for (int k = 0; k < regions; k++) {
            char name = AlmostMagicGeometry.REGION_NAMES.charAt(k);
            bases[k] = model.intVar("base" + name, 3, 3 * maxValue);
            int[][] lines = geometry.lines(k);
            excess[k] = new IntVar[lines.length];
            for (int l = 0; l < lines.length; l++) {
                excess[k][l] = model.intVar("excess" + name + l, 0, spread);
                IntVar[] terms = {cells[lines[l][0]], cells[lines[l][1]], cells[lines[l][2]], bases[k], excess[k][l]};
                model.scalar(terms, new int[] {1, 1, 1, -1, -1}, "=", 0).post();
            }
            model.table(excess[k], excessPatterns, "CT+").post();
        }
        IntVar cellSum = model.intVar("cellSum", smallestOthers + cellCount, cap);
        model.sum(cells, "=", cellSum).post();
        int[] multiplicity =
                IntStream.range(0, cellCount).map(geometry::multiplicity).toArray();
        int sharedCells = Arrays.stream(multiplicity).sum() - cellCount;
        IntVar regionSum = model.intVar("regionSum", smallestOthers + cellCount, cap + sharedCells * maxValue);
        model.scalar(cells, multiplicity, "=", regionSum).post();
        IntVar objectiveVariable = objective == AlmostMagicObjective.CELLS ? cellSum : regionSum;
        model.arithm(objectiveVariable, "<=", cap).post();
        model.arithm(cellSum, "<=", regionSum).post();
        // Every other cell holds a distinct positive number, so together they hold at least 1 + ... + 27.
        for (IntVar cell : cells) {
            model.arithm(cell, "<=", cellSum, "-", smallestOthers).post();
        }

        List<IntVar> unknowns = new ArrayList<>(Arrays.asList(cells));
        unknowns.addAll(Arrays.asList(bases));
        Arrays.stream(excess).forEach(e -> unknowns.addAll(Arrays.asList(e)));
        unknowns.add(cellSum);
        unknowns.add(regionSum);
        List<IntVar> freeExcess =
                postReduced(model, geometry, unknowns, bases, excess, cellSum, regionSum, cells, multiplicity);

        IntVar[] centres = IntStream.range(0, regions)
                .map(geometry::centre)
                .mapToObj(c -> cells[c])
                .toArray(IntVar[]::new);
        // Choco's sequencer is declared with a raw return type; every strategy it joins here is over IntVar.
        @SuppressWarnings("unchecked")
        AbstractStrategy<IntVar> search = Search.sequencer(
                Search.minDomLBSearch(centres),
                Search.minDomLBSearch(cells),
                Search.inputOrderLBSearch(freeExcess.toArray(IntVar[]::new)));
        return new PuzzleModel(
                model,
                cells,
                cells,
                search,
                Optional.of(new PuzzleModel.ObjectiveVariable(objectiveVariable, Objective.Sense.MINIMISE)));
    }

    /**
     * Posts the line equations and both objective sums reduced so that each non-centre cell, each base, each
     * dependent excess and each objective sum is written in the centres and the remaining excesses; returns
     * those remaining (free) excesses.
     */
    private static List<IntVar> postReduced(
            Model model,
            AlmostMagicGeometry geometry,
            List<IntVar> unknowns,
            IntVar[] bases,
            IntVar[][] excess,
            IntVar cellSum,
            IntVar regionSum,
            IntVar[] cells,
            int[] multiplicity) {
        int n = unknowns.size();
        List<long[]> equations = new ArrayList<>();
        for (int k = 0; k < geometry.regions(); k++) {
            int[][] lines = geometry.lines(k);
            for (int l = 0; l < lines.length; l++) {
                long[] equation = new long[n];
                for (int cell : lines[l]) {
                    equation[cell]++;
                }
                equation[unknowns.indexOf(bases[k])] = -1;
                equation[unknowns.indexOf(excess[k][l])] = -1;
                equations.add(equation);
            }
        }
        long[] cellTotal = new long[n];
        long[] regionTotal = new long[n];
        for (int cell = 0; cell < cells.length; cell++) {
            cellTotal[cell] = 1;
            regionTotal[cell] = multiplicity[cell];
        }
        cellTotal[unknowns.indexOf(cellSum)] = -1;
        regionTotal[unknowns.indexOf(regionSum)] = -1;
        equations.add(cellTotal);
        equations.add(regionTotal);

        List<Integer> centres = IntStream.range(0, geometry.regions())
                .map(geometry::centre)
                .boxed()
                .toList();
        Set<IntVar> excesses = Arrays.stream(excess).flatMap(Arrays::stream).collect(Collectors.toSet());
        // Pivot on everything but the centres, excesses last: the centres stay free, and so do the excesses
        // the equations leave undetermined.
        List<Integer> order = new ArrayList<>();
        for (int u = 0; u < n; u++) {
            if (!centres.contains(u) && !excesses.contains(unknowns.get(u))) {
                order.add(u);
            }
        }
        for (int u = 0; u < n; u++) {
            if (excesses.contains(unknowns.get(u))) {
                order.add(u);
            }
        }
        List<LinearElimination.Row> rows = LinearElimination.reduce(
                equations, order.stream().mapToInt(i -> i).toArray());
        Set<IntVar> pivots = new HashSet<>();
        for (LinearElimination.Row row : rows) {
            pivots.add(unknowns.get(row.pivot()));
            List<IntVar> terms = new ArrayList<>();
            List<Integer> coefficients = new ArrayList<>();
            long[] c = row.coefficients();
            for (int u = 0; u < n; u++) {
                if (c[u] != 0) {
                    terms.add(unknowns.get(u));
                    coefficients.add(Math.toIntExact(c[u]));
                }
            }
            model.scalar(
                            terms.toArray(IntVar[]::new),
                            coefficients.stream().mapToInt(i -> i).toArray(),
                            "=",
                            0)
                    .post();
        }
        for (int u = 0; u < n; u++) {
            if (!centres.contains(u) && !excesses.contains(unknowns.get(u)) && !pivots.contains(unknowns.get(u))) {
                throw new IllegalStateException(unknowns.get(u).getName() + " is not determined by the centres");
            }
        }
        List<IntVar> free = new ArrayList<>();
        for (IntVar[] regionExcess : excess) {
            for (IntVar e : regionExcess) {
                if (!pivots.contains(e)) {
                    free.add(e);
                }
            }
        }
        return free;
    }

    /**
     * The excesses a region's 8 lines can have: each in {@code 0..spread}, at least one 0 (the base is the
     * least line sum), and as much on the rows as on the columns, since both add up to the region's total.
     */
    static Tuples excessPatterns(int spread) {
        Tuples patterns = new Tuples(true);
        int[] excess = new int[LINES];
        int combinations = IntMath.checkedPow(spread + 1, LINES);
        for (int code = 0; code < combinations; code++) {
            int rest = code;
            int least = Integer.MAX_VALUE;
            for (int l = 0; l < LINES; l++) {
                excess[l] = rest % (spread + 1);
                rest /= spread + 1;
                least = Math.min(least, excess[l]);
            }
            if (least == 0 && excess[0] + excess[1] + excess[2] == excess[3] + excess[4] + excess[5]) {
                patterns.add(excess.clone());
            }
        }
        return patterns;
    }
}
