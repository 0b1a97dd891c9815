package org.orbits.puzzle.almostmagic;

import java.util.Optional;
import java.util.stream.IntStream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleModel;

/**
 * Almost Magic as docs/puzzles.md#almost-magic states it: distinct positive integers (up to the instance's cap) in the
 * 28 cells, in each region the greatest of its 8 line sums at most the spread above the least, and the objective the
 * sum of the cells (or of the regions). Nothing else: not the bases and excesses of {@link AlmostMagicModel}, nor the
 * equations of {@link LinearElimination}.
 */
final class AlmostMagicDefinitionModel {

    private AlmostMagicDefinitionModel() {}

    static DefinitionModel build(
            AlmostMagicGeometry geometry, AlmostMagicObjective objective, int spread, int maxValue) {
        Model model = new Model("almostmagic definition objective=" + objective.word() + " spread=" + spread);
        IntVar[] cells = geometry.cellNames().stream()
                .map(name -> model.intVar(name, 1, maxValue))
                .toArray(IntVar[]::new);
        model.allDifferent(cells).post();
        for (int region = 0; region < geometry.regions(); region++) {
            int[][] lines = geometry.lines(region);
            IntVar[] sums = new IntVar[lines.length];
            for (int l = 0; l < lines.length; l++) {
                sums[l] = model.intVar("sum" + region + "_" + l, 3, 3 * maxValue);
                model.sum(IntStream.of(lines[l]).mapToObj(c -> cells[c]).toArray(IntVar[]::new), "=", sums[l])
                        .post();
            }
            IntVar least = model.intVar("least" + region, 3, 3 * maxValue);
            IntVar greatest = model.intVar("greatest" + region, 3, 3 * maxValue);
            model.min(least, sums).post();
            model.max(greatest, sums).post();
            model.arithm(greatest, "-", least, "<=", spread).post();
        }
        int[] weights = IntStream.range(0, cells.length)
                .map(cell -> objective == AlmostMagicObjective.CELLS ? 1 : geometry.multiplicity(cell))
                .toArray();
        int greatestTotal = IntStream.of(weights).sum() * maxValue;
        IntVar total = model.intVar("total", 0, greatestTotal);
        model.scalar(cells, weights, "=", total).post();
        return new DefinitionModel(
                model, cells, Optional.of(new PuzzleModel.ObjectiveVariable(total, Objective.Sense.MINIMISE)));
    }
}
