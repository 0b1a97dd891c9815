package org.orbits.puzzle.hip;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * Hip's rules written from docs/puzzles.md#hip, knowing nothing of the model: a colouring gives each point 0 or
 * 1; under the balanced split colour 1 (player 1) has {@code ceil(MN/2)} of the {@code M x N} points; a square
 * is made when its four corners share a colour; with a most number of made squares, a colouring that makes
 * more is no solution.
 */
final class HipChecker {

    private HipChecker() {}

    static int playerOnePoints(HipGeometry geometry) {
        return (geometry.points() + 1) / 2;
    }

    static Optional<String> violation(HipGeometry geometry, boolean balanced, OptionalInt most, int[] colours) {
        if (colours.length != geometry.points()) {
            return Optional.of("expected " + geometry.points() + " points, got " + colours.length);
        }
        int playerOne = 0;
        for (int point = 0; point < colours.length; point++) {
            if (colours[point] != 0 && colours[point] != 1) {
                return Optional.of(geometry.pointNames().get(point) + "=" + colours[point] + " is not a colour 0 or 1");
            }
            playerOne += colours[point];
        }
        if (balanced && playerOne != playerOnePoints(geometry)) {
            return Optional.of("player 1 (colour 1) has " + playerOne + " points, not " + playerOnePoints(geometry));
        }
        int made = madeSquares(geometry, colours);
        if (most.isPresent() && made > most.getAsInt()) {
            return Optional.of(made + " squares are made, more than the most allowed, " + most.getAsInt());
        }
        return Optional.empty();
    }

    /** How many squares have four corners of one colour. */
    static int madeSquares(HipGeometry geometry, int[] colours) {
        int made = 0;
        for (int[] square : geometry.squares()) {
            int colour = colours[square[0]];
            if (colours[square[1]] == colour && colours[square[2]] == colour && colours[square[3]] == colour) {
                made++;
            }
        }
        return made;
    }
}
