package org.orbits.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetries;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.ValueMap;

/** Groups described in the cells' own names, as enumerate's JSON and the symmetries command show them. */
class GroupWordsTest {

    private static final List<String> QUEENS = List.of("q[1]", "q[2]", "q[3]", "q[4]");

    /** The row model of 4 queens (cell c holds the column of row c + 1) under the board's D4. */
    private static Group rowModelD4() {
        LiteralSpace space = LiteralSpace.uniform(4, 1, 4);
        Symmetry quarter = Symmetries.ofLiterals("quarter turn", space, (c, v) -> space.literal(v - 1, 4 - c));
        Symmetry mirror = Symmetries.ofLiterals("mirror", space, (c, v) -> space.literal(c, 5 - v));
        return Group.generatedBy("declared", space, List.of(quarter, mirror));
    }

    @Test
    void aMapOfAssignmentsIsDescribedByItsLiterals() {
        Group group = rowModelD4();
        assertEquals(8, group.order());
        assertEquals("D4", group.structure());
        List<GroupWords.Generator> generators = GroupWords.generators(group, QUEENS);
        GroupWords.Generator quarter = generators.get(0);
        assertTrue(quarter.mapsAssignments());
        // A queen at row 1, column 1 turns to row 1, column 4; the board's 16 assignments all move.
        assertEquals("q[1]=4", quarter.literals().get("q[1]=1"));
        assertEquals("q[3]=1", quarter.literals().get("q[4]=3"));
        assertEquals(16, quarter.literals().size());
        assertTrue(quarter.cells().isEmpty());
        GroupWords.Generator mirror = generators.get(1);
        assertFalse(mirror.mapsAssignments(), "the mirror keeps every queen in its row: a value map");
        assertEquals(Map.of(1, 4, 2, 3, 3, 2, 4, 1), mirror.values());
    }

    @Test
    void theJsonOfALiteralMapHasOnlyItsLiterals() {
        ObjectNode json = GroupWords.json(rowModelD4(), QUEENS);
        assertEquals("D4", json.get("structure").asText());
        JsonNode quarter = json.get("generators").get(0);
        assertEquals("quarter turn", quarter.get("name").asText());
        assertEquals("q[1]=4", quarter.get("literals").get("q[1]=1").asText());
        assertNull(quarter.get("cells"));
        assertEquals(4, json.get("generators").get(1).get("values").get("1").asInt());
    }

    @Test
    void theJsonOfACellMapLeavesOutTheValuesItKeeps() {
        Symmetry swap = Symmetries.of("swap", new int[] {1, 0, 2}, ValueMap.of(1, 3, 2, 1));
        Group group = Group.generatedBy("swap", 3, List.of(swap));
        JsonNode generator =
                GroupWords.json(group, List.of("a", "b", "c")).get("generators").get(0);
        assertEquals("b", generator.get("cells").get("a").asText());
        assertEquals("a", generator.get("cells").get("b").asText());
        assertNull(generator.get("cells").get("c"), "a cell that stays is left out");
        assertEquals(3, generator.get("values").get("1").asInt());
        assertEquals(1, generator.get("values").get("3").asInt());
        assertNull(generator.get("values").get("2"), "a value that stays is left out");
        assertNull(generator.get("literals"));
    }
}
