package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbits.symmetry.Burnside;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.symmetry.Symmetry;

/**
 * The published counts of the example tilings, each found two ways that share nothing but the placements: the
 * restricted search (one piece kept to one placement per orbit) reduced by the canonicaliser, with each orbit's size
 * from its stabiliser; and every tiling, reduced by the canonicaliser and counted again by Burnside's lemma over the
 * group. The sources are in each file's header: Wikipedia and Knuth's "Dancing Links" for the pentominoes, Wikipedia
 * for the Soma cube, R. Tomas's enumeration by Algorithm X for the two sets of tetrominoes; Knuth's "Dancing Links"
 * and Polyform Puzzler's pages (D. Goodger, puzzler.sourceforge.net, whose counts are up to the board's symmetry) for
 * the hexiamonds, the tetrahexes and the one-sided pieces.
 */
class PublishedCountsTest {

    /** Orbits and tilings from the restricted search: each orbit once, its size the group's order over its stabiliser's. */
    private static void assertByRestrictedSearch(String name, long tilings, long orbits) {
        TilingPuzzle puzzle = Tilings.example(name);
        TilingSearch search = puzzle.search(TilingScope.EVERY_ORBIT);
        List<int[]> found = Tilings.solutions(puzzle, TilingScope.EVERY_ORBIT);
        Canonicaliser canonicaliser = new Canonicaliser(puzzle.defaultGroup());
        Set<CanonicalOrbit> distinct = new java.util.HashSet<>();
        found.forEach(tiling -> distinct.add(canonicaliser.orbit(tiling)));
        assertEquals(orbits, distinct.size(), name + ": orbits");
        assertEquals(tilings, distinct.stream().mapToLong(CanonicalOrbit::size).sum(), name + ": tilings");
        if (search.exact()) {
            assertEquals(orbits, found.size(), name + ": an exact restriction finds each orbit once");
        }
        found.forEach(tiling -> assertEquals(Optional.empty(), puzzle.violation(tiling), name));
    }

    /**
     * Every tiling, each passing the checker and each image under the group among them; orbits as distinct canonical
     * forms and, apart, by Burnside's lemma: the average number of tilings each element fixes.
     */
    private static void assertByFullEnumeration(String name, long tilings, long orbits) {
        TilingPuzzle puzzle = Tilings.example(name);
        List<int[]> all = Tilings.solutions(puzzle, TilingScope.EVERY_TILING);
        assertEquals(tilings, all.size(), name + ": tilings");
        Set<List<Integer>> set = Tilings.asSet(all);
        assertEquals(tilings, set.size(), name + ": a tiling found twice");
        assertEquals(orbits, Tilings.canonicalForms(puzzle, all).size(), name + ": orbits");
        List<Long> fixed = new ArrayList<>();
        for (Symmetry g : puzzle.defaultGroup().elements()) {
            long count = 0;
            for (int[] tiling : all) {
                int[] image = g.apply(tiling);
                assertTrue(set.contains(Arrays.stream(image).boxed().toList()), name + ": " + g + " leaves the set");
                count += Arrays.equals(image, tiling) ? 1 : 0;
            }
            fixed.add(count);
        }
        assertEquals(orbits, new Burnside.Count(fixed).orbits(), name + ": Burnside");
        all.forEach(tiling -> assertEquals(Optional.empty(), puzzle.violation(tiling), name));
    }

    @ParameterizedTest(name = "{0}: {1} tilings in {2} orbits")
    @CsvSource({
        "pentominoes-4x5, 20, 5",
        "pentominoes-3x20, 8, 2",
        "pentominoes-4x15, 1472, 368",
        "pentominoes-5x12, 4040, 1010",
        "pentominoes-6x10, 9356, 2339",
        "pentominoes-8x8-centre, 520, 65",
        "soma, 11520, 240",
        "tetrominoes-5x8, 3106, 783",
        "tetrominoes-4x10, 1796, 449"
    })
    void theRestrictedSearchFindsEveryOrbit(String name, long tilings, long orbits) {
        assertByRestrictedSearch(name, tilings, orbits);
    }

    @ParameterizedTest(name = "{0}: {1} tilings in {2} orbits")
    @CsvSource({
        "pentominoes-4x5, 20, 5",
        "pentominoes-3x20, 8, 2",
        "pentominoes-4x15, 1472, 368",
        "pentominoes-8x8-centre, 520, 65",
        "soma, 11520, 240",
        "tetrominoes-5x8, 3106, 783",
        "tetrominoes-4x10, 1796, 449"
    })
    void everyTilingReducedGivesTheSameOrbitsAndBurnsideAgrees(String name, long tilings, long orbits) {
        assertByFullEnumeration(name, tilings, orbits);
    }

    /** Some seconds each: every tiling of the two largest rectangles. */
    @Tag("slow")
    @ParameterizedTest(name = "{0}: {1} tilings in {2} orbits")
    @CsvSource({"pentominoes-5x12, 4040, 1010", "pentominoes-6x10, 9356, 2339"})
    void everyTilingOfTheLargerRectanglesReduced(String name, long tilings, long orbits) {
        assertByFullEnumeration(name, tilings, orbits);
    }

    /**
     * The boards on triangles and hexagons, and one-sided pieces, where the literature gives the tilings up to the
     * board's symmetry: the orbits as published, from the restricted search; the tilings in all, which the sources do
     * not give, from the orbits' sizes, equal to every tiling enumerated and to the plain backtracking's count, and
     * Burnside's lemma over every tiling gives the published orbits again. Sources: Knuth, "Dancing Links" (2000), 156
     * for the hexiamonds in the 6 x 6 rhombus; Polyform Puzzler, "Hexiamonds 6x6" 156, "Hexiamonds 4x9" 74,
     * "Hexiamonds 5x10 Trapezoid 1" 68 (a hole of three triangles), "Tetrahexes 4x7" 9, "Tetrahexes Coin" 4 (a hole of
     * one hexagon), "One-Sided Pentominoes 3x30" 46.
     */
    @ParameterizedTest(name = "{0}: {1} orbits")
    @CsvSource({
        "hexiamonds-6x6, 156, D2",
        "hexiamonds-4x9, 74, C2",
        "hexiamonds-trapezoid-hole, 68, D1",
        "tetrahexes-4x7, 9, C2",
        "tetrahexes-coin, 4, D2",
        "pentominoes-one-sided-3x30, 46, D2"
    })
    void theNewGridsAndOneSidedPiecesGiveThePublishedOrbits(String name, long orbits, String group) {
        TilingPuzzle puzzle = Tilings.example(name);
        assertEquals(group, puzzle.defaultGroup().name(), name);
        Canonicaliser canonicaliser = new Canonicaliser(puzzle.defaultGroup());
        Set<CanonicalOrbit> distinct = new java.util.HashSet<>();
        Tilings.solutions(puzzle, TilingScope.EVERY_ORBIT).forEach(tiling -> distinct.add(canonicaliser.orbit(tiling)));
        assertEquals(orbits, distinct.size(), name + ": orbits");
        long tilings = distinct.stream().mapToLong(CanonicalOrbit::size).sum();
        assertByFullEnumeration(name, tilings, orbits);
        if (name.startsWith("tetrahexes")) {
            assertEquals(tilings, PlainTiler.count(puzzle.definition()), name + ": plain backtracking");
        }
    }

    /**
     * Knuth's 156 hexiamond tilings of the rhombus are its tilings up to its 4 symmetries, and none is symmetric: 624
     * tilings in all, each orbit of 4.
     */
    @Test
    void theHexiamondRhombusHas156OrbitsOfFour() {
        TilingPuzzle puzzle = Tilings.example("hexiamonds-6x6");
        Canonicaliser canonicaliser = new Canonicaliser(puzzle.defaultGroup());
        List<int[]> all = Tilings.solutions(puzzle, TilingScope.EVERY_TILING);
        Set<CanonicalOrbit> orbits = new java.util.HashSet<>();
        all.forEach(tiling -> orbits.add(canonicaliser.orbit(tiling)));
        assertEquals(156, orbits.size());
        assertTrue(orbits.stream()
                .allMatch(orbit -> orbit.size() == puzzle.defaultGroup().order()));
        assertEquals(156L * puzzle.defaultGroup().order(), all.size());
    }

    /** The small example against a search that shares nothing with the engine. */
    @Test
    void theSmallExampleByPlainBacktracking() {
        assertEquals(20, PlainTiler.count(Tilings.example("pentominoes-4x5").definition()));
    }

    /**
     * Each rectangle's restriction is exact: a piece with no placement fixed by a symmetry. On the 6 x 10 the X, whose
     * 32 placements fall into 8 orbits, as Knuth restricts it.
     */
    @Test
    void theRectanglesRestrictionsAreExact() {
        for (String name : List.of("pentominoes-3x20", "pentominoes-4x15", "pentominoes-5x12", "pentominoes-6x10")) {
            assertTrue(Tilings.example(name).search(TilingScope.EVERY_ORBIT).exact(), name);
        }
        TilingPuzzle sixByTen = Tilings.example("pentominoes-6x10");
        assertEquals(Optional.of("X"), sixByTen.search(TilingScope.EVERY_ORBIT).restrictedPiece());
        assertEquals(8, sixByTen.restriction().orElseThrow().kept().length());
    }

    /** No piece of the Soma set escapes fixed placements and mirror twins, so some orbits are met more than once. */
    @Test
    void theSomaRestrictionIsNotExactAndTheCanonicaliserFinishesTheJob() {
        TilingPuzzle soma = Tilings.example("soma");
        TilingSearch search = soma.search(TilingScope.EVERY_ORBIT);
        assertFalse(search.exact());
        List<int[]> found = Tilings.solutions(soma, TilingScope.EVERY_ORBIT);
        assertTrue(found.size() > 240 && found.size() < 11520, "found " + found.size());
        assertEquals(240, Tilings.canonicalForms(soma, found).size());
    }
}
