package org.orbits.model.graph;

import java.util.Set;
import org.orbits.model.flatzinc.Builtin;

/**
 * How the literal graph states each FlatZinc builtin, one entry per {@link Builtin}: by what it means where
 * {@link GlobalEncodings} can say it so, as a table of the assignments it allows (the evaluator's truth, tried on
 * every assignment of its variables) where they are few, and otherwise by its variables, each joined to it in the
 * colour of its place. What every entry must say is which arrays the builtin reads as sets, for a statement by its
 * variables: one that says so wrongly would let a map exchange places that differ, so an entry says it only where
 * the builtin's meaning ignores their order. Reified forms keep their places ordered, and only {@code int_eq_reif}
 * and {@code int_ne_reif} have a statement of their own.
 */
final class BuiltinEncodings {

    /** What states a constraint over the literals by its meaning, before a table is tried. */
    enum Structure {
        /** None: a table, where it can be made. */
        NONE,
        /** {@link GlobalEncodings#allDifferent}, with no table. */
        ALL_DIFFERENT,
        /** {@link GlobalEncodings#element}, with no table. */
        ELEMENT,
        /** {@link GlobalEncodings#cardinality}, with no table. */
        CARDINALITY,
        /** {@link GlobalEncodings#circuit}, with no table. */
        CIRCUIT,
        /** {@link GlobalEncodings#literalEquivalence}, else a table. */
        EQUIVALENCE,
        /** {@link GlobalEncodings#count}, else a table. */
        COUNT,
        /** Ordered: each two neighbours of its array compared, by {@link ConstraintEncoder}; else by variables. */
        CHAIN
    }

    /**
     * How one constraint is stated.
     *
     * @param structure its statement by its meaning, tried first
     * @param unordered the array arguments whose order it ignores, alike in a statement by its variables
     * @param linear whether it is a linear sum (coefficients, terms, constant): each term is then joined by its
     *     coefficient, the terms of one coefficient alike
     */
    record Encoding(Structure structure, Set<Integer> unordered, boolean linear) {
        /** Whether a table is tried where the structure does not state it. */
        boolean tableAfter() {
            return structure == Structure.NONE || structure == Structure.EQUIVALENCE || structure == Structure.COUNT;
        }
    }

    private static final Encoding TABLE = new Encoding(Structure.NONE, Set.of(), false);

    private BuiltinEncodings() {}

    /** How a constraint that uses {@code use} is stated. */
    static Encoding of(Builtin.Use use) {
        Builtin.Form form = use.form();
        boolean plainName = form == Builtin.Form.PLAIN || form == Builtin.Form.WITH_RESULT;
        return switch (use.builtin()) {
            case INT_EQ, INT_NE -> form == Builtin.Form.REIF ? by(Structure.EQUIVALENCE) : TABLE;
            case INT_LIN_EQ, INT_LIN_NE, INT_LIN_LE -> plainName ? linear() : TABLE;
            case BOOL_LIN_EQ, BOOL_LIN_LE -> linear();
            case ARRAY_BOOL_AND, ARRAY_BOOL_OR, ARRAY_BOOL_XOR -> plainName ? unordered(0) : TABLE;
            case BOOL_CLAUSE -> plainName ? unordered(0, 1) : TABLE;
            case ARRAY_INT_MAXIMUM, ARRAY_INT_MINIMUM -> unordered(1);
            case ARRAY_VAR_INT_ELEMENT, ARRAY_VAR_BOOL_ELEMENT -> by(Structure.ELEMENT);
            case INT_LE,
                    INT_LT,
                    SET_IN,
                    BOOL_EQ,
                    BOOL_LE,
                    BOOL_LT,
                    BOOL_AND,
                    BOOL_OR,
                    BOOL_XOR,
                    INT_ABS,
                    INT_DIV,
                    INT_MOD,
                    INT_MAX,
                    INT_MIN,
                    INT_PLUS,
                    INT_TIMES,
                    INT_POW,
                    ARRAY_INT_ELEMENT,
                    ARRAY_BOOL_ELEMENT,
                    BOOL2INT,
                    BOOL_NOT -> TABLE;
            case FZN_ALL_DIFFERENT_INT -> new Encoding(Structure.ALL_DIFFERENT, Set.of(0), false);
            case FZN_ALLDIFFERENT_EXCEPT_0, FZN_ALL_EQUAL_INT -> unordered(0);
            case FZN_GLOBAL_CARDINALITY, FZN_GLOBAL_CARDINALITY_CLOSED -> by(Structure.CARDINALITY);
            case ORBITS_CIRCUIT -> by(Structure.CIRCUIT);
            case FZN_NVALUE -> unordered(1);
            case FZN_COUNT_EQ -> unordered(0);
            case FZN_INCREASING_INT,
                    FZN_INCREASING_BOOL,
                    FZN_STRICTLY_INCREASING_INT,
                    FZN_DECREASING_INT,
                    FZN_DECREASING_BOOL,
                    FZN_STRICTLY_DECREASING_INT -> by(Structure.CHAIN);
            case FZN_ALLDIFFERENT_EXCEPT,
                    FZN_GLOBAL_CARDINALITY_LOW_UP,
                    FZN_GLOBAL_CARDINALITY_LOW_UP_CLOSED,
                    FZN_TABLE_INT,
                    FZN_TABLE_BOOL,
                    FZN_LEX_LESS_INT,
                    FZN_LEX_LESS_BOOL,
                    FZN_LEX_LESSEQ_INT,
                    FZN_LEX_LESSEQ_BOOL,
                    FZN_COUNT_NEQ,
                    FZN_COUNT_LT,
                    FZN_COUNT_LEQ,
                    FZN_COUNT_GT,
                    FZN_COUNT_GEQ,
                    ORBITS_SUBCIRCUIT,
                    ORBITS_INVERSE,
                    FZN_AMONG,
                    FZN_REGULAR,
                    FZN_VALUE_PRECEDE_INT,
                    FZN_CUMULATIVE,
                    FZN_DISJUNCTIVE,
                    FZN_DIFFN,
                    FZN_BIN_PACKING,
                    ORBITS_BIN_PACKING_CAPA,
                    ORBITS_BIN_PACKING_LOAD -> TABLE;
        };
    }

    private static Encoding by(Structure structure) {
        return new Encoding(structure, Set.of(), false);
    }

    /** A table, else by its variables, the array arguments {@code arguments} read as sets. */
    private static Encoding unordered(Integer... arguments) {
        return new Encoding(Structure.NONE, Set.of(arguments), false);
    }

    /** A 0/1 count where it is one, else a table, else by its terms' coefficients. */
    private static Encoding linear() {
        return new Encoding(Structure.COUNT, Set.of(), true);
    }
}
