package org.orbits.symmetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LiteralGroupTest {

    @Test
    void theQueensRotationsOfAssignmentsAreEight() {
        assertEquals(8, LiteralGroups.queensD4(8).order());
    }

    @Test
    void aGroupOfCellMapsHasTheOrderItsClosureHas() {
        Group magic = LiteralGroups.magicD4WithComplement();
        LiteralGroup asLiterals = LiteralGroup.of(magic, LiteralSpace.uniform(16, 1, 16));
        assertEquals(16, magic.order());
        assertEquals(magic.order(), asLiterals.order());
        assertTrue(asLiterals.movesWholeCells());
    }

    @Test
    void aSmallGroupOfCellMapsConvertsBackWithTheSameElements() {
        Group magic = LiteralGroups.magicD4WithComplement();
        LiteralGroup asLiterals = LiteralGroup.of(magic, LiteralSpace.uniform(16, 1, 16));
        Group back = asLiterals.toGroup().orElseThrow();
        assertEquals(16, back.order());
        for (LiteralSymmetry g : asLiterals.elements()) {
            Symmetry cellMap = g.toSymmetry().orElseThrow();
            assertTrue(back.elements().stream().anyMatch(cellMap::sameActionAs), g.name());
        }
    }

    @Test
    void elementsAreListedIdentityFirstAndAllDifferent() {
        List<LiteralSymmetry> elements = LiteralGroups.queensD4(7).elements();
        assertEquals(8, elements.size());
        assertTrue(elements.get(0).isIdentity());
        assertEquals(
                8,
                elements.stream()
                        .map(g -> LiteralSymmetryTest.boxed(g.literalImage()))
                        .distinct()
                        .count());
    }

    @Test
    void aGroupTooLargeToListSaysSoInOneLine() {
        LiteralGroup latin = LiteralGroups.latinIsotopy(5);
        assertEquals(1_728_000, latin.order());
        assertFalse(latin.listable());
        IllegalStateException refused = assertThrows(IllegalStateException.class, latin::elements);
        assertFalse(refused.getMessage().contains("\n"));
        assertTrue(latin.toGroup().isEmpty());
    }

    @Test
    void membershipIsDecidedWithoutListing() {
        LiteralGroup sudoku = LiteralGroups.sudoku();
        assertEquals(1_218_998_108_160L, sudoku.order());
        LiteralSymmetry some =
                sudoku.generators().get(0).after(sudoku.generators().get(4));
        assertTrue(sudoku.contains(some));
        LiteralSpace space = sudoku.space();
        LiteralSymmetry swapTwoCells = LiteralSymmetry.ofLiterals(
                "swap", space, (cell, v) -> space.literal(cell == 0 ? 1 : cell == 1 ? 0 : cell, v));
        assertFalse(sudoku.contains(swapTwoCells), "swapping two cells of a row keeps no Sudoku rule");
    }

    @Test
    void orbitsAndStabilisersOfLiterals() {
        LiteralGroup queens = LiteralGroups.queensD4(8);
        LiteralSpace space = queens.space();
        int corner = space.literal(0, 0);
        assertArrayEquals(
                new int[] {corner, space.literal(0, 7), space.literal(7, 0), space.literal(7, 7)},
                queens.orbit(corner));
        LiteralGroup fixingCorner = queens.stabiliser(corner);
        assertEquals(2, fixingCorner.order(), "the diagonal mirror");
        for (LiteralSymmetry g : fixingCorner.generators()) {
            assertEquals(corner, g.image(corner));
        }
    }

    @Test
    void theMagicSquaresRotationsWithTheComplementAreNamedD4TimesC2() {
        Group magic = LiteralGroups.magicD4WithComplement();
        assertEquals(
                "D4 x C2",
                LiteralGroup.of(magic, LiteralSpace.uniform(16, 1, 16)).structure());
    }

    @Test
    void theQueensRotationsOfAssignmentsAreNamedD4() {
        assertEquals("D4", LiteralGroups.queensD4(8).structure());
    }

    @Test
    void isotopiesOfLatinSquaresAreNamedAsThreeSymmetricGroups() {
        assertEquals("S5 x S5 x S5", LiteralGroups.latinIsotopy(5).structure());
    }
}
