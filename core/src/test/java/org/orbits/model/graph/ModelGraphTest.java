package org.orbits.model.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.model.ModelPuzzle;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.graph.AutomorphismSearch;

class ModelGraphTest {

    private static List<CellMap> graphOf(String flatZinc) {
        ModelPuzzle model = ModelPuzzle.ofFlatZinc(flatZinc, "test.fzn");
        return ModelGraph.symmetries(model.flatZinc(), model.outputs(), AutomorphismSearch.standard());
    }

    private static long order(List<CellMap> generators, int cells, int lo, int hi) {
        LiteralSpace space = LiteralSpace.uniform(cells, lo, hi);
        return Group.generatedBy("graph", space, generators).order();
    }

    @Test
    void colouringATriangleMayPermuteItsCornersAndItsColours() {
        List<CellMap> found = graphOf(
                """
                var 1..3: x :: output_var;
                var 1..3: y :: output_var;
                var 1..3: z :: output_var;
                constraint int_ne(x, y);
                constraint int_ne(y, z);
                constraint int_ne(z, x);
                solve satisfy;
                """);
        assertEquals(36, order(found, 3, 1, 3), "S3 on the corners times S3 on the colours");
        assertTrue(found.stream().anyMatch(g -> !g.values().isIdentity()), "value vertices give value maps");
    }

    @Test
    void coefficientsTellVariablesApart() {
        String unequal =
                """
                var 0..5: x :: output_var;
                var 0..5: y :: output_var;
                constraint int_lin_eq([1, 2], [x, y], 5);
                solve satisfy;
                """;
        assertEquals(List.of(), graphOf(unequal));
        List<CellMap> equal = graphOf(unequal.replace("[1, 2]", "[1, 1]"));
        assertEquals(1, equal.size());
        assertEquals(
                List.of(1, 0), List.of(equal.get(0).cellImage(0), equal.get(0).cellImage(1)));
        assertTrue(equal.get(0).values().isIdentity(), "a constant fixes the values");
    }

    @Test
    void aDifferenceWrittenLinearlyIsAsSymmetricAsInequality() {
        // MiniZinc writes c[i] != c[j] of array elements as c[i] - c[j] != 0: read with its coefficients as signs,
        // the triangle's colouring would lose the corners' reflections and every renaming of the colours.
        List<CellMap> found = graphOf(
                """
                var 1..3: x :: output_var;
                var 1..3: y :: output_var;
                var 1..3: z :: output_var;
                constraint int_lin_ne([1, -1], [x, y], 0);
                constraint int_lin_ne([1, -1], [y, z], 0);
                constraint int_lin_ne([-1, 1], [x, z], 0);
                solve satisfy;
                """);
        assertEquals(36, order(found, 3, 1, 3), "S3 on the corners times S3 on the colours");
    }

    @Test
    void aLinearEquationKeepsItsSignsUnlessItsConstantIsZero() {
        // x = y + 1 = z + 2: reversing the chain needs the coefficients negated, which the constant 1 forbids.
        assertEquals(
                List.of(),
                graphOf(
                        """
                var 0..5: x :: output_var;
                var 0..5: y :: output_var;
                var 0..5: z :: output_var;
                constraint int_lin_eq([1, -1], [x, y], 1);
                constraint int_lin_eq([1, -1], [y, z], 1);
                solve satisfy;
                """));
        // x - 2y + z = 0 is kept by swapping x and z.
        List<CellMap> balanced = graphOf(
                """
                var 0..5: x :: output_var;
                var 0..5: y :: output_var;
                var 0..5: z :: output_var;
                constraint int_lin_eq([1, -2, 1], [x, y, z], 0);
                solve satisfy;
                """);
        assertEquals(2, order(balanced, 3, 0, 5));
    }

    @Test
    void aSymmetryDeclarationIsNoConstraintOfTheGraph() {
        // The triangle again, its colours declared interchangeable: the declaration's arguments must not tell the
        // corners apart, nor fix the colours.
        List<CellMap> found = graphOf(
                """
                predicate orbits_permutation_int(array [int] of var int: x,array [int] of int: image,\
                array [int] of int: old,array [int] of int: new);
                var 1..3: x;
                var 1..3: y;
                var 1..3: z;
                array [1..3] of var int: c :: output_array([1..3]) = [x,y,z];
                constraint int_ne(x, y);
                constraint int_ne(y, z);
                constraint int_ne(z, x);
                constraint orbits_permutation_int(c,[1,2,3],[1,2,3],[2,1,3]):: orbits_generator("value map");
                solve satisfy;
                """);
        assertEquals(36, order(found, 3, 1, 3), "S3 on the corners times S3 on the colours");
    }

    @Test
    void argumentPositionsOfAnOrderedConstraintAreKept() {
        assertEquals(
                List.of(),
                graphOf(
                        """
                var 1..3: x :: output_var;
                var 1..3: y :: output_var;
                var 1..3: z :: output_var;
                constraint int_lt(x, y);
                constraint int_lt(y, z);
                solve satisfy;
                """));
    }

    @Test
    void onlyOutputsAreMappedAndHiddenVariablesStayOutOfTheCells() {
        List<CellMap> found = graphOf(
                """
                var 1..4: a :: output_var;
                var 1..4: b :: output_var;
                var 2..8: s :: var_is_introduced;
                constraint int_plus(a, b, s);
                constraint int_le(s, 6);
                solve satisfy;
                """);
        assertEquals(1, found.size());
        assertEquals(2, found.get(0).cells());
        assertEquals(1, found.get(0).cellImage(0));
    }
}
