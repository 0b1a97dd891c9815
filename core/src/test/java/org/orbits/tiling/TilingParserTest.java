package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.BadInputException;

/**
 * The tiling file, read as a person draws it: what it accepts, and for each way of getting it wrong the one-line
 * message, naming the file and the line, that says what is wrong.
 */
class TilingParserTest {

    private static TilingDefinition read(String... lines) {
        return TilingParser.parse("pentominoes.tiling", String.join("\n", lines) + "\n");
    }

    private static String problem(String... lines) {
        return assertThrows(BadInputException.class, () -> read(lines)).getMessage();
    }

    @Test
    void aBoardAndItsPiecesAreReadWithCommentsAndBlankLinesAround() {
        TilingDefinition definition = read(
                "# two dominoes and a square",
                "",
                "board",
                "####",
                "####",
                "",
                "# lying down",
                "piece D x2",
                "##",
                "",
                "piece O",
                "##",
                "##");
        assertEquals("pentominoes", definition.name());
        assertEquals(8, definition.cells());
        assertEquals(
                List.of("D", "O"),
                definition.pieces().stream().map(TilingPiece::name).toList());
        assertEquals(2, definition.pieces().get(0).count());
        assertEquals(1, definition.pieces().get(1).count());
        assertEquals("square", definition.grid().name());
        assertFalse(definition.oneSided());
    }

    @Test
    void rowsOfDifferentWidthsArePaddedWithNoCell() {
        TilingDefinition definition =
                read("board", "###", "#", "##", "", "piece L", "#.", "#.", "##", "", "piece I", "##");
        assertEquals(6, definition.cells());
        assertTrue(definition.board().sites().contains(new Site(0, 2, 1)));
        assertFalse(definition.board().sites().contains(new Site(0, 1, 1)));
    }

    @Test
    void shapesAreNormalisedToTheirFirstRowAndColumn() {
        TilingDefinition definition = read("board", "..", ".##", "", "piece D", "...", "..#", "..#");
        assertEquals(
                List.of(new Site(0, 0, 0), new Site(0, 0, 1)),
                definition.board().sites());
        assertEquals(
                List.of(new Site(0, 0, 0), new Site(0, 1, 0)),
                definition.pieces().get(0).shape().sites());
    }

    @Test
    void aShapeOfMoreThanOneLayerMakesTheWholeFileSolid() {
        TilingDefinition definition =
                read("board", "##", "--", "##", "", "piece V", "##", "--", "#.", "", "piece C", "#");
        assertEquals("cubic", definition.grid().name());
        assertEquals(2, definition.board().extent(0));
        assertEquals(3, definition.pieces().get(0).shape().size());
    }

    /** {@code grid} names the grid the rows are drawn on; the square grid is the default. */
    @Test
    void aGridLineNamesTheGridAnywhereInTheFile() {
        assertEquals(
                "triangle",
                read("board", "##", "", "piece D", "##", "", "grid triangle")
                        .grid()
                        .name());
        assertEquals(
                "hex",
                read("grid hex", "board", "##", "", "piece D", "##").grid().name());
        assertEquals("square", read("board", "##", "", "piece D", "##").grid().name());
    }

    /** A triangle keeps whether it points up: a lone triangle pointing down stays in an odd column. */
    @Test
    void aTriangleShapeIsNormalisedKeepingWhichWayItsTrianglesPoint() {
        TilingDefinition definition = read("grid triangle", "", "board", "..##", "", "piece D", "...##");
        assertEquals(
                List.of(new Site(0, 0, 0), new Site(0, 0, 1)),
                definition.board().sites());
        assertEquals(
                List.of(new Site(0, 0, 1), new Site(0, 0, 2)),
                definition.pieces().get(0).shape().sites());
    }

    @Test
    void anUnknownOrSecondGridIsRefused() {
        assertEquals(
                "pentominoes.tiling:1: unknown grid 'hexagon' (known: square, triangle, hex)",
                problem("grid hexagon", "board", "#", "", "piece M", "#"));
        assertEquals(
                "pentominoes.tiling:2: a second grid (the first is at line 1)",
                problem("grid hex", "grid hex", "board", "#", "", "piece M", "#"));
        assertEquals(
                "pentominoes.tiling:1: write the grid as 'grid NAME' (known: square, triangle, hex)",
                problem("grid", "board", "#", "", "piece M", "#"));
    }

    @Test
    void layersAreForTheSquareGridOnly() {
        assertEquals(
                "pentominoes.tiling:5: '--' separates the layers of a solid, which is made of cubes: the triangle grid"
                        + " is flat",
                problem("grid triangle", "", "board", "##", "--", "##", "", "piece D x2", "##"));
    }

    /** Connected means sharing a side on the file's grid: two triangles meeting at a corner are not. */
    @Test
    void connectedMeansSharingASideOfTheGridsCells() {
        assertTrue(problem("grid triangle", "", "board", "####", "", "piece D", "#.#", "", "piece E", "##")
                .contains("piece D is not connected"));
        // on hexagons, (0, 1) and (1, 0) share a side
        assertEquals(
                "hex",
                read("grid hex", "", "board", "##", "", "piece D", ".#", "#")
                        .grid()
                        .name());
    }

    @Test
    void ruleOneSidedKeepsFlatPiecesFromBeingTurnedOver() {
        assertTrue(read("board", "####", "", "piece I", "####", "", "rule one-sided")
                .oneSided());
    }

    @Test
    void anUnknownKeywordIsNamedWithItsLine() {
        assertEquals(
                "pentominoes.tiling:3: unknown keyword 'peice' (known: board, piece, rule, grid)",
                problem("board", "#", "peice X", "#"));
    }

    @Test
    void aRowWithAnotherCharacterNamesTheCharacterAndItsColumn() {
        assertEquals(
                "pentominoes.tiling:3: 'x' at column 2: rows are made of '#' (a cell) and '.' (no cell)",
                problem("board", "##", "#x", "", "piece D", "##"));
    }

    @Test
    void aRowOutsideABlockIsRefused() {
        assertEquals(
                "pentominoes.tiling:4: a row outside a board or piece: rows follow a line 'board' or 'piece NAME'",
                problem("board", "##", "", "##", "", "piece D", "##"));
    }

    @Test
    void aPieceWithNoCellsIsRefused() {
        assertEquals(
                "pentominoes.tiling:4: piece D has no cells",
                problem("board", "##", "", "piece D", "...", "", "piece E", "##"));
    }

    @Test
    void aPieceWithNoRowsIsRefused() {
        assertEquals("pentominoes.tiling:4: no rows below this line", problem("board", "##", "", "piece D", "", "##"));
    }

    /** Polyominoes are connected; a piece in two parts would leave its tiles undecided by the cells' values. */
    @Test
    void aDisconnectedPieceIsRefused() {
        assertEquals(
                "pentominoes.tiling:4: piece D is not connected: every cell of a piece must join the others side to"
                        + " side",
                problem("board", "###", "", "piece D", "#.#"));
    }

    @Test
    void piecesTouchingOnlyAtACornerAreNotConnected() {
        assertTrue(problem("board", "##", "", "piece D", "#.", ".#").contains("piece D is not connected"));
    }

    @Test
    void aBoardWhoseCellsDifferFromThePiecesTotalIsRefusedAtTheBoard() {
        assertEquals(
                "pentominoes.tiling:2: the board has 5 cells but the pieces have 4 in all",
                problem("# too big", "board", "#####", "", "piece D x2", "##"));
    }

    @Test
    void aPieceNamedTwiceIsRefusedAtItsSecondLine() {
        assertEquals(
                "pentominoes.tiling:7: piece D is named twice (first at line 4); write 'piece D x2' for two of it",
                problem("board", "####", "", "piece D", "##", "", "piece D", "##"));
    }

    @Test
    void twoPiecesOfOneShapeAreOnePieceWithACount() {
        assertEquals(
                "pentominoes.tiling:7: piece E has the shape of piece D (line 4): write 'piece D x2' for two of one"
                        + " piece",
                problem("board", "####", "", "piece D", "##", "", "piece E", "#", "#"));
    }

    @Test
    void underRuleOneSidedMirrorTwinsAreTwoPieces() {
        TilingDefinition definition = read(
                "board",
                "####",
                "####",
                "",
                "piece L",
                "###",
                "#..",
                "",
                "piece J",
                "###",
                "..#",
                "",
                "rule one-sided");
        assertEquals(2, definition.pieces().size());
    }

    @Test
    void withoutRuleOneSidedMirrorTwinsAreOnePiece() {
        assertTrue(problem("board", "####", "####", "", "piece L", "###", "#..", "", "piece J", "###", "..#")
                .contains("piece J has the shape of piece L"));
    }

    @Test
    void aFileWithoutABoardIsRefusedAtItsEnd() {
        assertEquals("pentominoes.tiling:3: no board: draw one below a line 'board'", problem("piece D", "##", ""));
    }

    @Test
    void aSecondBoardIsRefused() {
        assertEquals(
                "pentominoes.tiling:4: a second board (the first is at line 1)",
                problem("board", "##", "", "board", "##", "", "piece D", "##"));
    }

    @Test
    void aFileWithoutPiecesIsRefused() {
        assertEquals("pentominoes.tiling:2: no pieces: draw each below a line 'piece NAME'", problem("board", "##"));
    }

    @Test
    void aCountIsWrittenXThenANumberOfAtLeastOne() {
        assertEquals(
                "pentominoes.tiling:4: a piece's count is written xCOUNT, as x2: 'twice'",
                problem("board", "####", "", "piece D twice", "##"));
        assertEquals(
                "pentominoes.tiling:4: piece D x0: a count is at least 1",
                problem("board", "####", "", "piece D x0", "##"));
    }

    @Test
    void aPieceNeedsAName() {
        assertEquals(
                "pentominoes.tiling:4: write a piece as 'piece NAME' or 'piece NAME xCOUNT'",
                problem("board", "##", "", "piece", "##"));
        assertEquals(
                "pentominoes.tiling:4: a piece's name is made of letters, digits, '_' and '-': 'D!'",
                problem("board", "##", "", "piece D!", "##"));
    }

    @Test
    void anUnknownRuleIsNamed() {
        assertEquals(
                "pentominoes.tiling:4: unknown rule 'two-sided' (known: one-sided)",
                problem("board", "##", "", "rule two-sided", "", "piece D", "##"));
    }

    @Test
    void ruleOneSidedIsForFlatPieces() {
        assertEquals(
                "pentominoes.tiling:8: rule one-sided is for flat pieces: solid pieces are turned, never mirrored",
                problem("board", "#", "--", "#", "", "piece D", "##", "rule one-sided"));
    }

    @Test
    void anEmptyLayerIsRefused() {
        assertEquals(
                "pentominoes.tiling:4: an empty layer: '--' separates two layers of rows",
                problem("board", "##", "--", "--", "##"));
        assertEquals("pentominoes.tiling:3: no rows after '--'", problem("board", "##", "--", "", "piece D", "##"));
    }

    @Test
    void boardTakesNoWords() {
        assertEquals(
                "pentominoes.tiling:1: 'board' takes no words after it, only rows below it",
                problem("board 6x10", "##", "", "piece D", "##"));
    }

    /** The file's name is the puzzle's, which names catalog files and work units. */
    @Test
    void aFileNameThatCannotNameAPuzzleIsRefused() {
        String problem = assertThrows(
                        BadInputException.class,
                        () -> TilingParser.parse("my tiling.tiling", "board\n#\n\npiece M\n#\n"))
                .getMessage();
        assertEquals(
                "my tiling.tiling: a tiling file's name makes its puzzle's name, so it is made of ASCII letters, digits, '_',"
                        + " '.' and '-'",
                problem);
    }

    @Test
    void aMissingFileIsBadInput() {
        String problem = assertThrows(
                        BadInputException.class,
                        () -> TilingParser.read(java.nio.file.Path.of("no-such-dir", "none.tiling")))
                .getMessage();
        assertTrue(problem.startsWith("no tiling file "), problem);
    }
}
