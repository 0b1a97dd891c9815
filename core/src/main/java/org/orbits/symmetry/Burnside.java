package org.orbits.symmetry;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.symmetry.perm.ConjugacyClasses;

/**
 * Burnside's lemma: the number of orbits of a group {@code G} acting on a finite set is the average number of
 * points each element fixes, {@code (1/|G|) * sum over g of |Fix(g)|}. A count of orbits that never looks at an
 * orbit: each {@code |Fix(g)|} is the number of solutions {@code g} maps to themselves, counted by a search of its
 * own on a model where {@link #postFixedBy} holds.
 *
 * <p>A group too large to visit element by element is visited class by class: conjugate elements fix equally many
 * solutions ({@code Fix(h g h^-1) = h Fix(g)}), so for a group whose conjugacy classes are known
 * ({@link ConjugacyClasses}: direct products of symmetric groups and small groups) one search per class, weighted by
 * the class's size, gives the same sum.
 */
public final class Burnside {

    private Burnside() {}

    /**
     * The sum of the fixed-point counts over the group, and what it gives. Each count stands for as many elements:
     * one for a group visited element by element, a conjugacy class's size for a group visited class by class.
     *
     * @param fixedPoints {@code |Fix(g)|} for every element (or class representative), identity first
     * @param weights how many elements each count stands for, in the same order
     */
    public record Count(List<Long> fixedPoints, List<Long> weights) {

        public Count {
            fixedPoints = List.copyOf(fixedPoints);
            weights = List.copyOf(weights);
            Preconditions.checkArgument(fixedPoints.size() == weights.size(), "a weight for every count");
        }

        /** One count per element, in {@link Group#elements()} order. */
        public Count(List<Long> fixedPoints) {
            this(fixedPoints, Collections.nCopies(fixedPoints.size(), 1L));
        }

        public long total() {
            long total = 0;
            for (int i = 0; i < fixedPoints.size(); i++) {
                total = Math.addExact(total, Math.multiplyExact(fixedPoints.get(i), weights.get(i)));
            }
            return total;
        }

        public long groupOrder() {
            return weights.stream().mapToLong(Long::longValue).sum();
        }

        /** Whether the total is a multiple of the group's order, as it must be for a set the group acts on. */
        public boolean whole() {
            return total() % groupOrder() == 0;
        }

        public long orbits() {
            Preconditions.checkState(whole(), "%s fixed points do not split over %s elements", total(), groupOrder());
            return total() / groupOrder();
        }
    }

    /** One term of the sum: an element, and how many elements its count stands for (its class's size, or one). */
    public record Term(Symmetry element, long weight) {}

    /**
     * The elements to count the fixed points of, the identity first: every element of a group small enough to list,
     * else one per conjugacy class where the classes are known; empty when the group is visited neither way.
     */
    public static Optional<List<Term>> terms(Group group) {
        if (group.listable()) {
            return Optional.of(
                    group.elements().stream().map(g -> new Term(g, 1)).toList());
        }
        return classes(group);
    }

    /** The group's conjugacy classes, the identity's first, when its structure lets them be found without listing it. */
    public static Optional<List<Term>> classes(Group group) {
        return ConjugacyClasses.of(group.chain()).map(classes -> {
            List<Term> named = new ArrayList<>();
            for (ConjugacyClasses.ConjugacyClass c : classes) {
                String name = group.name() + " class " + (named.size() + 1);
                named.add(new Term(group.element(name, c.representative()), c.size()));
            }
            return named;
        });
    }

    /**
     * Posts {@code g(x) = x} on a model whose cells are {@code cells}. For a cell map, the value of cell {@code i},
     * mapped by {@code g}'s value map, is the value of the cell {@code i} goes to. For a map of literals, each literal
     * that holds implies its image holds: a solution has one literal per cell, and so has its image, so an image
     * inside the solution is the solution.
     */
    public static void postFixedBy(Model model, IntVar[] cells, Symmetry g) {
        Preconditions.checkArgument(g.cells() == cells.length, "a symmetry of %s cells on %s", g.cells(), cells.length);
        if (g instanceof CellMap cellMap) {
            postFixedBy(model, cells, cellMap);
            return;
        }
        LiteralMap literalMap = (LiteralMap) g;
        BoolVar[] literals = LexLeader.channel(model, cells, literalMap.space());
        for (int l = 0; l < literals.length; l++) {
            if (literalMap.image(l) != l) {
                model.arithm(literals[l], "<=", literals[literalMap.image(l)]).post();
            }
        }
    }

    private static void postFixedBy(Model model, IntVar[] cells, CellMap g) {
        for (int i = 0; i < cells.length; i++) {
            IntVar from = cells[i];
            IntVar to = cells[g.cellImage(i)];
            if (g.values().isIdentity()) {
                if (from != to) {
                    model.arithm(to, "=", from).post();
                }
                continue;
            }
            if (from == to) {
                // The cell stays, so it must hold a value the map keeps.
                int[] kept = IntStream.rangeClosed(from.getLB(), from.getUB())
                        .filter(value -> from.contains(value) && g.values().apply(value) == value)
                        .toArray();
                (kept.length == 0 ? model.falseConstraint() : model.member(from, kept)).post();
                continue;
            }
            Tuples mapped = new Tuples(true);
            for (int value = from.getLB(); value <= from.getUB(); value = from.nextValue(value)) {
                mapped.add(value, g.values().apply(value));
            }
            model.table(new IntVar[] {from, to}, mapped).post();
        }
    }
}
