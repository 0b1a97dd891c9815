package org.orbits.puzzle.hip;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.stream.IntStream;
import org.orbits.puzzle.PositionRemark;
import org.orbits.puzzle.PuzzleInstance;

/**
 * A Hip position being played: every made square (four corners of one colour, what the puzzle minimises),
 * and under the balanced split how many points each player has left, a player with too many breaking it.
 */
final class HipRemarks {

    private HipRemarks() {}

    static ImmutableList<PositionRemark> of(HipGeometry geometry, boolean balanced, int[] colours) {
        ImmutableList<String> names = geometry.pointNames();
        ImmutableList.Builder<PositionRemark> remarks = ImmutableList.builder();
        if (balanced) {
            int[] allowed = {
                geometry.points() - HipChecker.playerOnePoints(geometry), HipChecker.playerOnePoints(geometry)
            };
            for (int colour = 0; colour <= 1; colour++) {
                int player = colour;
                ImmutableList<String> points = Arrays.stream(range(geometry.points()))
                        .filter(point -> colours[point] == player)
                        .mapToObj(names::get)
                        .collect(ImmutableList.toImmutableList());
                String text = "colour " + colour + " has " + points.size() + " of its " + allowed[colour] + " points";
                remarks.add(
                        points.size() > allowed[colour]
                                ? PositionRemark.broken(points, text + ": too many for the balanced split")
                                : PositionRemark.note(ImmutableList.of(), text));
            }
        }
        for (int[] square : geometry.squares()) {
            int colour = colours[square[0]];
            if (colour != PuzzleInstance.EMPTY
                    && colours[square[1]] == colour
                    && colours[square[2]] == colour
                    && colours[square[3]] == colour) {
                ImmutableList<String> corners =
                        Arrays.stream(square).mapToObj(names::get).collect(ImmutableList.toImmutableList());
                remarks.add(PositionRemark.note(
                        corners, "square " + String.join("-", corners) + " is made in colour " + colour));
            }
        }
        return remarks.build();
    }

    private static int[] range(int count) {
        return IntStream.range(0, count).toArray();
    }
}
