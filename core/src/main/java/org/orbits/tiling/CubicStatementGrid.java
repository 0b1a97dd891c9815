package org.orbits.tiling;

import java.util.ArrayList;
import java.util.List;

/**
 * The square and the cubic grid as the independent statement sees them, written from their definition and sharing
 * nothing with {@link AxisMap}: a motion sends coordinate {@code i} of a site (layer, row, column) to {@code sign[i]}
 * times coordinate {@code source[i]}, one of the 48 signed permutations. A solid file's pieces make the 24 of
 * determinant +1 (turns in space); a flat file's make the 8 that leave the layer as it is (the square's turns and
 * mirrors), only its 4 turns under {@code rule one-sided}. Every offset is a translation of these grids. A site's
 * neighbours are one step away along one axis (in a flat file the steps across layers reach no cell of a board).
 */
final class CubicStatementGrid implements StatementGrid {

    private static final int[][] PERMUTATIONS = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    /** The sign of each permutation above: +1 even, -1 odd. */
    private static final int[] PARITY = {1, -1, -1, 1, 1, -1};

    private final List<int[]> sources = new ArrayList<>();
    private final List<int[]> signs = new ArrayList<>();

    CubicStatementGrid(boolean solid, boolean oneSided) {
        for (int p = 0; p < PERMUTATIONS.length; p++) {
            for (int bits = 0; bits < 8; bits++) {
                int[] sign = {(bits & 4) == 0 ? 1 : -1, (bits & 2) == 0 ? 1 : -1, (bits & 1) == 0 ? 1 : -1};
                boolean turn = PARITY[p] * sign[0] * sign[1] * sign[2] > 0;
                boolean keepsLayer = PERMUTATIONS[p][0] == 0 && sign[0] == 1;
                if (solid ? turn : keepsLayer && (turn || !oneSided)) {
                    sources.add(PERMUTATIONS[p]);
                    signs.add(sign);
                }
            }
        }
    }

    @Override
    public List<List<int[]>> images(List<int[]> sites) {
        List<List<int[]>> images = new ArrayList<>();
        for (int m = 0; m < sources.size(); m++) {
            int[] source = sources.get(m);
            int[] sign = signs.get(m);
            List<int[]> image = new ArrayList<>();
            for (int[] site : sites) {
                image.add(new int[] {sign[0] * site[source[0]], sign[1] * site[source[1]], sign[2] * site[source[2]]});
            }
            images.add(image);
        }
        return images;
    }

    @Override
    public boolean translates(int[] offset) {
        return true;
    }

    @Override
    public List<int[]> neighbours(int[] site) {
        List<int[]> neighbours = new ArrayList<>();
        for (int axis = 0; axis < site.length; axis++) {
            for (int step = -1; step <= 1; step += 2) {
                int[] next = site.clone();
                next[axis] += step;
                neighbours.add(next);
            }
        }
        return neighbours;
    }
}
