package org.orbits.model.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.orbits.model.declared.DeclaredSymmetries;
import org.orbits.model.flatzinc.Builtin;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.IntSet;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.TypeInst;

/**
 * A FlatZinc model as the evaluator reads it once: its variables (every scalar that is no alias), their domains, its
 * constraints as rules (the symmetry declarations left out, as they constrain nothing), and for each variable the
 * constraints that mention it.
 */
final class EvaluatedModel {

    final FlatZincModel source;
    final List<String> variables = new ArrayList<>();
    final Map<String, Integer> indices = new HashMap<>();
    /** Each variable's domain; null for an int no declaration bounds. */
    final IntSet[] domains;
    /** Each domain's size; {@link Long#MAX_VALUE} for none. */
    final long[] sizes;
    /** Each domain's ranges ({@link IntSet#ranges}), so that its values are tried without a stream; null for none. */
    final long[][] ranges;

    final ConstraintRule[] rules;
    /** The constraints that mention each variable. */
    final int[][] watchers;

    EvaluatedModel(FlatZincModel source, boolean deduce) {
        this.source = source;
        List<IntSet> domainList = new ArrayList<>();
        for (Item.VariableDeclaration variable : source.variables().values()) {
            if (!variable.type().isArray() && variable.value().isEmpty()) {
                indices.put(variable.name(), variables.size());
                variables.add(variable.name());
                domainList.add(
                        variable.type().base() == TypeInst.Base.BOOL
                                ? IntSet.range(0, 1)
                                : variable.type().domain().orElse(null));
            }
        }
        this.domains = domainList.toArray(new IntSet[0]);
        this.sizes = new long[domains.length];
        this.ranges = new long[domains.length][];
        for (int v = 0; v < domains.length; v++) {
            sizes[v] = domains[v] == null ? Long.MAX_VALUE : domains[v].size();
            ranges[v] = domains[v] == null ? null : domains[v].ranges();
        }
        List<Item.Constraint> constraints = source.constraints().stream()
                .filter(c -> !DeclaredSymmetries.isDeclaration(c.name()))
                .toList();
        State names = new State(variables.size(), indices);
        List<List<Integer>> watching = new ArrayList<>();
        variables.forEach(v -> watching.add(new ArrayList<>()));
        this.rules = new ConstraintRule[constraints.size()];
        for (int c = 0; c < rules.length; c++) {
            Item.Constraint constraint = constraints.get(c);
            Builtin.Use builtin = Builtin.of(source, constraint);
            Set<Integer> its = new HashSet<>();
            constraint.arguments().forEach(argument -> collect(argument, constraint.line(), its));
            int[] mentioned = its.stream().mapToInt(Integer::intValue).sorted().toArray();
            for (int v : mentioned) {
                watching.get(v).add(c);
            }
            rules[c] = new ConstraintRule(
                    c,
                    constraint,
                    builtin,
                    mentioned,
                    Reading.Resolved.of(source, constraint.arguments(), names),
                    deduce);
        }
        this.watchers = watching.stream()
                .map(list -> list.stream().mapToInt(Integer::intValue).toArray())
                .toArray(int[][]::new);
    }

    private void collect(Expr argument, int line, Set<Integer> into) {
        if (argument instanceof Expr.ArrayLiteral
                || (argument instanceof Expr.Name name
                        && source.variable(name.id())
                                .map(v -> v.type().isArray())
                                .orElse(false))) {
            source.elements(argument, line).forEach(element -> collect(element, line, into));
            return;
        }
        Expr resolved = source.resolve(argument);
        if (resolved instanceof Expr.Name name && indices.containsKey(name.id())) {
            into.add(indices.get(name.id()));
        }
    }

    /** The variable an expression stands for, or -1 for a constant. */
    int variableOf(Expr expr) {
        Expr resolved = source.resolve(expr);
        return resolved instanceof Expr.Name name ? indices.get(name.id()) : -1;
    }
}
