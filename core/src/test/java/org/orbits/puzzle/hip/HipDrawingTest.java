package org.orbits.puzzle.hip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.PuzzleInstance;

class HipDrawingTest {

    private static final Pattern OUTLINE_COLOUR = Pattern.compile("<polygon [^>]*stroke=\"(#[0-9a-f]{6})\"");

    private static int count(String svg, String element) {
        return svg.split(Pattern.quote(element), -1).length - 1;
    }

    @Test
    void fewMadeSquaresAreEachOutlinedInAColourOfTheirOwnWithRingedCorners() {
        // 3 x 3, one colour everywhere: the 4 unit squares, the 2 x 2 and the tilted one are all made.
        String svg = HipDrawing.draw(HipGeometry.square(3), new int[9]).svgElements();
        assertEquals(6, count(svg, "<polygon"));
        Set<String> colours = new HashSet<>();
        Matcher outline = OUTLINE_COLOUR.matcher(svg);
        while (outline.find()) {
            colours.add(outline.group(1));
        }
        assertEquals(6, colours.size(), "one colour per made square");
        // Every point is a corner; the centre of four unit squares and the tilted one gets as many rings as fit.
        assertTrue(count(svg, "class=\"corner\"") >= 9);
        assertEquals(9, count(svg, "data-cell="));
    }

    @Test
    void aTieHasNoOutlineAndNoRing() {
        int[] chequer = {0, 1, 0, 1};
        HipGeometry geometry = HipGeometry.square(2);
        int[] colours = new int[4];
        for (int point = 0; point < 4; point++) {
            colours[point] = chequer[geometry.row(point) * 2 + geometry.column(point)];
        }
        String svg = HipDrawing.draw(geometry, colours).svgElements();
        assertEquals(0, count(svg, "<polygon"));
        assertEquals(0, count(svg, "class=\"corner\""));
    }

    @Test
    void manyMadeSquaresAreCountedAtTheirCornersInsteadOfOutlined() {
        // 4 x 4 in one colour makes all 20 squares, more than there are colours to tell them apart.
        HipGeometry geometry = HipGeometry.square(4);
        String svg = HipDrawing.draw(geometry, new int[16]).svgElements();
        assertEquals(0, count(svg, "<polygon"));
        assertEquals(16, count(svg, "class=\"corner\""), "one ring per corner");
        int cornersOfAll = 0;
        Matcher number = Pattern.compile(">(\\d+)</text>").matcher(svg);
        List<Integer> numbers = new ArrayList<>();
        while (number.find()) {
            numbers.add(Integer.parseInt(number.group(1)));
            cornersOfAll += Integer.parseInt(number.group(1));
        }
        assertEquals(16, numbers.size());
        assertEquals(4 * geometry.squares().size(), cornersOfAll, "each made square counted at its four corners");
    }

    @Test
    void anUncolouredPointIsADashedWhiteCircle() {
        int[] colours = new int[4];
        colours[0] = PuzzleInstance.EMPTY;
        String svg = HipDrawing.draw(HipGeometry.square(2), colours).svgElements();
        assertEquals(1, count(svg, "stroke-dasharray"));
        assertEquals(0, count(svg, "<polygon"));
    }
}
