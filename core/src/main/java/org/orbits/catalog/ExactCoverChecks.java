package org.orbits.catalog;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Consumer;
import org.orbits.puzzle.ExactCover;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.DefinitionCount;
import org.orbits.search.FixedPoints;
import org.orbits.search.run.Reduction;
import org.orbits.search.run.SearchRequest;
import org.orbits.symmetry.Burnside;
import org.orbits.symmetry.Group;

/**
 * The checks of a puzzle enumerated by its own exact-cover engine (a tiling), which shares nothing with Choco: the same
 * puzzle as a Choco model counts the solutions, where it finishes within its budget, and counts each group element's
 * fixed points for Burnside's lemma; and the plain checker has passed every solution the engine found. The words are
 * the same on a catalog entry's page and in what {@code orbits enumerate} prints; a check that did not finish has no
 * verdict and confirms nothing.
 */
final class ExactCoverChecks {

    private ExactCoverChecks() {}

    /** The Choco model's count, in words up to its result. */
    private static final String CHOCO = "the same tiling as a Choco model (a 0/1 variable per placement, every cell"
            + " covered once, every piece placed its count of times, no symmetry breaking; the cell with the fewest"
            + " placements left branched on first, as Algorithm X does)";

    private static final String CHECKER = "the plain checker, written from the tiling's definition and sharing"
            + " nothing with the engine or the Choco model: every tiling enumerated passes it";

    /** The checks of a catalog entry, on its page. */
    static void words(MarkdownPage page, PuzzleInstance instance, CatalogEntry entry, CatalogEntry.Checks checks) {
        Group group = instance.group(entry.group());
        ExactCover.Search restricted = instance.exactCover().orElseThrow().search(group, ExactCover.Kept.LEAST);
        List<String> confirmed = new ArrayList<>();
        confirmed.add("every tiling enumerated by dancing links (exact cover, no symmetry breaking), each reduced to"
                + " its orbit by the canonicaliser: " + CheckWords.counted(entry.solutions(), "solution") + ", "
                + CheckWords.counted(entry.orbits(), "orbit") + ";");
        confirmed.add("the restricted search, " + restricted.words() + ", each tiling found reduced by the"
                + " canonicaliser: the same " + entry.orbits() + " representatives, with the same orbit sizes;");
        confirmed.add(CHOCO + ": "
                + (checks.definitionSolutions().isPresent()
                        ? CheckWords.counted(checks.definitionSolutions().getAsLong(), "solution")
                        : "not run: budget (it did not finish within " + checks.definitionNodes() + " search nodes)")
                + ";");
        confirmed.add(burnside(entry.groupOrder(), entry.group(), checks.fixedPoints(), entry.orbits()) + ";");
        confirmed.add(CHECKER + ".");
        page.paragraph("Confirmed by:").list(confirmed);
    }

    private static String burnside(long order, String group, long fixedPoints, long orbits) {
        return "Burnside's lemma: the " + order + " elements of " + group + " fix " + fixedPoints + " tilings in all,"
                + " each element's but the identity's by a search of its own on the Choco model (the identity's is the"
                + " enumeration's count), and " + fixedPoints + " / " + order + " = "
                + CheckWords.counted(orbits, "orbit");
    }

    /**
     * The checks of a complete enumeration of a puzzle with an exact-cover engine, as {@code request} asked for it:
     * the Choco model's count within {@link Catalog#EXACT_COVER_DEFINITION_NODES} nodes (none once the time limit
     * has passed), Burnside's lemma over the first group, the checker's verdict on every solution.
     */
    static ModelChecks.Outcome confirm(Reduction result, SearchRequest request) {
        PuzzleInstance puzzle = result.puzzle();
        if (!result.complete()) {
            return ModelChecks.Outcome.none();
        }
        Census census = result.groups().get(0);
        List<ModelChecks.Check> checks = new ArrayList<>();
        Optional<Duration> left = request.timeLimit().map(limit -> limit.minus(result.elapsed()));
        OptionalLong counted = OptionalLong.empty();
        if (left.isPresent() && (left.get().isNegative() || left.get().isZero())) {
            checks.add(new ModelChecks.Check(
                    "choco",
                    CHOCO + ": not made, no time left within the time limit",
                    ModelChecks.Status.NO_VERDICT,
                    Optional.empty(),
                    true,
                    node -> node.put("status", ModelChecks.Status.NO_VERDICT.word())));
        } else {
            DefinitionCount definition = DefinitionCount.take(puzzle, Catalog.EXACT_COVER_DEFINITION_NODES);
            counted = definition.solutions();
            checks.add(choco(definition, census.solutions()));
        }
        checks.add(burnside(puzzle, census));
        checks.add(new ModelChecks.Check(
                CatalogJson.CHECKER,
                CHECKER,
                ModelChecks.Status.AGREES,
                Optional.empty(),
                false,
                node -> node.put("solutions", census.solutions())));
        return new ModelChecks.Outcome(checks, Optional.empty(), counted);
    }

    private static ModelChecks.Check choco(DefinitionCount definition, long solutions) {
        Consumer<ObjectNode> figures = node -> {
            node.put("nodeBudget", Catalog.EXACT_COVER_DEFINITION_NODES);
            if (definition.finished()) {
                node.put("solutions", definition.solutions().getAsLong());
            } else {
                node.putNull("solutions");
            }
        };
        List<String> problems = new ArrayList<>(definition.problems());
        if (!definition.finished()) {
            return new ModelChecks.Check(
                    "choco",
                    CHOCO + " gave no count: it did not finish within " + Catalog.EXACT_COVER_DEFINITION_NODES
                            + " search nodes",
                    problems.isEmpty() ? ModelChecks.Status.NO_VERDICT : ModelChecks.Status.DISAGREES,
                    problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems)),
                    true,
                    figures);
        }
        long count = definition.solutions().getAsLong();
        if (count != solutions) {
            problems.add("the Choco model counts " + count + " tilings, the enumeration " + solutions);
        }
        return new ModelChecks.Check(
                "choco",
                CHOCO + ": " + CheckWords.counted(count, "solution"),
                problems.isEmpty() ? ModelChecks.Status.AGREES : ModelChecks.Status.DISAGREES,
                problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems)),
                true,
                figures);
    }

    private static ModelChecks.Check burnside(PuzzleInstance puzzle, Census census) {
        Group group = census.group();
        FixedPoints fixed = FixedPoints.count(puzzle, group, census.solutions(), OptionalInt.empty());
        List<String> problems = new ArrayList<>(fixed.problems());
        Optional<Burnside.Count> count = fixed.count();
        if (count.isEmpty()) {
            return new ModelChecks.Check(
                    "burnside",
                    "Burnside's lemma: not made, the group of order " + group.order() + " is visited neither element"
                            + " by element nor class by class",
                    ModelChecks.Status.NO_VERDICT,
                    Optional.empty(),
                    true,
                    node -> node.putNull("fixedPoints"));
        }
        Burnside.Count burnside = count.get();
        if (!burnside.whole()) {
            problems.add("Burnside: the " + burnside.groupOrder() + " elements fix " + burnside.total()
                    + " tilings, not a multiple of the group's order");
        } else if (burnside.orbits() != census.orbits().size()) {
            problems.add("orbits: " + census.orbits().size() + " by the canonicaliser, " + burnside.orbits()
                    + " by Burnside's lemma");
        }
        return new ModelChecks.Check(
                "burnside",
                burnside(group.order(), group.name(), burnside.total(), burnside.whole() ? burnside.orbits() : 0),
                problems.isEmpty() ? ModelChecks.Status.AGREES : ModelChecks.Status.DISAGREES,
                problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems)),
                true,
                node -> node.put("fixedPoints", burnside.total()));
    }
}
