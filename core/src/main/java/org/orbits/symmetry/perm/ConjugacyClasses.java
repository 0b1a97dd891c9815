package org.orbits.symmetry.perm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The conjugacy classes of a group that is a direct product of symmetric groups and small groups, one
 * representative each with the class's size: conjugate elements fix equally many points of any set the group acts
 * on, so Burnside's sum over the group is a sum over the classes, one count per class (for S5 x S5 x S5, 7^3 = 343
 * counts instead of 1,728,000).
 *
 * <p>The classes of a direct product are the products of its factors' classes. A factor proven to act as Sym(m) on
 * an orbit of m points (see {@link GroupStructure}) has a class per cycle type, a partition of m, of size
 * {@code m! / prod(k^a_k a_k!)} (a_k cycles of length k); its representative is the element with that restriction to
 * the orbit, found from the chain with the orbit as base. A factor small enough to list has its classes found by
 * conjugating with its generators. Any other factor makes the classes unknown.
 */
public final class ConjugacyClasses {

    /** One class: an element of it and how many elements it holds. */
    public record ConjugacyClass(int[] representative, long size) {}

    private static final long LISTED = 5_000;

    private ConjugacyClasses() {}

    /** The classes of {@code group}, when its structure allows them to be found. */
    public static Optional<List<ConjugacyClass>> of(StabiliserChain group) {
        List<ConjugacyClass> product = List.of(new ConjugacyClass(Permutations.identity(group.degree()), 1));
        for (GroupStructure.Factor factor : GroupStructure.of(group).factors()) {
            Optional<List<ConjugacyClass>> classes = factor.kind() == GroupStructure.Kind.SYMMETRIC
                    ? Optional.of(symmetric(factor))
                    : listed(factor.chain());
            if (classes.isEmpty()) {
                return Optional.empty();
            }
            List<ConjugacyClass> combined = new ArrayList<>();
            for (ConjugacyClass a : product) {
                for (ConjugacyClass b : classes.get()) {
                    combined.add(new ConjugacyClass(
                            Permutations.after(a.representative(), b.representative()),
                            Math.multiplyExact(a.size(), b.size())));
                }
            }
            product = combined;
        }
        return Optional.of(product);
    }

    private static List<ConjugacyClass> symmetric(GroupStructure.Factor factor) {
        int[] orbit = factor.naturalOrbit();
        StabiliserChain onOrbit = factor.chain().withBase(orbit);
        long all = GroupStructure.factorial(orbit.length).longValueExact();
        List<ConjugacyClass> classes = new ArrayList<>();
        for (int[] partition : partitions(orbit.length)) {
            int[] wanted = Permutations.identity(factor.chain().degree());
            int at = 0;
            long centraliser = 1;
            Map<Integer, Integer> cyclesOfLength = new HashMap<>();
            for (int length : partition) {
                for (int i = 0; i < length; i++) {
                    wanted[orbit[at + i]] = orbit[at + (i + 1) % length];
                }
                at += length;
                int repeats = cyclesOfLength.merge(length, 1, Integer::sum);
                centraliser *= (long) length * repeats;
            }
            classes.add(new ConjugacyClass(withBaseImages(onOrbit, wanted), all / centraliser));
        }
        return classes;
    }

    /** The element of the group whose images of the base points are those of {@code wanted}. */
    private static int[] withBaseImages(StabiliserChain chain, int[] wanted) {
        int[] product = Permutations.identity(chain.degree());
        int[] productInverse = product;
        for (int level = 0; level < chain.length(); level++) {
            int point = productInverse[wanted[chain.basePoint(level)]];
            int[] u = chain.transversal(level, point);
            if (u == null) {
                throw new IllegalStateException("no element of the group has the wanted base images");
            }
            product = Permutations.after(product, u);
            productInverse = Permutations.inverse(product);
        }
        return product;
    }

    /** Every partition of {@code m}, parts in decreasing order, the one of all ones (the identity's class) first. */
    static List<int[]> partitions(int m) {
        List<int[]> all = new ArrayList<>();
        partitions(m, m, new int[m], 0, all);
        return all;
    }

    private static void partitions(int rest, int largest, int[] parts, int count, List<int[]> all) {
        if (rest == 0) {
            all.add(Arrays.copyOf(parts, count));
            return;
        }
        for (int part = 1; part <= Math.min(rest, largest); part++) {
            parts[count] = part;
            partitions(rest - part, part, parts, count + 1, all);
        }
    }

    /** The classes of a group small enough to list: orbits of its elements under conjugation by its generators. */
    private static Optional<List<ConjugacyClass>> listed(StabiliserChain group) {
        if (group.exactOrder().compareTo(java.math.BigInteger.valueOf(LISTED)) > 0) {
            return Optional.empty();
        }
        List<int[]> generators = group.generators();
        Map<List<Integer>, Boolean> classified = new HashMap<>();
        List<ConjugacyClass> classes = new ArrayList<>();
        group.forEachElement(element -> {
            if (classified.containsKey(boxed(element))) {
                return;
            }
            List<int[]> members = new ArrayList<>(List.of(element));
            classified.put(boxed(element), Boolean.TRUE);
            for (int i = 0; i < members.size(); i++) {
                for (int[] s : generators) {
                    int[] conjugate =
                            Permutations.after(s, Permutations.after(members.get(i), Permutations.inverse(s)));
                    if (classified.put(boxed(conjugate), Boolean.TRUE) == null) {
                        members.add(conjugate);
                    }
                }
            }
            classes.add(new ConjugacyClass(element, members.size()));
        });
        return Optional.of(classes);
    }

    private static List<Integer> boxed(int[] p) {
        return Arrays.stream(p).boxed().toList();
    }
}
