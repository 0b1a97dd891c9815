package org.orbits.web;

import java.util.Locale;
import org.orbits.puzzle.Picture;

/** A family's drawing as a standalone SVG document, scaled by the page. */
final class Svg {

    private Svg() {}

    static String of(Picture picture) {
        return String.format(
                        Locale.ROOT,
                        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %.1f %.1f\" width=\"%.1f\" height=\"%.1f\""
                                + " font-family=\"sans-serif\">%n",
                        picture.width(),
                        picture.height(),
                        picture.width(),
                        picture.height())
                + picture.svgElements()
                + "</svg>\n";
    }
}
