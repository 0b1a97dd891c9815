package org.orbits.search.detect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LiteralMap;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetry;

class CandidateMapsTest {

    private static final Group TRIVIAL = Group.generatedBy("trivial", 4, List.of());

    private static String key(CellMap map) {
        return java.util.Arrays.toString(map.cellImage());
    }

    @Test
    void aSquareArrayHasTheSevenOtherMapsOfTheSquareAndARectangleThree() {
        List<CellMap> square = CandidateMaps.geometric(new ArrayShape("x", 0, List.of(3, 3), 1, 9), 9);
        assertEquals(7, square.size());
        Set<String> distinct = new HashSet<>();
        square.forEach(map -> distinct.add(key(map)));
        assertEquals(7, distinct.size());
        List<CellMap> rectangle = CandidateMaps.geometric(new ArrayShape("y", 2, List.of(2, 3), 1, 6), 8);
        assertEquals(3, rectangle.size());
        for (CellMap map : rectangle) {
            assertEquals(0, map.cellImage(0), "cells before the array stay");
            assertEquals(1, map.cellImage(1));
        }
    }

    @Test
    void theQuarterTurnOfASquareArrayTurnsIt() {
        Symmetry quarter = CandidateMaps.geometric(new ArrayShape("x", 0, List.of(2, 2), 1, 4), 4).stream()
                .filter(m -> m.name().equals("x: quarter turn"))
                .findFirst()
                .orElseThrow();
        // 1 2     3 1
        // 3 4  -> 4 2
        assertEquals(List.of(3, 1, 4, 2), boxed(quarter.apply(new int[] {1, 2, 3, 4})));
    }

    @Test
    void aLineHasItsRotationsAndReflections() {
        List<CellMap> line = CandidateMaps.geometric(new ArrayShape("q", 0, List.of(5), 1, 5), 5);
        assertEquals(9, line.size());
        assertTrue(line.stream()
                .anyMatch(m -> m.name().equals("q: reversal")
                        && boxed(m.apply(new int[] {1, 2, 3, 4, 5})).equals(List.of(5, 4, 3, 2, 1))));
    }

    /** The two solutions of four queens, one per row: q[i] is the column of row i's queen. */
    private static final List<int[]> FOUR_QUEENS = List.of(new int[] {2, 4, 1, 3}, new int[] {3, 1, 4, 2});

    @Test
    void theIndexValueGridOfFourQueensGivesTheSquaresGroupOfEight() {
        LiteralSpace space = LiteralSpace.uniform(4, 1, 4);
        List<CandidateMap> candidates = CandidateMaps.of(space, List.of(new ArrayShape("q", 0, List.of(4), 1, 4)));
        CandidateMap quarter = candidates.stream()
                .filter(c -> c.name().equals("q: quarter turn of the (index, value) grid"))
                .findFirst()
                .orElseThrow();
        assertInstanceOf(LiteralMap.class, quarter.map(), "a map of literals, not of cells");
        // The quarter turn sends q[i] = j to q[j] = n + 1 - i: 2413 is its own image, a pinwheel.
        assertEquals(List.of(2, 4, 1, 3), boxed(quarter.map().apply(FOUR_QUEENS.get(0))));
        // The reflection in the main diagonal sends q[i] = j to q[j] = i: the inverse permutation.
        Symmetry diagonal = byName(candidates, "q: reflection in the main diagonal of the (index, value) grid");
        assertEquals(List.of(3, 1, 4, 2), boxed(diagonal.apply(FOUR_QUEENS.get(0))));
        assertEquals(List.of(2, 4, 3, 1), boxed(diagonal.apply(new int[] {4, 1, 3, 2})));
        DetectedSymmetries detected = SymmetryDetection.prove(
                TRIVIAL, space, List.of(), candidates, SolutionSet.of(FOUR_QUEENS), List.of(), false);
        assertEquals(8, detected.group().orElseThrow().order());
        for (CandidateMap generator : detected.generators()) {
            for (int[] solution : FOUR_QUEENS) {
                int[] image = generator.map().apply(solution);
                assertTrue(
                        FOUR_QUEENS.stream().anyMatch(s -> java.util.Arrays.equals(s, image)),
                        generator.name() + " maps a solution to a non-solution");
            }
        }
    }

    @Test
    void aMapThatSendsOneSolutionOutIsNotKept() {
        LiteralSpace space = LiteralSpace.uniform(3, 1, 3);
        // Values 1 and 2 play the same part here, 3 does not: cells 0 and 1 hold 1 and 2, cell 2 holds 3.
        List<int[]> solutions = List.of(new int[] {1, 2, 3}, new int[] {2, 1, 3});
        List<CandidateMap> candidates = CandidateMaps.of(space, List.of(new ArrayShape("a", 0, List.of(3), 1, 3)));
        DetectedSymmetries detected = SymmetryDetection.prove(
                Group.generatedBy("trivial", 3, List.of()),
                space,
                List.of(),
                candidates,
                SolutionSet.of(solutions),
                List.of(),
                false);
        Group group = detected.group().orElseThrow();
        for (CandidateMap generator : detected.generators()) {
            assertTrue(SolutionSet.of(solutions).preservedBy(generator.map()), generator.name());
        }
        Symmetry swap12 = byName(candidates, "values 1 <-> 2");
        Symmetry swap23 = byName(candidates, "values 2 <-> 3");
        assertTrue(group.contains(swap12));
        assertFalse(group.contains(swap23));
        assertFalse(SolutionSet.of(solutions).preservedBy(swap23));
    }

    @Test
    void aMapOfValuesNoSolutionTakesIsLeftOut() {
        // Two cells of values 1..30, solutions using 1 and 2 only: the swaps among 3..30 fix every solution and would
        // make a group of order 28! of them; only the swap of 1 and 2 and the cells' reversal say anything.
        LiteralSpace space = LiteralSpace.uniform(2, 1, 30);
        List<int[]> solutions = List.of(new int[] {1, 2}, new int[] {2, 1});
        List<CandidateMap> candidates = CandidateMaps.of(space, List.of(new ArrayShape("a", 0, List.of(2), 1, 30)));
        List<String> notes = new ArrayList<>();
        DetectedSymmetries detected = SymmetryDetection.prove(
                Group.generatedBy("trivial", 2, List.of()),
                space,
                List.of(),
                candidates,
                SolutionSet.of(solutions),
                notes,
                false);
        // Kept: the cells' rotation, the swap of 1 and 2, and x -> 3 - x (mod 30), which swaps them too (and moves
        // values no solution takes, but not only those).
        assertEquals(8, detected.group().orElseThrow().order());
        assertTrue(
                notes.contains("378 candidate maps were left out: each moves only values no solution takes, so fixes"
                        + " every solution"),
                notes.toString());
    }

    @Test
    void aMapThatWouldTakeTheOrderPastALongIsLeftOut() {
        // One cell, every value of 1..30 a solution: every swap of two values holds, and together they make S30.
        LiteralSpace space = LiteralSpace.uniform(1, 1, 30);
        List<int[]> solutions = new ArrayList<>();
        for (int v = 1; v <= 30; v++) {
            solutions.add(new int[] {v});
        }
        List<CandidateMap> candidates = CandidateMaps.of(space, List.of());
        List<String> notes = new ArrayList<>();
        DetectedSymmetries detected = SymmetryDetection.prove(
                Group.generatedBy("trivial", 1, List.of()),
                space,
                List.of(),
                candidates,
                SolutionSet.of(solutions),
                notes,
                false);
        assertTrue(detected.group().orElseThrow().exactOrder().bitLength() < Long.SIZE);
        assertTrue(
                notes.stream()
                        .anyMatch(
                                n -> n.endsWith("left out: each would take the group's order past " + Long.MAX_VALUE)),
                notes.toString());
        assertTrue(
                detected.lines().get(0).startsWith("detected group: a group of order "),
                detected.lines().get(0));
        assertFalse(
                detected.lines().get(0).contains("(order"),
                "the order said once: " + detected.lines().get(0));
    }

    private static Symmetry byName(List<CandidateMap> candidates, String name) {
        return candidates.stream()
                .filter(c -> c.name().equals(name))
                .findFirst()
                .orElseThrow()
                .map();
    }

    private static List<Integer> boxed(int[] values) {
        List<Integer> list = new ArrayList<>();
        for (int v : values) {
            list.add(v);
        }
        return list;
    }
}
