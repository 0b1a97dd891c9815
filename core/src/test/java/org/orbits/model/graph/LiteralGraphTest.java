package org.orbits.model.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbits.model.check.FlatZincEvaluator;
import org.orbits.model.declared.DeclaredLiteralMap;
import org.orbits.model.declared.DeclaredSymmetry;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.FlatZincParser;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.symmetry.graph.AutomorphismSearch;

/**
 * The literal graph proves symmetries from a model's constraints alone: each test a model whose symmetries are known,
 * and for each, every map the graph gives sends every solution (found by trying every assignment) to a solution.
 */
class LiteralGraphTest {

    /** The row model of 4 queens as MiniZinc writes it: the diagonals as defined auxiliaries. */
    private static final String QUEENS =
            """
            var 1..4: q1; var 1..4: q2; var 1..4: q3; var 1..4: q4;
            var 2..5: s1 :: var_is_introduced :: is_defined_var; var 3..6: s2 :: var_is_introduced :: is_defined_var;
            var 4..7: s3 :: var_is_introduced :: is_defined_var; var 5..8: s4 :: var_is_introduced :: is_defined_var;
            var 0..3: d1 :: var_is_introduced :: is_defined_var; var -1..2: d2 :: var_is_introduced :: is_defined_var;
            var -2..1: d3 :: var_is_introduced :: is_defined_var; var -3..0: d4 :: var_is_introduced :: is_defined_var;
            array [1..4] of var int: q :: output_array([1..4]) = [q1, q2, q3, q4];
            constraint fzn_all_different_int(q);
            constraint fzn_all_different_int([s1, s2, s3, s4]);
            constraint fzn_all_different_int([d1, d2, d3, d4]);
            constraint int_lin_eq([1,-1],[q1,s1],-1) :: defines_var(s1);
            constraint int_lin_eq([1,-1],[q2,s2],-2) :: defines_var(s2);
            constraint int_lin_eq([1,-1],[q3,s3],-3) :: defines_var(s3);
            constraint int_lin_eq([1,-1],[q4,s4],-4) :: defines_var(s4);
            constraint int_lin_eq([1,-1],[q1,d1],1) :: defines_var(d1);
            constraint int_lin_eq([1,-1],[q2,d2],2) :: defines_var(d2);
            constraint int_lin_eq([1,-1],[q3,d3],3) :: defines_var(d3);
            constraint int_lin_eq([1,-1],[q4,d4],4) :: defines_var(d4);
            solve satisfy;
            """;

    /** The quarter turn of the row model of 4 queens: q[i] = j becomes q[j] = 5 - i. */
    private static final DeclaredLiteralMap QUARTER_TURN = quarterTurn();

    private static DeclaredLiteralMap quarterTurn() {
        int[] from = new int[16];
        int[] fromValue = new int[16];
        int[] to = new int[16];
        int[] toValue = new int[16];
        int k = 0;
        for (int i = 1; i <= 4; i++) {
            for (int j = 1; j <= 4; j++) {
                from[k] = i - 1;
                fromValue[k] = j;
                to[k] = j - 1;
                toValue[k] = 5 - i;
                k++;
            }
        }
        return new DeclaredLiteralMap("quarter turn", from, fromValue, to, toValue);
    }

    private record Model(FlatZincModel flatZinc, Outputs outputs, LiteralSymmetries symmetries) {}

    private static Model model(String text) {
        return model(text, true);
    }

    /** The model of {@code text}; with {@code tables} false, no constraint goes in as a table. */
    private static Model model(String text, boolean tables) {
        FlatZincModel flatZinc = FlatZincParser.parse(text, "test.fzn");
        Outputs outputs = Outputs.of(flatZinc);
        return new Model(
                flatZinc,
                outputs,
                LiteralGraph.of(flatZinc, outputs, tables).symmetries(AutomorphismSearch.standard()));
    }

    /** Every assignment of the cells the evaluator accepts, by trying them all. */
    private static Set<List<Long>> solutions(Model model) {
        FlatZincEvaluator evaluator = new FlatZincEvaluator(model.flatZinc(), model.outputs());
        Set<List<Long>> found = new HashSet<>();
        int n = model.outputs().cells().size();
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) {
            cells[i] = (int) model.outputs().cells().get(i).lo();
        }
        while (true) {
            if (evaluator.violation(cells).isEmpty()) {
                found.add(Arrays.stream(cells).mapToLong(v -> v).boxed().toList());
            }
            int i = n - 1;
            while (i >= 0 && cells[i] == model.outputs().cells().get(i).hi()) {
                cells[i] = (int) model.outputs().cells().get(i).lo();
                i--;
            }
            if (i < 0) {
                return found;
            }
            cells[i]++;
        }
    }

    /** The image of a solution under a map of the cells' literals. */
    private static List<Long> image(CellLiterals literals, int[] map, List<Long> solution) {
        Long[] image = new Long[solution.size()];
        for (int cell = 0; cell < solution.size(); cell++) {
            // A constant cell has no literal: it holds its value in every solution, the image's as well.
            int at = cell;
            literals.literal(cell, solution.get(cell)).ifPresent(literal -> {
                int target = map[literal];
                image[literals.cellOf(target)] = literals.valueOf(target);
            });
            if (literals.literal(at, solution.get(at)).isEmpty()) {
                image[at] = solution.get(at);
            }
        }
        return Arrays.asList(image);
    }

    /** Every map the graph gives sends every solution to a solution. */
    private static void everyMapKeepsTheSolutions(Model model) {
        Set<List<Long>> solutions = solutions(model);
        assertFalse(solutions.isEmpty());
        for (int[] map : model.symmetries().generators()) {
            for (List<Long> solution : solutions) {
                assertTrue(
                        solutions.contains(image(model.symmetries().literals(), map, solution)),
                        "a map sends " + solution + " to a non-solution");
            }
        }
    }

    /**
     * Every builtin's statement, on its sample: as the graph makes it (mostly a table of what it allows), and with no
     * tables, by what it means or by its variables (its arrays read as sets where its entry says the order does not
     * matter), each map the graph then gives keeps the solutions.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.orbits.model.BuiltinSamples#all")
    void everyBuiltinsStatementKeepsItsSolutions(String label, String text) {
        Model tabled = model(text, true);
        Set<List<Long>> solutions = solutions(tabled);
        if (solutions.isEmpty()) {
            return; // the "empty" samples, which only ask that nothing breaks
        }
        everyMapKeepsTheSolutions(tabled);
        everyMapKeepsTheSolutions(model(text, false));
    }

    @Test
    void withoutTablesAnAllEqualStillLetsItsVariablesBeExchangedButALexOrderDoesNot() {
        Model equal = model(
                """
                var 0..3: x :: output_var; var 0..3: y :: output_var; var 0..3: z :: output_var;
                constraint fzn_all_equal_int([x, y, z]);
                solve satisfy;
                """,
                false);
        assertEquals(BigInteger.valueOf(6), equal.symmetries().order(), "x, y and z in any order");
        Model lex = model(
                """
                var 0..2: x :: output_var; var 0..2: y :: output_var;
                var 0..2: u :: output_var; var 0..2: v :: output_var;
                constraint fzn_lex_less_int([x, y], [u, v]);
                solve satisfy;
                """,
                false);
        assertEquals(BigInteger.ONE, lex.symmetries().order(), "a lexicographic order's places all differ");
    }

    @Test
    void theRowModelOfQueensHasTheBoardsEightSymmetriesThoughTheyMoveNoWholeCells() {
        Model queens = model(QUEENS);
        assertEquals(BigInteger.valueOf(8), queens.symmetries().order());
        everyMapKeepsTheSolutions(queens);
        assertTrue(queens.symmetries().proves(QUARTER_TURN));
        assertFalse(
                queens.symmetries()
                        .proves(new DeclaredSymmetry(
                                "swap of the first two rows", new int[] {1, 0, 2, 3}, 0, new int[0])),
                "swapping two rows breaks the diagonals");
    }

    /**
     * The row model of 4 queens with a 0/1 board as its output, channelled as MiniZinc compiles {@code board[i, j] =
     * bool2int(q[i] = j)}: a reified equality per square, then its bool as 0/1.
     */
    private static String channelledBoard() {
        StringBuilder text =
                new StringBuilder(QUEENS.replace(" :: output_array([1..4])", "").replace("solve satisfy;\n", ""));
        List<String> squares = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            for (int j = 1; j <= 4; j++) {
                text.append("var bool: b%d%d :: var_is_introduced :: is_defined_var;%n".formatted(i, j));
                text.append("var 0..1: x%d%d :: is_defined_var;%n".formatted(i, j));
                text.append(
                        "constraint int_eq_reif(q%d, %d, b%d%d) :: defines_var(b%d%d);%n".formatted(i, j, i, j, i, j));
                text.append("constraint bool2int(b%d%d, x%d%d) :: defines_var(x%d%d);%n".formatted(i, j, i, j, i, j));
                squares.add("x%d%d".formatted(i, j));
            }
        }
        text.append("array [1..16] of var int: board :: output_array([1..4, 1..4]) = [")
                .append(String.join(", ", squares))
                .append("];\nsolve satisfy;\n");
        return text.toString();
    }

    @Test
    void aBoardChannelledFromTheRowsHasTheQuarterTurnOfTheRows() {
        Model board = model(channelledBoard());
        assertEquals(2, solutions(board).size());
        everyMapKeepsTheSolutions(board);
        // board[i, j] moves to board[j, 5 - i].
        int[] quarterTurn = new int[16];
        for (int i = 1; i <= 4; i++) {
            for (int j = 1; j <= 4; j++) {
                quarterTurn[(i - 1) * 4 + (j - 1)] = (j - 1) * 4 + (4 - i);
            }
        }
        assertTrue(board.symmetries().proves(new DeclaredSymmetry("quarter turn", quarterTurn, 0, new int[0])));
        assertEquals(BigInteger.valueOf(8), board.symmetries().order());
    }

    @Test
    void aTourByCircuitMayBeRenamedAlongItsGraphAndRunBackwards() {
        // Four nodes in a ring 1-2-3-4-1: each node's successor is one of its two neighbours.
        Model ring = model(
                """
                var {2,4}: n1; var {1,3}: n2; var {2,4}: n3; var {1,3}: n4;
                array [1..4] of var int: next :: output_array([1..4]) = [n1, n2, n3, n4];
                constraint orbits_circuit([n1, n2, n3, n4], 1);
                solve satisfy;
                """);
        everyMapKeepsTheSolutions(ring);
        assertEquals(2, solutions(ring).size(), "the ring one way round and the other");
        // Reversing the tour: next[i] = j becomes next[j] = i.
        int[] from = {0, 0, 1, 1, 2, 2, 3, 3};
        int[] fromValue = {2, 4, 1, 3, 2, 4, 1, 3};
        int[] to = {1, 3, 0, 2, 1, 3, 0, 2};
        int[] toValue = {1, 1, 2, 2, 3, 3, 4, 4};
        assertTrue(ring.symmetries().proves(new DeclaredLiteralMap("reversal", from, fromValue, to, toValue)));
    }

    @Test
    void aCountOfOnesMayExchangeTheValuesWhereHalfAreOnes() {
        String half =
                """
                var 0..1: a :: output_var; var 0..1: b :: output_var; var 0..1: c :: output_var; var 0..1: d :: output_var;
                constraint int_lin_eq([1,1,1,1],[a,b,c,d],2);
                constraint int_le(a, b);
                solve satisfy;
                """;
        DeclaredSymmetry complementSwap =
                new DeclaredSymmetry("complement, a and b swapped", new int[] {1, 0, 2, 3}, 0, new int[] {1, 0});
        Model two = model(half);
        everyMapKeepsTheSolutions(two);
        assertTrue(two.symmetries().proves(complementSwap));
        Model one = model(half.replace("a,b,c,d],2)", "a,b,c,d],1)"));
        everyMapKeepsTheSolutions(one);
        assertFalse(one.symmetries().proves(complementSwap), "one 1 in four is not one 0 in four");
    }

    @Test
    void aVariableIndexIntoAnArrayIsStatedOverItsLiterals() {
        // row[p] = 2 at the first of two places two apart: reversing the row is a symmetry.
        Model pairs = model(
                """
                var 1..3: r1; var 1..3: r2; var 1..3: r3; var 1..3: r4;
                var 1..2: p;
                var 3..4: p2 :: var_is_introduced :: is_defined_var;
                array [1..4] of var int: row :: output_array([1..4]) = [r1, r2, r3, r4];
                constraint int_lin_eq([1,-1],[p,p2],-2) :: defines_var(p2);
                constraint array_var_int_element(p, [r1, r2, r3, r4], 2);
                constraint array_var_int_element(p2, [r1, r2, r3, r4], 2);
                constraint int_le(r1, 2);
                constraint int_le(r2, 2);
                constraint int_le(r3, 2);
                constraint int_le(r4, 2);
                solve satisfy;
                """);
        everyMapKeepsTheSolutions(pairs);
        assertTrue(pairs.symmetries().proves(new DeclaredSymmetry("reversal", new int[] {3, 2, 1, 0}, 0, new int[0])));
    }

    @Test
    void aLinearSumKeepsItsValuesButMayReorderEqualCoefficients() {
        Model sum = model(
                """
                var 1..4: x :: output_var; var 1..4: y :: output_var; var 1..4: z :: output_var;
                var 0..40: t :: var_is_introduced;
                constraint int_lin_eq([1,1,2,-1],[x,y,z,t],0);
                constraint int_le(t, 9);
                solve satisfy;
                """);
        everyMapKeepsTheSolutions(sum);
        assertTrue(sum.symmetries().proves(new DeclaredSymmetry("x and y", new int[] {1, 0, 2}, 0, new int[0])));
        assertFalse(sum.symmetries().proves(new DeclaredSymmetry("x and z", new int[] {2, 1, 0}, 0, new int[0])));
    }
    /**
     * A linear equation stated as the assignments it allows, its last variable found from the others rather than
     * tried: a coefficient that does not divide leaves none, a number among the terms moves the constant.
     */
    @Test
    void aLinearEquationAllowsExactlyItsSolutions() {
        Model equation = model(
                """
                var 1..4: x :: output_var; var 1..4: y :: output_var; var 1..4: z :: output_var;
                constraint int_lin_eq([1,1,2,3],[x,y,z,1],10);
                solve satisfy;
                """);
        Set<List<Long>> solutions = solutions(equation);
        // x + y + 2z = 7 over 1..4: x + y = 5 four ways with z = 1, x + y = 3 two ways with z = 2.
        assertEquals(6, solutions.size());
        everyMapKeepsTheSolutions(equation);
        assertTrue(equation.symmetries().proves(new DeclaredSymmetry("x and y", new int[] {1, 0, 2}, 0, new int[0])));
        assertFalse(equation.symmetries().proves(new DeclaredSymmetry("x and z", new int[] {2, 1, 0}, 0, new int[0])));
    }

    /**
     * The Golomb ruler of 4 marks and length 6, as MiniZinc compiles {@code d[i, j] = x[j] - x[i]} with every
     * difference distinct: the domains it writes are not alike at both ends ({@code 1..6} and {@code 0..5}), a
     * difference from the last mark has a value no mark gives ({@code 6 - x[2] = 6}), the distances equal to the whole
     * length are ruled out one variable at a time, and the rest pair by pair. Read from the other end, a ruler is a
     * ruler: the reversal with {@code v -> 6 - v} is proven all the same.
     */
    @Test
    void aRulerReadFromTheOtherEndIsProvenThoughMiniZincWritesItsTwoEndsUnalike() {
        Model ruler = model(
                """
                array [1..2] of int: pair = [1,-1];
                var 1..6: a; var 0..5: b;
                var 0..6: ab :: is_defined_var; var 0..6: aEnd :: is_defined_var; var 0..6: bEnd :: is_defined_var;
                array [1..4] of var int: x :: output_array([1..4]) = [0,a,b,6];
                constraint int_lin_le(pair,[a,b],-1);
                constraint int_lin_eq([1,-1,1],[ab,b,a],0) :: defines_var(ab);
                constraint int_lin_eq([1,1],[aEnd,a],6) :: defines_var(aEnd);
                constraint int_lin_eq([1,1],[bEnd,b],6) :: defines_var(bEnd);
                constraint int_lin_ne(pair,[a,b],0);
                constraint int_lin_ne([1],[a],6);
                constraint int_lin_ne(pair,[a,ab],0);
                constraint int_lin_ne(pair,[a,aEnd],0);
                constraint int_lin_ne(pair,[a,bEnd],0);
                constraint int_lin_ne([1],[b],6);
                constraint int_lin_ne(pair,[b,ab],0);
                constraint int_lin_ne(pair,[b,aEnd],0);
                constraint int_lin_ne(pair,[b,bEnd],0);
                constraint int_lin_ne([-1],[ab],-6);
                constraint int_lin_ne([-1],[aEnd],-6);
                constraint int_lin_ne([-1],[bEnd],-6);
                constraint int_lin_ne(pair,[ab,aEnd],0);
                constraint int_lin_ne(pair,[ab,bEnd],0);
                constraint int_lin_ne(pair,[aEnd,bEnd],0);
                solve satisfy;
                """);
        assertEquals(Set.of(List.of(0L, 1L, 4L, 6L), List.of(0L, 2L, 5L, 6L)), solutions(ruler));
        everyMapKeepsTheSolutions(ruler);
        assertTrue(ruler.symmetries()
                .proves(new DeclaredSymmetry("reversal", new int[] {3, 2, 1, 0}, 0, new int[] {6, 5, 4, 3, 2, 1, 0})));
        assertFalse(ruler.symmetries()
                .proves(new DeclaredSymmetry("reversal alone", new int[] {3, 2, 1, 0}, 0, new int[0])));
    }

    /**
     * The same ruler as a user writes it with globals ({@code increasing(x)}, {@code all_different} of the distances
     * {@code x[j] - x[i]}): the all-different's array holds the whole length as a constant, the increasing array its
     * two ends, and both rule values out of the marks that MiniZinc's domains leave in. Read backwards, it is proven.
     */
    @Test
    void aRulerWrittenWithIncreasingAndAnAllDifferentOfItsDistancesIsProvenReadBackwards() {
        Model ruler = model(
                """
                var 1..6: a; var 1..6: b;
                var 1..6: ab :: is_defined_var; var 1..6: aEnd :: is_defined_var; var 1..6: bEnd :: is_defined_var;
                array [1..4] of var int: x :: output_array([1..4]) = [0,a,b,6];
                array [1..6] of var int: dist = [a,b,6,ab,aEnd,bEnd];
                constraint fzn_increasing_int(x);
                constraint fzn_all_different_int(dist);
                constraint int_lin_eq([1,-1,-1],[b,a,ab],0) :: defines_var(ab);
                constraint int_lin_eq([-1,-1],[a,aEnd],-6) :: defines_var(aEnd);
                constraint int_lin_eq([-1,-1],[b,bEnd],-6) :: defines_var(bEnd);
                solve satisfy;
                """);
        assertEquals(Set.of(List.of(0L, 1L, 4L, 6L), List.of(0L, 2L, 5L, 6L)), solutions(ruler));
        everyMapKeepsTheSolutions(ruler);
        assertTrue(ruler.symmetries()
                .proves(new DeclaredSymmetry("reversal", new int[] {3, 2, 1, 0}, 0, new int[] {6, 5, 4, 3, 2, 1, 0})));
    }

    /** Distinct values written pair by pair prove what an all-different proves, and no more. */
    @Test
    void aCliqueOfDisequalitiesProvesWhatTheAllDifferentItSpellsProves() {
        String pairs =
                """
                var 1..3: x1 :: output_var; var 1..3: x2 :: output_var; var 1..4: x3 :: output_var;
                constraint int_ne(x1,x2); constraint int_ne(x2,x3); constraint int_lin_ne([1,-1],[x1,x3],0);
                solve satisfy;
                """;
        String global =
                """
                var 1..3: x1 :: output_var; var 1..3: x2 :: output_var; var 1..4: x3 :: output_var;
                constraint fzn_all_different_int([x1,x2,x3]);
                solve satisfy;
                """;
        for (String text : List.of(pairs, global)) {
            Model model = model(text);
            everyMapKeepsTheSolutions(model);
            assertTrue(
                    model.symmetries().proves(new DeclaredSymmetry("x1 and x2", new int[] {1, 0, 2}, 0, new int[0])));
            assertTrue(model.symmetries()
                    .proves(new DeclaredSymmetry("values 1 and 2", new int[] {0, 1, 2}, 1, new int[] {2, 1, 3, 4})));
            assertFalse(
                    model.symmetries().proves(new DeclaredSymmetry("x1 and x3", new int[] {2, 1, 0}, 0, new int[0])),
                    "x3 may take 4, x1 may not");
        }
    }

    /** Four different values, the cost the first of them plus 3, as MiniZinc writes {@code var int: cost = x[1] + 3}. */
    private static final String COST_OF_THE_FIRST =
            """
            var 1..4: x1; var 1..4: x2; var 1..4: x3; var 1..4: x4;
            var 4..7: cost :: is_defined_var;
            array [1..4] of var int: x :: output_array([1..4]) = [x1, x2, x3, x4];
            constraint fzn_all_different_int(x);
            constraint int_lin_eq([1,-1],[x1,cost],-3) :: defines_var(cost);
            solve minimize cost;
            """;

    @Test
    void aSymmetryOfAnOptimisationKeepsTheObjectiveThoughAVariableDefinesItOneToOne() {
        DeclaredSymmetry reversal = new DeclaredSymmetry("reversal", new int[] {3, 2, 1, 0}, 0, new int[0]);
        DeclaredSymmetry lastThree = new DeclaredSymmetry("x2 and x4", new int[] {0, 3, 2, 1}, 0, new int[0]);
        Model minimised = model(COST_OF_THE_FIRST);
        everyMapKeepsTheSolutions(minimised);
        assertFalse(minimised.symmetries().proves(reversal), "the reversal moves x1, so the cost");
        assertTrue(minimised.symmetries().proves(lastThree), "x2 and x4 exchanged keep the cost");
        // Without the objective, the constraints alone have the reversal.
        Model satisfied = model(COST_OF_THE_FIRST.replace("solve minimize cost;", "solve satisfy;"));
        assertTrue(satisfied.symmetries().proves(reversal));
    }

    @Test
    void anObjectiveWeightedByRowKeepsTheMirrorOfTheColumnsButNotTheQuarterTurn() {
        // A 2 x 2 board of 0/1 with a 1 somewhere, the objective the ones weighted by their row.
        String board =
                """
                var 0..1: a :: output_var; var 0..1: b :: output_var; var 0..1: c :: output_var; var 0..1: d :: output_var;
                var 0..6: total :: is_defined_var;
                constraint int_lin_le([-1,-1,-1,-1],[a,b,c,d],-1);
                constraint int_lin_eq([1,1,2,2,-1],[a,b,c,d,total],0) :: defines_var(total);
                solve minimize total;
                """;
        // Cells a b / c d: the quarter turn a -> b -> d -> c -> a; the mirror a <-> b, c <-> d.
        DeclaredSymmetry quarterTurn = new DeclaredSymmetry("quarter turn", new int[] {1, 3, 0, 2}, 0, new int[0]);
        DeclaredSymmetry mirror = new DeclaredSymmetry("mirror", new int[] {1, 0, 3, 2}, 0, new int[0]);
        Model weighted = model(board);
        everyMapKeepsTheSolutions(weighted);
        assertFalse(weighted.symmetries().proves(quarterTurn), "the quarter turn moves a one to another row");
        assertTrue(weighted.symmetries().proves(mirror));
        Model unweighted = model(board.replace("[1,1,2,2,-1]", "[1,1,1,1,-1]"));
        assertTrue(unweighted.symmetries().proves(quarterTurn), "the ones counted alike are the square's");
    }
    /**
     * A certificate of a symmetry the graph proves is one automorphism of the whole graph that acts on the cells as
     * the symmetry does: found by a search once, checked in one pass; nothing else passes the check.
     */
    @Test
    void aCertificateOfTheQuarterTurnHoldsAndNothingElseDoes() {
        FlatZincModel flatZinc = FlatZincParser.parse(QUEENS, "queens.fzn");
        ModelGraph graph = LiteralGraph.of(flatZinc, Outputs.of(flatZinc));
        LiteralImage quarterTurn = LiteralSymmetries.imageOf(QUARTER_TURN);
        int[] certificate =
                graph.certificate(quarterTurn, AutomorphismSearch.standard()).orElseThrow();
        assertEquals(graph.vertexCount(), certificate.length);
        assertTrue(graph.certifies(certificate, quarterTurn));
        int[] identity =
                java.util.stream.IntStream.range(0, graph.vertexCount()).toArray();
        assertTrue(graph.certifies(
                identity,
                LiteralSymmetries.imageOf(
                        new DeclaredSymmetry("nothing moved", new int[] {0, 1, 2, 3}, 0, new int[0]))));
        assertFalse(graph.certifies(identity, quarterTurn), "an automorphism, but another map of the cells");
        int[] broken = certificate.clone();
        broken[0] = certificate[1];
        broken[1] = certificate[0];
        assertFalse(graph.certifies(broken, quarterTurn), "no automorphism");
        assertFalse(graph.certifies(java.util.Arrays.copyOf(certificate, certificate.length - 1), quarterTurn));
        DeclaredSymmetry rowSwap =
                new DeclaredSymmetry("swap of the first two rows", new int[] {1, 0, 2, 3}, 0, new int[0]);
        assertTrue(graph.certificate(LiteralSymmetries.imageOf(rowSwap), AutomorphismSearch.standard())
                .isEmpty());
    }
}
