package org.orbits.checks;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.stream.IntStream;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.search.SearchState;
import org.orbits.puzzle.CoverStatement;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.DefinitionCount;

/**
 * The Choco model's count of an exact-cover puzzle (a tiling's definition model: a 0/1 variable per placement), split
 * as {@link CoverCount} splits its own: one piece placed once is fixed at one placement of each orbit of its
 * placements under the puzzle's group (its cells made to hold the piece), the solutions there are counted by a Choco
 * search of their own and multiplied by the orbit's size. On the Soma cube, whose Z's 72 placements fall into 2 orbits,
 * that is a few thousand nodes where every solution at once took 167,926. Every solution found passes the checker. All
 * the searches share one node budget; where it runs out there is no count.
 */
final class ChocoCoverCount {

    private ChocoCoverCount() {}

    static DefinitionCount take(PuzzleInstance puzzle, CoverStatement statement, long budget) {
        Optional<List<CoverCount.SplitAt>> split = CoverCount.splitAt(puzzle, statement);
        if (split.isEmpty()) {
            return DefinitionCount.take(puzzle, budget);
        }
        List<String> problems = new ArrayList<>();
        long nodes = 0;
        long solutions = 0;
        DefinitionModel definition = puzzle.definitionModel();
        Solver solver = definition.model().getSolver();
        for (CoverCount.SplitAt at : split.get()) {
            String piece = statement.pieces().get(at.piece()).name();
            int[] values = IntStream.rangeClosed(puzzle.minValue(), puzzle.maxValue())
                    .filter(value -> puzzle.valueName(value).equals(Optional.of(piece)))
                    .toArray();
            List<Constraint> fixing = new ArrayList<>();
            for (int cell : at.cells()) {
                fixing.add(definition.model().member(definition.cells()[cell], values));
            }
            fixing.forEach(Constraint::post);
            solver.limitNode(Math.max(1, budget - nodes));
            long found = 0;
            while (solver.solve()) {
                found++;
                puzzle.violation(definition.cellValues())
                        .ifPresent(problem ->
                                problems.add("the Choco model found a solution the checker refuses: " + problem));
            }
            nodes += solver.getMeasures().getNodeCount();
            boolean finished = solver.getSearchState() == SearchState.TERMINATED;
            // The same model searched again at the next placement: its search undone, the fixing taken back.
            solver.reset();
            fixing.forEach(definition.model()::unpost);
            if (!finished) {
                return new DefinitionCount(OptionalLong.empty(), OptionalInt.empty(), nodes, List.copyOf(problems));
            }
            solutions += at.orbitSize() * found;
        }
        return new DefinitionCount(OptionalLong.of(solutions), OptionalInt.empty(), nodes, List.copyOf(problems));
    }
}
