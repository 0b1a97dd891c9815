package org.orbits.puzzle.almostmagic;

import java.util.List;
import java.util.Map;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ParameterSpec;
import org.orbits.puzzle.ParameterSpec.Fallback;
import org.orbits.puzzle.ParameterValues;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;

/**
 * Almost Magic (docs/puzzles.md#almost-magic; seed 002, Jane Street, April 2022): distinct positive integers in the 28
 * cells of four overlapping 3 x 3 regions, each region's 8 line sums within the spread of each other, with the least
 * total. The minimum is proven and every grid at the minimum enumerated.
 */
public final class AlmostMagicFamily implements PuzzleFamily {

    static final int DEFAULT_MAX_VALUE = 1000;
    private static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.choice(
                    "objective",
                    "cells: each of the 28 numbers once (the puzzle's); regions: the four"
                            + " regions' sums, the 8 shared cells twice (the seed's)",
                    AlmostMagicObjective.words(),
                    AlmostMagicObjective.CELLS.word()),
            ParameterSpec.wholeNumber(
                    "spread",
                    "how far apart a region's 8 line sums may be; 0 asks for magic squares",
                    0,
                    3,
                    Fallback.of(1)));

    @Override
    public String name() {
        return "almostmagic";
    }

    @Override
    public String title() {
        return "Almost Magic: four overlapping almost magic 3 x 3 squares of distinct numbers, the least total";
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
        return "C4 (order 4), the quarter turns of the figure (r,c) -> (c,5-r), which map A to B to D to C;"
                + " a reflection gives the mirror pinwheel, a different figure";
    }

    @Override
    public PuzzleInstance instance(Map<String, String> parameterValues) {
        ParameterValues values = new ParameterValues(this, parameterValues);
        return new AlmostMagic(
                this, AlmostMagicObjective.of(values.choice("objective")), values.integer("spread"), DEFAULT_MAX_VALUE);
    }

    /** Both objectives with spread 1, and spread 0 (magic squares) for the puzzle's objective. */
    @Override
    public List<PuzzleInstance> catalogInstances() {
        return List.of(
                new AlmostMagic(this, AlmostMagicObjective.CELLS, 1, DEFAULT_MAX_VALUE),
                new AlmostMagic(this, AlmostMagicObjective.REGIONS, 1, DEFAULT_MAX_VALUE),
                new AlmostMagic(this, AlmostMagicObjective.CELLS, 0, DEFAULT_MAX_VALUE));
    }
}
