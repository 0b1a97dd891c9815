package org.orbits.model.check;

import java.util.Arrays;
import java.util.HashSet;
import java.util.OptionalLong;
import java.util.Set;
import org.orbits.model.flatzinc.Builtin;
import org.orbits.model.flatzinc.IntSet;

/**
 * How the evaluator works each FlatZinc builtin, one entry per {@link Builtin}: its truth for values given, the
 * candidate it gives a single unknown where it is a function of the others there ({@link Functions}), and what it
 * decides of several unknowns at once, for the few that decide anything ({@link Deductions}). The truths are written
 * from the FlatZinc specification and the MiniZinc library reference ({@link BuiltinChecks}, {@link GlobalChecks},
 * {@link Resources}), apart from the Choco translation, with which this class shares the list of names alone.
 *
 * <p>A condition's entry is its plain truth; its reified forms follow from it: {@code c_reif(args, r)} and
 * {@code c(args, r)} hold when r is the condition's truth, {@code c_imp(args, r)} when r is false or the condition
 * holds.
 */
final class BuiltinRules {

    /**
     * What the evaluator knows of a constraint.
     *
     * @param deduction null where the constraint decides only single unknowns
     */
    record Rule(Truth truth, Functions.Candidate candidate, Deductions.Deduction deduction) {}

    /** What a condition decides of its unknowns once whether it holds is known: false where that is broken already. */
    @FunctionalInterface
    interface Implication {
        boolean deduce(Reading a, boolean holds, Deductions.Assigner out);
    }

    /** One builtin's entry: a condition, or a rule for a builtin that is none. */
    private interface Entry {
        Rule in(Builtin.Form form);
    }

    /** A condition, its reified forms derived from it; {@code implication} null where it decides nothing. */
    private record Condition(Truth holds, Functions.Candidate candidate, Implication implication) implements Entry {
        @Override
        public Rule in(Builtin.Form form) {
            return switch (form) {
                case PLAIN -> new Rule(
                        holds, candidate, implication == null ? null : (a, out) -> implication.deduce(a, true, out));
                case WITH_RESULT, REIF -> new Rule(
                        a -> holds.holds(a.withoutLast()) == a.bool(a.size() - 1),
                        Functions.reified(holds, candidate, true),
                        implication == null
                                ? null
                                : (a, out) -> !a.known(a.size() - 1)
                                        || implication.deduce(a.withoutLast(), a.bool(a.size() - 1), out));
                case IMP -> new Rule(
                        a -> !a.bool(a.size() - 1) || holds.holds(a.withoutLast()),
                        Functions.reified(holds, candidate, false),
                        implication == null
                                ? null
                                : (a, out) -> !a.known(a.size() - 1)
                                        || !a.bool(a.size() - 1)
                                        || implication.deduce(a.withoutLast(), true, out));
            };
        }
    }

    private record Plain(Rule rule) implements Entry {
        @Override
        public Rule in(Builtin.Form form) {
            if (form != Builtin.Form.PLAIN) {
                throw new IllegalArgumentException("a builtin that is no condition has no reified form");
            }
            return rule;
        }
    }

    private BuiltinRules() {}

    /** How the evaluator works a constraint that uses {@code use}. */
    static Rule of(Builtin.Use use) {
        return entry(use.builtin()).in(use.form());
    }

    /** Whether {@code builtin}'s entry is a condition, whose reified forms follow from it. */
    static boolean isCondition(Builtin builtin) {
        return entry(builtin) instanceof Condition;
    }

    private static Entry entry(Builtin builtin) {
        return switch (builtin) {
            case INT_EQ, BOOL_EQ -> condition(a -> a.integer(0) == a.integer(1), Functions.OTHER_SIDE);
            case INT_NE -> condition(a -> a.integer(0) != a.integer(1));
            case INT_LE, BOOL_LE -> condition(a -> a.integer(0) <= a.integer(1));
            case INT_LT, BOOL_LT -> condition(a -> a.integer(0) < a.integer(1));
            case INT_LIN_EQ -> condition(a -> BuiltinChecks.linear(a) == a.integer(2), Functions.LINEAR_TERM);
            case INT_LIN_NE -> condition(a -> BuiltinChecks.linear(a) != a.integer(2));
            case INT_LIN_LE -> condition(a -> BuiltinChecks.linear(a) <= a.integer(2));
            case SET_IN -> condition(a -> a.set(1).contains(a.integer(0)));
            case ARRAY_BOOL_XOR -> condition(a -> BuiltinChecks.count(a.integers(0)) % 2 == 1);
            case BOOL_CLAUSE -> condition(BuiltinChecks::clause);
            case BOOL_AND -> condition(a -> a.bool(0) && a.bool(1));
            case BOOL_OR -> condition(a -> a.bool(0) || a.bool(1));
            case BOOL_XOR -> condition(a -> a.bool(0) != a.bool(1));
                // A conjunction that holds makes every literal true; a disjunction that does not, every literal false.
            case ARRAY_BOOL_AND -> new Condition(
                    a -> BuiltinChecks.count(a.integers(0)) == a.integers(0).length,
                    Functions.NONE,
                    (a, holds, out) -> !holds || Deductions.everyLiteral(a, out, 1));
            case ARRAY_BOOL_OR -> new Condition(
                    a -> BuiltinChecks.count(a.integers(0)) > 0,
                    Functions.NONE,
                    (a, holds, out) -> holds || Deductions.everyLiteral(a, out, 0));
            case INT_ABS -> rule(
                    a -> a.integer(1) == Math.abs(a.integer(0)),
                    Functions.argument(1, a -> OptionalLong.of(Math.abs(a.integer(0)))));
            case INT_DIV -> rule(
                    BuiltinChecks::quotient,
                    Functions.result(a ->
                            a.integer(1) == 0 ? OptionalLong.empty() : OptionalLong.of(a.integer(0) / a.integer(1))));
            case INT_MOD -> rule(
                    BuiltinChecks::remainder,
                    Functions.result(a ->
                            a.integer(1) == 0 ? OptionalLong.empty() : OptionalLong.of(a.integer(0) % a.integer(1))));
            case INT_MAX -> rule(
                    a -> a.integer(2) == Math.max(a.integer(0), a.integer(1)),
                    Functions.result(a -> OptionalLong.of(Math.max(a.integer(0), a.integer(1)))));
            case INT_MIN -> rule(
                    a -> a.integer(2) == Math.min(a.integer(0), a.integer(1)),
                    Functions.result(a -> OptionalLong.of(Math.min(a.integer(0), a.integer(1)))));
            case INT_PLUS -> rule(a -> a.integer(0) + a.integer(1) == a.integer(2), Functions.PLUS);
            case INT_TIMES -> rule(
                    a -> a.integer(0) * a.integer(1) == a.integer(2),
                    Functions.result(a -> OptionalLong.of(a.integer(0) * a.integer(1))));
            case INT_POW -> rule(BuiltinChecks::power, Functions.result(a -> {
                Long power = BuiltinChecks.power(a.integer(0), a.integer(1));
                return power == null ? OptionalLong.empty() : OptionalLong.of(power);
            }));
            case ARRAY_INT_ELEMENT, ARRAY_BOOL_ELEMENT, ARRAY_VAR_INT_ELEMENT, ARRAY_VAR_BOOL_ELEMENT -> new Plain(
                    new Rule(BuiltinChecks::element, Functions.element(), Deductions::element));
            case ARRAY_INT_MAXIMUM -> rule(a -> BuiltinChecks.extremum(a, true), Functions.extremum(true));
            case ARRAY_INT_MINIMUM -> rule(a -> BuiltinChecks.extremum(a, false), Functions.extremum(false));
            case BOOL2INT -> rule(a -> a.integer(0) == a.integer(1), Functions.OTHER_SIDE);
            case BOOL_NOT -> rule(a -> a.bool(0) != a.bool(1), Functions.NEGATION);
            case BOOL_LIN_EQ -> rule(a -> BuiltinChecks.linear(a) == a.integer(2), Functions.BOOL_LINEAR);
            case BOOL_LIN_LE -> rule(a -> BuiltinChecks.linear(a) <= a.integer(2), Functions.NONE);
            case FZN_ALL_DIFFERENT_INT -> rule(a -> GlobalChecks.distinct(a.integers(0), Set.of()), Functions.NONE);
            case FZN_ALLDIFFERENT_EXCEPT_0 -> rule(
                    a -> GlobalChecks.distinct(a.integers(0), Set.of(0L)), Functions.NONE);
            case FZN_ALLDIFFERENT_EXCEPT -> rule(
                    a -> {
                        Set<Long> except = new HashSet<>();
                        a.set(1).values().forEach(except::add);
                        return GlobalChecks.distinct(a.integers(0), except);
                    },
                    Functions.NONE);
            case FZN_ALL_EQUAL_INT -> rule(
                    a -> Arrays.stream(a.integers(0)).distinct().count() <= 1, Functions.NONE);
            case FZN_GLOBAL_CARDINALITY -> deducing(
                    a -> GlobalChecks.cardinality(a.integers(0), a.integers(1), a.integers(2), a.integers(2), false),
                    Deductions::cardinality);
            case FZN_GLOBAL_CARDINALITY_CLOSED -> deducing(
                    a -> GlobalChecks.cardinality(a.integers(0), a.integers(1), a.integers(2), a.integers(2), true),
                    Deductions::cardinality);
            case FZN_GLOBAL_CARDINALITY_LOW_UP -> rule(
                    a -> GlobalChecks.cardinality(a.integers(0), a.integers(1), a.integers(2), a.integers(3), false),
                    Functions.NONE);
            case FZN_GLOBAL_CARDINALITY_LOW_UP_CLOSED -> rule(
                    a -> GlobalChecks.cardinality(a.integers(0), a.integers(1), a.integers(2), a.integers(3), true),
                    Functions.NONE);
            case FZN_TABLE_INT, FZN_TABLE_BOOL -> deducing(
                    a -> GlobalChecks.inTable(a.integers(0), a.integers(1)), Deductions::table);
            case FZN_LEX_LESS_INT, FZN_LEX_LESS_BOOL -> rule(
                    a -> Arrays.compare(a.integers(0), a.integers(1)) < 0, Functions.NONE);
            case FZN_LEX_LESSEQ_INT, FZN_LEX_LESSEQ_BOOL -> rule(
                    a -> Arrays.compare(a.integers(0), a.integers(1)) <= 0, Functions.NONE);
            case FZN_COUNT_EQ -> rule(a -> GlobalChecks.countHolds("eq", a), Functions.count());
            case FZN_COUNT_NEQ -> rule(a -> GlobalChecks.countHolds("neq", a), Functions.NONE);
            case FZN_COUNT_LT -> rule(a -> GlobalChecks.countHolds("lt", a), Functions.NONE);
            case FZN_COUNT_LEQ -> rule(a -> GlobalChecks.countHolds("leq", a), Functions.NONE);
            case FZN_COUNT_GT -> rule(a -> GlobalChecks.countHolds("gt", a), Functions.NONE);
            case FZN_COUNT_GEQ -> rule(a -> GlobalChecks.countHolds("geq", a), Functions.NONE);
            case ORBITS_CIRCUIT -> deducing(
                    a -> GlobalChecks.circuit(a.integers(0), a.integer(1)), Deductions::lastSuccessor);
            case ORBITS_SUBCIRCUIT -> deducing(
                    a -> GlobalChecks.subcircuit(a.integers(0), a.integer(1)), Deductions::lastSuccessor);
            case ORBITS_INVERSE -> deducing(
                    a -> GlobalChecks.inverse(a.integers(0), a.integer(1), a.integers(2), a.integer(3)),
                    Deductions::inverse);
            case FZN_INCREASING_INT, FZN_INCREASING_BOOL -> rule(
                    a -> GlobalChecks.ordered(a.integers(0), 0), Functions.NONE);
            case FZN_STRICTLY_INCREASING_INT -> rule(a -> GlobalChecks.ordered(a.integers(0), 1), Functions.NONE);
            case FZN_DECREASING_INT, FZN_DECREASING_BOOL -> rule(
                    a -> GlobalChecks.descending(a.integers(0), 0), Functions.NONE);
            case FZN_STRICTLY_DECREASING_INT -> rule(a -> GlobalChecks.descending(a.integers(0), 1), Functions.NONE);
            case FZN_NVALUE -> rule(
                    a -> a.integer(0) == Arrays.stream(a.integers(1)).distinct().count(), Functions.distinctValues());
            case FZN_AMONG -> rule(
                    a -> {
                        IntSet values = a.set(2);
                        return a.integer(0)
                                == Arrays.stream(a.integers(1))
                                        .filter(values::contains)
                                        .count();
                    },
                    Functions.among());
            case FZN_REGULAR -> rule(GlobalChecks::accepted, Functions.NONE);
            case FZN_VALUE_PRECEDE_INT -> rule(
                    a -> GlobalChecks.precedes(a.integer(0), a.integer(1), a.integers(2)), Functions.NONE);
            case FZN_CUMULATIVE -> rule(
                    a -> Resources.cumulative(a.integers(0), a.integers(1), a.integers(2), a.integer(3)),
                    Functions.NONE);
            case FZN_DISJUNCTIVE -> rule(a -> Resources.disjunctive(a.integers(0), a.integers(1)), Functions.NONE);
            case FZN_DIFFN -> rule(
                    a -> Resources.apart(a.integers(0), a.integers(1), a.integers(2), a.integers(3)), Functions.NONE);
            case FZN_BIN_PACKING -> rule(
                    a -> Resources.packed(a.integer(0), a.integers(1), a.integers(2)), Functions.NONE);
            case ORBITS_BIN_PACKING_CAPA -> rule(
                    a -> Resources.packedInto(a.integers(0), a.integer(1), a.integers(2), a.integers(3)),
                    Functions.NONE);
            case ORBITS_BIN_PACKING_LOAD -> rule(
                    a -> Resources.loaded(a.integers(0), a.integer(1), a.integers(2), a.integers(3)), Functions.NONE);
        };
    }

    private static Entry condition(Truth holds) {
        return new Condition(holds, Functions.NONE, null);
    }

    private static Entry condition(Truth holds, Functions.Candidate candidate) {
        return new Condition(holds, candidate, null);
    }

    private static Entry rule(Truth truth, Functions.Candidate candidate) {
        return new Plain(new Rule(truth, candidate, null));
    }

    /** A global that decides several unknowns at once, and gives no single unknown of its own. */
    private static Entry deducing(Truth truth, Deductions.Deduction deduction) {
        return new Plain(new Rule(truth, Functions.NONE, deduction));
    }
}
