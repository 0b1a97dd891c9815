package org.orbits.symmetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.orbits.symmetry.perm.Solutions;

class LiteralMapTest {

    @Test
    void theQuarterTurnOfTheQueensRowModelMapsSolutionsToSolutions() {
        Group d4 = ExampleGroups.queensD4(8);
        Set<List<Integer>> solutions = new HashSet<>();
        Solutions.queens(8).forEach(q -> solutions.add(boxed(q)));
        for (Symmetry g : d4.elements()) {
            for (List<Integer> q : solutions) {
                assertTrue(solutions.contains(boxed(g.apply(unboxed(q)))), g + " of " + q);
            }
        }
    }

    @Test
    void theQuarterTurnOfTheRowModelMovesNoWholeCells() {
        Symmetry quarterTurn = ExampleGroups.queensD4(5).generators().get(0);
        assertInstanceOf(LiteralMap.class, quarterTurn);
        assertInstanceOf(
                CellMap.class,
                ExampleGroups.queensD4(5).generators().get(1),
                "the mirror q[i] = j to q[i] = 4 - j keeps every cell and maps its values: a cell map");
        // q[i] = j goes to q[j] = 4 - i: (0,2) -> (2,4), (1,0) -> (0,3), (2,3) -> (3,2), (3,1) -> (1,1), (4,4) -> (4,0)
        assertArrayEquals(new int[] {3, 1, 4, 2, 0}, quarterTurn.apply(new int[] {2, 0, 3, 1, 4}));
    }

    @Test
    void aCellMapWithAValueMapConvertsBothWays() {
        LiteralSpace space = LiteralSpace.uniform(3, 0, 4);
        CellMap symmetry = Symmetries.of("rn", new int[] {1, 2, 0}, ValueMap.of(0, 0, 4, 3, 2, 1));
        Symmetry rebuilt = Symmetries.ofLiterals("again", space, symmetry.literalImage(space));
        assertInstanceOf(CellMap.class, rebuilt, "a permutation of literals that is a cell map is made one");
        assertTrue(rebuilt.sameActionAs(symmetry), "found again from the literals alone");
        assertArrayEquals(symmetry.literalImage(space), rebuilt.literalImage(space));
        int[] solution = {3, 0, 4};
        assertArrayEquals(symmetry.apply(solution), rebuilt.apply(solution));
    }

    @Test
    void aValueMapThatLeavesACellsValuesIsRefused() {
        LiteralSpace space = LiteralSpace.of(new int[] {0, 0}, new int[] {1, 2});
        Symmetry swap = Symmetries.of("swap", new int[] {1, 0}, ValueMap.identity());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> swap.literalImage(space));
        assertFalse(refused.getMessage().contains("\n"));
    }

    @Test
    void anImageWithTwoValuesInACellIsRefusedInOneLine() {
        Symmetry quarterTurn = ExampleGroups.queensD4(4).generators().get(0);
        IllegalArgumentException refused =
                assertThrows(IllegalArgumentException.class, () -> quarterTurn.apply(new int[] {0, 0, 1, 2}));
        assertFalse(refused.getMessage().contains("\n"));
        assertTrue(refused.getMessage().contains("no symmetry of this assignment"), refused.getMessage());
    }

    @Test
    void aMapThatIsNoPermutationOfTheLiteralsIsRefused() {
        LiteralSpace space = LiteralSpace.uniform(2, 0, 1);
        assertThrows(IllegalArgumentException.class, () -> Symmetries.ofLiterals("bad", space, new int[] {0, 0, 1, 2}));
    }

    @Test
    void compositionAppliesTheFirstMapFirstWhateverTheKindsAndTheInverseUndoes() {
        Group d4 = ExampleGroups.queensD4(6);
        LiteralMap r = (LiteralMap) d4.generators().get(0);
        Symmetry m = d4.generators().get(1);
        int[] q = Solutions.queens(6).get(0);
        assertTrue(m instanceof CellMap, "a reflection of the rows is a cell map");
        assertArrayEquals(m.apply(r.apply(q)), m.after(r).apply(q));
        assertArrayEquals(r.apply(m.apply(q)), r.after(m).apply(q));
        assertArrayEquals(q, r.inverse().apply(r.apply(q)));
        assertTrue(r.after(r.inverse()).isIdentity());
    }

    static List<Integer> boxed(int[] values) {
        return java.util.Arrays.stream(values).boxed().toList();
    }

    static int[] unboxed(List<Integer> values) {
        return values.stream().mapToInt(Integer::intValue).toArray();
    }
}
