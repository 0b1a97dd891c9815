package org.orbits.search.detect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.graph.AutomorphismSearch;

class ChocoGraphTest {

    private static long order(List<CellMap> generators, int cells, int lo, int hi) {
        LiteralSpace space = LiteralSpace.uniform(cells, lo, hi);
        return Group.generatedBy("graph", space, generators).order();
    }

    @Test
    void theNgonsDefinitionModelHasTheDihedralGroupOfItsPolygon() {
        PuzzleInstance ngon = PuzzleRegistry.standard().family("ngon").instance(Map.of("n", "5"));
        List<CellMap> found = ChocoGraph.symmetries(ngon.definitionModel(), AutomorphismSearch.standard());
        assertEquals(10, order(found, ngon.cellNames().size(), ngon.minValue(), ngon.maxValue()));
        for (CellMap g : found) {
            assertTrue(ngon.defaultGroup().contains(g), g.name() + " is a symmetry of the pentagon");
        }
    }
}
