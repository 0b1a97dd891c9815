package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.orbits.checks.CatalogEntry;
import org.orbits.checks.CatalogJson;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;

class ObjectiveBoundsTest {

    private static PuzzleInstance hip(int n) {
        return PuzzleRegistry.standard().family("hip").instance(Map.of("n", Integer.toString(n), "split", "balanced"));
    }

    /** Seed 003: the balanced 7 x 7 minimum is 3, so any bounds proven on it must enclose 3. */
    @Test
    void aSmallBudgetGivesBoundsAroundTheOptimumAndAColouringAtTheBest() {
        PuzzleInstance seven = hip(7);
        ObjectiveBounds bounds = ObjectiveBounds.search(seven, seven.defaultGroup(), 2_000);
        assertFalse(bounds.settled());
        assertTrue(bounds.bound() <= 3, "proven at least " + bounds.bound());
        assertTrue(bounds.best() >= 3, "found " + bounds.best());
        assertEquals(Optional.empty(), seven.violation(bounds.bestSolution()));
        assertEquals(
                Optional.of(new Objective(Objective.Sense.MINIMISE, bounds.best())),
                seven.objectiveOf(bounds.bestSolution()));
        assertEquals(OptionalInt.of(bounds.bound()), bounds.result().bound());
        assertFalse(bounds.result().proven());
    }

    /** The branch and bound starts from the family's heuristic colouring, so it never ends worse than that. */
    @Test
    void theBestFoundIsNoWorseThanTheHeuristicSolution() {
        PuzzleInstance nine = hip(9);
        int heuristic = nine.objectiveOf(nine.heuristicSolution().orElseThrow())
                .orElseThrow()
                .value();
        ObjectiveBounds bounds = ObjectiveBounds.search(nine, nine.defaultGroup(), 1_000);
        assertTrue(bounds.best() <= heuristic, bounds.best() + " against " + heuristic);
        assertEquals(Optional.empty(), nine.violation(bounds.bestSolution()));
    }

    @Test
    void aBudgetLargeEnoughSettlesTheOptimumTheFullSearchProves() {
        PuzzleInstance five = hip(5);
        ObjectiveBounds bounds = ObjectiveBounds.search(five, five.defaultGroup(), 1_000_000);
        Census census = Census.take(
                five, five.defaultGroup(), SolverSettings.DEFAULT, Limits.of(null, 1), ProgressListener.SILENT);
        assertTrue(bounds.settled());
        assertEquals(census.objective().orElseThrow().value(), OptionalInt.of(bounds.best()));
        assertEquals(bounds.best(), bounds.bound());
        assertTrue(bounds.result().proven());
    }

    @Test
    void anOpenEntryKeepsItsBoundsThroughJson() {
        PuzzleInstance seven = hip(7);
        ObjectiveBounds bounds = ObjectiveBounds.search(seven, seven.defaultGroup(), 2_000);
        CatalogEntry entry = CatalogEntry.open(seven, seven.defaultGroup(), bounds);
        assertFalse(entry.complete());
        assertEquals(1, entry.orbits());
        assertEquals(entry, CatalogJson.read(CatalogJson.write(entry)));
        assertTrue(CatalogJson.write(entry).contains("\"bound\" : " + bounds.bound()));
    }
}
