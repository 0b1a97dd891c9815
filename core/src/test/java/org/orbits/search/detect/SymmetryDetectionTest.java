package org.orbits.search.detect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.model.ModelPuzzle;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.Group;

/** The figures detection must reach, each generator checked against Gecode's own enumeration of the solutions. */
class SymmetryDetectionTest {

    @TempDir
    Path directory;

    @Test
    void theRowModelOfEightQueensHasTheSquaresEightSymmetriesAndTwelveOrbits() throws Exception {
        ModelPuzzle queens = DetectionModels.load(directory, "queens.mzn", DetectionModels.QUEENS);
        DetectedSymmetries detected = SymmetryDetection.detect(queens);
        Group group = detected.group().orElseThrow();
        assertEquals(8, group.order());
        assertEquals("D4", group.structure());
        assertTrue(detected.comparison().startsWith("larger than the default group trivial"));
        checkedByGecode(directory.resolve("queens.mzn"), detected, 92);
        PuzzleInstance reduced = detected.applyTo(queens);
        assertEquals(DetectedSymmetries.DETECTED, reduced.defaultGroup().name());
        assertEquals(12, orbits(reduced, reduced.defaultGroup()), "OEIS A002562: 12 solutions of 8 queens under D4");
    }

    @Test
    void magicSquaresOfOrderFourHaveTheSquaresMapsTheComplementAndTheLinesOwn() throws Exception {
        ModelPuzzle square = DetectionModels.load(directory, "magic.mzn", DetectionModels.MAGIC_SQUARE);
        DetectedSymmetries detected = SymmetryDetection.detect(square);
        Group group = detected.group().orElseThrow();
        List<int[]> gecode = checkedByGecode(directory.resolve("magic.mzn"), detected, 7040);
        // The model's constraints prove, through its literal graph, the square's eight maps, the complement
        // x -> 17 - x and the maps of rows and columns that keep the lines (swap the inner and outer rows and
        // columns, ...): 32 cell maps, times the complement. Not 7040 / 64 = 110 orbits: some squares are their own
        // images (an associative square is fixed by the half turn and the complement).
        assertTrue(detected.generators().stream().allMatch(g -> g.source() == CandidateMap.Source.CONSTRAINTS));
        int cells = square.cellNames().size();
        int[] stay = new int[cells];
        java.util.Arrays.setAll(stay, c -> c);
        int[] complement = new int[16];
        java.util.Arrays.setAll(complement, k -> 16 - k);
        assertTrue(group.contains(
                org.orbits.symmetry.Symmetries.of("complement", stay, org.orbits.symmetry.ValueMap.of(1, complement))));
        assertTrue(detected.onSolutions().isEmpty(), "no map of the solutions that the constraints do not prove");
        assertEquals(64, group.order());
        // As many orbits as the detected generators make of Gecode's solutions, closed under them by union-find.
        assertEquals(orbitsByClosure(gecode, detected), orbits(square, group));
    }

    /** The orbits {@code solutions} fall into under the detected generators, by union-find over them alone. */
    private static long orbitsByClosure(List<int[]> solutions, DetectedSymmetries detected) {
        Map<List<Integer>, List<Integer>> parent = new HashMap<>();
        solutions.forEach(solution -> parent.put(boxed(solution), boxed(solution)));
        for (int[] solution : solutions) {
            for (CandidateMap generator : detected.generators()) {
                List<Integer> image = boxed(generator.map().apply(solution));
                assertTrue(parent.containsKey(image), generator.name() + " maps a solution to none");
                parent.put(root(parent, boxed(solution)), root(parent, image));
            }
        }
        return parent.keySet().stream().map(s -> root(parent, s)).distinct().count();
    }

    private static List<Integer> root(Map<List<Integer>, List<Integer>> parent, List<Integer> solution) {
        List<Integer> at = solution;
        while (!parent.get(at).equals(at)) {
            at = parent.get(at);
        }
        return at;
    }

    private static List<Integer> boxed(int[] solution) {
        return java.util.Arrays.stream(solution).boxed().toList();
    }

    private static long orbits(PuzzleInstance puzzle, Group group) {
        Census census = Census.take(puzzle, group, SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT);
        assertTrue(census.complete());
        return census.orbits().size();
    }

    /** Every generator maps every solution Gecode finds to a solution Gecode finds, and Gecode finds them all. */
    private List<int[]> checkedByGecode(Path model, DetectedSymmetries detected, int expected) throws Exception {
        List<int[]> gecode = gecodeSolutions(model);
        assertEquals(expected, gecode.size());
        assertEquals(expected, detected.solutions());
        SolutionSet independent = SolutionSet.of(gecode);
        assertTrue(detected.generators().size() > 0);
        for (CandidateMap generator : detected.generators()) {
            assertTrue(independent.preservedBy(generator.map()), generator.name() + " is no symmetry");
        }
        return gecode;
    }

    private List<int[]> gecodeSolutions(Path model) throws IOException, InterruptedException {
        Path output = directory.resolve(model.getFileName() + ".solutions");
        Process process = new ProcessBuilder("minizinc", "--solver", "gecode", "--all-solutions", model.toString())
                .redirectErrorStream(true)
                .redirectOutput(output.toFile())
                .start();
        assertTrue(process.waitFor(5, TimeUnit.MINUTES), "Gecode did not finish");
        List<int[]> solutions = new ArrayList<>();
        for (String line : Files.readAllLines(output, StandardCharsets.UTF_8)) {
            if (line.startsWith("[")) {
                String[] numbers = line.replace("[", "").replace("]", "").trim().split("\\s*,\\s*", -1);
                int[] solution = new int[numbers.length];
                for (int i = 0; i < numbers.length; i++) {
                    solution[i] = Integer.parseInt(numbers[i]);
                }
                solutions.add(solution);
            }
        }
        return solutions;
    }
}
