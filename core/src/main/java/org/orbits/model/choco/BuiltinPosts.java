package org.orbits.model.choco;

import java.util.function.Consumer;
import java.util.function.Function;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.model.flatzinc.Builtin;

/**
 * How the translation posts each FlatZinc builtin, one entry per {@link Builtin}: a condition, which Choco may also
 * reify ({@code int_le_reif(a, b, r)} posts {@code r <-> a <= b}, {@code int_le_imp(a, b, r)} {@code r -> a <= b},
 * {@code bool_and(a, b, r)} {@code r <-> a /\ b}), or a poster of a constraint taken as it comes. The propagators
 * themselves are {@link BuiltinPropagators}' (the int and bool builtins), {@link GlobalPropagators}' and
 * {@link Scheduling}'s (the globals of orbits' solver library).
 *
 * <p>Semantics that differ between systems are MiniZinc's: {@code int_div} rounds toward zero and {@code int_mod}
 * takes the dividend's sign (as Choco's do), a division by zero has no solution, and {@code int_pow} with a negative
 * exponent is {@code 1 div x^-y}, Choco's too.
 */
final class BuiltinPosts {

    /** How one builtin is posted, in any of its forms. */
    interface Post {
        void post(Arguments arguments, Builtin.Form form);
    }

    /** A condition: posted, or reified with the bool its reified forms add as their last argument. */
    record Condition(Function<Arguments, Constraint> build) implements Post {
        @Override
        public void post(Arguments a, Builtin.Form form) {
            switch (form) {
                case PLAIN -> build.apply(a).post();
                case WITH_RESULT, REIF -> build.apply(a.withoutLast()).reifyWith(a.boolVar(a.size() - 1));
                case IMP -> build.apply(a.withoutLast()).impliedBy(a.boolVar(a.size() - 1));
            }
        }
    }

    /** A constraint that has no reified form, posted as it comes. */
    record Poster(Consumer<Arguments> post) implements Post {
        @Override
        public void post(Arguments a, Builtin.Form form) {
            if (form != Builtin.Form.PLAIN) {
                throw new IllegalArgumentException(a.name() + " has no reified form");
            }
            post.accept(a);
        }
    }

    private final String allDifferentConsistency;
    private final Consumer<IntVar[]> allDifferentScopes;

    /**
     * @param allDifferentConsistency the consistency of Choco's allDifferent, as Choco spells it
     * @param allDifferentScopes hears the scope of each all_different constraint posted
     */
    BuiltinPosts(String allDifferentConsistency, Consumer<IntVar[]> allDifferentScopes) {
        this.allDifferentConsistency = allDifferentConsistency;
        this.allDifferentScopes = allDifferentScopes;
    }

    /** Posts a constraint that uses {@code use}, its arguments {@code arguments}. */
    void post(Builtin.Use use, Arguments arguments) {
        of(use.builtin()).post(arguments, use.form());
    }

    /** How {@code builtin} is posted. */
    Post of(Builtin builtin) {
        return switch (builtin) {
            case INT_EQ -> condition(a -> a.model().arithm(a.intVar(0), "=", a.intVar(1)));
            case INT_NE -> condition(a -> a.model().arithm(a.intVar(0), "!=", a.intVar(1)));
            case INT_LE -> condition(a -> a.model().arithm(a.intVar(0), "<=", a.intVar(1)));
            case INT_LT -> condition(a -> a.model().arithm(a.intVar(0), "<", a.intVar(1)));
            case INT_LIN_EQ -> condition(a -> BuiltinPropagators.linear(a, "="));
            case INT_LIN_NE -> condition(a -> BuiltinPropagators.linear(a, "!="));
            case INT_LIN_LE -> condition(a -> BuiltinPropagators.linear(a, "<="));
            case SET_IN -> condition(a -> BuiltinPropagators.member(a.model(), a.intVar(0), a.set(1)));
            case BOOL_EQ -> condition(a -> a.model().arithm(a.boolVar(0), "=", a.boolVar(1)));
            case BOOL_LE -> condition(a -> a.model().arithm(a.boolVar(0), "<=", a.boolVar(1)));
            case BOOL_LT -> condition(a -> a.model().arithm(a.boolVar(0), "<", a.boolVar(1)));
            case ARRAY_BOOL_XOR -> condition(a -> BuiltinPropagators.parity(a.model(), a.boolVars(0)));
            case BOOL_CLAUSE -> condition(a -> BuiltinPropagators.clause(a.model(), a.boolVars(0), a.boolVars(1)));
            case BOOL_AND -> condition(a -> a.model().and(a.boolVar(0), a.boolVar(1)));
            case BOOL_OR -> condition(a -> a.model().or(a.boolVar(0), a.boolVar(1)));
            case BOOL_XOR -> condition(a -> a.model().arithm(a.boolVar(0), "!=", a.boolVar(1)));
            case ARRAY_BOOL_AND -> condition(a -> BuiltinPropagators.conjunction(a.model(), a.boolVars(0)));
            case ARRAY_BOOL_OR -> condition(a -> BuiltinPropagators.disjunction(a.model(), a.boolVars(0)));
            case INT_ABS -> poster(
                    a -> a.model().absolute(a.intVar(1), a.intVar(0)).post());
            case INT_DIV -> poster(
                    a -> a.model().div(a.intVar(0), a.intVar(1), a.intVar(2)).post());
            case INT_MOD -> poster(
                    a -> a.model().mod(a.intVar(0), a.intVar(1), a.intVar(2)).post());
            case INT_MAX -> poster(
                    a -> a.model().max(a.intVar(2), a.intVar(0), a.intVar(1)).post());
            case INT_MIN -> poster(
                    a -> a.model().min(a.intVar(2), a.intVar(0), a.intVar(1)).post());
            case INT_PLUS -> poster(a -> a.model()
                    .arithm(a.intVar(0), "+", a.intVar(1), "=", a.intVar(2))
                    .post());
            case INT_TIMES -> poster(
                    a -> a.model().times(a.intVar(0), a.intVar(1), a.intVar(2)).post());
            case INT_POW -> poster(
                    a -> a.model().pow(a.intVar(0), a.intVar(1), a.intVar(2)).post());
            case ARRAY_INT_ELEMENT, ARRAY_BOOL_ELEMENT -> poster(a -> a.model()
                    .element(a.intVar(2), a.integers(1), a.intVar(0), 1)
                    .post());
            case ARRAY_VAR_INT_ELEMENT -> poster(a -> BuiltinPropagators.element(a, a.intVars(1)));
            case ARRAY_VAR_BOOL_ELEMENT -> poster(a -> BuiltinPropagators.element(a, a.boolVars(1)));
            case ARRAY_INT_MAXIMUM -> poster(a -> BuiltinPropagators.extremum(a, true));
            case ARRAY_INT_MINIMUM -> poster(a -> BuiltinPropagators.extremum(a, false));
            case BOOL2INT -> poster(
                    a -> a.model().arithm(a.boolVar(0), "=", a.intVar(1)).post());
            case BOOL_NOT -> poster(
                    a -> a.model().arithm(a.boolVar(0), "!=", a.boolVar(1)).post());
            case BOOL_LIN_EQ -> poster(a -> a.model()
                    .scalar(a.boolVars(1), a.integers(0), "=", a.intVar(2))
                    .post());
            case BOOL_LIN_LE -> poster(a -> a.model()
                    .scalar(a.boolVars(1), a.integers(0), "<=", a.integer(2))
                    .post());
            case FZN_ALL_DIFFERENT_INT -> poster(
                    a -> GlobalPropagators.allDifferent(a, allDifferentConsistency, allDifferentScopes));
            case FZN_ALLDIFFERENT_EXCEPT_0 -> poster(GlobalPropagators::allDifferentExcept0);
            case FZN_ALLDIFFERENT_EXCEPT -> poster(GlobalPropagators::allDifferentExcept);
            case FZN_ALL_EQUAL_INT -> poster(GlobalPropagators::allEqual);
            case FZN_GLOBAL_CARDINALITY -> poster(a -> GlobalPropagators.cardinality(a, a.intVars(2), false));
            case FZN_GLOBAL_CARDINALITY_CLOSED -> poster(a -> GlobalPropagators.cardinality(a, a.intVars(2), true));
            case FZN_GLOBAL_CARDINALITY_LOW_UP -> poster(
                    a -> GlobalPropagators.cardinality(a, GlobalPropagators.bounded(a), false));
            case FZN_GLOBAL_CARDINALITY_LOW_UP_CLOSED -> poster(
                    a -> GlobalPropagators.cardinality(a, GlobalPropagators.bounded(a), true));
            case FZN_TABLE_INT, FZN_TABLE_BOOL -> poster(GlobalPropagators::table);
            case FZN_LEX_LESS_INT, FZN_LEX_LESS_BOOL -> poster(a -> GlobalPropagators.lex(a, true));
            case FZN_LEX_LESSEQ_INT, FZN_LEX_LESSEQ_BOOL -> poster(a -> GlobalPropagators.lex(a, false));
            case FZN_COUNT_EQ -> poster(a -> GlobalPropagators.count(a, "="));
            case FZN_COUNT_NEQ -> poster(a -> GlobalPropagators.count(a, "!="));
            case FZN_COUNT_LT -> poster(a -> GlobalPropagators.count(a, "<"));
            case FZN_COUNT_LEQ -> poster(a -> GlobalPropagators.count(a, "<="));
            case FZN_COUNT_GT -> poster(a -> GlobalPropagators.count(a, ">"));
            case FZN_COUNT_GEQ -> poster(a -> GlobalPropagators.count(a, ">="));
            case ORBITS_CIRCUIT -> poster(GlobalPropagators::circuit);
            case ORBITS_SUBCIRCUIT -> poster(GlobalPropagators::subcircuit);
            case ORBITS_INVERSE -> poster(GlobalPropagators::inverse);
            case FZN_INCREASING_INT, FZN_INCREASING_BOOL -> poster(a -> GlobalPropagators.monotone(a, true, 0));
            case FZN_STRICTLY_INCREASING_INT -> poster(a -> GlobalPropagators.monotone(a, true, 1));
            case FZN_DECREASING_INT, FZN_DECREASING_BOOL -> poster(a -> GlobalPropagators.monotone(a, false, 0));
            case FZN_STRICTLY_DECREASING_INT -> poster(a -> GlobalPropagators.monotone(a, false, 1));
            case FZN_NVALUE -> poster(GlobalPropagators::nValue);
            case FZN_AMONG -> poster(GlobalPropagators::among);
            case FZN_REGULAR -> poster(GlobalPropagators::regular);
            case FZN_VALUE_PRECEDE_INT -> poster(GlobalPropagators::valuePrecede);
            case FZN_CUMULATIVE -> poster(Scheduling::cumulative);
            case FZN_DISJUNCTIVE -> poster(Scheduling::disjunctive);
            case FZN_DIFFN -> poster(Scheduling::diffn);
            case FZN_BIN_PACKING -> poster(Scheduling::binPacking);
            case ORBITS_BIN_PACKING_CAPA -> poster(Scheduling::binPackingCapacities);
            case ORBITS_BIN_PACKING_LOAD -> poster(Scheduling::binPackingLoads);
        };
    }

    private static Post condition(Function<Arguments, Constraint> build) {
        return new Condition(build);
    }

    private static Post poster(Consumer<Arguments> post) {
        return new Poster(post);
    }
}
