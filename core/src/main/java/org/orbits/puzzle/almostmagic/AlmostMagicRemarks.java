package org.orbits.puzzle.almostmagic;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.orbits.puzzle.PositionRemark;
import org.orbits.puzzle.PuzzleInstance;

/**
 * The regions of an Almost Magic position being played: the sums of each region's full lines, a region
 * whose full lines differ by more than the spread breaking the rules.
 */
final class AlmostMagicRemarks {

    private AlmostMagicRemarks() {}

    static ImmutableList<PositionRemark> of(AlmostMagicGeometry geometry, int spread, int[] numbers) {
        ImmutableList<String> names = geometry.cellNames();
        ImmutableList.Builder<PositionRemark> remarks = ImmutableList.builder();
        for (int region = 0; region < geometry.regions(); region++) {
            List<Integer> sums = new ArrayList<>();
            for (int[] line : geometry.lines(region)) {
                if (Arrays.stream(line).noneMatch(cell -> numbers[cell] == PuzzleInstance.EMPTY)) {
                    sums.add(Arrays.stream(line).map(cell -> numbers[cell]).sum());
                }
            }
            if (sums.isEmpty()) {
                continue;
            }
            ImmutableList<String> cells = Arrays.stream(geometry.regionCells(region))
                    .mapToObj(names::get)
                    .collect(ImmutableList.toImmutableList());
            int least = sums.stream().mapToInt(Integer::intValue).min().orElseThrow();
            int greatest = sums.stream().mapToInt(Integer::intValue).max().orElseThrow();
            String name = "region " + AlmostMagicGeometry.REGION_NAMES.charAt(region);
            String listed = sums.size() + " full line" + (sums.size() == 1 ? "" : "s") + " summing to "
                    + String.join(", ", sums.stream().map(String::valueOf).toList());
            remarks.add(
                    greatest - least > spread
                            ? PositionRemark.broken(
                                    cells,
                                    name + ": " + listed + ", from " + least + " to " + greatest + ", more than "
                                            + spread + " apart")
                            : PositionRemark.note(cells, name + ": " + listed));
        }
        return remarks.build();
    }
}
