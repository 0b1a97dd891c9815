package org.orbits.puzzle.ngon;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ParameterSpec;
import org.orbits.puzzle.ParameterSpec.Fallback;
import org.orbits.puzzle.ParameterValues;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;

/**
 * The n-gon family (docs/puzzles.md#n-gon; seeds 000 and 001): label the {@code 3n+1} dots of a polygon with
 * {@code 1..3n+1} so that every spoke and every edge has the same sum. Magic-19 is {@code n = 6}.
 */
public final class NgonFamily implements PuzzleFamily {

    /**
     * Beyond 40 corners a full enumeration is out of reach and even one solution takes long: not sensible. No
     * line meets a sum of a million; that bound only keeps arithmetic far from overflow. The default sum is the
     * seeds', {@code 3n+4}.
     */
    private static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.wholeNumber("n", "corners of the polygon", 3, 40, Fallback.of(6)),
            ParameterSpec.wholeNumber(
                            "sum", "the sum of every line of three dots", 1, 1_000_000, Fallback.following(3, "n", 4))
                    .withAside(" (a sum no labelling meets has 0 solutions)"));

    @Override
    public String name() {
        return "ngon";
    }

    @Override
    public String title() {
        return "n-gon: label 3n+1 dots with 1..3n+1 so every spoke and edge has one sum (Magic-19 is n=6)";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return PARAMETERS;
    }

    @Override
    public List<ModelOptionSpec> modelOptions() {
        return List.of(ModelOptionSpec.ALL_DIFFERENT, NgonModel.ENCODING);
    }

    @Override
    public String symmetryDescription() {
        return "D_n, the dihedral group of order 2n (rotations and reflections)";
    }

    @Override
    public PuzzleInstance instance(Map<String, String> parameterValues) {
        ParameterValues values = new ParameterValues(this, parameterValues);
        return new Ngon(this, values.integer("n"), values.integer("sum"));
    }

    /**
     * {@code n = 3..13} at the seeds' sum, then every possible sum for {@code n = 4, 5, 6, 8, 9} and {@code 10}.
     */
    @Override
    public List<PuzzleInstance> catalogInstances() {
        ImmutableList.Builder<PuzzleInstance> instances = ImmutableList.builder();
        for (int corners = 3; corners <= 13; corners++) {
            instances.add(new Ngon(this, corners, seedSum(corners)));
        }
        for (int corners : new int[] {4, 5, 6, 8, 9, 10}) {
            int n = corners;
            int seedSum = seedSum(n);
            possibleSums(n).filter(sum -> sum != seedSum).forEach(sum -> instances.add(new Ngon(this, n, sum)));
        }
        return instances.build();
    }

    /** The seeds' line sum for {@code corners}: the default of {@code sum}. */
    private int seedSum(int corners) {
        return new ParameterValues(this, Map.of("n", Integer.toString(corners))).integer("sum");
    }

    /**
     * Every line sum that counting does not rule out. The 2n lines cover the center n times, each corner
     * twice and every other dot once, so {@code 2nS = T + (n-1)C + 2 Σ v}; by the rearrangement inequality
     * the right side is least with the smallest labels on the heaviest dots and greatest with the largest.
     */
    static IntStream possibleSums(int corners) {
        int dots = 3 * corners + 1;
        int total = dots * (dots + 1) / 2;
        int[] weights = new int[corners + 1];
        Arrays.fill(weights, 2);
        weights[0] = corners - 1;
        Arrays.sort(weights);
        int least = 0;
        int greatest = 0;
        for (int k = 0; k < weights.length; k++) {
            int weight = weights[weights.length - 1 - k];
            least += weight * (1 + k);
            greatest += weight * (dots - k);
        }
        int lines = 2 * corners;
        int lowest = Math.floorDiv(total + least + lines - 1, lines);
        int highest = Math.floorDiv(total + greatest, lines);
        return IntStream.rangeClosed(lowest, highest);
    }
}
