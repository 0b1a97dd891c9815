package org.orbits.search.detect;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.orbits.model.ModelPuzzle;
import org.orbits.model.graph.CellLiterals;
import org.orbits.model.graph.LiteralGraph;
import org.orbits.model.graph.LiteralSymmetries;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetries;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.ValueMap;
import org.orbits.symmetry.graph.AutomorphismSearch;

/**
 * The symmetries of a model its constraints prove: the automorphisms of its literal graph ({@link LiteralGraph}),
 * each a map of the cells' literals, as maps of the whole literal space of the cells (every value of the cells'
 * range). A map that moves whole cells with one map of the values is kept as such a map, extended to the values a
 * cell cannot take; any other keeps the literals no solution holds where they are.
 */
final class ConstraintSymmetries {

    private ConstraintSymmetries() {}

    /** The maps of {@code model}'s literal graph on {@code space}, named as they act; the search's verdict in notes. */
    static List<CandidateMap> of(ModelPuzzle model, LiteralSpace space, AutomorphismSearch search, List<String> notes) {
        LiteralSymmetries found = LiteralGraph.symmetries(model.flatZinc(), model.outputs(), search);
        if (!found.complete()) {
            notes.add("the search of the literal graph's automorphisms ran out of budget: the model's symmetries"
                    + " found are a subgroup of its own");
        }
        List<CandidateMap> maps = new ArrayList<>();
        int k = 1;
        for (int[] generator : found.generators()) {
            Symmetry map = onSpace("constraints " + k++, found.literals(), generator, space);
            String name = map instanceof org.orbits.symmetry.CellMap cells
                    ? CandidateMap.describe(cells, model.cellNames())
                    : "a map of assignments (" + moved(generator) + " moved)";
            maps.add(new CandidateMap(
                    name,
                    CandidateMap.Source.CONSTRAINTS,
                    Symmetries.ofLiterals(name, space, map.literalImage(space))));
        }
        return maps;
    }

    private static int moved(int[] generator) {
        int moved = 0;
        for (int l = 0; l < generator.length; l++) {
            moved += generator[l] != l ? 1 : 0;
        }
        return moved;
    }

    /** A map of the graph's literals as a map of {@code space}, whole cells and one value map where it is one. */
    static Symmetry onSpace(String name, CellLiterals literals, int[] map, LiteralSpace space) {
        Optional<Symmetry> cellMap = asCellMap(name, literals, map, space);
        if (cellMap.isPresent()) {
            return cellMap.get();
        }
        Optional<Symmetry> transposing = asTransposingMap(name, literals, map, space);
        if (transposing.isPresent()) {
            return transposing.get();
        }
        int[] image = new int[space.literals()];
        Arrays.setAll(image, l -> l);
        for (int l = 0; l < map.length; l++) {
            image[space.literal(literals.cellOf(l), (int) literals.valueOf(l))] =
                    space.literal(literals.cellOf(map[l]), (int) literals.valueOf(map[l]));
        }
        return Symmetries.ofLiterals(name, space, image);
    }

    /**
     * The map as one that turns the (cell, value) grid over, where there are as many cells as values: each cell's
     * literals all go to one value, {@code rho(cell)}, and each value's literals to one cell, {@code pi(value)}, so
     * that {@code cell = value} becomes {@code pi(value) = rho(cell)} (the quarter turn of the row model of n queens,
     * a tour run backwards), extended so to the literals no solution holds, which it then keeps apart.
     */
    private static Optional<Symmetry> asTransposingMap(
            String name, CellLiterals literals, int[] map, LiteralSpace space) {
        int cells = space.cells();
        int lo = space.lo(0);
        int values = space.hi(0) - lo + 1;
        if (values != cells) {
            return Optional.empty();
        }
        int[] rho = new int[cells];
        int[] pi = new int[values];
        Arrays.fill(rho, Integer.MIN_VALUE);
        Arrays.fill(pi, -1);
        for (int l = 0; l < map.length; l++) {
            int cell = literals.cellOf(l);
            int value = (int) literals.valueOf(l) - lo;
            int toCell = literals.cellOf(map[l]);
            int toValue = (int) literals.valueOf(map[l]);
            if ((rho[cell] != Integer.MIN_VALUE && rho[cell] != toValue) || (pi[value] >= 0 && pi[value] != toCell)) {
                return Optional.empty();
            }
            rho[cell] = toValue;
            pi[value] = toCell;
        }
        if (Arrays.stream(rho).anyMatch(v -> v == Integer.MIN_VALUE)
                || Arrays.stream(pi).anyMatch(c -> c < 0)) {
            return Optional.empty();
        }
        try {
            return Optional.of(
                    Symmetries.ofLiterals(name, space, (cell, value) -> space.literal(pi[value - lo], rho[cell])));
        } catch (IllegalArgumentException notAPermutation) {
            return Optional.empty();
        }
    }

    /**
     * The map as cells moved with one map of the values, where each cell's literals all go to one cell and each value
     * to one value, and that map, extended to the values no cell takes, keeps the literals no solution holds apart.
     */
    private static Optional<Symmetry> asCellMap(String name, CellLiterals literals, int[] map, LiteralSpace space) {
        int cells = space.cells();
        int lo = space.lo(0);
        int hi = space.hi(0);
        int[] cellImage = new int[cells];
        Arrays.fill(cellImage, -1);
        int[] values = new int[hi - lo + 1];
        Arrays.fill(values, Integer.MIN_VALUE);
        for (int l = 0; l < map.length; l++) {
            int from = literals.cellOf(l);
            int to = literals.cellOf(map[l]);
            int value = (int) literals.valueOf(l) - lo;
            int image = (int) literals.valueOf(map[l]);
            if ((cellImage[from] >= 0 && cellImage[from] != to)
                    || (values[value] != Integer.MIN_VALUE && values[value] != image)) {
                return Optional.empty();
            }
            cellImage[from] = to;
            values[value] = image;
        }
        for (int c = 0; c < cells; c++) {
            cellImage[c] = cellImage[c] < 0 ? c : cellImage[c];
        }
        // The values no literal of the graph holds go, in order, to the values nothing maps to.
        boolean[] taken = new boolean[values.length];
        for (int value : values) {
            if (value != Integer.MIN_VALUE) {
                if (value < lo || value > hi || taken[value - lo]) {
                    return Optional.empty();
                }
                taken[value - lo] = true;
            }
        }
        int free = 0;
        for (int v = 0; v < values.length; v++) {
            if (values[v] == Integer.MIN_VALUE) {
                while (taken[free]) {
                    free++;
                }
                values[v] = lo + free;
                taken[free] = true;
            }
        }
        Symmetry candidate = Symmetries.of(name, cellImage, ValueMap.of(lo, values));
        try {
            int[] image = candidate.literalImage(space);
            for (int l = 0; l < map.length; l++) {
                int from = space.literal(literals.cellOf(l), (int) literals.valueOf(l));
                int to = space.literal(literals.cellOf(map[l]), (int) literals.valueOf(map[l]));
                if (image[from] != to) {
                    return Optional.empty();
                }
            }
            return Optional.of(candidate);
        } catch (IllegalArgumentException notAMapOfTheSpace) {
            return Optional.empty();
        }
    }
}
