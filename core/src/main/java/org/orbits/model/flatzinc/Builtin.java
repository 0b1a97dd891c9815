package org.orbits.model.flatzinc;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.orbits.puzzle.BadInputException;

/**
 * Every FlatZinc constraint orbits reads, by name and number of arguments: the int and bool builtins of the FlatZinc
 * specification and the globals orbits' solver library hands over whole. It holds names and signatures only. What a
 * builtin means is written three times, apart, each time as one entry per constant of this list: how Choco posts it
 * ({@code model.choco.BuiltinPosts}), how the independent evaluator checks it and what it deduces from it
 * ({@code model.check.BuiltinRules}), and how the literal graph states it ({@code model.graph.BuiltinEncodings}).
 * Each is a switch over this list with no default, so a builtin added here does not compile until every room has
 * its entry; the evaluator and the translation share this list and nothing else.
 *
 * <p>A constant's FlatZinc name is its own name in lower case ({@code INT_LIN_EQ} is {@code int_lin_eq}).
 */
public enum Builtin {
    // Conditions, each with its reified and half-reified forms.
    INT_EQ(2, Kind.CONDITION),
    INT_NE(2, Kind.CONDITION),
    INT_LE(2, Kind.CONDITION),
    INT_LT(2, Kind.CONDITION),
    INT_LIN_EQ(3, Kind.CONDITION),
    INT_LIN_NE(3, Kind.CONDITION),
    INT_LIN_LE(3, Kind.CONDITION),
    SET_IN(2, Kind.CONDITION),
    BOOL_EQ(2, Kind.CONDITION),
    BOOL_LE(2, Kind.CONDITION),
    BOOL_LT(2, Kind.CONDITION),
    ARRAY_BOOL_XOR(1, Kind.CONDITION),
    BOOL_CLAUSE(2, Kind.CONDITION),
    BOOL_AND(2, Kind.CONDITION_WITH_RESULT),
    BOOL_OR(2, Kind.CONDITION_WITH_RESULT),
    BOOL_XOR(2, Kind.CONDITION_WITH_RESULT),
    ARRAY_BOOL_AND(1, Kind.CONDITION_WITH_RESULT),
    ARRAY_BOOL_OR(1, Kind.CONDITION_WITH_RESULT),
    // The builtins that are no condition.
    INT_ABS(2, Kind.BUILTIN),
    INT_DIV(3, Kind.BUILTIN),
    INT_MOD(3, Kind.BUILTIN),
    INT_MAX(3, Kind.BUILTIN),
    INT_MIN(3, Kind.BUILTIN),
    INT_PLUS(3, Kind.BUILTIN),
    INT_TIMES(3, Kind.BUILTIN),
    INT_POW(3, Kind.BUILTIN),
    ARRAY_INT_ELEMENT(3, Kind.BUILTIN),
    ARRAY_BOOL_ELEMENT(3, Kind.BUILTIN),
    ARRAY_VAR_INT_ELEMENT(3, Kind.BUILTIN),
    ARRAY_VAR_BOOL_ELEMENT(3, Kind.BUILTIN),
    ARRAY_INT_MAXIMUM(2, Kind.BUILTIN),
    ARRAY_INT_MINIMUM(2, Kind.BUILTIN),
    BOOL2INT(2, Kind.BUILTIN),
    BOOL_NOT(2, Kind.BUILTIN),
    BOOL_LIN_EQ(3, Kind.BUILTIN),
    BOOL_LIN_LE(3, Kind.BUILTIN),
    // The globals of orbits' solver library.
    FZN_ALL_DIFFERENT_INT(1, Kind.GLOBAL),
    FZN_ALLDIFFERENT_EXCEPT_0(1, Kind.GLOBAL),
    FZN_ALLDIFFERENT_EXCEPT(2, Kind.GLOBAL),
    FZN_ALL_EQUAL_INT(1, Kind.GLOBAL),
    FZN_GLOBAL_CARDINALITY(3, Kind.GLOBAL),
    FZN_GLOBAL_CARDINALITY_CLOSED(3, Kind.GLOBAL),
    FZN_GLOBAL_CARDINALITY_LOW_UP(4, Kind.GLOBAL),
    FZN_GLOBAL_CARDINALITY_LOW_UP_CLOSED(4, Kind.GLOBAL),
    FZN_TABLE_INT(2, Kind.GLOBAL),
    FZN_TABLE_BOOL(2, Kind.GLOBAL),
    FZN_LEX_LESS_INT(2, Kind.GLOBAL),
    FZN_LEX_LESS_BOOL(2, Kind.GLOBAL),
    FZN_LEX_LESSEQ_INT(2, Kind.GLOBAL),
    FZN_LEX_LESSEQ_BOOL(2, Kind.GLOBAL),
    FZN_COUNT_EQ(3, Kind.GLOBAL),
    FZN_COUNT_NEQ(3, Kind.GLOBAL),
    FZN_COUNT_LT(3, Kind.GLOBAL),
    FZN_COUNT_LEQ(3, Kind.GLOBAL),
    FZN_COUNT_GT(3, Kind.GLOBAL),
    FZN_COUNT_GEQ(3, Kind.GLOBAL),
    ORBITS_CIRCUIT(2, Kind.GLOBAL),
    ORBITS_SUBCIRCUIT(2, Kind.GLOBAL),
    ORBITS_INVERSE(4, Kind.GLOBAL),
    FZN_INCREASING_INT(1, Kind.GLOBAL),
    FZN_INCREASING_BOOL(1, Kind.GLOBAL),
    FZN_STRICTLY_INCREASING_INT(1, Kind.GLOBAL),
    FZN_DECREASING_INT(1, Kind.GLOBAL),
    FZN_DECREASING_BOOL(1, Kind.GLOBAL),
    FZN_STRICTLY_DECREASING_INT(1, Kind.GLOBAL),
    FZN_NVALUE(2, Kind.GLOBAL),
    FZN_AMONG(3, Kind.GLOBAL),
    FZN_REGULAR(6, Kind.GLOBAL),
    FZN_VALUE_PRECEDE_INT(3, Kind.GLOBAL),
    FZN_CUMULATIVE(4, Kind.GLOBAL),
    FZN_DISJUNCTIVE(2, Kind.GLOBAL),
    FZN_DIFFN(4, Kind.GLOBAL),
    FZN_BIN_PACKING(3, Kind.GLOBAL),
    ORBITS_BIN_PACKING_CAPA(4, Kind.GLOBAL),
    ORBITS_BIN_PACKING_LOAD(4, Kind.GLOBAL);

    /** What forms a builtin comes in. */
    public enum Kind {
        /**
         * A condition {@code c(args)}, also reified ({@code c_reif(args, r)}: {@code r <-> c}) and half-reified
         * ({@code c_imp(args, r)}: {@code r -> c}).
         */
        CONDITION,
        /** A condition whose plain name may also take its truth as a last argument: {@code bool_and(a, b, r)}. */
        CONDITION_WITH_RESULT,
        /** A builtin of the FlatZinc specification that has no reified form: {@code int_plus}, {@code bool2int}. */
        BUILTIN,
        /** A global of orbits' solver library, which MiniZinc hands over whole instead of decomposing it. */
        GLOBAL;

        /** Whether builtins of this kind are conditions, with reified and half-reified forms. */
        public boolean condition() {
            return this == CONDITION || this == CONDITION_WITH_RESULT;
        }
    }

    /** How a constraint's name and number of arguments use a builtin. */
    public enum Form {
        /** {@code c(args)}, as the builtin is declared. */
        PLAIN,
        /** {@code c(args, r)}, a condition's truth as its last argument: {@code r <-> c(args)}. */
        WITH_RESULT,
        /** {@code c_reif(args, r)}: {@code r <-> c(args)}. */
        REIF,
        /** {@code c_imp(args, r)}: {@code r -> c(args)}. */
        IMP;

        /** Whether the form carries a bool as its last argument, which the builtin's own arguments leave out. */
        public boolean reified() {
            return this != PLAIN;
        }
    }

    /** A constraint's builtin and the form it takes it in: {@code int_le_reif(x, y, r)} is {@code INT_LE, REIF}. */
    public record Use(Builtin builtin, Form form) {}

    private static final Map<String, Builtin> BY_NAME =
            Arrays.stream(values()).collect(Collectors.toUnmodifiableMap(Builtin::flatZincName, Function.identity()));

    private final int arity;
    private final Kind kind;

    Builtin(int arity, Kind kind) {
        this.arity = arity;
        this.kind = kind;
    }

    /** Its name in FlatZinc. */
    public String flatZincName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** How many arguments its plain form takes. */
    public int arity() {
        return arity;
    }

    public Kind kind() {
        return kind;
    }

    /** The forms a constraint may take this builtin in. */
    public Form[] forms() {
        return switch (kind) {
            case CONDITION -> new Form[] {Form.PLAIN, Form.REIF, Form.IMP};
            case CONDITION_WITH_RESULT -> new Form[] {Form.PLAIN, Form.WITH_RESULT, Form.REIF, Form.IMP};
            case BUILTIN, GLOBAL -> new Form[] {Form.PLAIN};
        };
    }

    /** The name of a constraint that takes this builtin in {@code form}. */
    public String nameIn(Form form) {
        return switch (form) {
            case PLAIN, WITH_RESULT -> flatZincName();
            case REIF -> flatZincName() + "_reif";
            case IMP -> flatZincName() + "_imp";
        };
    }

    /** The number of arguments of a constraint that takes this builtin in {@code form}. */
    public int arityIn(Form form) {
        return form.reified() ? arity + 1 : arity;
    }

    /** The builtin and form a constraint of this name and number of arguments uses, if it is one orbits reads. */
    public static Optional<Use> of(String name, int arguments) {
        Builtin plain = BY_NAME.get(name);
        if (plain != null && plain.arity == arguments) {
            return Optional.of(new Use(plain, Form.PLAIN));
        }
        if (plain != null && plain.kind == Kind.CONDITION_WITH_RESULT && plain.arity + 1 == arguments) {
            return Optional.of(new Use(plain, Form.WITH_RESULT));
        }
        for (Form form : new Form[] {Form.REIF, Form.IMP}) {
            String suffix = form == Form.REIF ? "_reif" : "_imp";
            if (name.endsWith(suffix)) {
                Builtin base = BY_NAME.get(name.substring(0, name.length() - suffix.length()));
                if (base != null && base.kind.condition() && base.arity + 1 == arguments) {
                    return Optional.of(new Use(base, form));
                }
            }
        }
        return Optional.empty();
    }

    /** The builtin and form {@code constraint} of {@code source} uses; one orbits does not read is bad input. */
    public static Use of(FlatZincModel source, Item.Constraint constraint) {
        return of(constraint.name(), constraint.arguments().size())
                .orElseThrow(() -> new BadInputException(source.at(constraint.line()) + ": the FlatZinc constraint '"
                        + constraint.name() + "' is not supported by orbits"));
    }
}
