package org.orbits.api;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.util.List;
import java.util.Optional;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleInstance;

/**
 * One puzzle with every parameter fixed, as {@link Orbits#instance(String, java.util.Map)} builds it: its
 * cells, its symmetry groups, its independent checker and its drawing.
 */
public final class Instance {

    private final PuzzleInstance puzzle;

    Instance(PuzzleInstance puzzle) {
        this.puzzle = puzzle;
    }

    /** A symmetry group of the instance: its name and order. */
    public record Group(String name, int order) {}

    public String family() {
        return puzzle.family().name();
    }

    /** A file-name-safe identifier unique within the family: {@code n6-s22}. */
    public String id() {
        return puzzle.id();
    }

    /** {@code ngon n=6 sum=22}. */
    public String label() {
        return puzzle.label();
    }

    /** Every parameter with its value, defaults included, in declaration order. */
    public ImmutableMap<String, String> parameters() {
        return puzzle.parameters();
    }

    /** The cell names, in the cell order of every solution. */
    public ImmutableList<String> cellNames() {
        return puzzle.cellNames();
    }

    public int minValue() {
        return puzzle.minValue();
    }

    public int maxValue() {
        return puzzle.maxValue();
    }

    /** Whether no two cells may hold one value. */
    public boolean valuesDistinct() {
        return puzzle.valuesDistinct();
    }

    /** The groups orbits are reported under, the default first. */
    public List<Group> groups() {
        return puzzle.groups().stream()
                .map(group -> new Group(group.name(), group.order()))
                .toList();
    }

    /** The independent checker: empty when {@code solution} solves the puzzle, otherwise what is wrong. */
    public Optional<String> violation(ImmutableIntArray solution) {
        if (solution.length() != puzzle.cellNames().size()) {
            return Optional.of("a solution has " + puzzle.cellNames().size() + " cells, not " + solution.length());
        }
        return puzzle.violation(solution.toArray());
    }

    /** The objective of a solution, for an optimisation puzzle. */
    public Optional<Integer> objectiveOf(ImmutableIntArray solution) {
        return puzzle.objectiveOf(solution.toArray()).map(org.orbits.puzzle.Objective::value);
    }

    /** A drawing of one solution, or of a position being played (see {@link PuzzleInstance#EMPTY}). */
    public Picture draw(ImmutableIntArray solution) {
        return puzzle.draw(solution.toArray());
    }

    /** The puzzle beneath, for code that works with the puzzle SPI itself. */
    public PuzzleInstance puzzle() {
        return puzzle;
    }

    @Override
    public String toString() {
        return label();
    }
}
