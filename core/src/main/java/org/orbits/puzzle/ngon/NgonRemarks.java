package org.orbits.puzzle.ngon;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import org.orbits.puzzle.PositionRemark;
import org.orbits.puzzle.PuzzleInstance;

/**
 * The lines of a position being played: a full line with the wrong sum, or two dots of a line that leave
 * the third a label it cannot take (outside {@code 1..3n+1}, or held by another dot), break the rules; a full
 * line with the right sum and the label a line still needs are worth knowing.
 */
final class NgonRemarks {

    private NgonRemarks() {}

    static ImmutableList<PositionRemark> of(NgonGeometry geometry, int lineSum, int[] labels) {
        ImmutableList<String> names = geometry.dotNames();
        ImmutableList.Builder<PositionRemark> remarks = ImmutableList.builder();
        for (int i = 0; i < geometry.corners(); i++) {
            for (int[] line : new int[][] {geometry.spoke(i), geometry.edge(i)}) {
                ImmutableList<String> dots =
                        Arrays.stream(line).mapToObj(names::get).collect(ImmutableList.toImmutableList());
                String lineName = "line " + String.join("-", dots);
                int[] open = Arrays.stream(line)
                        .filter(dot -> labels[dot] == PuzzleInstance.EMPTY)
                        .toArray();
                int sum = Arrays.stream(line)
                        .filter(dot -> labels[dot] != PuzzleInstance.EMPTY)
                        .map(dot -> labels[dot])
                        .sum();
                if (open.length == 0) {
                    remarks.add(
                            sum == lineSum
                                    ? PositionRemark.note(dots, lineName + " sums to " + sum)
                                    : PositionRemark.broken(dots, lineName + " sums to " + sum + ", not " + lineSum));
                } else if (open.length == 1) {
                    int needed = lineSum - sum;
                    String missing = names.get(open[0]);
                    int holder = indexOf(labels, needed);
                    if (needed < 1 || needed > geometry.dots()) {
                        remarks.add(PositionRemark.broken(
                                dots,
                                lineName + " needs " + needed + " at " + missing + ", outside 1.." + geometry.dots()));
                    } else if (holder >= 0) {
                        remarks.add(PositionRemark.broken(
                                dots,
                                lineName + " needs " + needed + " at " + missing + ", but " + names.get(holder)
                                        + " holds it"));
                    } else {
                        remarks.add(PositionRemark.note(dots, lineName + " needs " + needed + " at " + missing));
                    }
                }
            }
        }
        return remarks.build();
    }

    private static int indexOf(int[] labels, int label) {
        for (int dot = 0; dot < labels.length; dot++) {
            if (labels[dot] == label) {
                return dot;
            }
        }
        return -1;
    }
}
