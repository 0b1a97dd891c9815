package org.orbits.puzzle.ngon;

import java.util.Optional;
import java.util.stream.IntStream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.DefinitionModel;

/**
 * The n-gon as docs/puzzles.md#n-gon states it: the dots hold {@code 1..3n+1}, each once, and every spoke and every
 * edge sums to the line sum. Nothing else: not the kind sums of {@link NgonModel}, nor its line tables.
 */
final class NgonDefinitionModel {

    private NgonDefinitionModel() {}

    static DefinitionModel build(NgonGeometry geometry, int lineSum) {
        Model model = new Model("ngon definition n=" + geometry.corners() + " sum=" + lineSum);
        IntVar[] labels = geometry.dotNames().stream()
                .map(name -> model.intVar(name, 1, geometry.dots()))
                .toArray(IntVar[]::new);
        model.allDifferent(labels).post();
        for (int i = 0; i < geometry.corners(); i++) {
            for (int[] line : new int[][] {geometry.spoke(i), geometry.edge(i)}) {
                IntVar[] dots = IntStream.of(line).mapToObj(dot -> labels[dot]).toArray(IntVar[]::new);
                model.sum(dots, "=", lineSum).post();
            }
        }
        return new DefinitionModel(model, labels, Optional.empty());
    }
}
