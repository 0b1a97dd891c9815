package org.orbits.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbits.puzzle.CoverStatement;
import org.orbits.puzzle.ExactCover;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.DefinitionCount;
import org.orbits.symmetry.Symmetry;
import org.orbits.tiling.TilingFamily;

/**
 * The count that shares nothing with dancing links gives the published counts on every bundled board, the same count
 * as dancing links, and for each element of the group as many fixed tilings as dancing links' tilings it fixes.
 */
class CoverCountTest {

    static PuzzleInstance example(String name) {
        return TilingFamily.of(Path.of("examples", "tilings", name + ".tiling")).puzzle();
    }

    static CoverStatement statement(PuzzleInstance puzzle) {
        return puzzle.exactCover().orElseThrow().statement().orElseThrow();
    }

    private static CoverCount count(PuzzleInstance puzzle) {
        return CoverCount.take(puzzle, statement(puzzle), puzzle.defaultGroup(), ExactCoverEntry.COVER_NODES);
    }

    /** Every tiling dancing links finds, no symmetry broken. */
    private static List<int[]> byDancingLinks(PuzzleInstance puzzle) {
        List<int[]> found = new ArrayList<>();
        ExactCover.Report report = puzzle.exactCover()
                .orElseThrow()
                .search(puzzle.defaultGroup(), ExactCover.Kept.EVERY)
                .search(new int[0], found::add, () -> false);
        assertTrue(report.finished());
        return found;
    }

    /** The sources are in each file's header. */
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
        "tetrominoes-4x10, 1796, 449",
        "pentominoes-one-sided-3x30, 184, 46",
        "hexiamonds-6x6, 624, 156",
        "hexiamonds-4x9, 148, 74",
        "hexiamonds-trapezoid-hole, 136, 68",
        "tetrahexes-4x7, 18, 9",
        "tetrahexes-coin, 16, 4"
    })
    void thePublishedCountsAndOrbits(String name, long tilings, long orbits) {
        CoverCount count = count(example(name));
        assertEquals(List.of(), count.problems());
        assertEquals(OptionalLong.of(tilings), count.solutions(), name);
        assertEquals(orbits, count.burnside().orElseThrow().orbits(), name);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "pentominoes-4x5",
                "pentominoes-3x20",
                "soma",
                "tetrominoes-5x8",
                "tetrominoes-4x10",
                "hexiamonds-6x6",
                "hexiamonds-trapezoid-hole",
                "tetrahexes-4x7",
                "tetrahexes-coin"
            })
    void eachElementFixesAsManyTilingsAsDancingLinksFinds(String name) {
        PuzzleInstance puzzle = example(name);
        List<int[]> tilings = byDancingLinks(puzzle);
        CoverCount count = count(puzzle);
        assertEquals(OptionalLong.of(tilings.size()), count.solutions(), name);
        List<Long> fixed = new ArrayList<>();
        for (Symmetry g : puzzle.defaultGroup().elements()) {
            fixed.add(tilings.stream()
                    .filter(tiling -> Arrays.equals(g.apply(tiling), tiling))
                    .count());
        }
        assertEquals(fixed, count.burnside().orElseThrow().fixedPoints(), name);
    }

    /** Several seconds each on a busy machine: every tiling of the larger boards by dancing links. */
    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"pentominoes-4x15", "pentominoes-5x12", "pentominoes-6x10", "pentominoes-8x8-centre"})
    void theLargerBoardsCountAsDancingLinksDoes(String name) {
        PuzzleInstance puzzle = example(name);
        assertEquals(
                OptionalLong.of(byDancingLinks(puzzle).size()), count(puzzle).solutions(), name);
    }

    @Test
    void theSplitByTheXIsTheCountOfEveryTiling() {
        PuzzleInstance puzzle = example("pentominoes-4x15");
        CoverStatement statement = statement(puzzle);
        List<FirstCellCount.Option> every = new ArrayList<>();
        for (int piece = 0; piece < statement.pieces().size(); piece++) {
            for (var cells : statement.pieces().get(piece).placements()) {
                int[] uses = new int[statement.pieces().size()];
                uses[piece] = 1;
                every.add(new FirstCellCount.Option(cells.toArray(), uses));
            }
        }
        long unsplit = new FirstCellCount(FirstCellCount.Board.of(statement), every)
                .count(Long.MAX_VALUE)
                .solutions();
        CoverCount split = count(puzzle);
        assertEquals(
                Optional.of("the X's 26 placements taken in their 7 orbits under D2, the solutions with it at one"
                        + " placement of each orbit counted and multiplied by the orbit's size"),
                split.split());
        assertEquals(OptionalLong.of(unsplit), split.solutions());
    }

    @Test
    void theChocoModelCountsTheEightByEightWithoutItsCentreInAFewTensOfThousandsOfNodes() {
        // 520 tilings (Dana Scott, 1958). Stated with a sum and a weighted sum per cell beside its channelling, and
        // branching on the cells only, the model took 98,330 nodes, at a few thousand a second.
        PuzzleInstance puzzle = example("pentominoes-8x8-centre");
        DefinitionCount count = ChocoCoverCount.take(puzzle, statement(puzzle), ExactCoverEntry.DEFINITION_NODES);
        assertEquals(OptionalLong.of(520), count.solutions());
        assertEquals(List.of(), count.problems());
        assertTrue(count.nodes() < 50_000, count.nodes() + " nodes");
    }

    @Test
    void oneOrbitOfPlacementsIsSaidInTheSingular() {
        // An L tromino and a monomino on a 2 x 2 board: the L's 4 placements are one orbit under the square's D4 (it
        // once
        // read "1 orbits").
        PuzzleInstance puzzle = TilingFamily.parse("corner.tiling", "board\n##\n##\n\npiece L\n##\n#.\n\npiece M\n#\n")
                .puzzle();
        assertEquals(
                Optional.of("the L's 4 placements taken in their 1 orbit under D4, the solutions with it at one"
                        + " placement of each orbit counted and multiplied by the orbit's size"),
                CoverCount.splitWords(puzzle, statement(puzzle)));
    }

    @Test
    void whereNoPieceOccursOnceNothingIsSplit() {
        assertEquals(Optional.empty(), count(example("tetrominoes-5x8")).split());
    }

    @Test
    void aBudgetTooSmallGivesNoCountAndNoFixedPoints() {
        PuzzleInstance puzzle = example("pentominoes-6x10");
        CoverCount count = CoverCount.take(puzzle, statement(puzzle), puzzle.defaultGroup(), 1000);
        assertEquals(OptionalLong.empty(), count.solutions());
        assertEquals(Optional.empty(), count.burnside());
        assertEquals(List.of(), count.problems());
    }
}
