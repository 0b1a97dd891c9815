package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.Canonicaliser;

/**
 * The built-in family of tilings: a board of {@code examples/tilings} by name, bundled with the program as it is
 * there, each puzzle read once; the catalog's boards; and the second way to every orbit, the greatest placement of
 * each orbit of the restricted piece's kept.
 */
class TilingsFamilyTest {

    @Test
    void theBundledBoardsAreTheExamplesFilesAsTheyAre() throws IOException {
        List<String> examples;
        try (Stream<Path> files = Files.list(Path.of("examples", "tilings"))) {
            examples = files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".tiling"))
                    .map(name -> name.substring(0, name.length() - ".tiling".length()))
                    .sorted()
                    .toList();
        }
        assertEquals(examples, TilingsFamily.BOARDS.stream().sorted().toList());
        for (String board : TilingsFamily.BOARDS) {
            assertEquals(
                    Files.readString(Path.of("examples", "tilings", board + ".tiling")), TilingsFamily.bundled(board));
        }
    }

    @Test
    void aBoardIsAParameterAndItsPuzzleIsReadOnce() {
        TilingsFamily family = new TilingsFamily();
        PuzzleInstance soma = family.instance(Map.of("board", "soma"));
        assertSame(soma, family.instance(Map.of("board", "soma")));
        assertEquals("soma", soma.id());
        assertEquals("tilings board=soma", soma.label());
        assertSame(family, soma.family());
        assertEquals("pentominoes-6x10", family.instance(Map.of()).id());
        assertThrows(BadInputException.class, () -> family.instance(Map.of("board", "nosuch")));
    }

    @Test
    void theCatalogHoldsEveryBoardButTheTestsSmallExample() {
        List<String> catalogued = new TilingsFamily()
                .catalogInstances().stream().map(PuzzleInstance::id).toList();
        assertEquals(TilingsFamily.BOARDS.subList(0, TilingsFamily.BOARDS.size() - 1), catalogued);
    }

    /** Keeping the greatest placement of each orbit meets every orbit too, at other tilings where it can. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"pentominoes-8x8-centre, 65", "soma, 240", "pentominoes-4x15, 368"})
    void theGreatestPlacementsMeetEveryOrbitToo(String name, int orbits) {
        TilingPuzzle puzzle = Tilings.example(name);
        Canonicaliser canonicaliser = new Canonicaliser(puzzle.defaultGroup());
        Set<List<Integer>> least = Tilings.asSet(Tilings.solutions(puzzle, TilingScope.EVERY_ORBIT));
        List<int[]> greatest = Tilings.solutions(puzzle, TilingScope.EVERY_ORBIT_GREATEST);
        Set<String> met = new HashSet<>();
        greatest.forEach(tiling -> met.add(java.util.Arrays.toString(canonicaliser.canonical(tiling))));
        assertEquals(orbits, met.size());
        assertTrue(greatest.stream()
                .anyMatch(tiling -> !least.contains(
                        Tilings.asSet(List.of(tiling)).iterator().next())));
    }

    @Test
    void theTrivialGroupIsThereByItsName() {
        TilingPuzzle puzzle = Tilings.example("pentominoes-4x5");
        assertEquals(1, puzzle.group("trivial").order());
        assertEquals("D2", puzzle.group("D2").name());
        assertEquals(List.of("D2"), puzzle.groups().stream().map(g -> g.name()).toList());
        assertTrue(
                puzzle.search(TilingScope.EVERY_ORBIT, puzzle.group("trivial")).exact());
        assertEquals(
                "every tiling",
                puzzle.search(TilingScope.EVERY_ORBIT, puzzle.group("trivial")).words());
    }
}
