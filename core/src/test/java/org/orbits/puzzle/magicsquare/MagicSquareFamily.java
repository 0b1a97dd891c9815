package org.orbits.puzzle.magicsquare;

import java.util.List;
import java.util.Map;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ParameterSpec;
import org.orbits.puzzle.ParameterSpec.Fallback;
import org.orbits.puzzle.ParameterValues;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;

/**
 * Magic squares, the example family of docs/adding-a-family.md: the numbers {@code 1..n^2} in an {@code n x n}
 * grid, every row, column and diagonal summing to {@code n(n^2+1)/2}. It lives with the tests and is not listed
 * in the services file, so the committed catalog does not hold it.
 */
public final class MagicSquareFamily implements PuzzleFamily {

    private static final List<ParameterSpec> PARAMETERS =
            List.of(ParameterSpec.wholeNumber("order", "rows (and columns) of the square", 3, 6, Fallback.of(3)));

    @Override
    public String name() {
        return "magicsquare";
    }

    @Override
    public String title() {
        return "Magic squares: 1..n^2 in an n x n grid, every row, column and diagonal with one sum";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return PARAMETERS;
    }

    @Override
    public List<ModelOptionSpec> modelOptions() {
        return List.of(ModelOptionSpec.ALL_DIFFERENT);
    }

    @Override
    public String symmetryDescription() {
        return "D4 (order 8), the square's rotations and reflections; D4-complement (order 16) also maps every"
                + " number v to n^2+1-v";
    }

    @Override
    public PuzzleInstance instance(Map<String, String> parameterValues) {
        return new MagicSquare(this, new ParameterValues(this, parameterValues).integer("order"));
    }

    /** The orders whose squares can all be listed: 3 (one square up to symmetry) and 4 (Frénicle's 880). */
    @Override
    public List<PuzzleInstance> catalogInstances() {
        return List.of(new MagicSquare(this, 3), new MagicSquare(this, 4));
    }
}
