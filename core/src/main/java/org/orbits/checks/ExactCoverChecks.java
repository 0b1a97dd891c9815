package org.orbits.checks;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;
import org.orbits.puzzle.CoverStatement;
import org.orbits.puzzle.ExactCover;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.DefinitionCount;
import org.orbits.search.run.Reduction;
import org.orbits.search.run.SearchRequest;
import org.orbits.symmetry.Burnside;
import org.orbits.symmetry.Group;

/**
 * The checks of a puzzle enumerated by its own exact-cover engine (a tiling), none of which shares code with it: de
 * Bruijn's count by the first empty cell on placements made apart from the engine's (see {@link CoverCount}), and by
 * the same search each group element's fixed points for Burnside's lemma; the same puzzle as a Choco model, where it
 * is small enough to finish within its budget; and the plain checker, which has passed every solution the engine
 * found. The words are the same on a catalog entry's page and in what {@code orbits enumerate} prints; a check that did
 * not finish has no verdict and confirms nothing.
 */
final class ExactCoverChecks {

    private ExactCoverChecks() {}

    private static final String COUNT = "de Bruijn's count of every tiling, filling the first empty cell (a search"
            + " over bitsets that shares no code with dancing links";

    /** The Choco model's count, in words up to the split. */
    private static final String CHOCO = "the same tiling as a Choco model (a 0/1 variable per placement, every cell"
            + " covered once, every piece placed its count of times, no symmetry breaking; the cell or piece with the"
            + " fewest placements left branched on first, as Algorithm X does";

    /** The Choco model's count in words up to its result, split where the count by the first empty cell is. */
    private static String choco(PuzzleInstance puzzle, Optional<CoverStatement> statement) {
        Optional<String> piece = statement.flatMap(stated -> CoverCount.splitAt(puzzle, stated)
                .map(split -> stated.pieces().get(split.get(0).piece()).name()));
        return CHOCO
                + piece.map(name -> "; the " + name + " fixed at one placement of each orbit, as above")
                        .orElse("")
                + ")";
    }

    private static final String CHECKER = "the plain checker, written from the tiling's definition and sharing"
            + " nothing with the engine, the count or the Choco model: every tiling enumerated passes it";

    /** The count's name and how it was made, up to its result. */
    private static String count(CoverStatement statement, Optional<String> split) {
        return COUNT + "; " + statement.madeBy()
                + split.map(words -> "; " + words).orElse("") + ")";
    }

    private static String burnside(long order, String group, long fixedPoints, long orbits) {
        return "Burnside's lemma: the " + order + " elements of " + group + " fix " + fixedPoints + " tilings in all,"
                + " each element's counted by the same search on the tilings it fixes (a placement taken together with"
                + " its images under the element; the identity's is the count above), and " + fixedPoints + " / "
                + order + " = " + Plural.of(orbits, "orbit");
    }

    private static String notRun(String choco, int placements) {
        return choco + ", as the tiling has " + placements + " placements, more than the "
                + ExactCoverEntry.DEFINITION_PLACEMENTS
                + " up to which it is run (on the bundled boards with more its search takes several times as long as"
                + " the enumeration, and on some it does not finish within its budget of "
                + ExactCoverEntry.DEFINITION_NODES + " search nodes)";
    }

    /** The checks of a catalog entry, on its page. */
    static void words(MarkdownPage page, PuzzleInstance instance, CatalogEntry entry, CatalogEntry.Checks checks) {
        Group group = instance.group(entry.group());
        CoverStatement statement = ExactCoverEntry.statement(instance);
        ExactCover.Search restricted = instance.exactCover().orElseThrow().search(group, ExactCover.Kept.LEAST);
        List<String> confirmed = new ArrayList<>();
        confirmed.add("every tiling enumerated by dancing links (exact cover, no symmetry breaking), each reduced to"
                + " its orbit by the canonicaliser: " + Plural.of(entry.solutions(), "solution") + ", "
                + Plural.of(entry.orbits(), "orbit") + ";");
        confirmed.add("the restricted search, " + restricted.words() + ", each tiling found reduced by the"
                + " canonicaliser: the same " + entry.orbits() + " representatives, with the same orbit sizes;");
        CatalogEntry.Cover cover = checks.cover().orElseThrow();
        confirmed.add(count(statement, CoverCount.splitWords(instance, statement)) + ": "
                + Plural.of(cover.solutions().orElseThrow(), "solution") + ";");
        confirmed.add(burnside(entry.groupOrder(), entry.group(), checks.fixedPoints(), entry.orbits()) + ";");
        String choco = choco(instance, Optional.of(statement));
        if (checks.definitionRun()) {
            confirmed.add(choco + ": "
                    + (checks.definitionSolutions().isPresent()
                            ? Plural.of(checks.definitionSolutions().getAsLong(), "solution")
                            : "no count: it did not finish within " + checks.definitionNodes() + " search nodes")
                    + ";");
        }
        confirmed.add(CHECKER + ".");
        page.paragraph("Confirmed by:").list(confirmed);
        if (!checks.definitionRun()) {
            page.paragraph("Not run: " + notRun(choco, ExactCoverEntry.placements(statement)) + ".");
        }
    }

    /**
     * The checks of a complete enumeration of a puzzle with an exact-cover engine, as {@code request} asked for it: the
     * count by the first empty cell and Burnside's lemma over the first group by the same search, the Choco model's
     * count within {@link ExactCoverEntry#DEFINITION_NODES} nodes where the tiling is small enough for it, none
     * once the time limit has passed; the checker's verdict on every solution.
     */
    static CheckOutcome confirm(Reduction result, SearchRequest request) {
        PuzzleInstance puzzle = result.puzzle();
        if (!result.complete()) {
            return CheckOutcome.none();
        }
        Census census = result.groups().get(0);
        List<Check> checks = new ArrayList<>();
        Optional<Duration> left = request.timeLimit().map(limit -> limit.minus(result.elapsed()));
        boolean timeLeft =
                left.isEmpty() || !(left.get().isNegative() || left.get().isZero());
        Optional<CoverStatement> statement = puzzle.exactCover().flatMap(ExactCover::statement);
        OptionalLong counted = OptionalLong.empty();
        if (statement.isEmpty() || !timeLeft) {
            String why = statement.isEmpty()
                    ? "not made: the engine states its puzzle no other way"
                    : "not made, no time left within the time limit";
            checks.add(noVerdict(CatalogJson.FIRST_EMPTY_CELL, COUNT + "): " + why));
            checks.add(noVerdict("burnside", "Burnside's lemma: " + why));
        } else {
            CoverCount count = CoverCount.take(puzzle, statement.get(), census.group(), ExactCoverEntry.COVER_NODES);
            counted = count.solutions();
            checks.add(cover(count, statement.get(), census.solutions()));
            checks.add(burnside(count, census));
        }
        String choco = choco(puzzle, statement);
        if (!timeLeft) {
            checks.add(noVerdict("choco", choco + ": not made, no time left within the time limit"));
        } else if (statement.isPresent()
                && ExactCoverEntry.placements(statement.get()) > ExactCoverEntry.DEFINITION_PLACEMENTS) {
            int placements = ExactCoverEntry.placements(statement.get());
            checks.add(new Check(
                    "choco", notRun(choco, placements), CheckStatus.NOT_RUN, Optional.empty(), true, node -> node.put(
                                    "placements", placements)
                            .put("runUpTo", ExactCoverEntry.DEFINITION_PLACEMENTS)));
        } else {
            DefinitionCount definition = statement.isPresent()
                    ? ChocoCoverCount.take(puzzle, statement.get(), ExactCoverEntry.DEFINITION_NODES)
                    : DefinitionCount.take(puzzle, ExactCoverEntry.DEFINITION_NODES);
            counted = counted.isPresent() ? counted : definition.solutions();
            checks.add(choco(choco, definition, census.solutions()));
        }
        checks.add(new Check(
                CatalogJson.CHECKER,
                CHECKER,
                CheckStatus.AGREES,
                Optional.empty(),
                false,
                node -> node.put("solutions", census.solutions())));
        return new CheckOutcome(checks, Optional.empty(), counted);
    }

    private static Check noVerdict(String key, String words) {
        return new Check(
                key,
                words,
                CheckStatus.NO_VERDICT,
                Optional.empty(),
                true,
                node -> node.put("status", CheckStatus.NO_VERDICT.word()));
    }

    private static Check cover(CoverCount count, CoverStatement statement, long solutions) {
        String name = count(statement, count.split());
        Consumer<ObjectNode> figures = node -> {
            node.put("nodeBudget", ExactCoverEntry.COVER_NODES).put("nodes", count.nodes());
            if (count.solutions().isPresent()) {
                node.put("solutions", count.solutions().getAsLong());
            } else {
                node.putNull("solutions");
            }
        };
        List<String> problems = new ArrayList<>(count.problems());
        if (count.solutions().isEmpty()) {
            return new Check(
                    CatalogJson.FIRST_EMPTY_CELL,
                    name + " gave no count: "
                            + (problems.isEmpty()
                                    ? "it did not finish within " + ExactCoverEntry.COVER_NODES + " nodes"
                                    : "the group does not map its placements onto themselves"),
                    problems.isEmpty() ? CheckStatus.NO_VERDICT : CheckStatus.DISAGREES,
                    problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems)),
                    true,
                    figures);
        }
        long found = count.solutions().getAsLong();
        if (found != solutions) {
            problems.add("the count by the first empty cell finds " + found + " tilings, dancing links " + solutions);
        }
        return new Check(
                CatalogJson.FIRST_EMPTY_CELL,
                name + ": " + Plural.of(found, "solution"),
                problems.isEmpty() ? CheckStatus.AGREES : CheckStatus.DISAGREES,
                problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems)),
                true,
                figures);
    }

    private static Check burnside(CoverCount count, Census census) {
        Group group = census.group();
        if (count.burnside().isEmpty()) {
            String why = count.solutions().isEmpty() || !count.problems().isEmpty()
                    ? "not made, as the count by the first empty cell was not"
                    : Burnside.terms(group).isEmpty()
                            ? "not made, the group of order " + group.order()
                                    + " is visited neither element by element nor class by class"
                            : "not made: the searches for fixed tilings did not finish within "
                                    + ExactCoverEntry.COVER_NODES + " nodes";
            return new Check(
                    "burnside",
                    "Burnside's lemma: " + why,
                    CheckStatus.NO_VERDICT,
                    Optional.empty(),
                    true,
                    node -> node.putNull("fixedPoints"));
        }
        Burnside.Count burnside = count.burnside().get();
        List<String> problems = ExactCoverEntry.orbitProblems(burnside, census);
        return new Check(
                "burnside",
                burnside(group.order(), group.name(), burnside.total(), burnside.whole() ? burnside.orbits() : 0),
                problems.isEmpty() ? CheckStatus.AGREES : CheckStatus.DISAGREES,
                problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems)),
                true,
                node -> node.put("fixedPoints", burnside.total()));
    }

    private static Check choco(String choco, DefinitionCount definition, long solutions) {
        Consumer<ObjectNode> figures = node -> {
            node.put("nodeBudget", ExactCoverEntry.DEFINITION_NODES);
            if (definition.finished()) {
                node.put("solutions", definition.solutions().getAsLong());
            } else {
                node.putNull("solutions");
            }
        };
        List<String> problems = new ArrayList<>(definition.problems());
        if (!definition.finished()) {
            return new Check(
                    "choco",
                    choco + " gave no count: it did not finish within " + ExactCoverEntry.DEFINITION_NODES
                            + " search nodes",
                    problems.isEmpty() ? CheckStatus.NO_VERDICT : CheckStatus.DISAGREES,
                    problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems)),
                    true,
                    figures);
        }
        long count = definition.solutions().getAsLong();
        if (count != solutions) {
            problems.add("the Choco model counts " + count + " tilings, the enumeration " + solutions);
        }
        return new Check(
                "choco",
                choco + ": " + Plural.of(count, "solution"),
                problems.isEmpty() ? CheckStatus.AGREES : CheckStatus.DISAGREES,
                problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems)),
                true,
                figures);
    }
}
