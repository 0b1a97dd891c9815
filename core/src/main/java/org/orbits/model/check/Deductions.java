package org.orbits.model.check;

/**
 * What a global decides of several unknown variables at once, where it is a function in those places of what is
 * known: {@code inverse} gives each position from the sequence and each value of the sequence from the positions,
 * an element constraint with a known index gives the element from the result or the result from the element, a
 * circuit with one successor unknown gives it the one node no other successor takes, a table gives every place on
 * which the rows that agree with what is known all agree, a cardinality gives the counts once the values are known,
 * a conjunction known true (a disjunction known false) gives every literal. Each deduction follows from the
 * constraint's meaning ({@link GlobalChecks}, {@link BuiltinChecks}) and the values known alone, so it never rules
 * out a solution; the constraint is still checked once all its variables have values. Each builtin's deduction, if
 * it has one, is named in {@link BuiltinRules}.
 */
final class Deductions {

    /** Gives values to variables; false when a value contradicts the one a variable has (or its domain). */
    @FunctionalInterface
    interface Assigner {
        boolean assign(int variable, long value);
    }

    /** The deduction of one kind of constraint: false when what is known already breaks it. */
    @FunctionalInterface
    interface Deduction {
        boolean deduce(Reading a, Assigner out);
    }

    private Deductions() {}

    /** Element {@code k} of array argument {@code i} is {@code value}: a constant must be it, a variable takes it. */
    private static boolean set(Reading a, int i, int k, long value, Assigner out) {
        int variable = a.variableAt(i, k);
        return variable < 0 ? a.element(i, k) == value : out.assign(variable, value);
    }

    /** Scalar argument {@code i} is {@code value}. */
    private static boolean set(Reading a, int i, long value, Assigner out) {
        int variable = a.variable(i);
        return variable < 0 ? a.integer(i) == value : out.assign(variable, value);
    }

    /**
     * {@code inverse(f, firstF, g, firstG)}: {@code f[i] = j} exactly when {@code g[j] = i}, each array indexed from its
     * first index, so each known value places one value of the other array.
     */
    static boolean inverse(Reading a, Assigner out) {
        int n = a.length(0);
        if (n != a.length(2)) {
            return false;
        }
        long firstF = a.integer(1);
        long firstG = a.integer(3);
        for (int side = 0; side <= 2; side += 2) {
            int other = 2 - side;
            long ownFirst = side == 0 ? firstF : firstG;
            long otherFirst = side == 0 ? firstG : firstF;
            for (int k = 0; k < n; k++) {
                if (a.knownAt(side, k)) {
                    long at = a.element(side, k) - otherFirst;
                    if (at < 0 || at >= n || !set(a, other, (int) at, k + ownFirst, out)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** {@code array[index] = result} (1-based): a known index links the result with one element. */
    static boolean element(Reading a, Assigner out) {
        if (!a.known(0)) {
            return true;
        }
        long index = a.integer(0);
        if (index < 1 || index > a.length(1)) {
            return false;
        }
        int k = (int) index - 1;
        if (a.knownAt(1, k)) {
            return set(a, 2, a.element(1, k), out);
        }
        return !a.known(2) || set(a, 1, k, a.integer(2), out);
    }

    /**
     * The successors of a circuit or subcircuit are a permutation of the nodes {@code first..}: with one unknown, it
     * is the node no other successor takes.
     */
    static boolean lastSuccessor(Reading a, Assigner out) {
        int n = a.length(0);
        long first = a.integer(1);
        boolean[] taken = new boolean[n];
        int unknown = -1;
        for (int k = 0; k < n; k++) {
            if (!a.knownAt(0, k)) {
                if (unknown >= 0) {
                    return true;
                }
                unknown = k;
                continue;
            }
            long node = a.element(0, k) - first;
            if (node < 0 || node >= n || taken[(int) node]) {
                return false;
            }
            taken[(int) node] = true;
        }
        if (unknown < 0) {
            return true;
        }
        for (int node = 0; node < n; node++) {
            if (!taken[node]) {
                return set(a, 0, unknown, node + first, out);
            }
        }
        return false;
    }

    /** The rows that agree with the known places: none breaks the table, and where they all agree, so does x. */
    static boolean table(Reading a, Assigner out) {
        int width = a.length(0);
        if (width == 0) {
            return true;
        }
        int rows = a.length(1) / width;
        long[] agreed = new long[width];
        boolean[] differ = new boolean[width];
        int matching = 0;
        for (int row = 0; row < rows; row++) {
            boolean matches = true;
            for (int k = 0; k < width && matches; k++) {
                matches = !a.knownAt(0, k) || a.element(0, k) == a.element(1, row * width + k);
            }
            if (!matches) {
                continue;
            }
            for (int k = 0; k < width; k++) {
                long value = a.element(1, row * width + k);
                differ[k] |= matching > 0 && agreed[k] != value;
                agreed[k] = value;
            }
            matching++;
        }
        if (matching == 0) {
            return false;
        }
        for (int k = 0; k < width; k++) {
            if (!differ[k] && !a.knownAt(0, k) && !set(a, 0, k, agreed[k], out)) {
                return false;
            }
        }
        return true;
    }

    /** {@code global_cardinality(x, cover, counts)}: once every x is known, each count is how often its value occurs. */
    static boolean cardinality(Reading a, Assigner out) {
        int n = a.length(0);
        for (int k = 0; k < n; k++) {
            if (!a.knownAt(0, k)) {
                return true;
            }
        }
        for (int c = 0; c < a.length(1); c++) {
            long value = a.element(1, c);
            long occurrences = 0;
            for (int k = 0; k < n; k++) {
                occurrences += a.element(0, k) == value ? 1 : 0;
            }
            if (!set(a, 2, c, occurrences, out)) {
                return false;
            }
        }
        return true;
    }

    /** Every element of the array argument 0 is {@code value}: {@code array_bool_and(x)} known to hold makes each true. */
    static boolean everyLiteral(Reading a, Assigner out, long value) {
        for (int k = 0; k < a.length(0); k++) {
            if (!set(a, 0, k, value, out)) {
                return false;
            }
        }
        return true;
    }
}
