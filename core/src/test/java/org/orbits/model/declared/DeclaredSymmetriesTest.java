package org.orbits.model.declared;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.FlatZincParser;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.puzzle.BadInputException;

/** Declarations as MiniZinc compiles them, read from FlatZinc written by hand. */
class DeclaredSymmetriesTest {

    private static final String ROW =
            """
var 1..3: a;
var 1..3: b;
var 1..3: c;
array [1..3] of var int: x :: output_array([1..3]) = [a,b,c];
""";

    private static List<DeclaredGenerator> generators(String text) {
        FlatZincModel model = FlatZincParser.parse(text + "solve satisfy;\n", "s.fzn");
        return DeclaredSymmetries.of(model, Outputs.of(model));
    }

    private static List<DeclaredSymmetry> declared(String text) {
        return generators(text).stream().map(DeclaredSymmetry.class::cast).toList();
    }

    private static String refusal(String text) {
        return assertThrows(BadInputException.class, () -> declared(text)).getMessage();
    }

    @Test
    void aPermutationOfAnOutputArrayMovesItsCells() {
        DeclaredSymmetry reversal = declared(
                        ROW + "constraint orbits_permutation_int(x,[3,2,1],[],[]) :: orbits_generator(\"reversal\");\n")
                .get(0);
        assertEquals("reversal of x", reversal.name());
        assertArrayEquals(new int[] {2, 1, 0}, reversal.cellImage());
        assertArrayEquals(new int[0], reversal.valueImage());
    }

    @Test
    void anArrayIsFoundWholeEvenWhereTheCompilerFixedACell() {
        String text =
                """
var 1..3: b;
var 1..3: c;
array [1..3] of var int: x :: output_array([1..3]) = [2,b,c];
constraint orbits_permutation_int([2,b,c],[2,3,1],[],[]);
""";
        assertArrayEquals(new int[] {1, 2, 0}, declared(text).get(0).cellImage());
    }

    @Test
    void fromAndToMoveTheValueOfEachVariableToItsPartner() {
        DeclaredSymmetry swap = declared(ROW + "constraint orbits_symmetry_int([a,c],[c,a],[],[]);\n")
                .get(0);
        assertArrayEquals(new int[] {2, 1, 0}, swap.cellImage());
        assertEquals("orbits_symmetry_int", swap.name());
    }

    @Test
    void aValueMapMovesTheValuesItNamesAndKeepsTheOthers() {
        DeclaredSymmetry map = declared(ROW + "constraint orbits_permutation_int(x,[1,2,3],[1,3],[3,1]);\n")
                .get(0);
        assertEquals(1, map.valueLo());
        assertArrayEquals(new int[] {3, 2, 1}, map.valueImage());
        assertArrayEquals(new int[] {0, 1, 2}, map.cellImage());
    }

    @Test
    void aBoolValueMapSwapsFalseAndTrue() {
        String text =
                """
var bool: p;
var bool: q;
array [1..2] of var bool: x :: output_array([1..2]) = [p,q];
constraint orbits_permutation_bool(x,[1,2],[true,false],[false,true]);
""";
        DeclaredSymmetry negation = declared(text).get(0);
        assertEquals(0, negation.valueLo());
        assertArrayEquals(new int[] {1, 0}, negation.valueImage());
    }

    @Test
    void aVariableThatIsNoOutputIsRefusedByName() {
        assertEquals(
                "the symmetry declaration 'orbits_symmetry_int' names 'h', which is not an output of the model: "
                        + "symmetries act on the outputs (the cells) only",
                refusal(ROW + "var 1..3: h;\nconstraint orbits_symmetry_int([a,h],[h,a],[],[]);\n"));
    }

    @Test
    void aVariableTwoCellsHoldIsRefusedNamingTheCells() {
        String text =
                """
var 1..3: a;
var 1..3: c;
array [1..3] of var int: x :: output_array([1..3]) = [a,a,c];
constraint orbits_symmetry_int([a,c],[c,a],[],[]);
""";
        assertEquals(
                "the symmetry declaration 'orbits_symmetry_int' names x[1], which the cells [x[1], x[2]] all hold "
                        + "(MiniZinc found them equal), so orbits cannot tell which one it means",
                refusal(text));
    }

    @Test
    void aConstantOutsideAWholeArrayIsRefused() {
        String text =
                """
                var 1..3: b;
                var 1..3: c;
                array [1..3] of var int: x :: output_array([1..3]) = [2,b,c];
                constraint orbits_symmetry_int([2,b],[b,2],[],[]);
                """;
        assertEquals(
                "the symmetry declaration 'orbits_symmetry_int' names a cell MiniZinc fixed to 2, so orbits cannot "
                        + "tell which cell it is: declare the symmetry on a whole output array",
                refusal(text));
    }

    @Test
    void toMustBeFromPermuted() {
        assertEquals(
                "the symmetry declaration 'orbits_symmetry_int': TO must be FROM permuted, each variable once, but x[2] "
                        + "is not",
                refusal(ROW + "constraint orbits_symmetry_int([a,c],[c,b],[],[]);\n"));
    }

    @Test
    void aValueMapMustBeAPermutation() {
        assertEquals(
                "the symmetry declaration 'orbits_permutation_int' maps [1, 2] to [2, 3], which is no permutation: "
                        + "NEW must hold the values of OLD",
                refusal(ROW + "constraint orbits_permutation_int(x,[1,2,3],[1,2],[2,3]);\n"));
    }

    @Test
    void aValueMapThatWouldMoveTheValuesOfAnotherCellIsRefused() {
        String text =
                """
var 1..3: a;
var 1..3: b;
var 1..5: t :: output_var;
array [1..2] of var int: x :: output_array([1..2]) = [a,b];
constraint orbits_permutation_int(x,[1,2],[1,2],[2,1]);
""";
        assertEquals(
                "the symmetry declaration 'orbits_permutation_int' maps values of the cells it names but not of t, "
                        + "whose value 1 it would move too: orbits maps the values of every cell alike",
                refusal(text));
    }

    @Test
    void aLiteralMapMovesAssignmentsAndDropsThoseItFixes() {
        DeclaredLiteralMap map = (DeclaredLiteralMap)
                generators(ROW + "constraint orbits_literal_map_int(x,[1,2,3],[1,3,2],[2,1,3],[3,1,2])"
                                + " :: orbits_generator(\"swap\");\n")
                        .get(0);
        assertEquals("swap of x", map.name());
        assertArrayEquals(new int[] {0, 1}, map.fromCell());
        assertArrayEquals(new int[] {1, 3}, map.fromValue());
        assertArrayEquals(new int[] {1, 0}, map.toCell());
        assertArrayEquals(new int[] {3, 1}, map.toValue());
    }

    @Test
    void aLiteralMapThatSendsTwoAssignmentsToOneIsRefused() {
        assertEquals(
                "the symmetry declaration 'orbits_literal_map_int' maps two assignments to x[2]=1, so it is no "
                        + "permutation of the assignments",
                refusal(ROW + "constraint orbits_literal_map_int(x,[1,1],[1,2],[2,2],[1,1]);\n"));
    }

    @Test
    void aLiteralMapMustNameTheSameAssignmentsOnBothSides() {
        assertEquals(
                "the symmetry declaration 'orbits_literal_map_int' maps x[1]=1 to x[2]=3 but does not say where x[2]=3 "
                        + "goes: FROM and TO must name the same assignments, so that the map permutes them",
                refusal(ROW + "constraint orbits_literal_map_int(x,[1],[1],[2],[3]);\n"));
    }

    @Test
    void aLiteralMapOfAValueNoCellHoldsIsRefused() {
        assertEquals(
                "the symmetry declaration 'orbits_literal_map_int' names the assignment x[3]=7, but the cells hold "
                        + "only 1..3",
                refusal(ROW + "constraint orbits_literal_map_int(x,[3,3],[1,7],[3,3],[7,1]);\n"));
    }
}
