package org.orbits.model.presolve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.orbits.model.flatzinc.Builtin;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.Item;

/**
 * The global constraints a FlatZinc model implies where MiniZinc handed over their decomposition, as presolvers find
 * them: a count written as a sum of {@code bool2int} of reified equalities, a clique of pairwise disequalities, a
 * channelling by element constraints that is an inverse. It reads the FlatZinc as written and changes nothing: what it
 * finds, the translation posts beside the decomposition.
 */
public final class Presolve {

    /** Beyond this many disequalities the cliques are not looked for: the search for them would cost more than it gains. */
    private static final int MAX_DISEQUALITIES = 200_000;

    private final FlatZincModel source;
    private final List<Structure> found = new ArrayList<>();

    private Presolve(FlatZincModel source) {
        this.source = source;
    }

    /** What {@code source} implies, in the order found: counts, then all-differents, then inverses. */
    public static List<Structure> of(FlatZincModel source) {
        Presolve presolve = new Presolve(source);
        presolve.counts();
        presolve.allDifferents();
        presolve.inverses();
        return List.copyOf(presolve.found);
    }

    /** One line per kind of structure found: how many, and how many constraints of the model they strengthen. */
    public static List<String> summary(List<Structure> found) {
        Map<String, int[]> byKind = new LinkedHashMap<>();
        for (Structure structure : found) {
            String kind = structure.kind();
            int replaced = structure.replaced();
            int[] tally = byKind.computeIfAbsent(kind, unused -> new int[2]);
            tally[0]++;
            tally[1] += replaced;
        }
        List<String> lines = new ArrayList<>();
        byKind.forEach((kind, tally) -> lines.add("found " + tally[0] + " " + kind + (tally[0] == 1 ? "" : "s")
                + " in the FlatZinc's decomposition, posted beside the " + tally[1] + " constraints "
                + (tally[0] == 1 ? "it strengthens" : "they strengthen")));
        return lines;
    }

    /** The builtin and form a constraint uses, if orbits reads it. */
    private static Optional<Builtin.Use> use(Item.Constraint constraint) {
        return Builtin.of(constraint.name(), constraint.arguments().size());
    }

    private static boolean is(Item.Constraint constraint, Builtin builtin, Builtin.Form form) {
        return use(constraint)
                .map(u -> u.builtin() == builtin && u.form() == form)
                .orElse(false);
    }

    /** The variable (no alias) a scalar argument stands for, if it is one. */
    private Optional<String> variable(Expr expr) {
        Expr resolved = source.resolve(expr);
        return resolved instanceof Expr.Name name
                        && source.variable(name.id())
                                .map(v -> !v.type().isArray())
                                .orElse(false)
                ? Optional.of(name.id())
                : Optional.empty();
    }

    /** The fixed value a scalar argument stands for, if it is one; a bool's as 0 or 1. */
    private Optional<Long> constant(Expr expr) {
        Expr resolved = source.resolve(expr);
        if (resolved instanceof Expr.IntLiteral literal) {
            return Optional.of(literal.value());
        }
        if (resolved instanceof Expr.BoolLiteral literal) {
            return Optional.of(literal.value() ? 1L : 0L);
        }
        return Optional.empty();
    }

    private Optional<long[]> constants(Expr array, int line) {
        List<Expr> elements = source.elements(array, line);
        long[] values = new long[elements.size()];
        for (int i = 0; i < values.length; i++) {
            Optional<Long> value = constant(elements.get(i));
            if (value.isEmpty()) {
                return Optional.empty();
            }
            values[i] = value.get();
        }
        return Optional.of(values);
    }

    /** {@code b <-> x = k}: the variable and the value. */
    private record Equality(String variable, long value) {}

    /** A term of a sum that counts: the equality it counts, and its coefficient. */
    private record Term(Equality equality, long coefficient) {}

    private void counts() {
        Map<String, Equality> equalities = new HashMap<>();
        Map<String, String> boolOfInt = new HashMap<>();
        for (Item.Constraint constraint : source.constraints()) {
            List<Expr> a = constraint.arguments();
            if (is(constraint, Builtin.INT_EQ, Builtin.Form.REIF)) {
                Optional<String> x = variable(a.get(0)).or(() -> variable(a.get(1)));
                Optional<Long> k = constant(a.get(1)).or(() -> constant(a.get(0)));
                Optional<String> b = variable(a.get(2));
                if (x.isPresent() && k.isPresent() && b.isPresent()) {
                    equalities.putIfAbsent(b.get(), new Equality(x.get(), k.get()));
                }
            } else if (is(constraint, Builtin.BOOL2INT, Builtin.Form.PLAIN)) {
                Optional<String> b = variable(a.get(0));
                Optional<String> i = variable(a.get(1));
                if (b.isPresent() && i.isPresent()) {
                    boolOfInt.putIfAbsent(i.get(), b.get());
                }
            }
        }
        if (equalities.isEmpty()) {
            return;
        }
        for (Item.Constraint constraint : source.constraints()) {
            boolean linear = is(constraint, Builtin.INT_LIN_EQ, Builtin.Form.PLAIN)
                    || is(constraint, Builtin.INT_LIN_LE, Builtin.Form.PLAIN);
            boolean bools = is(constraint, Builtin.BOOL_LIN_EQ, Builtin.Form.PLAIN)
                    || is(constraint, Builtin.BOOL_LIN_LE, Builtin.Form.PLAIN);
            if (linear || bools) {
                boolean equal = is(constraint, Builtin.INT_LIN_EQ, Builtin.Form.PLAIN)
                        || is(constraint, Builtin.BOOL_LIN_EQ, Builtin.Form.PLAIN);
                count(constraint, equal, linear ? boolOfInt : null, equalities).ifPresent(found::add);
            }
        }
    }

    /**
     * The count a sum states, if it is one: every term but at most one a count of one value with one coefficient, 1 or
     * -1, and the other term (a sum's equality only) the counter, of the opposite coefficient. {@code boolOfInt} is
     * null where the sum's terms are the bools themselves ({@code bool_lin_eq}).
     */
    private Optional<Structure.Count> count(
            Item.Constraint constraint,
            boolean equal,
            Map<String, String> boolOfInt,
            Map<String, Equality> equalities) {
        List<Expr> a = constraint.arguments();
        Optional<long[]> coefficients = constants(a.get(0), constraint.line());
        List<Expr> elements = source.elements(a.get(1), constraint.line());
        if (coefficients.isEmpty() || coefficients.get().length != elements.size()) {
            return Optional.empty();
        }
        long right = 0;
        Optional<String> counterOnRight = Optional.empty();
        Optional<Long> fixedRight = constant(a.get(2));
        if (fixedRight.isPresent()) {
            right = fixedRight.get();
        } else if (boolOfInt == null && equal) {
            counterOnRight = variable(a.get(2));
            if (counterOnRight.isEmpty()) {
                return Optional.empty();
            }
        } else {
            return Optional.empty();
        }
        List<Term> terms = new ArrayList<>();
        String other = null;
        long otherCoefficient = 0;
        for (int i = 0; i < elements.size(); i++) {
            long coefficient = coefficients.get()[i];
            Optional<Long> fixed = constant(elements.get(i));
            if (fixed.isPresent()) {
                right -= coefficient * fixed.get();
                continue;
            }
            Optional<String> name = variable(elements.get(i));
            if (name.isEmpty()) {
                return Optional.empty();
            }
            String bool = boolOfInt == null ? name.get() : boolOfInt.get(name.get());
            Equality equality = bool == null ? null : equalities.get(bool);
            if (equality != null) {
                terms.add(new Term(equality, coefficient));
            } else if (other == null && equal && counterOnRight.isEmpty()) {
                other = name.get();
                otherCoefficient = coefficient;
            } else {
                return Optional.empty();
            }
        }
        if (terms.size() < 2) {
            return Optional.empty();
        }
        long value = terms.get(0).equality().value();
        long sign = terms.get(0).coefficient();
        if (sign != 1 && sign != -1) {
            return Optional.empty();
        }
        for (Term term : terms) {
            if (term.equality().value() != value || term.coefficient() != sign) {
                return Optional.empty();
            }
        }
        List<String> variables =
                terms.stream().map(term -> term.equality().variable()).toList();
        int replaced = 1 + terms.size() * (boolOfInt == null ? 1 : 2);
        int n = variables.size();
        if (counterOnRight.isPresent()) {
            // sum(b) = c, the coefficients 1; with -1 the count is -c, which no counter of a count is.
            return sign == 1
                    ? Optional.of(new Structure.Count(variables, value, counterOnRight, right, 0, n, replaced))
                    : Optional.empty();
        }
        if (other != null) {
            // sign * count + otherCoefficient * y = right, otherCoefficient = -sign: count = y + sign * right.
            return otherCoefficient == -sign
                    ? Optional.of(
                            new Structure.Count(variables, value, Optional.of(other), sign * right, 0, n, replaced))
                    : Optional.empty();
        }
        if (equal) {
            long count = sign * right;
            return Optional.of(new Structure.Count(variables, value, Optional.empty(), 0, count, count, replaced));
        }
        // sign * count <= right.
        return sign == 1
                ? Optional.of(
                        new Structure.Count(variables, value, Optional.empty(), 0, 0, Math.min(right, n), replaced))
                : Optional.of(
                        new Structure.Count(variables, value, Optional.empty(), 0, Math.max(-right, 0), n, replaced));
    }

    /** {@code x - y != c}, as {@code int_ne} and {@code int_lin_ne([1,-1], [x,y], c)} state it. */
    private Optional<Disequality> disequality(Item.Constraint constraint) {
        List<Expr> a = constraint.arguments();
        if (is(constraint, Builtin.INT_NE, Builtin.Form.PLAIN)) {
            Optional<String> x = variable(a.get(0));
            Optional<String> y = variable(a.get(1));
            return x.isPresent() && y.isPresent()
                    ? Optional.of(new Disequality(x.get(), y.get(), 0))
                    : Optional.empty();
        }
        if (is(constraint, Builtin.INT_LIN_NE, Builtin.Form.PLAIN)) {
            Optional<long[]> coefficients = constants(a.get(0), constraint.line());
            List<Expr> terms = source.elements(a.get(1), constraint.line());
            Optional<Long> right = constant(a.get(2));
            if (coefficients.isEmpty() || terms.size() != 2 || right.isEmpty()) {
                return Optional.empty();
            }
            long[] c = coefficients.get();
            Optional<String> x = variable(terms.get(0));
            Optional<String> y = variable(terms.get(1));
            if (x.isEmpty() || y.isEmpty() || c[0] != -c[1] || Math.abs(c[0]) != 1) {
                return Optional.empty();
            }
            // c0 * (x - y) != right
            return Optional.of(new Disequality(x.get(), y.get(), c[0] * right.get()));
        }
        return Optional.empty();
    }

    /** {@code x - y != difference}. */
    private record Disequality(String x, String y, long difference) {}

    /**
     * Cliques of disequalities {@code x_u + o_u != x_v + o_v}: {@code x != y} for every two of them (the offsets 0),
     * or {@code q[i] + i != q[j] + j}, the diagonals of the queens. Grown greedily from each disequality not yet in
     * one, each variable taken in the order the disequalities name them.
     */
    private void allDifferents() {
        // The differences x - y may not take, for each ordered pair: x - y != c is y - x != -c.
        Map<List<String>, Set<Long>> forbidden = new HashMap<>();
        Map<String, Set<String>> neighbours = new LinkedHashMap<>();
        List<Disequality> edges = new ArrayList<>();
        for (Item.Constraint constraint : source.constraints()) {
            Optional<Disequality> found = disequality(constraint);
            if (found.isEmpty() || found.get().x().equals(found.get().y())) {
                continue;
            }
            Disequality edge = found.get();
            if (forbidden
                    .computeIfAbsent(List.of(edge.x(), edge.y()), unused -> new HashSet<>())
                    .add(edge.difference())) {
                forbidden
                        .computeIfAbsent(List.of(edge.y(), edge.x()), unused -> new HashSet<>())
                        .add(-edge.difference());
                edges.add(edge);
            }
            neighbours
                    .computeIfAbsent(edge.x(), unused -> new LinkedHashSet<>())
                    .add(edge.y());
            neighbours
                    .computeIfAbsent(edge.y(), unused -> new LinkedHashSet<>())
                    .add(edge.x());
            if (edges.size() > MAX_DISEQUALITIES) {
                return;
            }
        }
        Set<Disequality> covered = new HashSet<>();
        for (Disequality edge : edges) {
            if (covered.contains(edge)) {
                continue;
            }
            // x + 0 != y + o_y where x - y != o_y.
            Map<String, Long> offsets = new LinkedHashMap<>();
            offsets.put(edge.x(), 0L);
            offsets.put(edge.y(), edge.difference());
            for (String candidate : neighbours.get(edge.x())) {
                if (offsets.containsKey(candidate)) {
                    continue;
                }
                // The disequalities no clique holds yet first, so that a clique of the queens' diagonals is not
                // taken for one more of their columns.
                List<Long> tried = forbidden.get(List.of(edge.x(), candidate)).stream()
                        .sorted(Comparator.comparing(
                                        (Long offset) -> covered.contains(new Disequality(edge.x(), candidate, offset)))
                                .thenComparing(Comparator.naturalOrder()))
                        .toList();
                for (long offset : tried) {
                    boolean fits = offsets.entrySet().stream().allMatch(member -> forbidden
                            .getOrDefault(List.of(member.getKey(), candidate), Set.of())
                            .contains(offset - member.getValue()));
                    if (fits) {
                        offsets.put(candidate, offset);
                        break;
                    }
                }
            }
            if (offsets.size() < 3) {
                continue;
            }
            int pairs = 0;
            List<Map.Entry<String, Long>> members = new ArrayList<>(offsets.entrySet());
            for (int u = 0; u < members.size(); u++) {
                for (int v = u + 1; v < members.size(); v++) {
                    String x = members.get(u).getKey();
                    String y = members.get(v).getKey();
                    long difference = members.get(v).getValue() - members.get(u).getValue();
                    if (covered.add(new Disequality(x, y, difference))) {
                        covered.add(new Disequality(y, x, -difference));
                        pairs++;
                    }
                }
            }
            found.add(new Structure.AllDifferent(List.copyOf(offsets.keySet()), List.copyOf(offsets.values()), pairs));
        }
    }

    private void inverses() {
        // The element constraints y[x] = c of each array y, by their constant c.
        Map<List<String>, TreeMap<Long, List<String>>> byArray = new LinkedHashMap<>();
        for (Item.Constraint constraint : source.constraints()) {
            if (!is(constraint, Builtin.ARRAY_VAR_INT_ELEMENT, Builtin.Form.PLAIN)) {
                continue;
            }
            List<Expr> a = constraint.arguments();
            Optional<String> index = variable(a.get(0));
            Optional<Long> value = constant(a.get(2));
            List<String> array = new ArrayList<>();
            for (Expr element : source.elements(a.get(1), constraint.line())) {
                Optional<String> name = variable(element);
                if (name.isEmpty()) {
                    array = null;
                    break;
                }
                array.add(name.get());
            }
            if (index.isPresent() && value.isPresent() && array != null) {
                byArray.computeIfAbsent(array, unused -> new TreeMap<>())
                        .computeIfAbsent(value.get(), unused -> new ArrayList<>())
                        .add(index.get());
            }
        }
        byArray.forEach((array, indices) -> {
            int n = array.size();
            // y[x[c]] = c for each c of 1..n once: x maps 1..n into 1..n one to one, so it is a permutation and y its
            // inverse.
            boolean exact = indices.size() == n
                    && indices.firstKey() == 1
                    && indices.lastKey() == n
                    && indices.values().stream().allMatch(list -> list.size() == 1);
            if (exact && n >= 2) {
                List<String> successors =
                        indices.values().stream().map(list -> list.get(0)).toList();
                found.add(new Structure.Inverse(successors, array, n));
            }
        });
    }
}
