package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * A linear map of the cubic lattice onto itself that keeps it whole: each axis sent to an axis, forwards or backwards.
 * There are 48 of them, the symmetries of a cube; the 24 with determinant +1 (proper) are the rotations, the others
 * mirrors. The 8 that keep the layer axis where it is act on a flat file's rows and columns as the symmetries of a
 * square, its 4 turns and 4 mirrors (turning a flat piece over is one of these mirrors). They are the point groups of
 * the square and the cubic grids ({@link SquareGrid}, {@link CubicGrid}), which name them.
 *
 * <p>Coordinates are (layer, row, column), axes 0, 1, 2; the map sends {@code v} to {@code w} with {@code w[i] =
 * sign[i] * v[source[i]]}.
 */
final class AxisMap {

    private static final String AXES = "lrc";

    private final int[] source;
    private final int[] sign;

    private AxisMap(int[] source, int[] sign) {
        this.source = source.clone();
        this.sign = sign.clone();
    }

    /**
     * The 48 maps: the identity first, then those whose signatures {@code names} lists, in its order, then the rest in
     * a fixed order, so that a grid's generators are chosen the same way on every run.
     */
    static ImmutableList<AxisMap> ordered(Collection<String> names) {
        List<AxisMap> maps = new ArrayList<>();
        int[][] permutations = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int[] permutation : permutations) {
            for (int signs = 0; signs < 8; signs++) {
                int[] sign = {(signs & 4) == 0 ? 1 : -1, (signs & 2) == 0 ? 1 : -1, (signs & 1) == 0 ? 1 : -1};
                maps.add(new AxisMap(permutation, sign));
            }
        }
        List<AxisMap> ordered = new ArrayList<>();
        ordered.add(maps.get(0));
        for (String signature : names) {
            maps.stream().filter(map -> map.signature().equals(signature)).forEach(ordered::add);
        }
        maps.stream().filter(map -> !ordered.contains(map)).forEach(ordered::add);
        return ImmutableList.copyOf(ordered);
    }

    /** The image of {@code site}, before any translation brings it back onto a board. */
    Site apply(Site site) {
        int[] from = site.coordinates();
        int[] to = new int[3];
        for (int axis = 0; axis < 3; axis++) {
            to[axis] = sign[axis] * from[source[axis]];
        }
        return Site.of(to);
    }

    /** {@code this} after {@code first}. */
    AxisMap after(AxisMap first) {
        int[] composedSource = new int[3];
        int[] composedSign = new int[3];
        for (int axis = 0; axis < 3; axis++) {
            composedSource[axis] = first.source[source[axis]];
            composedSign[axis] = sign[axis] * first.sign[source[axis]];
        }
        return new AxisMap(composedSource, composedSign);
    }

    /** Whether this is a rotation (determinant +1) rather than a mirror. */
    boolean proper() {
        int inversions = 0;
        for (int i = 0; i < 3; i++) {
            for (int j = i + 1; j < 3; j++) {
                inversions += source[i] > source[j] ? 1 : 0;
            }
        }
        int determinant = (inversions % 2 == 0 ? 1 : -1) * sign[0] * sign[1] * sign[2];
        return determinant > 0;
    }

    boolean keepsLayers() {
        return source[0] == 0 && sign[0] == 1;
    }

    boolean isIdentity() {
        return Arrays.equals(source, new int[] {0, 1, 2}) && Arrays.equals(sign, new int[] {1, 1, 1});
    }

    /** Where the map sends the axes, {@code m(c,-l,r)}: the new layer is the old column, and so on. */
    String signature() {
        StringBuilder words = new StringBuilder("m(");
        for (int axis = 0; axis < 3; axis++) {
            words.append(axis == 0 ? "" : ",").append(sign[axis] < 0 ? "-" : "").append(AXES.charAt(source[axis]));
        }
        return words.append(')').toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof AxisMap that && Arrays.equals(source, that.source) && Arrays.equals(sign, that.sign);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(source) + Arrays.hashCode(sign);
    }

    @Override
    public String toString() {
        return signature();
    }
}
