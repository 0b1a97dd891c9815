package org.orbits.puzzle;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Optional;
import org.orbits.symmetry.Group;

/**
 * One puzzle with every parameter fixed. What it has, declared here: its family, its id and parameters, its cells and
 * their values, and what defines it beyond them. What it is, in four parts, each an interface of its own: its models
 * ({@link PuzzleModels}), its symmetry groups ({@link PuzzleGroups}), its checker ({@link PuzzleChecker}) and its
 * drawing ({@link PuzzleDrawing}). A family's instance implements them all at once (see {@link
 * AbstractPuzzleInstance}); a wrapper replaces one part and keeps the others ({@link PuzzleParts}). A solution is an
 * {@code int[]} indexed by cell in {@link #cellNames()} order.
 */
public interface PuzzleInstance extends PuzzleModels, PuzzleGroups, PuzzleChecker, PuzzleDrawing {

    /** The value of a cell not filled yet, in a position being played: drawn blank, passed over by remarks. */
    int EMPTY = Integer.MIN_VALUE;

    /** The family, as far as an instance needs to know it: its name, its words and its options. */
    FamilyDescription family();

    /** A file-name-safe identifier unique within the family: {@code n6-s22}. */
    String id();

    /** Every parameter with its value, defaults included, in declaration order. */
    ImmutableMap<String, String> parameters();

    /** The cell names users see and type, in cell order. */
    ImmutableList<String> cellNames();

    /** The least value a cell may hold (for checking givens). */
    int minValue();

    /** The greatest value a cell may hold. */
    int maxValue();

    /** Whether no two cells may hold one value, so that two givens with one value are bad input. */
    default boolean valuesDistinct() {
        return false;
    }

    /**
     * How many leading cells, in cell order, decide all the others: two solutions that agree on them are
     * equal. Lex-leader comparisons are then decided within them and need look no further.
     */
    default int determiningPrefix() {
        return cellNames().size();
    }

    /**
     * Why the puzzle has no solution, where that is seen before any search (a tiling's piece that fits nowhere on its
     * board), in words; empty otherwise, and by default. A search still counts the solutions: this only says why there
     * are none.
     */
    default Optional<String> obstacle() {
        return Optional.empty();
    }

    /**
     * The rectangles the puzzle lays its cells out on, if any, so that detecting its symmetries can try their
     * geometric maps (see {@link CellGrid}); none by default.
     */
    default ImmutableList<CellGrid> cellGrids() {
        return ImmutableList.of();
    }

    /**
     * A digest of what defines this instance beyond its family's name, its parameters and orbits' own code: a user's
     * model's compiled FlatZinc, a tiling file's board and pieces. What orbits keeps of a search (a checkpoint, a
     * part) is bound to it, so that one made before the model's file changed is refused, not resumed. Empty for a
     * built-in family, which orbits' code alone defines.
     */
    default Optional<String> definitionDigest() {
        return Optional.empty();
    }

    /**
     * What the instance read back from files earlier runs kept for it (a model's compile, the proof of its
     * declarations), whether each passed its checks and what they took, or why it was ignored, in words: what a
     * verbose run tells. None for an instance that keeps nothing.
     */
    default List<String> keptNotes() {
        return List.of();
    }

    // What follows is made of the parts and of what the instance has: an instance does not override it, so that a
    // part replaced (see PuzzleParts) is what it reads.

    /** {@link #heuristicSolution}, once it has passed {@link #violation}: what a search may start from. */
    default Optional<int[]> checkedHeuristicSolution() {
        return heuristicSolution().filter(solution -> violation(solution).isEmpty());
    }

    /** The group named {@code name} (see {@link #groupNamed}), or a {@link BadInputException} listing the known ones. */
    default Group group(String name) {
        return groupNamed(name)
                .orElseThrow(() -> new BadInputException("no symmetry group '" + name + "' for " + family().name()
                        + " (known: " + String.join(", ", groupNames()) + ")"));
    }

    /** The index of the cell named {@code name}, or a {@link BadInputException}. */
    default int cellIndex(String name) {
        int index = cellNames().indexOf(name);
        if (index < 0) {
            throw new BadInputException("'" + name + "' names no cell of " + family().name() + " " + id());
        }
        return index;
    }

    /** A short label: {@code ngon n=6 sum=22}. */
    default String label() {
        StringBuilder label = new StringBuilder(family().name());
        parameters()
                .forEach((name, value) ->
                        label.append(' ').append(name).append('=').append(value));
        return label.toString();
    }
}
