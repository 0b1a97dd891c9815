package org.orbits.model.presolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.orbits.model.flatzinc.FlatZincParser;

/** What the presolve finds in FlatZinc as MiniZinc writes it, and what it must leave alone. */
class PresolveTest {

    private static List<Structure> found(String flatZinc) {
        return Presolve.of(FlatZincParser.parse(flatZinc, "test.fzn"));
    }

    /** Three places, each {@code bool2int(x[p] = k)}, summed, as MiniZinc flattens a count. */
    private static String countOf(String value, String sum) {
        return """
                array [1..3] of int: ones = [1,1,1];
                var 1..3: x1 :: output_var;
                var 1..3: x2 :: output_var;
                var 1..3: x3 :: output_var;
                var 0..3: c :: output_var;
                var bool: b1 :: var_is_introduced :: is_defined_var;
                var bool: b2 :: var_is_introduced :: is_defined_var;
                var bool: b3 :: var_is_introduced :: is_defined_var;
                var 0..1: i1 :: var_is_introduced :: is_defined_var;
                var 0..1: i2 :: var_is_introduced :: is_defined_var;
                var 0..1: i3 :: var_is_introduced :: is_defined_var;
                array [1..3] of var int: is :: var_is_introduced = [i1,i2,i3];
                constraint int_eq_reif(x1,2,b1) :: defines_var(b1);
                constraint int_eq_reif(x2,2,b2) :: defines_var(b2);
                constraint int_eq_reif(x3,VALUE,b3) :: defines_var(b3);
                constraint bool2int(b1,i1) :: defines_var(i1);
                constraint bool2int(b2,i2) :: defines_var(i2);
                constraint bool2int(b3,i3) :: defines_var(i3);
                constraint SUM;
                solve satisfy;
                """
                .replace("VALUE", value)
                .replace("SUM", sum);
    }

    @Test
    void aSumOfReifiedEqualitiesIsACount() {
        List<Structure> found = found(countOf("2", "int_lin_eq(ones,is,2)"));
        assertEquals(List.of(new Structure.Count(List.of("x1", "x2", "x3"), 2, Optional.empty(), 0, 2, 2, 7)), found);
        assertEquals(
                List.of(
                        "found 1 count in the FlatZinc's decomposition, posted beside the 7 constraints it strengthens"),
                Presolve.summary(found));
    }

    @Test
    void aSumEqualToAVariableCountsIntoIt() {
        List<Structure> found = found(countOf("2", "int_lin_eq([1,1,1,-1],[i1,i2,i3,c],-1)"));
        // i1 + i2 + i3 - c = -1: the count is c - 1.
        assertEquals(List.of(new Structure.Count(List.of("x1", "x2", "x3"), 2, Optional.of("c"), -1, 0, 3, 7)), found);
    }

    @Test
    void aSumAtMostAConstantIsACountAtMostIt() {
        List<Structure> found = found(countOf("2", "int_lin_le([-1,-1,-1],is,-1)"));
        // -(i1 + i2 + i3) <= -1: at least one.
        assertEquals(List.of(new Structure.Count(List.of("x1", "x2", "x3"), 2, Optional.empty(), 0, 1, 3, 7)), found);
    }

    @Test
    void aSumOfEqualitiesOfTwoValuesIsNoCount() {
        assertEquals(List.of(), found(countOf("3", "int_lin_eq(ones,is,2)")));
    }

    @Test
    void aWeightedSumIsNoCount() {
        assertEquals(List.of(), found(countOf("2", "int_lin_eq([1,2,1],is,2)")));
    }

    @Test
    void aCliqueOfDisequalitiesIsAnAllDifferentAndAPathIsNot() {
        String clique =
                """
                var 1..4: a :: output_var;
                var 1..4: b :: output_var;
                var 1..4: c :: output_var;
                var 1..4: d :: output_var;
                constraint int_ne(a,b);
                constraint int_ne(a,c);
                constraint int_ne(b,c);
                constraint int_ne(c,d);
                solve satisfy;
                """;
        assertEquals(
                List.of(new Structure.AllDifferent(List.of("a", "b", "c"), List.of(0L, 0L, 0L), 3)), found(clique));
        assertEquals(List.of(), found(clique.replace("constraint int_ne(b,c);", "")));
    }

    @Test
    void theDiagonalsOfQueensAreAnAllDifferentOfOffsets() {
        // q[i] + i != q[j] + j, as MiniZinc writes it: q[i] - q[j] != j - i.
        String diagonals =
                """
                var 1..3: q1 :: output_var;
                var 1..3: q2 :: output_var;
                var 1..3: q3 :: output_var;
                constraint int_lin_ne([1,-1],[q1,q2],1);
                constraint int_lin_ne([1,-1],[q1,q3],2);
                constraint int_lin_ne([-1,1],[q2,q3],-1);
                solve satisfy;
                """;
        assertEquals(
                List.of(new Structure.AllDifferent(List.of("q1", "q2", "q3"), List.of(0L, 1L, 2L), 3)),
                found(diagonals));
    }

    @Test
    void elementsThatMapEachIndexOnceAreAnInverseAndTwiceAreNot() {
        String channel =
                """
                var 1..3: x1 :: output_var;
                var 1..3: x2 :: output_var;
                var 1..3: x3 :: output_var;
                var 1..3: y1;
                var 1..3: y2;
                var 1..3: y3;
                array [1..3] of var int: y = [y1,y2,y3];
                constraint array_var_int_element(x1,y,1);
                constraint array_var_int_element(x2,y,2);
                constraint array_var_int_element(x3,y,THIRD);
                solve satisfy;
                """;
        assertEquals(
                List.of(new Structure.Inverse(List.of("x1", "x2", "x3"), List.of("y1", "y2", "y3"), 3)),
                found(channel.replace("THIRD", "3")));
        assertTrue(found(channel.replace("THIRD", "2")).isEmpty());
    }
}
