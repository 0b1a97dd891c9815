package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.orbits.checks.CatalogEntry;
import org.orbits.checks.SymmetryAnalysis;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;

/**
 * The committed entries' symmetry analyses: each stored one is what the entry's own solutions give, and its page's
 * paragraph says it.
 */
class SymmetryAnalysisTest {

    private static String analysis(String family, Map<String, String> parameters, String group) {
        PuzzleInstance instance = PuzzleRegistry.standard().family(family).instance(parameters);
        Catalog.Slot slot = new Catalog.Slot(instance, instance.group(group));
        CatalogEntry entry = new Catalog(Path.of("catalog")).read(slot).orElseThrow();
        assertEquals(
                Optional.of(SymmetryAnalysis.of(instance, slot.group(), slot.open(), entry)),
                entry.analysis(),
                "the stored analysis is the one the entry's solutions give");
        String text = AnalysisWords.text(slot, entry);
        assertTrue(text.startsWith(AnalysisWords.HEADING), text);
        return text;
    }

    @Test
    void magicNineteenDetectsExactlyItsDihedralGroup() {
        String text = analysis("ngon", Map.of("n", "6", "sum", "22"), "D6");
        assertTrue(text.contains("(D6, order 12,"), text);
        assertTrue(text.contains("each proven on all 48 solutions) equals the declared group D6"), text);
    }

    @Test
    void hipUnderTheBoardAloneFindsTheColourSwapAndCountsBoth() {
        String text = analysis("hip", Map.of("n", "3", "split", "any"), "D4");
        assertTrue(text.contains("is larger than the declared group D4 (order 8); not declared:"), text);
        assertTrue(text.contains("Orbits: 40 under D4, 20 under the detected group."), text);
        assertTrue(text.contains("The catalog counts under D4"), text);
        assertTrue(text.contains("the puzzle's statement in docs/puzzles.md names the symmetries"), text);
        assertTrue(
                text.contains("the detected group is the instance's group D4-swap, whose entry is [n3-any](n3-any.md)"),
                text);
        assertTrue(text.contains("only the optimal solutions"), text);
    }

    @Test
    void anEntryWithMoreSolutionsThanDetectionProvesOnSaysWhy() {
        String text = analysis("ngon", Map.of("n", "13", "sum", "43"), "D13");
        assertTrue(text.contains("not run: the entry has 426348 solutions, more than the 200000"), text);
    }
}
