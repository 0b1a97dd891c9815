package org.orbits.search.detect;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntBinaryOperator;
import org.orbits.puzzle.CellGrid;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetries;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.ValueMap;

/**
 * The maps tried on the solutions, whatever the model's constraints look like: each output array's geometric
 * symmetries (the square's eight for a square 2-D array, the rectangle's four otherwise; reversals and rotations of a
 * 1-D array), the eight of the (index, value) grid of a 1-D array whose indices and values are equally many
 * ({@code q[i] = j} to {@code q[j] = n + 1 - i}), the value reversal {@code v -> lo + hi - v}, each geometric map
 * followed by it, the affine maps of the values modulo their number, and every transposition of two values. Each is a whole element, not a generator, so that a map is
 * found even when the group's usual generators are not symmetries.
 */
final class CandidateMaps {

    /** The most values whose transpositions are all tried: their number grows with the square of the values. */
    static final int MAX_TRANSPOSED_VALUES = 64;

    private CandidateMaps() {}

    /** Every candidate on {@code space} for the arrays {@code shapes}. */
    static List<CandidateMap> of(LiteralSpace space, List<ArrayShape> shapes) {
        return of(space, shapes, List.of());
    }

    /** Every candidate on {@code space} for the arrays {@code shapes} and the puzzle's own grids {@code grids}. */
    static List<CandidateMap> of(LiteralSpace space, List<ArrayShape> shapes, List<CellGrid> grids) {
        List<CandidateMap> candidates = new ArrayList<>();
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (int c = 0; c < space.cells(); c++) {
            lo = Math.min(lo, space.lo(c));
            hi = Math.max(hi, space.hi(c));
        }
        List<CellMap> geometric = new ArrayList<>();
        for (ArrayShape shape : shapes) {
            for (CellMap map : geometric(shape, space.cells())) {
                geometric.add(map);
                candidates.add(candidate(map.name(), map));
            }
            if (shape.dimensions() == 1 && shape.hi() - shape.lo() + 1 == shape.size() && shape.size() > 1) {
                candidates.addAll(indexValueGrid(space, shape));
            }
        }
        for (CellGrid grid : grids) {
            for (CellMap map : geometric(grid, space.cells())) {
                geometric.add(map);
                candidates.add(candidate(map.name(), map));
            }
        }
        ValueMap reversal = reversal(lo, hi);
        if (!reversal.isIdentity()) {
            String name = "values x -> " + (lo + hi) + " - x";
            Symmetry values =
                    Symmetries.of(name, Symmetries.identity(space.cells()).cellImage(), reversal);
            candidates.add(candidate(name, values));
            for (CellMap map : geometric) {
                Symmetry both = Symmetries.of(map.name() + ", then " + name, map.cellImage(), reversal);
                candidates.add(candidate(both.name(), both));
            }
        }
        if (hi - lo + 1 <= MAX_TRANSPOSED_VALUES) {
            candidates.addAll(affine(space, lo, hi));
            for (int v = lo; v <= hi; v++) {
                for (int w = v + 1; w <= hi; w++) {
                    int[] image = new int[hi - lo + 1];
                    for (int x = lo; x <= hi; x++) {
                        image[x - lo] = x == v ? w : x == w ? v : x;
                    }
                    String name = "values " + v + " <-> " + w;
                    Symmetry swap = Symmetries.of(
                            name, Symmetries.identity(space.cells()).cellImage(), ValueMap.of(lo, image));
                    candidates.add(candidate(name, swap));
                }
            }
        }
        return candidates;
    }

    /**
     * The maps {@code v -> a v + b} of the values taken modulo their number m, each value standing for its residue
     * ({@code 1..9} with 9 for 0, as the Apex's digits): for every unit a and every b, but the identity.
     */
    private static List<CandidateMap> affine(LiteralSpace space, int lo, int hi) {
        List<CandidateMap> maps = new ArrayList<>();
        int m = hi - lo + 1;
        for (int a = 1; a < m; a++) {
            if (gcd(a, m) != 1) {
                continue;
            }
            for (int b = 0; b < m; b++) {
                int[] image = new int[m];
                for (int v = lo; v <= hi; v++) {
                    int residue = Math.floorMod(a * v + b, m);
                    image[v - lo] = lo + Math.floorMod(residue - lo, m);
                }
                ValueMap values = ValueMap.of(lo, image);
                if (values.isIdentity()) {
                    continue;
                }
                String name = "values x -> " + a + "x + " + b + " (mod " + m + ")";
                Symmetry map =
                        Symmetries.of(name, Symmetries.identity(space.cells()).cellImage(), values);
                maps.add(candidate(name, map));
            }
        }
        return maps;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    private static CandidateMap candidate(String name, Symmetry map) {
        return new CandidateMap(name, CandidateMap.Source.CANDIDATES, map);
    }

    private static ValueMap reversal(int lo, int hi) {
        int[] image = new int[hi - lo + 1];
        for (int v = lo; v <= hi; v++) {
            image[v - lo] = lo + hi - v;
        }
        return ValueMap.of(lo, image);
    }

    /** The non-identity elements of the array's own symmetry group, as cell maps on every cell. */
    static List<CellMap> geometric(ArrayShape shape, int cells) {
        List<CellMap> maps = new ArrayList<>();
        if (shape.dimensions() == 1) {
            int n = shape.size();
            for (int k = 1; k < n; k++) {
                int shift = k;
                maps.add(map(shape.name() + ": rotation by " + k, shape, cells, (i, unused) -> (i + shift) % n));
            }
            for (int k = 0; k < n && n > 1; k++) {
                int axis = k;
                String name = k == n - 1
                        ? shape.name() + ": reversal"
                        : shape.name() + ": reflection i -> " + k + " - i (mod " + n + ")";
                maps.add(map(name, shape, cells, (i, unused) -> Math.floorMod(axis - i, n)));
            }
        } else if (shape.dimensions() == 2) {
            int rows = shape.sizes().get(0);
            int columns = shape.sizes().get(1);
            for (GridMap grid : GridMap.values()) {
                if (grid == GridMap.IDENTITY || (rows != columns && !grid.rectangular)) {
                    continue;
                }
                maps.add(map(shape.name() + ": " + grid.word, shape, cells, (r, c) -> {
                    int[] to = grid.apply(r, c, rows, columns);
                    return to[0] * columns + to[1];
                }));
            }
        }
        return maps.stream().filter(m -> !m.isIdentity()).toList();
    }

    /**
     * The grid's geometric maps (the square's eight, the rectangle's four) that send every occupied position to an
     * occupied one, as cell maps on every cell: cells off the grid stay.
     */
    static List<CellMap> geometric(CellGrid grid, int cells) {
        List<CellMap> maps = new ArrayList<>();
        int rows = grid.rows();
        int columns = grid.columns();
        for (GridMap map : GridMap.values()) {
            if (map == GridMap.IDENTITY || (rows != columns && !map.rectangular)) {
                continue;
            }
            int[] image = Symmetries.identity(cells).cellImage();
            boolean keepsCells = true;
            for (int r = 0; r < rows && keepsCells; r++) {
                for (int c = 0; c < columns; c++) {
                    int cell = grid.cellAt(r, c);
                    int[] to = map.apply(r, c, rows, columns);
                    int target = grid.cellAt(to[0], to[1]);
                    if ((cell == CellGrid.ABSENT) != (target == CellGrid.ABSENT)) {
                        keepsCells = false;
                        break;
                    }
                    if (cell != CellGrid.ABSENT) {
                        image[cell] = target;
                    }
                }
            }
            if (keepsCells) {
                maps.add(Symmetries.ofCells(grid.name() + ": " + map.word, image));
            }
        }
        return maps.stream().filter(m -> !m.isIdentity()).toList();
    }

    /** The cell map that moves the array's cell at (row, column) (or index, column 0) to the position given. */
    private static CellMap map(String name, ArrayShape shape, int cells, IntBinaryOperator position) {
        int[] image = Symmetries.identity(cells).cellImage();
        int columns = shape.dimensions() == 1 ? 1 : shape.sizes().get(1);
        for (int k = 0; k < shape.size(); k++) {
            int row = shape.dimensions() == 1 ? k : k / columns;
            int column = shape.dimensions() == 1 ? 0 : k % columns;
            image[shape.first() + k] = shape.first() + position.applyAsInt(row, column);
        }
        return Symmetries.ofCells(name, image);
    }

    /**
     * The symmetries of the square of points (index i, value j) of a 1-D array, as maps of literals: the literal
     * "cell i holds j" goes to "cell i' holds j'" where (i', j') is the image of (i, j); literals of other cells, and
     * values outside the array's range, stay.
     */
    private static List<CandidateMap> indexValueGrid(LiteralSpace space, ArrayShape shape) {
        List<CandidateMap> maps = new ArrayList<>();
        int n = shape.size();
        for (GridMap grid : GridMap.values()) {
            if (grid == GridMap.IDENTITY) {
                continue;
            }
            IntBinaryOperator image = (cell, value) -> {
                int i = cell - shape.first();
                int j = value - shape.lo();
                if (i < 0 || i >= n || j < 0 || j >= n) {
                    return space.literal(cell, value);
                }
                int[] to = grid.apply(i, j, n, n);
                return space.literal(shape.first() + to[0], shape.lo() + to[1]);
            };
            String name = shape.name() + ": " + grid.word + " of the (index, value) grid";
            maps.add(candidate(name, Symmetries.ofLiterals(name, space, image)));
        }
        return maps;
    }

    /** The eight symmetries of a grid, the rectangle's four marked. */
    enum GridMap {
        IDENTITY("identity", true),
        QUARTER_TURN("quarter turn", false),
        HALF_TURN("half turn", true),
        THREE_QUARTER_TURN("three-quarter turn", false),
        TRANSPOSE("reflection in the main diagonal", false),
        ANTI_TRANSPOSE("reflection in the other diagonal", false),
        FLIP_ROWS("reflection top to bottom", true),
        FLIP_COLUMNS("reflection left to right", true);

        private final String word;
        private final boolean rectangular;

        GridMap(String word, boolean rectangular) {
            this.word = word;
            this.rectangular = rectangular;
        }

        /** Where (r, c) of a grid of {@code rows} by {@code columns} goes. */
        int[] apply(int r, int c, int rows, int columns) {
            return switch (this) {
                case IDENTITY -> new int[] {r, c};
                case QUARTER_TURN -> new int[] {c, rows - 1 - r};
                case HALF_TURN -> new int[] {rows - 1 - r, columns - 1 - c};
                case THREE_QUARTER_TURN -> new int[] {columns - 1 - c, r};
                case TRANSPOSE -> new int[] {c, r};
                case ANTI_TRANSPOSE -> new int[] {columns - 1 - c, rows - 1 - r};
                case FLIP_ROWS -> new int[] {rows - 1 - r, c};
                case FLIP_COLUMNS -> new int[] {r, columns - 1 - c};
            };
        }
    }
}
