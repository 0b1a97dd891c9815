package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleInstance;

/** The picture of a tiling: a colour per piece, outlines only where tiles meet, layers side by side. */
class TilingDrawingTest {

    private static int count(String svg, String element) {
        Matcher matcher = Pattern.compile("<" + element + " ").matcher(svg);
        int count = 0;
        while (matcher.find()) {
            count++;
        }
        return count;
    }

    private static final TilingPuzzle STRIP = Tilings.example("pentominoes-3x20");

    @Test
    void everyCellIsAPolygonNamedForItsCell() {
        Picture picture =
                STRIP.draw(Tilings.solutions(STRIP, TilingScope.EVERY_ORBIT).get(0));
        assertEquals(60, count(picture.svgElements(), "polygon"));
        for (String cell : STRIP.cellNames()) {
            assertTrue(picture.svgElements().contains("data-cell=\"" + cell + "\""), cell);
        }
    }

    /** Each piece in a colour of its own, its name in one of its cells, and a legend naming every piece's colour. */
    @Test
    void eachPieceHasAColourOfItsOwnAndItsNameInOneCell() {
        String svg = STRIP.draw(
                        Tilings.solutions(STRIP, TilingScope.EVERY_ORBIT).get(0))
                .svgElements();
        Set<String> fills = new HashSet<>();
        Matcher matcher = Pattern.compile("fill=\"(#[0-9a-f]{6})\" stroke").matcher(svg);
        while (matcher.find()) {
            fills.add(matcher.group(1));
        }
        assertEquals(12, fills.size());
        for (String piece : List.of("F", "I", "L", "N", "P", "T", "U", "V", "W", "X", "Y", "Z")) {
            assertEquals(2, svg.split(">" + piece + "</text>", -1).length - 1, piece + " in a cell and the legend");
        }
        assertEquals(12, svg.split("pointer-events=\"none\">", -1).length - 1, "a name in one cell of each piece");
        assertEquals(12, count(svg, "rect"), "the legend's swatches");
    }

    /**
     * Two dominoes standing in a 2 x 2 square: the border's 8 unit sides and the 2 between the dominoes are drawn,
     * not the 2 inside them.
     */
    @Test
    void outlinesAreDrawnWhereTilesMeetAndAtTheBorder() {
        TilingPuzzle puzzle = Tilings.parse("board", "##", "##", "", "piece D x2", "##");
        int down = 0b0010 + 1;
        int up = 0b0001 + 1;
        assertEquals(10, count(puzzle.draw(new int[] {down, down, up, up}).svgElements(), "line"));
    }

    @Test
    void anEmptyPositionIsDrawnBlankWithEveryCellOutlined() {
        TilingPuzzle puzzle = Tilings.example("pentominoes-4x5");
        int[] empty = new int[20];
        Arrays.fill(empty, PuzzleInstance.EMPTY);
        String svg = puzzle.draw(empty).svgElements();
        assertEquals(20, count(svg, "polygon"));
        assertEquals(4, count(svg, "text"), "the legend's alone");
        // every unit side: 4 x 5 cells have 5 x 5 horizontal and 4 x 6 vertical sides
        assertEquals(49, count(svg, "line"));
    }

    /**
     * Triangles and hexagons are drawn as their grid outlines them: three corners a triangle, six a hexagon, and
     * every side once in an empty position (a hexagon of six triangles has 6 sides round it and 6 inside; four
     * hexagons in a rhombus 4 x 6 sides, 5 of them shared).
     */
    @Test
    void trianglesAndHexagonsAreDrawnAsTheirGridsOutlineThem() {
        TilingPuzzle triangles = Tilings.parse("grid triangle", "", "board", "###", "###", "", "piece D x3", "##");
        String hexagon = triangles.draw(empty(6)).svgElements();
        assertEquals(6, count(hexagon, "polygon"));
        assertEquals(12, count(hexagon, "line"));
        Matcher corners = Pattern.compile("points=\"([^\"]*)\"").matcher(hexagon);
        assertTrue(corners.find());
        assertEquals(3, corners.group(1).split(" ").length);
        TilingPuzzle hexes = Tilings.parse("grid hex", "", "board", "##", "##", "", "piece D x2", "##");
        String rhombus = hexes.draw(empty(4)).svgElements();
        assertEquals(4, count(rhombus, "polygon"));
        assertEquals(19, count(rhombus, "line"));
        Matcher hexCorners = Pattern.compile("points=\"([^\"]*)\"").matcher(rhombus);
        assertTrue(hexCorners.find());
        assertEquals(6, hexCorners.group(1).split(" ").length);
    }

    /** Each piece of a hexiamond tiling named once, the outlines only between pieces and round the board. */
    @Test
    void aHexiamondTilingNamesItsTwelvePieces() {
        TilingPuzzle rhombus = Tilings.example("hexiamonds-6x6");
        String svg = rhombus.draw(
                        Tilings.solutions(rhombus, TilingScope.EVERY_ORBIT).get(0))
                .svgElements();
        assertEquals(72, count(svg, "polygon"));
        assertEquals(24, count(svg, "text"), "a name in one cell of each piece, and the legend");
        for (String piece : List.of("I", "P", "J", "E", "V", "H", "S", "X", "C", "G", "F", "O")) {
            assertTrue(svg.contains(">" + piece + "</text>"), piece);
        }
        // The rhombus has (72 x 3 + 24) / 2 = 120 sides, 24 round it; 61 lie inside a piece (5 in each, 6 in the
        // hexagon, whose triangles close round its centre): 59 are drawn.
        assertEquals(59, count(svg, "line"));
    }

    private static int[] empty(int cells) {
        int[] position = new int[cells];
        Arrays.fill(position, PuzzleInstance.EMPTY);
        return position;
    }

    @Test
    void aSolidBoardIsDrawnAsItsLayersSideBySide() {
        TilingPuzzle soma = Tilings.example("soma");
        Picture picture =
                soma.draw(Tilings.solutions(soma, TilingScope.EVERY_ORBIT).get(0));
        assertEquals(27, count(picture.svgElements(), "polygon"));
        // three layers of three 24-pixel squares side by side, each as wide as the board is tall
        assertTrue(picture.width() >= 3 * 3 * 24, picture.width() + " x " + picture.height());
        assertTrue(picture.svgElements().contains(">layer 3</text>"));
    }
}
