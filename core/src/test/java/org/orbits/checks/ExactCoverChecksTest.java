package org.orbits.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.CoverStatement;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ExactCover;
import org.orbits.puzzle.FamilyDescription;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.search.Census;
import org.orbits.search.run.Enumerations;
import org.orbits.search.run.Reduction;
import org.orbits.search.run.SearchRequest;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;

/**
 * A tiling's checks: every bundled board gets a verdict from the count by the first empty cell and Burnside's lemma,
 * the Choco model is run only where it finishes and is otherwise said not to be run (never "no verdict"), and a
 * placement set with a placement missing, or an engine that counts one tiling too many, makes the checks disagree.
 */
class ExactCoverChecksTest {

    private static final PuzzleInstance SMALL = CoverCountTest.example("pentominoes-4x5");

    private static CheckOutcome confirm(PuzzleInstance puzzle) {
        Reduction result = Enumerations.enumerate(puzzle, SearchRequest.defaults());
        return ModelChecks.confirm(result, SearchRequest.defaults());
    }

    private static List<CheckStatus> statuses(CheckOutcome outcome) {
        return outcome.checks().stream().map(Check::status).toList();
    }

    private static JsonNode json(CheckOutcome outcome) {
        var node = new ObjectMapper().createObjectNode();
        ModelChecks.json(node, outcome);
        return node.get("checks");
    }

    @Test
    void aSmallBoardIsConfirmedByEveryCheck() {
        CheckOutcome outcome = confirm(SMALL);
        assertEquals(
                List.of("firstEmptyCell", "burnside", "choco", CatalogJson.CHECKER),
                outcome.checks().stream().map(Check::key).toList());
        assertEquals(
                List.of(CheckStatus.AGREES),
                statuses(outcome).stream().distinct().toList());
        assertTrue(outcome.agrees());
        assertTrue(outcome.words(CheckStatus.AGREES).get(0).endsWith(": 20 solutions"));
        assertEquals(20, json(outcome).get("firstEmptyCell").get("solutions").asLong());
    }

    @Test
    void aLargeBoardIsConfirmedWithoutTheChocoModelWhichIsNotRunRatherThanWithoutVerdict() {
        CheckOutcome outcome = confirm(CoverCountTest.example("pentominoes-4x15"));
        assertEquals(
                List.of(CheckStatus.AGREES, CheckStatus.AGREES, CheckStatus.NOT_RUN, CheckStatus.AGREES),
                statuses(outcome));
        assertTrue(outcome.agrees());
        assertEquals(List.of(), outcome.words(CheckStatus.NO_VERDICT));
        assertTrue(
                outcome.words(CheckStatus.NOT_RUN)
                        .get(0)
                        .contains(", as the tiling has 1696 placements, more than the 1600"),
                outcome.words(CheckStatus.NOT_RUN).get(0));
        assertEquals("not run", json(outcome).get("choco").get("status").asText());
    }

    @Test
    void aPlacementMissingFromTheCountsSetMakesTheChecksDisagree() {
        CoverStatement statement = CoverCountTest.statement(SMALL);
        ImmutableIntArray used = placementOfFirstPieceInATiling();
        CheckOutcome outcome = confirm(new Restated(SMALL, without(statement, Set.of(used))));
        assertFalse(outcome.agrees());
        assertEquals(CheckStatus.DISAGREES, outcome.checks().get(0).status());
        assertTrue(
                outcome.problems().get(0).contains("to cells that are no placement of L"),
                outcome.problems().get(0));
        assertFalse(json(outcome).get("agree").asBoolean());
    }

    @Test
    void aWholeOrbitOfPlacementsMissingMakesTheCountDisagree() {
        CoverStatement statement = CoverCountTest.statement(SMALL);
        ImmutableIntArray used = placementOfFirstPieceInATiling();
        Set<ImmutableIntArray> orbit = new HashSet<>();
        for (Symmetry g : SMALL.defaultGroup().elements()) {
            CellMap map = (CellMap) g;
            orbit.add(ImmutableIntArray.copyOf(
                    used.stream().map(map::cellImage).sorted().toArray()));
        }
        CheckOutcome outcome = confirm(new Restated(SMALL, without(statement, orbit)));
        assertFalse(outcome.agrees());
        assertEquals(CheckStatus.DISAGREES, outcome.checks().get(0).status());
        String problem = outcome.problems().get(0);
        assertTrue(problem.startsWith("the count by the first empty cell finds "), problem);
        assertTrue(problem.endsWith(" tilings, dancing links 20"), problem);
        assertEquals(
                "disagrees", json(outcome).get("firstEmptyCell").get("status").asText());
    }

    @Test
    void anEngineThatCountsATilingTooManyDisagreesWithTheCount() {
        Reduction right = Enumerations.enumerate(SMALL, SearchRequest.defaults());
        Census census = right.groups().get(0);
        Census wrong = new Census(
                census.solutions() + 1,
                census.orbits(),
                census.complete(),
                census.statistics(),
                census.proof(),
                census.objective(),
                census.settings(),
                census.group());
        Reduction miscounted = new Reduction(
                right.puzzle(),
                right.settings(),
                true,
                right.objective(),
                ImmutableList.of(wrong),
                right.statistics(),
                right.proof(),
                right.elapsed(),
                right.declarations());
        CheckOutcome outcome = ModelChecks.confirm(miscounted, SearchRequest.defaults());
        assertEquals(
                List.of(
                        "the count by the first empty cell finds 20 tilings, dancing links 21",
                        "the Choco model counts 20 tilings, the enumeration 21"),
                outcome.problems());
    }

    /** The cells of the L in the first tiling dancing links finds (its value is 1, its piece the first). */
    private static ImmutableIntArray placementOfFirstPieceInATiling() {
        int[][] first = new int[1][];
        SMALL.exactCover()
                .orElseThrow()
                .search(SMALL.defaultGroup(), ExactCover.Kept.EVERY)
                .search(new int[0], tiling -> first[0] = first[0] == null ? tiling : first[0], () -> false);
        return ImmutableIntArray.copyOf(IntStream.range(0, first[0].length)
                .filter(cell -> first[0][cell] == 1)
                .toArray());
    }

    /** The statement without the first piece's placements on {@code missing}. */
    private static CoverStatement without(CoverStatement statement, Set<ImmutableIntArray> missing) {
        ImmutableList.Builder<CoverStatement.Piece> pieces = ImmutableList.builder();
        for (int piece = 0; piece < statement.pieces().size(); piece++) {
            CoverStatement.Piece one = statement.pieces().get(piece);
            int first = piece;
            pieces.add(new CoverStatement.Piece(
                    one.name(),
                    one.count(),
                    one.placements().stream()
                            .filter(cells -> first != 0 || !missing.contains(cells))
                            .collect(ImmutableList.toImmutableList())));
        }
        assertEquals(
                statement.pieces().get(0).placements().size() - missing.size(),
                pieces.build().get(0).placements().size(),
                "each missing placement was one of the L's");
        return new CoverStatement(statement.cells(), statement.neighbours(), pieces.build(), statement.madeBy());
    }

    /** A tiling whose engine states its exact cover otherwise: the fault of a placement set with a placement missing. */
    private record Restated(PuzzleInstance instance, CoverStatement statement) implements PuzzleInstance {

        @Override
        public Optional<ExactCover> exactCover() {
            ExactCover engine = instance.exactCover().orElseThrow();
            return Optional.of(new ExactCover() {
                @Override
                public Search search(Group group, Kept kept) {
                    return engine.search(group, kept);
                }

                @Override
                public Optional<CoverStatement> statement() {
                    return Optional.of(statement);
                }
            });
        }

        @Override
        public Optional<String> valueName(int value) {
            return instance.valueName(value);
        }

        @Override
        public FamilyDescription family() {
            return instance.family();
        }

        @Override
        public String id() {
            return instance.id();
        }

        @Override
        public ImmutableMap<String, String> parameters() {
            return instance.parameters();
        }

        @Override
        public ImmutableList<String> cellNames() {
            return instance.cellNames();
        }

        @Override
        public int minValue() {
            return instance.minValue();
        }

        @Override
        public int maxValue() {
            return instance.maxValue();
        }

        @Override
        public PuzzleModel build(ModelOptions options) {
            return instance.build(options);
        }

        @Override
        public DefinitionModel definitionModel() {
            return instance.definitionModel();
        }

        @Override
        public ImmutableList<Group> groups() {
            return instance.groups();
        }

        @Override
        public Group group(String name) {
            return instance.group(name);
        }

        @Override
        public Optional<String> violation(int[] solution) {
            return instance.violation(solution);
        }

        @Override
        public Picture draw(int[] solution) {
            return instance.draw(solution);
        }
    }
}
