package org.orbits.checks;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.orbits.puzzle.CoverStatement;
import org.orbits.puzzle.ExactCover;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.DefinitionCount;
import org.orbits.symmetry.Burnside;
import org.orbits.symmetry.Group;

/**
 * How a puzzle with an exact-cover engine (a tiling) is checked apart from it, and how a catalog entry records it: the
 * budgets of the count by the first empty cell ({@link CoverCount}) and of the Choco model ({@link ChocoCoverCount}),
 * the rule that decides where the Choco model is run, and the figures an entry keeps. {@link ExactCoverChecks} words
 * them.
 */
public final class ExactCoverEntry {

    private ExactCoverEntry() {}

    /**
     * Options the count by the first empty cell may place, all its searches together: a node budget, so that whether it
     * finishes is the same on every machine. The bundled boards take at most about 1,800,000 (the 6 x 10 pentominoes;
     * under the trivial group, which splits nothing, 19,700,000); this many take about ten seconds on a busy machine.
     */
    static final long COVER_NODES = 50_000_000;

    /**
     * Search nodes the Choco model of a puzzle with an exact-cover engine (a tiling) may take: its model has a variable
     * per placement, its nodes are cheap beside the Apex's, and split as the count by the first empty cell is,
     * Algorithm X's branching finishes the Soma cube in 7,068, the 3 x 20 pentominoes in 16,654, the tetrominoes in
     * 58,325 and the 8 x 8 without its centre in 98,330; the larger rectangles need more.
     */
    public static final long DEFINITION_NODES = 250_000;

    /**
     * The most placements a tiling may have for its Choco model to be run. Split as the count by the first empty cell
     * is, the model finishes within {@link #DEFINITION_NODES} on every bundled board up to this
     * many: the 8 x 8 without its centre (1,568 placements) in 98,330 nodes, the 3 x 20 pentominoes (1,236) in 16,654,
     * the tetrominoes (401 and 429) in 37,043 and 58,325, the Soma cube (688) in 7,068; past it, on the 4 x 15 (1,696)
     * and the larger rectangles, it does not, and would only spend its budget, half a minute, to say so.
     */
    static final int DEFINITION_PLACEMENTS = 1_600;

    /** How many placements the statement holds, all pieces together. */
    static int placements(CoverStatement statement) {
        return statement.pieces().stream()
                .mapToInt(piece -> piece.placements().size())
                .sum();
    }

    /** The statement of {@code instance}'s engine, which every such puzzle in the catalog gives. */
    static CoverStatement statement(PuzzleInstance instance) {
        return instance.exactCover()
                .flatMap(ExactCover::statement)
                .orElseThrow(
                        () -> new IllegalStateException(instance.label() + " states its exact cover no other way"));
    }

    /**
     * The checks of a catalog entry of a puzzle with an exact-cover engine, counted both ways already: the count by
     * the first empty cell and each element's fixed points, which must finish, and the Choco model where it is run.
     * The entry with its checks; each way they disagree is added to {@code disagreements}.
     */
    public static CatalogEntry compute(
            PuzzleInstance instance,
            Group group,
            CatalogEntry entry,
            Census census,
            boolean fullEnumeration,
            List<String> disagreements) {
        CoverStatement statement = statement(instance);
        CoverCount count = CoverCount.take(instance, statement, group, COVER_NODES);
        disagreements.addAll(count.problems());
        if (count.solutions().isEmpty() || count.burnside().isEmpty()) {
            disagreements.add("the count by the first empty cell and Burnside's lemma were not both made within "
                    + COVER_NODES + " nodes, so nothing confirms the entry apart from the engine");
        } else if (count.solutions().getAsLong() != census.solutions()) {
            disagreements.add("solutions: " + census.solutions() + " by dancing links, "
                    + count.solutions().getAsLong() + " by the first empty cell");
        } else {
            disagreements.addAll(orbitProblems(count.burnside().get(), census));
        }
        boolean run = placements(statement) <= DEFINITION_PLACEMENTS;
        OptionalLong chocoCount = OptionalLong.empty();
        if (run) {
            DefinitionCount definition = ChocoCoverCount.take(instance, statement, DEFINITION_NODES);
            disagreements.addAll(definition.problems());
            chocoCount = definition.solutions();
            if (definition.finished() && definition.solutions().getAsLong() != census.solutions()) {
                disagreements.add("solutions: " + census.solutions() + " by dancing links, "
                        + definition.solutions().getAsLong() + " by the Choco model");
            }
        }
        return entry.withChecks(new CatalogEntry.Checks(
                run ? DEFINITION_NODES : 0,
                chocoCount,
                count.burnside().map(Burnside.Count::total).orElse(0L),
                fullEnumeration,
                Optional.empty(),
                Optional.empty(),
                Optional.of(new CatalogEntry.Cover(COVER_NODES, count.solutions()))));
    }

    static List<String> orbitProblems(Burnside.Count burnside, Census census) {
        if (!burnside.whole()) {
            return List.of("Burnside: the " + burnside.groupOrder() + " elements fix " + burnside.total()
                    + " tilings, not a multiple of the group's order");
        }
        if (burnside.orbits() != census.orbits().size()) {
            return List.of("orbits: " + census.orbits().size() + " by the canonicaliser, " + burnside.orbits()
                    + " by Burnside's lemma");
        }
        return List.of();
    }
}
