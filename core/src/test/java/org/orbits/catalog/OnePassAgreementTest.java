package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.Enumerator;
import org.orbits.search.ObjectiveResult;
import org.orbits.search.Phases;
import org.orbits.search.SearchResult;

/**
 * The one-pass optimisation (every solution at the best value so far kept while the optimum is proven)
 * against the proof followed by an enumeration at the optimum, on every catalogued optimisation instance
 * whose two-pass run takes at most {@value #NODE_BUDGET} search nodes, under each of its groups: the same
 * optimum, proven by both, and the same solutions.
 */
class OnePassAgreementTest {

    private static final long NODE_BUDGET = 50_000;

    private record Run(List<int[]> solutions, SearchResult result) {}

    private static Run run(Catalog.Slot slot, Phases phases, int threads, long nodeBudget) {
        List<int[]> solutions = new ArrayList<>();
        AtomicLong nodes = new AtomicLong();
        SearchResult result = new Enumerator(slot.instance())
                .group(slot.group())
                .phases(phases)
                .threads(threads)
                .joinAfter(Duration.ZERO)
                .stopWhen(() -> nodes.incrementAndGet() > nodeBudget)
                .run(solution -> {
                    synchronized (solutions) {
                        solutions.add(solution.clone());
                    }
                });
        solutions.sort(Arrays::compare);
        return new Run(solutions, result);
    }

    @Test
    void onePassFindsTheSameOptimumAndTheSameSolutionsAsProvingThenEnumerating() {
        List<String> compared = new ArrayList<>();
        for (PuzzleFamily family : PuzzleRegistry.standard().families()) {
            for (Catalog.Slot slot : Catalog.slots(family)) {
                if (slot.kind() != Catalog.Kind.COUNTED
                        || new Enumerator(slot.instance()).sense().isEmpty()) {
                    continue;
                }
                Run twoPasses = run(slot, Phases.PROVE_THEN_ENUMERATE, 1, NODE_BUDGET);
                if (!twoPasses.result().complete()) {
                    continue;
                }
                for (int threads = 1; threads <= 2; threads++) {
                    Run onePass = run(slot, Phases.ONE_PASS, threads, Long.MAX_VALUE);
                    String where = slot.label() + " on " + threads + " thread(s)";
                    assertTrue(onePass.result().complete(), where);
                    ObjectiveResult expected =
                            twoPasses.result().objective().orElseThrow().established();
                    assertEquals(
                            expected, onePass.result().objective().orElseThrow().established(), where);
                    assertTrue(expected.proven(), where);
                    assertEquals(
                            twoPasses.solutions().size(), onePass.solutions().size(), where);
                    for (int i = 0; i < onePass.solutions().size(); i++) {
                        assertTrue(
                                Arrays.equals(
                                        twoPasses.solutions().get(i),
                                        onePass.solutions().get(i)),
                                where);
                    }
                }
                compared.add(slot.label());
            }
        }
        // Hip's boards and the Almost Magic grids: each family with an objective has small entries.
        assertTrue(compared.size() >= 10, "compared only " + compared);
    }
}
