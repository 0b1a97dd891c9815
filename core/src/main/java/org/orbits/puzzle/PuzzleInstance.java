package org.orbits.puzzle;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Optional;
import org.orbits.symmetry.Group;

/**
 * One puzzle with every parameter fixed: its cells, its Choco model, its symmetry groups, an independent
 * checker and a drawing. A solution is an {@code int[]} indexed by cell in {@link #cellNames()} order.
 */
public interface PuzzleInstance {

    /** The value of a cell not filled yet, in a position being played: drawn blank, passed over by remarks. */
    int EMPTY = Integer.MIN_VALUE;

    PuzzleFamily family();

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

    /** A fresh Choco model of this instance, stated as {@code options} choose among its family's model options. */
    PuzzleModel build(ModelOptions options);

    /**
     * A fresh model of the puzzle's rules alone, as its definition states them (see {@link DefinitionModel}),
     * for a count that does not depend on the implied constraints and propagators of {@link #build}.
     */
    DefinitionModel definitionModel();

    /**
     * A count of the solutions by another solver, sharing nothing with {@link #build} or {@link
     * #definitionModel}: for a user's model, whose definition model is its own translation, Gecode's. Empty for
     * the families, whose definition model stands apart from their fast model.
     */
    default java.util.Optional<ExternalCount> externalCount() {
        return java.util.Optional.empty();
    }

    /**
     * An exact-cover engine of the puzzle's own (a tiling's dancing links), which then enumerates it in place of the
     * Choco model (see {@link ExactCover}); none by default.
     */
    default Optional<ExactCover> exactCover() {
        return Optional.empty();
    }

    /**
     * What a value stands for, in the puzzle's words, where a number alone says little (the piece a tiling's value
     * names); empty by default, the number then standing for itself.
     */
    default Optional<String> valueName(int value) {
        return Optional.empty();
    }

    /**
     * Why the puzzle has no solution, where that is seen before any search (a tiling's piece that fits nowhere on its
     * board), in words; empty otherwise, and by default. A search still counts the solutions: this only says why there
     * are none.
     */
    default Optional<String> obstacle() {
        return Optional.empty();
    }

    /** Where each cell lies on the puzzle's grid, for a reader of its JSON; none by default. */
    default Optional<CellPlaces> cellPlaces() {
        return Optional.empty();
    }

    /**
     * The rectangles the puzzle lays its cells out on, if any, so that detecting its symmetries can try their
     * geometric maps (see {@link CellGrid}); none by default.
     */
    default ImmutableList<CellGrid> cellGrids() {
        return ImmutableList.of();
    }

    /** The symmetry groups this instance reports orbits under; the first is the default. */
    ImmutableList<Group> groups();

    /**
     * Whether the groups are the user's declarations (a model's) rather than orbits' own, which their tests prove:
     * a search then proves each generator before it breaks symmetry with it (see {@link #proof}).
     */
    default boolean groupsDeclared() {
        return false;
    }

    /**
     * What is proven of {@code group}'s generators before a search breaks symmetry with them: all of them for orbits'
     * own families, whose tests prove their groups; for a model, those its constraints prove.
     */
    default GroupProof proof(Group group) {
        return GroupProof.whole(group);
    }

    /**
     * The independent checker, written from the puzzle's definition and not from the model: empty when
     * {@code solution} solves the puzzle, otherwise what is wrong with it.
     */
    Optional<String> violation(int[] solution);

    /**
     * A good solution of an optimisation puzzle found quickly by a heuristic of the family's own, or empty (the
     * default): the search for the optimum starts with its objective as the value to beat or equal. It proves
     * nothing, and is used only once it has passed {@link #violation}.
     */
    default Optional<int[]> heuristicSolution() {
        return Optional.empty();
    }

    /** {@link #heuristicSolution}, once it has passed {@link #violation}: what a search may start from. */
    default Optional<int[]> checkedHeuristicSolution() {
        return heuristicSolution().filter(solution -> violation(solution).isEmpty());
    }

    /** The objective of {@code solution}, computed from the definition; empty for satisfaction puzzles. */
    default Optional<Objective> objectiveOf(int[] solution) {
        return Optional.empty();
    }

    /**
     * A drawing of one solution, or of a position being played with {@link #EMPTY} cells drawn blank. Each
     * cell's shapes carry its name in a {@code data-cell} attribute, so a page can tell which cell was clicked.
     */
    Picture draw(int[] solution);

    /**
     * What a player should know about a position being played ({@link #EMPTY} for cells not filled yet), in
     * the puzzle's own words. Values out of {@link #minValue()}..{@link #maxValue()} and values used twice
     * where they must be distinct are not the family's to report: they are the same for every family.
     */
    default ImmutableList<PositionRemark> remarks(int[] position) {
        return ImmutableList.of();
    }

    default Group defaultGroup() {
        return groups().get(0);
    }

    /** The group named {@code name}, or a {@link BadInputException} listing the known ones. */
    default Group group(String name) {
        return groups().stream()
                .filter(g -> g.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new BadInputException("no symmetry group '" + name + "' for " + family().name()
                        + " (known: "
                        + String.join(", ", groups().stream().map(Group::name).toList()) + ")"));
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
