package org.orbits.tiling;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.orbits.puzzle.ParameterSpec;
import org.orbits.puzzle.ParameterValues;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;

/**
 * The family of one tiling file, as a user's model file is a family of its own: named after the file ({@code
 * pentominoes-6x10.tiling} is the family {@code pentominoes-6x10}), with no parameters and one instance, the
 * {@link TilingPuzzle} the file states. The file is read once, when the family is made, so a malformed file is a
 * {@link org.orbits.puzzle.BadInputException} naming its line at once.
 *
 * <p>This is where the package is entered for a file of one's own; the built-in family {@link TilingsFamily} holds the
 * boards of {@code examples/tilings} that the catalog lists. Tiling puzzles are a kind of puzzle with an exact-cover engine of their own
 * (dancing links) beside Choco's, behind the same {@link PuzzleInstance} SPI; the canonicaliser, Burnside's lemma and
 * the catalog see tilings as any puzzle's solutions. For the command line, the work-unit machinery, the catalog and
 * the web page:
 *
 * <ul>
 *   <li>{@link #of(Path)}: a tiling file as a family ({@link TilingDefinition} is what the file says);
 *   <li>{@link #puzzle()}: its {@link TilingPuzzle}, a {@code PuzzleInstance} (cells, group, Choco models, checker,
 *       drawing) that also decodes a solution into placements and names the piece a value stands for;
 *   <li>{@link TilingPuzzle#search(TilingScope)}: the engine, every tiling or at least one of every orbit, whole or as
 *       {@link TilingUnit}s that partition it, each searched alone with a stop condition and reported in nodes
 *       ({@link TilingSearch});
 *   <li>{@link ExactCoverMatrix#of(TilingPuzzle)}: the plain exact-cover matrix, for a peer program.
 * </ul>
 */
public final class TilingFamily implements PuzzleFamily {

    private final TilingDefinition definition;
    private final TilingPuzzle puzzle;

    private TilingFamily(TilingDefinition definition) {
        this.definition = definition;
        this.puzzle = TilingPuzzle.of(this, com.google.common.collect.ImmutableMap.of(), definition);
    }

    /** The family of the tiling file {@code file}. */
    public static TilingFamily of(Path file) {
        return new TilingFamily(TilingParser.read(file));
    }

    /** The family of a tiling file's text, its errors named after {@code fileName}. */
    public static TilingFamily parse(String fileName, String text) {
        return new TilingFamily(TilingParser.parse(fileName, text));
    }

    /**
     * What a tiling file's text says, read but no puzzle built (no placements made): what sizes a file before its
     * puzzle is built. A malformed file is a {@link org.orbits.puzzle.BadInputException} naming its line.
     */
    public static TilingDefinition definition(String fileName, String text) {
        return TilingParser.parse(fileName, text);
    }

    /** Whether {@code word} names a tiling file rather than a family: it ends in {@code .tiling}. */
    public static boolean namesTiling(String word) {
        return word.endsWith(".tiling");
    }

    /** The one puzzle of the file. */
    public TilingPuzzle puzzle() {
        return puzzle;
    }

    @Override
    public String name() {
        return definition.name();
    }

    @Override
    public String title() {
        long pieces = definition.pieces().stream().mapToLong(TilingPiece::count).sum();
        return "the tiling " + definition.name() + ": " + pieces + " pieces on a board of " + definition.cells()
                + " cells";
    }

    /** None: everything about the puzzle is in its file. */
    @Override
    public List<ParameterSpec> parameters() {
        return List.of();
    }

    @Override
    public String symmetryDescription() {
        return puzzle.defaultGroup().name() + " (order " + puzzle.defaultGroup().order()
                + "): the maps of the board onto itself that keep the piece set";
    }

    @Override
    public PuzzleInstance instance(Map<String, String> parameterValues) {
        new ParameterValues(this, parameterValues); // refuses every parameter, naming it: a tiling file has none
        return puzzle;
    }

    @Override
    public List<PuzzleInstance> catalogInstances() {
        return List.of(puzzle);
    }
}
