package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.search.Census;

/** A puzzle from a FlatZinc file: what it tells the engine, how it draws, how it refuses. */
class ModelPuzzleTest {

    private static final String BOARD =
            """
            var bool: p11;
            var bool: p12;
            var bool: p21;
            var bool: p22;
            var 0..4: count :: output_var;
            array [1..4] of var bool: board :: output_array([1..2,1..2]) = [p11,p12,p21,p22];
            constraint bool_lin_eq([1,1,1,1],[p11,p12,p21,p22],count);
            constraint bool_clause([p11,p22],[]);
            constraint bool_clause([p12,p21],[]);
            constraint orbits_permutation_bool(board,[2,4,1,3],[],[]) :: orbits_generator("quarter turn");
            solve minimize count;
            """;

    @TempDir
    Path directory;

    private ModelPuzzle board() throws IOException {
        return ModelFamily.load(
                ModelSource.of(Files.writeString(directory.resolve("board.fzn"), BOARD), List.of(), Map.of()));
    }

    /** The translation made at loading serves one search only: every model built after it is a fresh one. */
    @Test
    void everyBuildIsAModelOfItsOwn() throws IOException {
        ModelPuzzle puzzle = board();
        PuzzleModel first = puzzle.build(ModelOptions.DEFAULTS);
        PuzzleModel second = puzzle.build(ModelOptions.DEFAULTS);
        PuzzleModel third = puzzle.build(ModelOptions.of(Map.of("allDifferent", "BC")));
        assertNotSame(first.model(), second.model());
        assertNotSame(second.model(), third.model());
        assertEquals(first.cells().length, second.cells().length);
    }

    @Test
    void theCellsAreTheOutputsInOrder() throws IOException {
        ModelPuzzle puzzle = board();
        assertEquals(List.of("count", "board[1,1]", "board[1,2]", "board[2,1]", "board[2,2]"), puzzle.cellNames());
        assertEquals(0, puzzle.minValue());
        assertEquals(4, puzzle.maxValue());
    }

    @Test
    void itIsNamedAfterItsFile() throws IOException {
        ModelPuzzle puzzle = board();
        assertEquals("board", puzzle.family().name());
        assertEquals("default", puzzle.id());
        assertEquals(Map.of(), puzzle.parameters());
        assertEquals("board", puzzle.label());
    }

    @Test
    void theCheckerIsTheEvaluator() throws IOException {
        ModelPuzzle puzzle = board();
        assertEquals(Optional.empty(), puzzle.violation(new int[] {2, 1, 1, 0, 0}));
        assertEquals(
                Optional.of("bool_clause([board[1,1],board[2,2]],[]) is false (board[1,1]=0, board[2,2]=0)"),
                puzzle.violation(new int[] {1, 0, 1, 0, 0}));
    }

    @Test
    void theObjectiveComesFromTheEvaluator() throws IOException {
        assertEquals(
                Optional.of(new Objective(Objective.Sense.MINIMISE, 2)),
                board().objectiveOf(new int[] {2, 1, 1, 0, 0}));
    }

    @Test
    void theEngineFindsTheOptimumAndEverySolutionAtItInOneOrbitOfTheQuarterTurns() throws IOException {
        ModelPuzzle puzzle = board();
        Census census = Models.census(puzzle, puzzle.group("trivial"));
        assertEquals(2, census.objective().orElseThrow().value().getAsInt());
        assertEquals(4, census.solutions());
        assertEquals(1, Models.census(puzzle, puzzle.defaultGroup()).orbits().size());
    }

    @Test
    void theDeclaredGroupIsTheDefault() throws IOException {
        assertEquals("declared", board().defaultGroup().name());
        assertEquals(4, board().defaultGroup().order());
    }

    @Test
    void theDrawingMarksEveryCellAndShowsBoolsAsSquares() throws IOException {
        Picture picture = board().draw(new int[] {2, 1, 1, 0, 0});
        Matcher cells = Pattern.compile("data-cell=\"([^\"]+)\"").matcher(picture.svgElements());
        List<String> named = cells.results().map(match -> match.group(1)).toList();
        assertEquals(board().cellNames(), named);
        assertTrue(picture.svgElements().contains("count = 2"));
        assertFalse(picture.svgElements().contains(">1</text>"), "bools are squares, not numbers");
        assertTrue(picture.width() > 0 && picture.height() > 0);
    }

    @Test
    void aPositionBeingPlayedDrawsItsEmptyCellsBlank() throws IOException {
        int empty = PuzzleInstance.EMPTY;
        String svg = board().draw(new int[] {empty, 1, empty, empty, empty}).svgElements();
        assertTrue(svg.contains("count = ?"));
        assertTrue(svg.contains("stroke-dasharray"));
    }

    @Test
    void aGridOfNumbersShowsItsNumbers() {
        ModelPuzzle puzzle = ModelFamily.ofFlatZinc(
                """
                var 1..9: a;
                var 1..9: b;
                array [1..2] of var int: x :: output_array([1..1,1..2]) = [a,b];
                solve satisfy;
                """,
                "grid.fzn");
        assertTrue(puzzle.draw(new int[] {7, 3}).svgElements().contains(">7</text>"));
    }

    @Test
    void aFlatZincFileTakesNoDataOrParameters() throws IOException {
        Path file = Files.writeString(directory.resolve("board.fzn"), BOARD);
        BadInputException thrown = assertThrows(
                BadInputException.class, () -> ModelFamily.load(ModelSource.of(file, List.of(), Map.of("n", "3"))));
        assertEquals("a FlatZinc file takes no data files or parameters: board.fzn", thrown.getMessage());
    }

    @Test
    void aModelThatOutputsNothingHasNoCells() {
        BadInputException thrown = assertThrows(
                BadInputException.class,
                () -> ModelFamily.ofFlatZinc("var 1..2: x :: var_is_introduced;\nsolve satisfy;\n", "none.fzn"));
        assertEquals("none.fzn: the model outputs nothing, so it has no cells", thrown.getMessage());
    }
}
