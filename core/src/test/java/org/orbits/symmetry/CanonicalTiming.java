package org.orbits.symmetry;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.orbits.symmetry.perm.Perms;
import org.orbits.symmetry.perm.Solutions;

/**
 * How long canonicalising one solution takes: every element tried in turn against the search down the stabiliser chain,
 * from D4 to groups of millions of elements. A plain main, not a test (no test asserts a speed): every row first runs
 * twice over (at most 20,000 of) its solutions to warm up, then each times three passes and prints the least
 * processor time of the thread per solution (wall time swings with the machine's other work, processor time much
 * less; the least of three is the pass the other work disturbed least).
 *
 * <pre>
 * mvn -q -pl core test-compile dependency:build-classpath -Dmdep.outputFile=cp.txt -Dmdep.includeScope=test
 * java -cp core/target/test-classes:core/target/classes:$(cat core/cp.txt) org.orbits.symmetry.CanonicalTiming
 * </pre>
 *
 * <p>Words given as arguments keep only the rows whose description holds one of them ({@code queens Latin}: D4 on
 * the 8 queens row model against S5 x S5 x S5 on the Latin squares of order 5).
 */
public final class CanonicalTiming {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private CanonicalTiming() {}

    /** One line of the table: what is timed, on which solutions. */
    private record Row(String what, List<int[]> solutions, Function<int[], ?> canonicalise) {}

    public static void main(String[] args) {
        Random random = new Random(1L);
        List<int[]> boards = new ArrayList<>();
        for (int k = 0; k < 20_000; k++) {
            boards.add(random.ints(64, 0, 2).toArray());
        }
        List<int[]> queens = new ArrayList<>();
        for (int k = 0; k < 100; k++) {
            queens.addAll(Solutions.queens(8));
        }
        Group boardD4 = ExampleGroups.boardD4(8);
        Group boardLiterals = Group.generatedBy("D4", LiteralSpace.uniform(64, 0, 1), boardD4.generators());
        Group queensD4 = ExampleGroups.queensD4(8);
        List<Row> rows = new ArrayList<>();
        rows.add(new Row("(a) a family's group, D4 on 8x8 0/1 boards", boards, new Canonicaliser(boardD4)::orbit));
        rows.add(new Row("(a) the same, canonical forms alone", boards, new Canonicaliser(boardD4)::canonical));
        rows.add(new Row(
                "(a) every element, D4 on 8x8 0/1 boards (on literals)",
                boards,
                Canonicaliser.everyElement(boardLiterals)::orbit));
        rows.add(new Row(
                "(a) every element, D4 on the 8 queens row model (92 solutions x 100)",
                queens,
                Canonicaliser.everyElement(queensD4)::orbit));
        rows.add(
                new Row("(b) chain search, D4 on 8x8 0/1 boards", boards, Canonicaliser.byChain(boardLiterals)::orbit));
        rows.add(new Row(
                "(b) chain search, D4 on the 8 queens row model", queens, Canonicaliser.byChain(queensD4)::orbit));
        Group swapped = withColourSwap(boardLiterals);
        rows.add(new Row(
                "D4 x C2 (colours swapped) on 8x8 boards, every element",
                boards,
                Canonicaliser.everyElement(swapped)::orbit));
        rows.add(new Row(
                "D4 x C2 (colours swapped) on 8x8 boards, chain search",
                boards,
                Canonicaliser.byChain(swapped)::orbit));
        for (int k = 3; k <= 7; k++) {
            Group permuted = rowsPermuted(k);
            List<int[]> some = boards.subList(0, k < 6 ? boards.size() : 1_000);
            rows.add(new Row(
                    "S" + k + " on the first " + k + " rows of 8x8 boards, every element",
                    some,
                    Canonicaliser.everyElement(permuted)::orbit));
            rows.add(new Row(
                    "S" + k + " on the first " + k + " rows of 8x8 boards, chain search",
                    boards,
                    Canonicaliser.byChain(permuted)::orbit));
        }
        rows.add(new Row(
                "(c) chain search, S5 x S5 x S5 on the 161,280 Latin squares of order 5",
                Solutions.latinSquares(5),
                new Canonicaliser(ExampleGroups.latinIsotopy(5))::orbit));
        List<int[]> grids = new ArrayList<>();
        for (int k = 0; k < 100; k++) {
            grids.add(Solutions.sudoku(random));
        }
        rows.add(new Row(
                "(d) chain search, Sudoku's group on 100 random grids",
                grids,
                new Canonicaliser(ExampleGroups.sudoku())::orbit));

        if (args.length > 0) {
            rows.removeIf(row -> Arrays.stream(args).noneMatch(row.what()::contains));
        }
        for (Row row : rows) {
            List<int[]> warmUp =
                    row.solutions().subList(0, Math.min(row.solutions().size(), 20_000));
            pass(warmUp, row.canonicalise());
            pass(warmUp, row.canonicalise());
        }
        System.out.println("ns per solution (least of 3 passes, thread processor time)");
        for (Row row : rows) {
            long least = Long.MAX_VALUE;
            for (int p = 0; p < 3; p++) {
                least = Math.min(least, pass(row.solutions(), row.canonicalise()));
            }
            System.out.printf("%,12d  %s%n", least / row.solutions().size(), row.what());
        }
    }

    private static long pass(List<int[]> solutions, Function<int[], ?> canonicalise) {
        long start = THREADS.getCurrentThreadCpuTime();
        int sink = 0;
        for (int[] solution : solutions) {
            sink += canonicalise.apply(solution).hashCode();
        }
        long spent = THREADS.getCurrentThreadCpuTime() - start;
        return sink == 42 ? spent + 1 : spent;
    }

    /** All permutations of the first k rows of an 8 x 8 board of 0/1 cells. */
    private static Group rowsPermuted(int k) {
        LiteralSpace space = LiteralSpace.uniform(64, 0, 1);
        List<Symmetry> generators = new ArrayList<>();
        for (int[] rows : Perms.symmetric(8, Perms.range(k))) {
            generators.add(Symmetries.ofCells("rows", Perms.of(64, c -> rows[c / 8] * 8 + c % 8)));
        }
        return Group.generatedBy("S" + k, space, generators);
    }

    private static Group withColourSwap(Group group) {
        List<Symmetry> generators = new ArrayList<>(group.generators());
        generators.add(Symmetries.of("swap", Symmetries.identity(64).cellImage(), ValueMap.of(0, 1, 0)));
        return Group.generatedBy("D4 x C2", group.space().orElseThrow(), generators);
    }
}
