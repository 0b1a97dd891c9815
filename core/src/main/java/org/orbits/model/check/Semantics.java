package org.orbits.model.check;

/**
 * Whether a constraint holds, by name: the builtins (a condition, its reified form {@code c_reif(..., r)}
 * meaning {@code r <-> c}, its half-reified form {@code c_imp(..., r)} meaning {@code r -> c}) and the globals.
 * The name is looked up once, when a model is read: each check then runs the truth it found.
 */
final class Semantics {

    /** The truth of one kind of constraint for the values its arguments have. */
    @FunctionalInterface
    interface Truth {
        boolean holds(Reading a);
    }

    private Semantics() {}

    /** Whether the evaluator knows a constraint of this name taking this many arguments. */
    static boolean knows(String name, int arity) {
        Integer condition = BuiltinChecks.CONDITIONS.get(name);
        if (condition != null
                && (condition == arity || (BuiltinChecks.WITH_RESULT.contains(name) && condition + 1 == arity))) {
            return true;
        }
        String base = base(name);
        if (base != null && BuiltinChecks.CONDITIONS.getOrDefault(base, -2) + 1 == arity) {
            return true;
        }
        return BuiltinChecks.OTHERS.getOrDefault(name, -1) == arity
                || GlobalChecks.ARITIES.getOrDefault(name, -1) == arity;
    }

    /** {@code int_le} for {@code int_le_reif} or {@code int_le_imp}; null for other names. */
    static String base(String name) {
        for (String suffix : new String[] {"_reif", "_imp"}) {
            if (name.endsWith(suffix)) {
                return name.substring(0, name.length() - suffix.length());
            }
        }
        return null;
    }

    /** The truth of the constraint {@code name} of {@code arity} arguments, which the evaluator {@link #knows}. */
    static Truth truth(String name, int arity) {
        Integer condition = BuiltinChecks.CONDITIONS.get(name);
        if (condition != null && condition == arity) {
            return BuiltinChecks.condition(name);
        }
        if (condition != null && condition + 1 == arity) {
            Truth plain = BuiltinChecks.condition(name);
            return a -> plain.holds(a.withoutLast()) == a.bool(a.size() - 1);
        }
        String base = base(name);
        if (base != null && BuiltinChecks.CONDITIONS.containsKey(base)) {
            Truth plain = BuiltinChecks.condition(base);
            return name.endsWith("_reif")
                    ? a -> plain.holds(a.withoutLast()) == a.bool(a.size() - 1)
                    : a -> !a.bool(a.size() - 1) || plain.holds(a.withoutLast());
        }
        if (BuiltinChecks.OTHERS.containsKey(name)) {
            return BuiltinChecks.other(name);
        }
        return GlobalChecks.truth(name);
    }

    static boolean holds(String name, Reading a) {
        return truth(name, a.size()).holds(a);
    }
}
