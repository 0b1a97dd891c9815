package org.orbits.catalog;

import java.util.Locale;

/**
 * The frame of every SVG picture the tool writes, the catalog's sheets as the benchmarks' chart: its size in whole
 * pixels, a white ground, so that it reads the same on a dark page, and one font for every text, which the elements
 * inside then need not name.
 */
public final class SvgDocument {

    private SvgDocument() {}

    /** The picture of {@code width} by {@code height} that draws {@code elements}, each ending its line. */
    public static String onWhite(double width, double height, CharSequence elements) {
        return String.format(
                Locale.ROOT,
                """
                <svg xmlns="http://www.w3.org/2000/svg" width="%1$.0f" height="%2$.0f" viewBox="0 0 %1$.0f %2$.0f" \
                font-family="sans-serif">
                <rect width="100%%" height="100%%" fill="white"/>
                %3$s</svg>
                """,
                width,
                height,
                elements);
    }
}
