package org.orbits.tiling;

import com.google.common.primitives.ImmutableIntArray;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.orbits.puzzle.CoverStatement;
import org.orbits.puzzle.ExactCover;
import org.orbits.symmetry.Group;

/**
 * A tiling puzzle's dancing links as the search layer sees any exact-cover engine: a {@link TilingSearch} of the scope
 * the symmetry breaking asks for, its units as plain lists of placement numbers.
 */
final class TilingExactCover implements ExactCover {

    private final TilingProblem problem;

    TilingExactCover(TilingProblem problem) {
        this.problem = problem;
    }

    /** The tiling stated again by {@link TilingStatement}, its placements made apart from the engine's. */
    @Override
    public Optional<CoverStatement> statement() {
        return Optional.of(TilingStatement.of(problem.definition()));
    }

    @Override
    public Search search(Group group, Kept kept) {
        TilingScope scope =
                switch (kept) {
                    case EVERY -> TilingScope.EVERY_TILING;
                    case LEAST -> TilingScope.EVERY_ORBIT;
                    case GREATEST -> TilingScope.EVERY_ORBIT_GREATEST;
                };
        return new Units(TilingSearch.of(problem, scope, group));
    }

    /** One search, its units as arrays. */
    private record Units(TilingSearch search) implements Search {

        @Override
        public boolean exact() {
            return search.exact();
        }

        @Override
        public String words() {
            return search.words();
        }

        @Override
        public List<int[]> units(int atLeast) {
            return search.units(atLeast).stream()
                    .map(unit -> unit.placements().toArray())
                    .toList();
        }

        @Override
        public Report search(int[] unit, Consumer<int[]> solutions, BooleanSupplier stop) {
            TilingSearchReport report =
                    search.search(new TilingUnit(search.scope(), ImmutableIntArray.copyOf(unit)), solutions, stop);
            return new Report(report.nodes(), report.fails(), report.finished());
        }
    }
}
