package org.orbits.model.check;

/**
 * Whether a constraint holds, by name: the builtins (a condition, its reified form {@code c_reif(..., r)}
 * meaning {@code r <-> c}, its half-reified form {@code c_imp(..., r)} meaning {@code r -> c}) and the globals.
 */
final class Semantics {

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
    private static String base(String name) {
        for (String suffix : new String[] {"_reif", "_imp"}) {
            if (name.endsWith(suffix)) {
                return name.substring(0, name.length() - suffix.length());
            }
        }
        return null;
    }

    static boolean holds(String name, Reading a) {
        Integer condition = BuiltinChecks.CONDITIONS.get(name);
        if (condition != null && condition == a.size()) {
            return BuiltinChecks.condition(name, a);
        }
        if (condition != null && condition + 1 == a.size()) {
            return BuiltinChecks.condition(name, a.withoutLast()) == a.bool(a.size() - 1);
        }
        String base = base(name);
        if (base != null && BuiltinChecks.CONDITIONS.containsKey(base)) {
            boolean truth = BuiltinChecks.condition(base, a.withoutLast());
            boolean r = a.bool(a.size() - 1);
            return name.endsWith("_reif") ? truth == r : !r || truth;
        }
        if (BuiltinChecks.OTHERS.containsKey(name)) {
            return BuiltinChecks.other(name, a);
        }
        return GlobalChecks.holds(name, a);
    }
}
