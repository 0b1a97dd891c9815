package org.orbits.puzzle.apex;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Map;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ParameterSpec;
import org.orbits.puzzle.ParameterSpec.Fallback;
import org.orbits.puzzle.ParameterValues;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;

/**
 * The Apex (docs/puzzles.md#the-apex; seed 004, after Chlond, INFORMS Trans. Ed. 14(3), 2014): fill a triangle of
 * {@code rows} rows with the digits {@code 1..M}, each equally often, every cell the sum of the two below
 * it modulo {@code M} with {@code M} standing for 0.
 */
public final class ApexFamily implements PuzzleFamily {

    private static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.wholeNumber("rows", "rows of the triangle", 1, 12, Fallback.of(8)),
            ParameterSpec.wholeNumber(
                            "modulus", "the digits are 1..modulus, modulus standing for 0", 2, 30, Fallback.of(9))
                    .withAside(", dividing rows(rows+1)/2"));

    /** The catalog holds every valid instance up to these bounds whose enumeration completes quickly. */
    private static final int CATALOG_ROWS = 9;

    private static final int CATALOG_MODULUS = 9;

    @Override
    public String name() {
        return "apex";
    }

    @Override
    public String title() {
        return "The Apex: a triangle of digits mod M, each used equally often, every cell the sum of the two below";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return PARAMETERS;
    }

    @Override
    public List<ModelOptionSpec> modelOptions() {
        return List.of(ApexModel.ENCODING);
    }

    @Override
    public String symmetryDescription() {
        return "mirror (order 2); mirror-units: the mirror with multiplication by every unit of Z/M"
                + " (order 2*phi(M), 12 for M = 9)";
    }

    @Override
    public PuzzleInstance instance(Map<String, String> parameterValues) {
        ParameterValues values = new ParameterValues(this, parameterValues);
        int rows = values.integer("rows");
        int modulus = values.integer("modulus");
        int cells = rows * (rows + 1) / 2;
        if (cells % modulus != 0) {
            throw new BadInputException("apex rows=" + rows + " modulus=" + modulus + ": the " + cells
                    + " cells do not split evenly over " + modulus + " digits");
        }
        return new Apex(this, rows, modulus);
    }

    /** Every valid {@code (rows, modulus)} with {@code rows <= 9} and {@code modulus <= 9}, by rows then modulus. */
    @Override
    public List<PuzzleInstance> catalogInstances() {
        ImmutableList.Builder<PuzzleInstance> instances = ImmutableList.builder();
        for (int rows = 1; rows <= CATALOG_ROWS; rows++) {
            for (int modulus = 2; modulus <= CATALOG_MODULUS; modulus++) {
                if (rows * (rows + 1) / 2 % modulus == 0) {
                    instances.add(new Apex(this, rows, modulus));
                }
            }
        }
        return instances.build();
    }
}
