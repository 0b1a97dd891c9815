package org.orbits.symmetry;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.LongStream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.symmetry.perm.ConjugacyClasses;

/**
 * Burnside's lemma ({@link Burnside}) for groups of symmetries of assignments, and for groups too large to visit
 * element by element.
 *
 * <p>Two ways avoid one search per element. Counting the pairs (g, s) with {@code g s = s} by solution instead of by
 * element, the sum over the group of {@code |Fix(g)|} is the sum over the solutions of {@code |Stab(s)|}, which the
 * canonicaliser gives with each orbit (the group's order over {@link CanonicalOrbit#size()}): exact, but not independent of it. And
 * conjugate elements fix equally many solutions ({@code Fix(h g h^-1) = h Fix(g)}), so for a group whose conjugacy
 * classes are known ({@link ConjugacyClasses}: direct products of symmetric groups and small groups) one search per
 * class, weighted by the class's size, gives the same sum independently.
 */
public final class LiteralBurnside {

    private LiteralBurnside() {}

    /** One conjugacy class of a group: an element of it and how many elements it holds. */
    public record ElementClass(LiteralSymmetry representative, long size) {}

    /**
     * A sum over the group of the solutions each element fixes, and what it gives: the number of orbits is the sum
     * over the group's order.
     */
    public record FixedPointTotal(BigInteger total, long groupOrder) {

        /** The sum from each solution's stabiliser order. */
        public static FixedPointTotal overSolutions(long groupOrder, LongStream stabilisers) {
            BigInteger total = stabilisers.mapToObj(BigInteger::valueOf).reduce(BigInteger.ZERO, BigInteger::add);
            return new FixedPointTotal(total, groupOrder);
        }

        /** The sum from one count per class: {@code fixed.get(i)} solutions fixed by class {@code i}'s elements. */
        public static FixedPointTotal overClasses(long groupOrder, List<ElementClass> classes, List<Long> fixed) {
            if (classes.size() != fixed.size()) {
                throw new IllegalArgumentException(fixed.size() + " counts given for " + classes.size() + " classes");
            }
            BigInteger total = BigInteger.ZERO;
            for (int i = 0; i < classes.size(); i++) {
                total = total.add(BigInteger.valueOf(classes.get(i).size()).multiply(BigInteger.valueOf(fixed.get(i))));
            }
            return new FixedPointTotal(total, groupOrder);
        }

        /** Whether the total is a multiple of the group's order, as it must be for a set the group acts on. */
        public boolean whole() {
            return total.mod(BigInteger.valueOf(groupOrder)).signum() == 0;
        }

        public long orbits() {
            if (!whole()) {
                throw new IllegalStateException(total + " fixed points do not split over " + groupOrder + " elements");
            }
            return total.divide(BigInteger.valueOf(groupOrder)).longValueExact();
        }
    }

    /** The group's conjugacy classes, when its structure lets them be found without listing it. */
    public static Optional<List<ElementClass>> classes(LiteralGroup group) {
        return ConjugacyClasses.of(group.chain()).map(classes -> {
            List<ElementClass> named = new ArrayList<>();
            for (ConjugacyClasses.ConjugacyClass c : classes) {
                String name = group.name() + " class " + (named.size() + 1);
                named.add(new ElementClass(LiteralSymmetry.of(name, group.space(), c.representative()), c.size()));
            }
            return named;
        });
    }

    /**
     * Posts {@code g(x) = x}: each literal that holds implies its image holds. A solution has one literal per cell,
     * and so has its image, so an image inside the solution is the solution. A symmetry that moves whole cells with
     * one value map is posted as {@link Burnside#postFixedBy} posts it.
     */
    public static void postFixedBy(Model model, IntVar[] cells, LiteralSymmetry g) {
        if (g.toSymmetry().isPresent()) {
            Burnside.postFixedBy(model, cells, g.toSymmetry().orElseThrow());
            return;
        }
        BoolVar[] literals = LiteralLexLeader.channel(model, cells, g.space());
        for (int l = 0; l < literals.length; l++) {
            if (g.image(l) != l) {
                model.arithm(literals[l], "<=", literals[g.image(l)]).post();
            }
        }
    }
}
