package org.orbits.symmetry;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The points a {@link Group}'s stabiliser chain permutes, on which it acts faithfully: a group made on a literal
 * space acts on its literals, which any symmetry of it permutes; a group of cell maps made without one acts on its
 * cells and, after them, on the values its value maps move.
 */
sealed interface Points {

    /** How many points. */
    int degree();

    /** How many cells the symmetries act on. */
    int cells();

    /**
     * {@code g} as a permutation of the points.
     *
     * @throws IllegalArgumentException when {@code g} does not act on them
     */
    int[] permutation(Symmetry g);

    /** The symmetry whose action on the points is {@code permutation}. */
    Symmetry symmetry(String name, int[] permutation);

    /** The literals, when the points are those of a literal space. */
    Optional<LiteralSpace> space();

    /** Refuses a solution the group cannot act on: of another number of cells, or with a value out of range. */
    void check(int[] solution);

    /** The literals of {@code space}. */
    record Literals(LiteralSpace literalSpace) implements Points {

        @Override
        public int degree() {
            return literalSpace.literals();
        }

        @Override
        public int cells() {
            return literalSpace.cells();
        }

        @Override
        public int[] permutation(Symmetry g) {
            return g.literalImage(literalSpace);
        }

        @Override
        public Symmetry symmetry(String name, int[] permutation) {
            return Symmetries.ofLiterals(name, literalSpace, permutation);
        }

        @Override
        public Optional<LiteralSpace> space() {
            return Optional.of(literalSpace);
        }

        @Override
        public void check(int[] solution) {
            if (solution.length != literalSpace.cells()) {
                throw new IllegalArgumentException(
                        "a solution of " + solution.length + " cells given for " + literalSpace.cells() + " cells");
            }
            for (int c = 0; c < solution.length; c++) {
                if (!literalSpace.holds(c, solution[c])) {
                    throw new IllegalArgumentException("cell " + c + " cannot hold " + solution[c]);
                }
            }
        }
    }

    /**
     * The cells {@code 0 .. cells-1}, then the values {@code lo .. lo+values-1} as the points {@code cells ..
     * cells+values-1}: a cell map is its cell permutation and its value map, so it acts faithfully on them.
     */
    record CellsAndValues(int cells, int lo, int values) implements Points {

        /** The cells, and the values that some value map of {@code generators} moves, least to greatest. */
        static CellsAndValues of(int cells, List<? extends Symmetry> generators) {
            int lo = Integer.MAX_VALUE;
            int hi = Integer.MIN_VALUE;
            for (Symmetry g : generators) {
                if (!(g instanceof CellMap cellMap)) {
                    throw new IllegalArgumentException("symmetry " + g.name()
                            + " maps literals, not cells: a group of it is made on its literals");
                }
                if (cellMap.cells() != cells) {
                    throw new IllegalArgumentException(
                            "generator " + g.name() + " acts on " + cellMap.cells() + " cells, not " + cells);
                }
                ValueMap map = cellMap.values();
                if (!map.isIdentity()) {
                    lo = Math.min(lo, map.lo());
                    hi = Math.max(hi, map.lo() + map.image().length - 1);
                }
            }
            return lo > hi ? new CellsAndValues(cells, 0, 0) : new CellsAndValues(cells, lo, hi - lo + 1);
        }

        @Override
        public int degree() {
            return cells + values;
        }

        /** A value the value map leaves out of its table stays; one it moves must stay among the values. */
        @Override
        public int[] permutation(Symmetry g) {
            if (!(g instanceof CellMap cellMap) || cellMap.cells() != cells) {
                throw new IllegalArgumentException(
                        "symmetry " + g.name() + " is no map of these " + cells + " cells and their values");
            }
            int[] image = new int[cells + values];
            for (int c = 0; c < cells; c++) {
                image[c] = cellMap.cellImage(c);
            }
            ValueMap map = cellMap.values();
            if (map.isIdentity()) {
                for (int v = 0; v < values; v++) {
                    image[cells + v] = cells + v;
                }
                return image;
            }
            int[] table = map.image();
            for (int k = 0; k < table.length; k++) {
                boolean inRange = map.lo() + k >= lo && map.lo() + k < lo + values;
                if (table[k] != map.lo() + k && !inRange) {
                    throw new IllegalArgumentException("symmetry " + g.name() + " moves the value " + (map.lo() + k)
                            + ", outside " + lo + ".." + (lo + values - 1));
                }
            }
            for (int v = 0; v < values; v++) {
                int value = lo + v;
                boolean moved = value >= map.lo() && value < map.lo() + table.length;
                int to = moved ? table[value - map.lo()] : value;
                if (to < lo || to >= lo + values) {
                    throw new IllegalArgumentException("symmetry " + g.name() + " sends the value " + value + " to "
                            + to + ", outside " + lo + ".." + (lo + values - 1));
                }
                image[cells + v] = cells + to - lo;
            }
            return image;
        }

        @Override
        public Symmetry symmetry(String name, int[] permutation) {
            int[] valueImage = new int[values];
            for (int v = 0; v < values; v++) {
                valueImage[v] = lo + permutation[cells + v] - cells;
            }
            return Symmetries.of(name, Arrays.copyOf(permutation, cells), ValueMap.of(lo, valueImage));
        }

        @Override
        public Optional<LiteralSpace> space() {
            return Optional.empty();
        }

        /** A group with value maps takes only the values they map, as each of them does. */
        @Override
        public void check(int[] solution) {
            if (solution.length != cells) {
                throw new IllegalArgumentException(
                        "a solution of " + solution.length + " cells given to a group of " + cells + " cells");
            }
            if (values == 0) {
                return;
            }
            for (int value : solution) {
                if (value < lo || value >= lo + values) {
                    throw new IllegalArgumentException(
                            "value " + value + " is outside " + lo + ".." + (lo + values - 1));
                }
            }
        }
    }
}
