package org.orbits.search;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.function.UnaryOperator;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;

/**
 * The generators of a group a user declared, checked on every solution a search meets: each must map it to a
 * solution the checker accepts, or the group is no symmetry group of the puzzle and its counts would be wrong. A
 * generator that fails is refused in one line naming it, the solution and what its image breaks. orbits' own
 * families, whose groups their tests prove, are not checked.
 *
 * <p>Under no symmetry breaking every solution is checked, so a declared map that is no symmetry is always caught;
 * under lex-leader breaking only the survivors are, and a map that breaks only solutions the breaking removed is
 * not seen.
 */
final class GeneratorCheck {

    /** One generator to apply: its name and its action on a solution. */
    private record CheckedMap(String name, UnaryOperator<int[]> action) {}

    private final PuzzleInstance instance;
    private final List<CheckedMap> generators;

    private GeneratorCheck(PuzzleInstance instance, List<CheckedMap> generators) {
        this.instance = instance;
        this.generators = List.copyOf(generators);
    }

    /** The check of {@code group}'s generators when {@code instance} declares its groups, else one that passes. */
    static GeneratorCheck of(PuzzleInstance instance, Group group) {
        List<CheckedMap> generators = new ArrayList<>();
        if (instance.groupsDeclared()) {
            for (Symmetry g : group.generators()) {
                generators.add(new CheckedMap(g.name(), g::apply));
            }
        }
        return new GeneratorCheck(instance, generators);
    }

    /** Throws when a generator maps {@code solution} to anything but a solution. */
    void check(int[] solution) {
        for (CheckedMap g : generators) {
            int[] image;
            try {
                image = g.action().apply(solution);
            } catch (IllegalArgumentException twoInOneCell) {
                throw new BadInputException("the declared symmetry '" + g.name() + "' is no symmetry of "
                        + instance.label() + ": it maps the solution " + cells(solution)
                        + " to no assignment, two of its values landing in one cell");
            }
            String problem = instance.violation(image).orElse(null);
            if (problem != null) {
                throw new BadInputException("the declared symmetry '" + g.name() + "' is no symmetry of "
                        + instance.label() + ": it maps the solution " + cells(solution) + " to " + cells(image)
                        + ", which breaks the model: " + problem);
            }
        }
    }

    private String cells(int[] values) {
        StringJoiner text = new StringJoiner(" ");
        for (int c = 0; c < values.length; c++) {
            text.add(instance.cellNames().get(c) + "=" + values[c]);
        }
        return text.toString();
    }
}
