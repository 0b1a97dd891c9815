package org.orbits.puzzle.ngon;

import java.util.Optional;

/**
 * Checks a labelling against docs/puzzles.md#n-gon directly: the dots hold {@code 1..3n+1} once each, and every
 * spoke and every edge sums to the line sum. Knows nothing of the Choco model.
 */
final class NgonChecker {

    private NgonChecker() {}

    static Optional<String> violation(NgonGeometry geometry, int lineSum, int[] labels) {
        int dots = geometry.dots();
        if (labels.length != dots) {
            return Optional.of("expected " + dots + " dots, got " + labels.length);
        }
        boolean[] used = new boolean[dots + 1];
        for (int dot = 0; dot < dots; dot++) {
            int label = labels[dot];
            if (label < 1 || label > dots) {
                return Optional.of(geometry.dotNames().get(dot) + "=" + label + " is outside 1.." + dots);
            }
            if (used[label]) {
                return Optional.of("label " + label + " is used twice");
            }
            used[label] = true;
        }
        for (int i = 0; i < geometry.corners(); i++) {
            for (int[] line : new int[][] {geometry.spoke(i), geometry.edge(i)}) {
                int sum = labels[line[0]] + labels[line[1]] + labels[line[2]];
                if (sum != lineSum) {
                    return Optional.of("line " + geometry.dotNames().get(line[0]) + "-"
                            + geometry.dotNames().get(line[1]) + "-"
                            + geometry.dotNames().get(line[2])
                            + " sums to " + sum + ", not " + lineSum);
                }
            }
        }
        return Optional.empty();
    }
}
