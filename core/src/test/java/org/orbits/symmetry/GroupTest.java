package org.orbits.symmetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.symmetry.perm.StabiliserChain;

class GroupTest {

    /** The cyclic rotation of {@code cells} cells, one step. */
    static Symmetry rotation(int cells) {
        int[] image = new int[cells];
        for (int i = 0; i < cells; i++) {
            image[i] = (i + 1) % cells;
        }
        return Symmetries.ofCells("r", image);
    }

    /** Maps value v of 0..modulus-1 to -v mod modulus, on every cell. */
    static Symmetry negation(int cells, int modulus) {
        int[] values = new int[modulus];
        for (int v = 0; v < modulus; v++) {
            values[v] = Math.floorMod(-v, modulus);
        }
        return Symmetries.of("neg", Symmetries.identity(cells).cellImage(), ValueMap.of(0, values));
    }

    @Test
    void closesACyclicGroupToItsOrder() {
        Group group = Group.generatedBy("C5", 5, List.of(rotation(5)));
        assertEquals(5, group.order());
        assertTrue(group.elements().get(0).isIdentity());
    }

    @Test
    void valueMapsCountAsGroupElements() {
        Group group = Group.generatedBy("C4 x neg", 4, List.of(rotation(4), negation(4, 5)));
        assertEquals(8, group.order());
        assertTrue(group.actsOnValues());
    }

    @Test
    void everyProductAndInverseStaysInTheGroup() {
        Group group = Group.generatedBy("C6 x neg", 6, List.of(rotation(6), negation(6, 7)));
        for (Symmetry a : group.elements()) {
            assertTrue(group.elements().stream().anyMatch(b -> b.after(a).isIdentity()), "inverse of " + a);
            for (Symmetry b : group.elements()) {
                Symmetry product = a.after(b);
                assertTrue(group.elements().stream().anyMatch(product::sameActionAs), a + " after " + b);
            }
        }
    }

    @Test
    void compositionAppliesTheFirstSymmetryFirst() {
        Symmetry r = rotation(3);
        Symmetry neg = negation(3, 4);
        int[] solution = {1, 2, 3};
        assertEquals(List.of(3, 1, 2), boxed(r.apply(solution)));
        assertEquals(boxed(neg.apply(r.apply(solution))), boxed(neg.after(r).apply(solution)));
    }

    @Test
    void aGeneratorOnOtherCellsIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Group.generatedBy("bad", 4, List.of(rotation(3))));
    }

    @Test
    void aMapOfLiteralsNeedsAGroupMadeOnItsLiterals() {
        Symmetry quarterTurn = ExampleGroups.queensD4(4).generators().get(0);
        assertThrows(IllegalArgumentException.class, () -> Group.generatedBy("bad", 4, List.of(quarterTurn)));
    }

    @Test
    void membershipOfAGroupOfCellMapsIsItsElementsActions() {
        Group group = Group.generatedBy("C4 x neg", 4, List.of(rotation(4), negation(4, 5)));
        for (Symmetry g : group.elements()) {
            assertTrue(group.contains(g), g.name());
        }
        assertFalse(group.contains(Symmetries.ofCells("swap", 1, 0, 2, 3)), "a transposition is no rotation");
        assertFalse(group.contains(negation(4, 7)), "a value map of other values");
        assertFalse(group.contains(rotation(5)), "a map of other cells");
        assertFalse(group.contains(ExampleGroups.queensD4(4).generators().get(0)), "a map of literals");
    }

    @Test
    void theQueensRotationsOfAssignmentsAreEight() {
        assertEquals(8, ExampleGroups.queensD4(8).order());
    }

    @Test
    void aGroupOfCellMapsHasTheSameElementsOnItsLiterals() {
        Group magic = ExampleGroups.magicD4WithComplement();
        Group onLiterals = Group.generatedBy(magic.name(), LiteralSpace.uniform(16, 1, 16), magic.generators());
        assertEquals(16, magic.order());
        assertEquals(magic.order(), onLiterals.order());
        assertTrue(onLiterals.movesWholeCells());
        assertEquals(magic.elements().size(), onLiterals.elements().size());
        for (Symmetry g : onLiterals.elements()) {
            assertInstanceOf(CellMap.class, g, g.name());
            assertTrue(magic.elements().stream().anyMatch(g::sameActionAs), g.name());
            assertTrue(magic.contains(g), g.name());
        }
    }

    /**
     * Isotopies and the parastrophe {@code (r, c, v) -> (r, v, c)} of Latin squares of order 3: the chain lists 432
     * elements, and those that move whole cells (the 216 isotopies) are made cell maps, the others maps of literals.
     */
    @Test
    void elementsListedFromTheChainAreCellMapsWhereTheyMoveWholeCells() {
        Group group = ExampleGroups.latinWithParastrophe(3);
        assertFalse(group.movesWholeCells());
        List<Symmetry> elements = group.elements();
        assertEquals(432, elements.size());
        assertTrue(elements.get(0).isIdentity());
        assertEquals(216, elements.stream().filter(g -> g instanceof CellMap).count());
        Group isotopy = ExampleGroups.latinIsotopy(3);
        for (Symmetry g : elements) {
            assertEquals(g instanceof CellMap, isotopy.contains(g), g.name());
        }
    }

    @Test
    void elementsAreListedIdentityFirstAndAllDifferent() {
        Group queens = ExampleGroups.queensD4(7);
        LiteralSpace space = queens.space().orElseThrow();
        List<Symmetry> elements = queens.elements();
        assertEquals(8, elements.size());
        assertTrue(elements.get(0).isIdentity());
        assertEquals(
                8,
                elements.stream()
                        .map(g -> LiteralMapTest.boxed(g.literalImage(space)))
                        .distinct()
                        .count());
    }

    @Test
    void aGroupTooLargeToListSaysSoInOneLine() {
        Group latin = ExampleGroups.latinIsotopy(5);
        assertEquals(1_728_000, latin.order());
        assertFalse(latin.listable());
        IllegalStateException refused = assertThrows(IllegalStateException.class, latin::elements);
        assertFalse(refused.getMessage().contains("\n"));
    }

    @Test
    void aGroupOfCellMapsWithoutLiteralsIsRefusedBeyondTheOrderItCanList() {
        int[] everyCell = new int[9];
        everyCell[0] = 1;
        everyCell[1] = 0;
        for (int c = 2; c < 9; c++) {
            everyCell[c] = c;
        }
        IllegalStateException refused = assertThrows(
                IllegalStateException.class,
                () -> Group.generatedBy("S9", 9, List.of(rotation(9), Symmetries.ofCells("swap", everyCell))));
        assertFalse(refused.getMessage().contains("\n"));
    }

    @Test
    void membershipIsDecidedWithoutListing() {
        Group sudoku = ExampleGroups.sudoku();
        assertEquals(1_218_998_108_160L, sudoku.order());
        Symmetry some = sudoku.generators().get(0).after(sudoku.generators().get(4));
        assertTrue(sudoku.contains(some));
        LiteralSpace space = sudoku.space().orElseThrow();
        Symmetry swapTwoCells = Symmetries.ofLiterals(
                "swap", space, (cell, v) -> space.literal(cell == 0 ? 1 : cell == 1 ? 0 : cell, v));
        assertFalse(sudoku.contains(swapTwoCells), "swapping two cells of a row keeps no Sudoku rule");
    }

    @Test
    void orbitsAndStabilisersOfLiterals() {
        Group queens = ExampleGroups.queensD4(8);
        LiteralSpace space = queens.space().orElseThrow();
        int corner = space.literal(0, 0);
        assertArrayEquals(
                new int[] {corner, space.literal(0, 7), space.literal(7, 0), space.literal(7, 7)},
                queens.chain().orbit(corner));
        StabiliserChain fixingCorner = queens.chain().pointwiseStabiliser(corner);
        assertEquals(2, fixingCorner.order(), "the diagonal mirror");
        for (int[] g : fixingCorner.strongGenerators()) {
            assertEquals(corner, g[corner]);
        }
    }

    @Test
    void theMagicSquaresRotationsWithTheComplementAreNamedD4TimesC2() {
        Group magic = ExampleGroups.magicD4WithComplement();
        assertEquals("D4 x C2", magic.structure());
        assertEquals(
                "D4 x C2",
                Group.generatedBy(magic.name(), LiteralSpace.uniform(16, 1, 16), magic.generators())
                        .structure());
    }

    @Test
    void theQueensRotationsOfAssignmentsAreNamedD4() {
        assertEquals("D4", ExampleGroups.queensD4(8).structure());
    }

    @Test
    void isotopiesOfLatinSquaresAreNamedAsThreeSymmetricGroups() {
        assertEquals("S5 x S5 x S5", ExampleGroups.latinIsotopy(5).structure());
    }

    @Test
    void aNonBijectiveValueMapIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> ValueMap.of(0, 1, 1, 2));
    }

    private static List<Integer> boxed(int[] values) {
        return java.util.Arrays.stream(values).boxed().toList();
    }
}
