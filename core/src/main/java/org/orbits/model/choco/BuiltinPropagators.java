package org.orbits.model.choco;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.model.flatzinc.IntSet;

/**
 * The int and bool builtins of the FlatZinc specification ("FlatZinc builtins" of the MiniZinc library reference)
 * that need more than one call of Choco's to post, for {@link BuiltinPosts}: linear sums, elements and extrema whose
 * arrays may be empty, set membership, and the clauses, conjunctions and parities of bools.
 */
final class BuiltinPropagators {

    private BuiltinPropagators() {}

    static Constraint linear(Arguments a, String relation) {
        int[] coefficients = a.integers(0);
        IntVar[] terms = a.intVars(1);
        int constant = a.integer(2);
        if (coefficients.length != terms.length) {
            throw a.bad("has " + coefficients.length + " coefficients for " + terms.length + " terms");
        }
        if (terms.length == 0) {
            return truth(a.model(), compare(0, relation, constant));
        }
        return a.model().scalar(terms, coefficients, relation, constant);
    }

    private static boolean compare(int left, String relation, int right) {
        return switch (relation) {
            case "=" -> left == right;
            case "!=" -> left != right;
            case "<=" -> left <= right;
            default -> throw new IllegalArgumentException("no relation " + relation);
        };
    }

    static Constraint truth(Model model, boolean holds) {
        return holds ? model.trueConstraint() : model.falseConstraint();
    }

    static void element(Arguments a, IntVar[] table) {
        if (table.length == 0) {
            a.model().falseConstraint().post();
            return;
        }
        a.model().element(a.intVar(2), table, a.intVar(0), 1).post();
    }

    static void extremum(Arguments a, boolean maximum) {
        IntVar[] terms = a.intVars(1);
        if (terms.length == 0) {
            throw a.bad("needs at least one term");
        }
        if (maximum) {
            a.model().max(a.intVar(0), terms).post();
        } else {
            a.model().min(a.intVar(0), terms).post();
        }
    }

    static Constraint member(Model model, IntVar x, IntSet set) {
        if (set.isEmpty()) {
            return model.falseConstraint();
        }
        if (set.isRange()) {
            return model.member(x, clamp(set.min()), clamp(set.max()));
        }
        return model.member(
                x, set.values().mapToInt(BuiltinPropagators::clamp).distinct().toArray());
    }

    /** A set element beyond what a variable can hold can never be its value: it is clamped just outside. */
    private static int clamp(long value) {
        return (int) Math.max(IntVar.MIN_INT_BOUND - 1L, Math.min(IntVar.MAX_INT_BOUND + 1L, value));
    }

    static Constraint conjunction(Model model, BoolVar[] terms) {
        return terms.length == 0 ? model.trueConstraint() : model.and(terms);
    }

    static Constraint disjunction(Model model, BoolVar[] terms) {
        return terms.length == 0 ? model.falseConstraint() : model.or(terms);
    }

    /**
     * An odd number of the terms hold. The number is defined apart, posted whole: within the condition, which may be
     * reified, a free count would let its negation hold by taking a value the terms do not sum to.
     */
    static Constraint parity(Model model, BoolVar[] terms) {
        if (terms.length == 0) {
            return model.falseConstraint();
        }
        IntVar count = model.intVar(0, terms.length);
        model.sum(terms, "=", count).post();
        return model.member(
                count,
                IntStream.rangeClosed(0, terms.length).filter(n -> n % 2 == 1).toArray());
    }

    /** One of {@code positive} holds or one of {@code negative} does not. */
    static Constraint clause(Model model, BoolVar[] positive, BoolVar[] negative) {
        BoolVar[] literals = Arrays.copyOf(positive, positive.length + negative.length);
        for (int i = 0; i < negative.length; i++) {
            literals[positive.length + i] = negative[i].not();
        }
        return disjunction(model, literals);
    }
}
