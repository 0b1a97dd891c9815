package org.orbits.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ExternalCount;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.PuzzleModels;
import org.orbits.puzzle.PuzzleParts;
import org.orbits.puzzle.ngon.NgonFamily;
import org.orbits.search.Census;
import org.orbits.search.run.Enumerations;
import org.orbits.search.run.Reduction;
import org.orbits.search.run.SearchRequest;

/**
 * A check that did not finish confirms nothing: it is reported as having no verdict, the counts agree only when a
 * count that finished equals the enumeration's, and where the other solver gives none orbits counts again another way.
 */
class ModelChecksTest {

    /** The pentagon of the n-gon family: 30 solutions in 3 orbits under D5. */
    private static final PuzzleInstance PENTAGON = new NgonFamily().instance(Map.of("n", "5"));

    private static final ExternalCount OUT_OF_BUDGET = new ExternalCount(
            "Gecode",
            "1000000 nodes",
            OptionalLong.empty(),
            OptionalInt.empty(),
            "it did not finish within its budget");

    private static ExternalCount counting(long solutions) {
        return new ExternalCount("Gecode", "1000000 nodes", OptionalLong.of(solutions), OptionalInt.empty(), "");
    }

    private static Reduction enumerated(PuzzleInstance puzzle, SearchRequest request) {
        return Enumerations.enumerate(puzzle, request);
    }

    @Test
    void aCountThatRanOutIsNoVerdictAndASecondCountWithoutBreakingConfirms() {
        PuzzleInstance counted = counted(PENTAGON, OUT_OF_BUDGET);
        Reduction result = enumerated(counted, SearchRequest.defaults());
        CheckOutcome outcome = ModelChecks.confirm(result, SearchRequest.defaults());
        assertEquals(
                List.of(CheckStatus.NO_VERDICT, CheckStatus.AGREES, CheckStatus.AGREES),
                outcome.checks().stream().map(Check::status).toList());
        assertEquals(
                "Gecode gave no count: it did not finish within its budget (1000000 nodes)",
                outcome.words(CheckStatus.NO_VERDICT).get(0));
        assertTrue(outcome.words(CheckStatus.AGREES).get(0).endsWith(": 30 solutions in 3 orbits under D5"));
        assertTrue(outcome.agrees());
    }

    @Test
    void withoutASecondCountNothingConfirmsTheCount() {
        PuzzleInstance counted = counted(PENTAGON, OUT_OF_BUDGET);
        SearchRequest unbroken = SearchRequest.defaults().withSetting("symmetryBreaking", "none");
        CheckOutcome outcome = ModelChecks.confirm(enumerated(counted, unbroken), unbroken);
        assertFalse(outcome.agrees(), "no count that finished stands beside the enumeration's");
        assertTrue(outcome.problems().isEmpty());
        JsonNode json = json(outcome);
        assertEquals("no verdict", json.get("gecode").get("status").asText());
        assertTrue(json.get("gecode").get("solutions").isNull());
        assertFalse(json.get("agree").asBoolean());
    }

    @Test
    void aCountThatDiffersDisagrees() {
        CheckOutcome outcome = ModelChecks.confirm(
                enumerated(counted(PENTAGON, counting(31)), SearchRequest.defaults()), SearchRequest.defaults());
        assertFalse(outcome.agrees());
        assertEquals(List.of("Gecode counts 31 solutions, the enumeration 30"), outcome.problems());
        assertEquals("disagrees", json(outcome).get("gecode").get("status").asText());
    }

    @Test
    void aSecondCountThatDiffersDisagrees() {
        PuzzleInstance counted = counted(PENTAGON, OUT_OF_BUDGET);
        Reduction right = enumerated(counted, SearchRequest.defaults());
        Census census = right.groups().get(0);
        Census wrong = new Census(
                census.solutions() + 10,
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
                List.of("without symmetry breaking 30 solutions in 3 orbits under D5, with it 40 in 3"),
                outcome.problems());
        assertEquals(CheckStatus.DISAGREES, outcome.checks().get(1).status());
    }

    @Test
    void aCountThatAgreesConfirms() {
        CheckOutcome outcome = ModelChecks.confirm(
                enumerated(counted(PENTAGON, counting(30)), SearchRequest.defaults()), SearchRequest.defaults());
        assertTrue(outcome.agrees());
        assertEquals(2, outcome.checks().size(), "no second count where the first finished");
        assertEquals("agrees", json(outcome).get("gecode").get("status").asText());
        assertTrue(json(outcome).get("agree").asBoolean());
    }

    private static JsonNode json(CheckOutcome outcome) {
        var node = new ObjectMapper().createObjectNode();
        ModelChecks.json(node, outcome);
        return node.get("checks");
    }

    /** An instance as another solver counted it. */
    private static PuzzleInstance counted(PuzzleInstance instance, ExternalCount count) {
        return PuzzleParts.of(instance).withModels(new PuzzleModels() {
            @Override
            public PuzzleModel build(ModelOptions options) {
                return instance.build(options);
            }

            @Override
            public DefinitionModel definitionModel() {
                return instance.definitionModel();
            }

            @Override
            public Optional<ExternalCount> externalCount() {
                return Optional.of(count);
            }
        });
    }
}
