package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;
import org.orbits.puzzle.BadInputException;

/**
 * What a tiling file says: the board, the pieces with their counts, and the rule that keeps flat pieces from being
 * turned over. A definition is valid once made: {@link TilingParser} refuses every file that breaks a rule of the
 * format, naming the line.
 *
 * @param name the file's name without {@code .tiling}: the puzzle's name
 * @param board the board's cells, normalised
 * @param pieces in file order
 * @param oneSided whether flat pieces may only be turned in the plane, not turned over
 * @param solid whether some shape has more than one layer: pieces then turn in space (24 rotations, no mirror)
 */
public record TilingDefinition(
        String name, Shape board, ImmutableList<TilingPiece> pieces, boolean oneSided, boolean solid) {

    /** The definition in {@code file}; a malformed file is a {@link BadInputException} naming its line. */
    public static TilingDefinition read(Path file) {
        String fileName = file.getFileName().toString();
        try {
            return parse(fileName, Files.readString(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException missing) {
            throw new BadInputException("no tiling file " + file);
        } catch (IOException unreadable) {
            throw new UncheckedIOException("cannot read " + file, unreadable);
        }
    }

    /** The definition written in {@code text}, errors named after {@code fileName}. */
    public static TilingDefinition parse(String fileName, String text) {
        return TilingParser.parse(fileName, text);
    }

    /** How many cells of the board, and so of the pieces together. */
    public int cells() {
        return board.size();
    }

    /**
     * At most how many placements {@code piece} has on the board, counted without making them: a placement is one of
     * the piece's distinct orientations with its first cell (in reading order) on a board cell that leaves room for
     * the piece's other cells after it, so there are at most {@code orientations * (cells - size + 1)}. Fewer where the
     * board's shape leaves an orientation no room; what sizes a file before its puzzle is built.
     */
    public long placementsAtMost(TilingPiece piece) {
        long firstCells = Math.max(0, cells() - piece.shape().size() + 1);
        return orientations(piece).size() * firstCells;
    }

    /**
     * The motions a piece may make: every rotation in space for a solid file; the four turns in the plane, and the
     * four mirrors too unless the file is one-sided, for a flat one. The identity first.
     */
    ImmutableList<AxisMap> pieceMotions() {
        ImmutableList<AxisMap> lattice = latticeMaps();
        return solid || oneSided
                ? lattice.stream().filter(AxisMap::proper).collect(ImmutableList.toImmutableList())
                : lattice;
    }

    /** The maps of the lattice a board may have as symmetries: all 48 in space, the 8 of the plane in a flat file. */
    ImmutableList<AxisMap> latticeMaps() {
        return solid ? AxisMap.all() : AxisMap.flat();
    }

    /** The distinct shapes {@code piece} takes under {@link #pieceMotions()}, in the order the motions are listed. */
    ImmutableList<Shape> orientations(TilingPiece piece) {
        Set<Shape> distinct = new LinkedHashSet<>();
        for (AxisMap motion : pieceMotions()) {
            distinct.add(piece.shape().moved(motion));
        }
        return ImmutableList.copyOf(distinct);
    }
}
