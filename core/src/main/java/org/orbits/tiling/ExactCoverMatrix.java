package org.orbits.tiling;

import java.util.StringJoiner;

/**
 * A tiling puzzle as a plain exact-cover matrix in text, for a peer program to count its tilings (the C program of
 * {@code benchmarks/peers/dlx}, whose header documents the format): a comment saying how many placements and how many
 * exact covers each tiling makes, a line naming the items (the board's cells by name, then the pieces), then one line
 * per placement naming the items it covers. Every item is primary. Nothing in it is geometry: the cells are names,
 * whatever the grid.
 *
 * <p>A piece that occurs {@code k > 1} times becomes {@code k} items {@code NAME#1 .. NAME#k}, each placement written
 * once for each copy: a plain exact-cover program then counts every tiling {@code k!} times over, once for each way
 * of numbering the copies, the product of the counts' factorials the comment gives. Puzzles whose pieces all occur
 * once are counted exactly.
 */
public final class ExactCoverMatrix {

    private ExactCoverMatrix() {}

    /** The matrix of every placement of {@code puzzle}, no symmetry breaking. */
    public static String of(TilingPuzzle puzzle) {
        long covers = 1;
        for (TilingPiece piece : puzzle.definition().pieces()) {
            for (int copy = 2; copy <= piece.count(); copy++) {
                covers *= copy;
            }
        }
        StringBuilder text = new StringBuilder("# ")
                .append(puzzle.id())
                .append(": ")
                .append(puzzle.placementCount())
                .append(" placements, ")
                .append(covers)
                .append(covers == 1 ? " cover" : " covers")
                .append(" per tiling\n");
        StringJoiner items = new StringJoiner(" ");
        puzzle.cellNames().forEach(items::add);
        for (TilingPiece piece : puzzle.definition().pieces()) {
            for (int copy = 1; copy <= piece.count(); copy++) {
                items.add(copyName(piece, copy));
            }
        }
        text.append(items).append('\n');
        PlacementTable table = puzzle.placements();
        for (int placement = 0; placement < table.size(); placement++) {
            TilingPiece piece = puzzle.definition().pieces().get(table.piece(placement));
            for (int copy = 1; copy <= piece.count(); copy++) {
                StringJoiner option = new StringJoiner(" ");
                for (int cell : table.cells(placement)) {
                    option.add(puzzle.cellNames().get(cell));
                }
                text.append(option.add(copyName(piece, copy))).append('\n');
            }
        }
        return text.toString();
    }

    private static String copyName(TilingPiece piece, int copy) {
        return piece.count() == 1 ? piece.name() : piece.name() + "#" + copy;
    }
}
