package org.orbits.search.detect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.symmetry.LiteralGroup;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.LiteralSymmetry;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.graph.AutomorphismSearch;

class ChocoGraphTest {

    private static long order(List<Symmetry> generators, int cells, int lo, int hi) {
        LiteralSpace space = LiteralSpace.uniform(cells, lo, hi);
        List<LiteralSymmetry> maps =
                generators.stream().map(g -> LiteralSymmetry.of(space, g)).toList();
        return LiteralGroup.generatedBy("graph", space, maps).order();
    }

    @Test
    void theNgonsDefinitionModelHasTheDihedralGroupOfItsPolygon() {
        PuzzleInstance ngon = PuzzleRegistry.standard().family("ngon").instance(Map.of("n", "5"));
        List<Symmetry> found = ChocoGraph.symmetries(ngon.definitionModel(), AutomorphismSearch.standard());
        assertEquals(10, order(found, ngon.cellNames().size(), ngon.minValue(), ngon.maxValue()));
        for (Symmetry g : found) {
            assertTrue(ngon.defaultGroup().contains(g), g.name() + " is a symmetry of the pentagon");
        }
    }
}
