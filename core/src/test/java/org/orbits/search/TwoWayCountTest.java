package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.almostmagic.AlmostMagicFamily;
import org.orbits.puzzle.apex.ApexFamily;
import org.orbits.puzzle.hip.HipFamily;
import org.orbits.puzzle.ngon.NgonFamily;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.Group;
import org.orbits.testing.CycleSpread;

/**
 * The two ways of counting agree, under every group, on every catalogued n-gon up to n = 8, every catalogued
 * Apex up to 7 rows, every catalogued Hip board up to 5 x 5 (optimisation), Almost Magic with magic squares
 * (spread 0), and a small optimisation puzzle; the greatest leaders, the second way past the catalog's budget,
 * meet the same orbits as the full enumeration on all of them. Some 210 searches, over half a minute: the quick tier leaves
 * them out.
 */
@Tag("slow")
@Timeout(60)
class TwoWayCountTest {

    static Stream<PuzzleInstance> instances() {
        Stream<PuzzleInstance> ngons = new NgonFamily()
                .catalogInstances().stream()
                        .filter(instance ->
                                Integer.parseInt(instance.parameters().get("n")) <= 8);
        Stream<PuzzleInstance> apexes = new ApexFamily()
                .catalogInstances().stream()
                        .filter(instance ->
                                Integer.parseInt(instance.parameters().get("rows")) <= 7);
        Stream<PuzzleInstance> hips = new HipFamily()
                .catalogInstances().stream()
                        .filter(instance -> instance.cellNames().size()
                                <= (instance.parameters().containsKey("n") ? 25 : 20));
        Stream<PuzzleInstance> magicSquares =
                Stream.of(new AlmostMagicFamily().instance(java.util.Map.of("spread", "0")));
        return Stream.of(ngons, apexes, hips, magicSquares, Stream.of(new CycleSpread(6), new CycleSpread(7)))
                .flatMap(s -> s);
    }

    static Stream<Arguments> instancesUnderEveryGroup() {
        return instances().flatMap(instance -> instance.groups().stream().map(group -> Arguments.of(instance, group)));
    }

    /** The puzzles of {@link #instances} the catalog does not hold, under each of their groups. */
    static Stream<Arguments> uncataloguedUnderEveryGroup() {
        return Stream.of(new CycleSpread(6), new CycleSpread(7))
                .flatMap(instance -> instance.groups().stream().map(group -> Arguments.of(instance, group)));
    }

    /**
     * Only on the puzzles the catalog does not hold: the committed catalog's re-verification (CommittedCatalogTest)
     * takes this very count, and compares it, on every catalogued instance under every group.
     */
    @ParameterizedTest
    @MethodSource("uncataloguedUnderEveryGroup")
    void fullEnumerationAndLexLeaderAgree(PuzzleInstance instance, Group group) {
        TwoWayCount count = TwoWayCount.take(instance, group, SolverSettings.DEFAULT, ProgressListener.SILENT);
        assertEquals(java.util.List.of(), count.disagreements());
        long total = count.byLexLeader().orbits().stream()
                .mapToLong(CanonicalOrbit::size)
                .sum();
        assertEquals(count.byCanonicaliser().solutions(), total);
    }

    @ParameterizedTest
    @MethodSource("instancesUnderEveryGroup")
    void theGreatestLeadersMeetTheOrbitsTheFullEnumerationMeets(PuzzleInstance instance, Group group) {
        TwoWayCount reduced = TwoWayCount.take(instance, group, SolverSettings.DEFAULT, ProgressListener.SILENT, 1, 0);
        Census full = fullEnumeration(instance, group, 1);
        assertCountsAsTheFullEnumeration(full, reduced);
        assertEquals(full.objective(), reduced.byCanonicaliser().objective());
    }

    /**
     * A 9-gon counted by the greatest leaders, as the catalog counts its largest entries: the budget here is
     * below its estimate by construction, whatever a faster model makes of the catalog's own budget.
     */
    @Test
    @Timeout(value = 5, unit = java.util.concurrent.TimeUnit.MINUTES)
    void aNineGonSumPastTheBudgetCountsAsTheFullEnumerationDoes() {
        PuzzleInstance nineGon = new NgonFamily().instance(java.util.Map.of("n", "9", "sum", "35"));
        TwoWayCount reduced = TwoWayCount.take(
                nineGon, nineGon.defaultGroup(), SolverSettings.DEFAULT, ProgressListener.SILENT, 2, 1_000);
        assertCountsAsTheFullEnumeration(fullEnumeration(nineGon, nineGon.defaultGroup(), 2), reduced);
    }

    /** Every solution, without symmetry breaking, reduced by the canonicaliser. */
    private static Census fullEnumeration(PuzzleInstance instance, Group group, int threads) {
        return Census.take(
                instance,
                group,
                SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.NONE),
                Limits.NONE,
                ProgressListener.SILENT,
                threads);
    }

    /** A count by the greatest leaders meets the orbits and solutions the full enumeration meets. */
    private static void assertCountsAsTheFullEnumeration(Census full, TwoWayCount reduced) {
        assertFalse(reduced.fullEnumeration());
        assertEquals(java.util.List.of(), reduced.disagreements());
        assertEquals(full.orbits(), reduced.byCanonicaliser().orbits());
        assertEquals(full.solutions(), reduced.byCanonicaliser().solutions());
    }

    @ParameterizedTest
    @MethodSource("instancesUnderEveryGroup")
    void lexLeaderOnTheGeneratorsFindsEveryOrbit(PuzzleInstance instance, Group group) {
        Census generators = Census.take(
                instance,
                group,
                SolverSettings.DEFAULT.withSymmetryBreaking(SolverSettings.SymmetryBreaking.LEX_GENERATORS),
                Limits.NONE,
                ProgressListener.SILENT);
        Census full = Census.take(instance, group, SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT);
        assertTrue(generators.complete());
        assertEquals(full.orbits(), generators.orbits());
    }
}
