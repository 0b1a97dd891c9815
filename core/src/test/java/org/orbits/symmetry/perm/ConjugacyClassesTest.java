package org.orbits.symmetry.perm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ConjugacyClassesTest {

    /** Class sizes by conjugating every element with every element. */
    private static Map<List<Integer>, Long> classSizesByBruteForce(StabiliserChain group) {
        List<int[]> elements = new ArrayList<>();
        group.forEachElement(elements::add);
        Map<List<Integer>, Long> sizeOf = new HashMap<>();
        for (int[] x : elements) {
            Set<List<Integer>> conjugates = new HashSet<>();
            for (int[] h : elements) {
                conjugates.add(StabiliserChainTest.boxed(
                        Permutations.after(h, Permutations.after(x, Permutations.inverse(h)))));
            }
            sizeOf.put(StabiliserChainTest.boxed(x), (long) conjugates.size());
        }
        return sizeOf;
    }

    private static void agreesWithBruteForce(StabiliserChain group, int expectedClasses) {
        List<ConjugacyClasses.ConjugacyClass> classes =
                ConjugacyClasses.of(group).orElseThrow();
        assertEquals(expectedClasses, classes.size());
        assertEquals(
                group.order(),
                classes.stream()
                        .mapToLong(ConjugacyClasses.ConjugacyClass::size)
                        .sum());
        assertTrue(Permutations.isIdentity(classes.get(0).representative()), "the identity's class first");
        Map<List<Integer>, Long> sizeOf = classSizesByBruteForce(group);
        Set<Set<List<Integer>>> distinct = new HashSet<>();
        for (ConjugacyClasses.ConjugacyClass c : classes) {
            assertTrue(group.contains(c.representative()));
            assertEquals(sizeOf.get(StabiliserChainTest.boxed(c.representative())), c.size());
            Set<List<Integer>> members = new HashSet<>();
            group.forEachElement(h -> members.add(StabiliserChainTest.boxed(
                    Permutations.after(h, Permutations.after(c.representative(), Permutations.inverse(h))))));
            distinct.add(members);
        }
        assertEquals(classes.size(), distinct.size(), "no two representatives are conjugate");
    }

    @Test
    void theSymmetricGroupHasAClassPerPartition() {
        agreesWithBruteForce(StabiliserChain.of(5, Perms.symmetric(5, Perms.range(5))), 7);
    }

    @Test
    void aProductOfSymmetricGroupsOnLiteralsHasTheProductsOfTheClasses() {
        agreesWithBruteForce(StabiliserChain.of(27, Perms.latinIsotopy(3)), 27);
    }

    @Test
    void aSmallGroupThatIsNoSymmetricGroupIsListed() {
        agreesWithBruteForce(StabiliserChain.of(16, Perms.squareGrid(4)), 5);
        agreesWithBruteForce(StabiliserChain.of(11, List.of(Perms.of(11, x -> (x + 1) % 11))), 11);
    }

    @Test
    void s5CubedHas343ClassesCoveringTheGroup() {
        List<ConjugacyClasses.ConjugacyClass> classes = ConjugacyClasses.of(
                        StabiliserChain.of(125, Perms.latinIsotopy(5)))
                .orElseThrow();
        assertEquals(343, classes.size());
        assertEquals(
                1_728_000,
                classes.stream()
                        .mapToLong(ConjugacyClasses.ConjugacyClass::size)
                        .sum());
    }

    @Test
    void partitionsAreCountedAsTheyShouldBe() {
        assertEquals(
                List.of(1, 2, 3, 5, 7, 11, 15, 22),
                Arrays.stream(new int[] {1, 2, 3, 4, 5, 6, 7, 8})
                        .mapToObj(m -> ConjugacyClasses.partitions(m).size())
                        .toList());
    }
}
