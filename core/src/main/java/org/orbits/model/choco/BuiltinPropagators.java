package org.orbits.model.choco;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.model.flatzinc.IntSet;

/**
 * The int and bool builtins of the FlatZinc specification ("FlatZinc builtins" of the MiniZinc library reference),
 * each posted as Choco's own constraint. Semantics that differ between systems are MiniZinc's: {@code int_div}
 * rounds toward zero and {@code int_mod} takes the dividend's sign (as Choco's do), a division by zero has no
 * solution, and {@code int_pow} with a negative exponent is {@code 1 div x^-y}, Choco's too.
 */
final class BuiltinPropagators {

    private BuiltinPropagators() {}

    static void register(ConstraintTable table) {
        table.condition("int_eq", 2, a -> a.model().arithm(a.intVar(0), "=", a.intVar(1)));
        table.condition("int_ne", 2, a -> a.model().arithm(a.intVar(0), "!=", a.intVar(1)));
        table.condition("int_le", 2, a -> a.model().arithm(a.intVar(0), "<=", a.intVar(1)));
        table.condition("int_lt", 2, a -> a.model().arithm(a.intVar(0), "<", a.intVar(1)));
        table.condition("int_lin_eq", 3, a -> linear(a, "="));
        table.condition("int_lin_ne", 3, a -> linear(a, "!="));
        table.condition("int_lin_le", 3, a -> linear(a, "<="));
        table.poster(
                "int_abs", a -> a.model().absolute(a.intVar(1), a.intVar(0)).post());
        table.poster(
                "int_div",
                a -> a.model().div(a.intVar(0), a.intVar(1), a.intVar(2)).post());
        table.poster(
                "int_mod",
                a -> a.model().mod(a.intVar(0), a.intVar(1), a.intVar(2)).post());
        table.poster(
                "int_max",
                a -> a.model().max(a.intVar(2), a.intVar(0), a.intVar(1)).post());
        table.poster(
                "int_min",
                a -> a.model().min(a.intVar(2), a.intVar(0), a.intVar(1)).post());
        table.poster("int_plus", a -> a.model()
                .arithm(a.intVar(0), "+", a.intVar(1), "=", a.intVar(2))
                .post());
        table.poster(
                "int_times",
                a -> a.model().times(a.intVar(0), a.intVar(1), a.intVar(2)).post());
        table.poster(
                "int_pow",
                a -> a.model().pow(a.intVar(0), a.intVar(1), a.intVar(2)).post());
        table.poster("array_int_element", a -> a.model()
                .element(a.intVar(2), a.integers(1), a.intVar(0), 1)
                .post());
        table.poster("array_bool_element", a -> a.model()
                .element(a.intVar(2), a.integers(1), a.intVar(0), 1)
                .post());
        table.poster("array_var_int_element", a -> element(a, a.intVars(1)));
        table.poster("array_var_bool_element", a -> element(a, a.boolVars(1)));
        table.poster("array_int_maximum", a -> extremum(a, true));
        table.poster("array_int_minimum", a -> extremum(a, false));
        table.condition("set_in", 2, a -> member(a.model(), a.intVar(0), a.set(1)));

        table.poster(
                "bool2int",
                a -> a.model().arithm(a.boolVar(0), "=", a.intVar(1)).post());
        table.poster(
                "bool_not",
                a -> a.model().arithm(a.boolVar(0), "!=", a.boolVar(1)).post());
        table.condition("bool_eq", 2, a -> a.model().arithm(a.boolVar(0), "=", a.boolVar(1)));
        table.condition("bool_le", 2, a -> a.model().arithm(a.boolVar(0), "<=", a.boolVar(1)));
        table.condition("bool_lt", 2, a -> a.model().arithm(a.boolVar(0), "<", a.boolVar(1)));
        table.conditionWithResult("bool_and", 2, a -> a.model().and(a.boolVar(0), a.boolVar(1)));
        table.conditionWithResult("bool_or", 2, a -> a.model().or(a.boolVar(0), a.boolVar(1)));
        table.conditionWithResult("bool_xor", 2, a -> a.model().arithm(a.boolVar(0), "!=", a.boolVar(1)));
        table.conditionWithResult("array_bool_and", 1, a -> conjunction(a.model(), a.boolVars(0)));
        table.conditionWithResult("array_bool_or", 1, a -> disjunction(a.model(), a.boolVars(0)));
        table.condition("array_bool_xor", 1, a -> parity(a.model(), a.boolVars(0)));
        table.condition("bool_clause", 2, a -> clause(a.model(), a.boolVars(0), a.boolVars(1)));
        table.poster("bool_lin_eq", a -> a.model()
                .scalar(a.boolVars(1), a.integers(0), "=", a.intVar(2))
                .post());
        table.poster("bool_lin_le", a -> a.model()
                .scalar(a.boolVars(1), a.integers(0), "<=", a.integer(2))
                .post());
    }

    private static Constraint linear(Arguments a, String relation) {
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

    private static void element(Arguments a, IntVar[] table) {
        if (table.length == 0) {
            a.model().falseConstraint().post();
            return;
        }
        a.model().element(a.intVar(2), table, a.intVar(0), 1).post();
    }

    private static void extremum(Arguments a, boolean maximum) {
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

    private static Constraint conjunction(Model model, BoolVar[] terms) {
        return terms.length == 0 ? model.trueConstraint() : model.and(terms);
    }

    private static Constraint disjunction(Model model, BoolVar[] terms) {
        return terms.length == 0 ? model.falseConstraint() : model.or(terms);
    }

    /**
     * An odd number of the terms hold. The number is defined apart, posted whole: within the condition, which may be
     * reified, a free count would let its negation hold by taking a value the terms do not sum to.
     */
    private static Constraint parity(Model model, BoolVar[] terms) {
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
    private static Constraint clause(Model model, BoolVar[] positive, BoolVar[] negative) {
        BoolVar[] literals = Arrays.copyOf(positive, positive.length + negative.length);
        for (int i = 0; i < negative.length; i++) {
            literals[positive.length + i] = negative[i].not();
        }
        return disjunction(model, literals);
    }
}
