package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.model.declared.DeclaredSymmetry;
import org.orbits.puzzle.BadInputException;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.Group;

/** Each predicate of orbits.mzn, compiled by MiniZinc, gives the generators it promises. */
class DeclaredSymmetryModelsTest {

    @TempDir
    static Path directory;

    @BeforeAll
    static void needsMiniZinc() {
        ExternalTools.require("minizinc");
    }

    private static ModelPuzzle declaring(String declarations) throws IOException {
        Path model = Files.writeString(
                directory.resolve("m" + Integer.toHexString(declarations.hashCode()) + ".mzn"),
                "include \"orbits.mzn\";\narray[1..3, 1..3] of var 1..9: x;\narray[1..5] of var 1..5: ring;\n"
                        + "array[1..2, 1..3] of var bool: flags;\n"
                        + declarations
                        + "\nsolve satisfy;\n");
        return ModelFamily.load(ModelSource.of(model, List.of(), Map.of()), directory.resolve("cache"));
    }

    private static DeclaredSymmetry cellMap(ModelPuzzle puzzle, int index) {
        return (DeclaredSymmetry) puzzle.declaredSymmetries().get(index);
    }

    private static long order(String declarations) throws IOException {
        Group declared = declaring(declarations).group("declared");
        return declared.order();
    }

    @Test
    void d4OnASquareGeneratesItsEightRotationsAndReflections() throws IOException {
        ModelPuzzle puzzle = declaring("constraint orbits_d4(x);");
        assertEquals(8, puzzle.group("declared").order());
        assertEquals(
                List.of("quarter turn of x", "mirror of x"),
                puzzle.declaredSymmetries().stream().map(s -> s.name()).toList());
        int topLeft = puzzle.cellIndex("x[1,1]");
        assertEquals(puzzle.cellIndex("x[1,3]"), cellMap(puzzle, 0).cellImage()[topLeft]);
    }

    @Test
    void d2OnARectangleGeneratesItsFourSymmetries() throws IOException {
        assertEquals(4, order("constraint orbits_d2(flags);"));
    }

    @Test
    void cyclicOnARingOfFiveGeneratesItsFiveRotations() throws IOException {
        ModelPuzzle puzzle = declaring("constraint orbits_cyclic(ring);");
        assertEquals(5, puzzle.group("declared").order());
        int[] rotation = cellMap(puzzle, 0).cellImage();
        assertEquals(puzzle.cellIndex("ring[2]"), rotation[puzzle.cellIndex("ring[1]")]);
        assertEquals(puzzle.cellIndex("ring[1]"), rotation[puzzle.cellIndex("ring[5]")]);
    }

    @Test
    void dihedralOnARingOfFiveGeneratesItsTenSymmetries() throws IOException {
        assertEquals(10, order("constraint orbits_dihedral(ring);"));
    }

    @Test
    void reversalIsOfOrderTwo() throws IOException {
        assertEquals(2, order("constraint orbits_reversal(ring);"));
    }

    @Test
    void aValueMapOnEveryCellMapsTheValues() throws IOException {
        ModelPuzzle puzzle = declaring("constraint orbits_value_map(x, [6, 9], [9, 6]) /\\ "
                + "orbits_value_map(ring, [1, 2], [1, 2]) /\\ orbits_value_map(flags, [true], [true]);");
        assertEquals(2, puzzle.group("declared").order());
        assertEquals(9, cellMap(puzzle, 0).toSymmetry().values().apply(6));
        assertEquals(5, cellMap(puzzle, 0).toSymmetry().values().apply(5));
    }

    @Test
    void aValueMapThatWouldMoveOtherCellsValuesIsRefused() {
        BadInputException thrown = assertThrows(
                BadInputException.class, () -> declaring("constraint orbits_value_map(ring, [1, 2], [2, 1]);"));
        assertEquals(
                "the symmetry declaration 'value map' maps values of the cells it names but not of x[1,1], whose value "
                        + "1 it would move too: orbits maps the values of every cell alike",
                thrown.getMessage());
    }

    @Test
    void fromAndToSwapTwoCells() throws IOException {
        ModelPuzzle puzzle = declaring("constraint orbits_symmetry([x[1, 2], x[2, 1]], [x[2, 1], x[1, 2]]);");
        int[] image = cellMap(puzzle, 0).cellImage();
        assertEquals(puzzle.cellIndex("x[2,1]"), image[puzzle.cellIndex("x[1,2]")]);
        assertEquals(puzzle.cellIndex("x[1,2]"), image[puzzle.cellIndex("x[2,1]")]);
        assertEquals(2, puzzle.group("declared").order());
    }

    @Test
    void aDeclarationOnAVariableThatIsNoOutputIsRefused() throws IOException {
        Path model = Files.writeString(
                directory.resolve("hidden.mzn"),
                """
                include "orbits.mzn";
                array[1..3] of var 1..3: x;
                array[1..3] of var 1..3: hidden;
                constraint orbits_reversal(hidden);
                solve satisfy;
                output ["\\(x)"];
                """);
        String message = assertThrows(
                        BadInputException.class,
                        () -> ModelFamily.load(ModelSource.of(model, List.of(), Map.of()), directory.resolve("cache")))
                .getMessage();
        // The array goes by its name in the model, not by the names the compiler gave its variables.
        assertEquals(
                "the symmetry declaration 'reversal' acts on 'hidden', which is not among the model's outputs (x):"
                        + " symmetries act on the outputs (the cells) only; declare it on an output array",
                message);
    }

    @Test
    void theDeclaredGroupIsTheOnlyOneListedAndTheTrivialGroupIsThereByName() throws IOException {
        ModelPuzzle puzzle = declaring("constraint orbits_reversal(ring);");
        assertEquals(
                List.of("declared"), puzzle.groups().stream().map(Group::name).toList());
        assertEquals(1, puzzle.group("trivial").order());
    }

    /**
     * The 576 Latin squares of order 4 fall into 2 isotopy classes: S4 x S4 x S4 of 13,824 elements, held by its
     * chain and not listed, counted by the chain's canonicaliser with every solution enumerated and under lex-leader
     * breaking (a subset of the group posted).
     */
    @Test
    void latinSquaresOfOrderFourUpToIsotopyAreTwo() {
        ModelPuzzle puzzle = Models.load(directory, "latin-isotopy.mzn", Map.of("n", "4"));
        Group isotopy = puzzle.group("declared");
        assertEquals(13_824, isotopy.order());
        assertEquals("S4 x S4 x S4", isotopy.structure());
        for (SolverSettings.SymmetryBreaking breaking : SolverSettings.SymmetryBreaking.values()) {
            Census census = Census.take(
                    puzzle,
                    isotopy,
                    SolverSettings.DEFAULT.withSymmetryBreaking(breaking),
                    Limits.NONE,
                    ProgressListener.SILENT);
            assertEquals(576, census.solutions(), breaking.word());
            assertEquals(2, census.orbits().size(), breaking.word());
        }
    }
}
