package org.orbits.puzzle.ngon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbits.puzzle.Picture;

class NgonDrawingTest {

    private static final Pattern CIRCLE = Pattern.compile("<circle cx=\"([0-9.]+)\" cy=\"([0-9.]+)\" r=\"([0-9.]+)\"");

    private static Picture draw(int corners) {
        NgonGeometry geometry = new NgonGeometry(corners);
        return NgonDrawing.draw(
                geometry, IntStream.rangeClosed(1, geometry.dots()).toArray());
    }

    private static List<double[]> dots(Picture picture) {
        List<double[]> dots = new ArrayList<>();
        Matcher circle = CIRCLE.matcher(picture.svgElements());
        while (circle.find()) {
            dots.add(new double[] {
                Double.parseDouble(circle.group(1)),
                Double.parseDouble(circle.group(2)),
                Double.parseDouble(circle.group(3))
            });
        }
        return dots;
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 6, 10, 11, 12, 13, 20, 40})
    void noTwoDotsComeCloserThanTwoRadiiAndAGap(int corners) {
        List<double[]> dots = dots(draw(corners));
        assertEquals(3 * corners + 1, dots.size());
        double closest = Double.MAX_VALUE;
        for (int a = 0; a < dots.size(); a++) {
            for (int b = a + 1; b < dots.size(); b++) {
                closest =
                        Math.min(closest, Math.hypot(dots.get(a)[0] - dots.get(b)[0], dots.get(a)[1] - dots.get(b)[1]));
            }
        }
        // The coordinates are written to a tenth, so each may have moved by 0.05.
        assertTrue(closest >= NgonDrawing.SPACING - 0.15, "n=" + corners + ": dots " + closest + " apart");
        assertTrue(closest >= 2 * NgonDrawing.DOT_RADIUS + 2.8, "n=" + corners + ": dots " + closest + " apart");
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 6, 10, 12, 13, 40})
    void everyDotLiesWhollyInsideThePicture(int corners) {
        Picture picture = draw(corners);
        for (double[] dot : dots(picture)) {
            assertTrue(dot[0] - dot[2] >= 0 && dot[0] + dot[2] <= picture.width(), "n=" + corners);
            assertTrue(dot[1] - dot[2] >= 0 && dot[1] + dot[2] <= picture.height(), "n=" + corners);
        }
    }

    /** The polygon grows only where its dots would crowd, so the pictures of smaller ones stay as they were. */
    @ParameterizedTest
    @ValueSource(ints = {3, 6, 8, 10})
    void aPolygonUpToTenCornersKeepsItsSize(int corners) {
        assertEquals(200, draw(corners).width(), 1e-9);
        assertTrue(draw(13).width() > draw(12).width() && draw(12).width() > 200);
    }
}
