package org.orbits.model.check;

import com.google.common.base.Suppliers;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import java.util.function.Supplier;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.Outputs;

/**
 * A failure as a message shows it. Where the {@link Provenance} knows the user's constraint a false FlatZinc
 * constraint comes from, the message names that, with the cells it reads: {@code wrong.mzn:5: the constraint x[1] <
 * x[2] \/ x[3] = 1 does not hold (x[1]=4, x[2]=3, x[3]=2)}. Otherwise it spells out the FlatZinc constraint: {@code
 * int_lin_eq([1,1],[q[1],q[2]],5) is false (q[1]=1, q[2]=2)}, variables going by the name of the cell that holds them
 * where there is one, arrays named in the model spelt out. Nothing here runs unless a message is shown.
 */
final class Words {

    /** The most cells a message lists; the others are left as {@code ...}. */
    private static final int MOST_CELLS = 12;

    private final EvaluatedModel model;
    private final FlatZincModel source;
    private final Outputs outputs;
    private final Provenance provenance;
    private final Map<String, String> cellNames = new LinkedHashMap<>();
    /** The constraint that defines each variable ({@code defines_var}), found the first time a message needs it. */
    private final Supplier<Map<String, Item.Constraint>> definitions;

    Words(EvaluatedModel model, Outputs outputs, Provenance provenance) {
        this.model = model;
        this.source = model.source;
        this.outputs = outputs;
        this.provenance = provenance;
        for (Outputs.Cell cell : outputs.cells()) {
            if (cell.reference() instanceof Expr.Name name) {
                cellNames.putIfAbsent(name.id(), cell.name());
            }
        }
        this.definitions = Suppliers.memoize(this::definitions);
    }

    String describe(CheckFailure failure) {
        if (failure == null) {
            return "a variable has no value left to try";
        }
        return switch (failure.kind()) {
            case FALSE -> falsehood(model.rules[failure.constraint()].constraint, failure.state());
            case OUTSIDE_DOMAIN -> name(failure.variable()) + "=" + failure.value() + " is outside its domain "
                    + model.domains[failure.variable()];
            case UNBOUNDED -> name(failure.variable())
                    + " has no bounds and no constraint decides it, so it cannot be checked";
        };
    }

    private String name(int variable) {
        String id = model.variables.get(variable);
        return cellNames.getOrDefault(id, id);
    }

    String falsehood(Item.Constraint constraint, Reading.Assignment assignment) {
        Optional<Provenance.Origin> origin = provenance.constraintAt(constraint.line());
        if (origin.isPresent()) {
            return inUserWords(origin.get(), constraint, assignment);
        }
        Map<String, Long> shown = new LinkedHashMap<>();
        StringJoiner arguments = new StringJoiner(",", constraint.name() + "(", ")");
        for (Expr argument : constraint.arguments()) {
            arguments.add(spell(argument, constraint.line(), assignment, shown));
        }
        StringJoiner values = new StringJoiner(", ", " (", ")");
        shown.forEach((name, value) -> values.add(name + "=" + value));
        return arguments + " is false" + (shown.isEmpty() ? "" : values.toString());
    }

    /** The user's constraint, the loop values that made this part of it, and the values of the cells it reads. */
    private String inUserWords(Provenance.Origin origin, Item.Constraint constraint, Reading.Assignment assignment) {
        StringBuilder text = new StringBuilder(origin.place())
                .append(": the constraint ")
                .append(origin.text())
                .append(" does not hold");
        if (!origin.bindings().isEmpty()) {
            text.append(" for ").append(String.join(", ", origin.bindings()));
        }
        StringJoiner values = new StringJoiner(", ", " (", ")").setEmptyValue("");
        int listed = 0;
        Set<String> read = cellsRead(constraint);
        for (Outputs.Cell cell : outputs.cells()) {
            if (cell.reference() instanceof Expr.Name name && read.contains(name.id())) {
                int variable = assignment.indexOf(name.id());
                if (variable >= 0 && assignment.known(variable)) {
                    if (listed++ == MOST_CELLS) {
                        values.add("...");
                        break;
                    }
                    values.add(cell.name() + "=" + assignment.value(variable));
                }
            }
        }
        return text.append(values).toString();
    }

    /**
     * The variables held by cells that a constraint reads, directly or through the auxiliaries it reads, each traced
     * back through the constraint that defines it.
     */
    private Set<String> cellsRead(Item.Constraint constraint) {
        Set<String> cells = new HashSet<>();
        Set<String> seen = new HashSet<>();
        Deque<Item.Constraint> next = new ArrayDeque<>(List.of(constraint));
        while (!next.isEmpty() && seen.size() < 100_000) {
            Item.Constraint at = next.pop();
            for (String variable : ConstraintTruth.variablesOf(source, at)) {
                if (!seen.add(variable)) {
                    continue;
                }
                if (cellNames.containsKey(variable)) {
                    cells.add(variable);
                } else if (definitions.get().containsKey(variable)) {
                    next.push(definitions.get().get(variable));
                }
            }
        }
        return cells;
    }

    private Map<String, Item.Constraint> definitions() {
        Map<String, Item.Constraint> defining = new HashMap<>();
        for (Item.Constraint constraint : source.constraints()) {
            constraint.definedVariable().ifPresent(variable -> {
                Expr resolved = source.resolve(new Expr.Name(variable));
                if (resolved instanceof Expr.Name name) {
                    defining.putIfAbsent(name.id(), constraint);
                }
            });
        }
        return defining;
    }

    private String spell(Expr argument, int line, Reading.Assignment assignment, Map<String, Long> shown) {
        boolean namedArray = argument instanceof Expr.Name name
                && ((source.parameters().containsKey(name.id())
                                && source.parameters().get(name.id()).type().isArray())
                        || source.variable(name.id())
                                .map(v -> v.type().isArray())
                                .orElse(false));
        if (argument instanceof Expr.ArrayLiteral || namedArray) {
            List<Expr> elements = source.elements(argument, line);
            StringJoiner array = new StringJoiner(",", "[", "]");
            elements.forEach(element -> array.add(spell(element, line, assignment, shown)));
            return array.toString();
        }
        Expr resolved = source.resolve(argument);
        if (resolved instanceof Expr.Name name) {
            String shownName = cellNames.getOrDefault(name.id(), name.id());
            int variable = assignment.indexOf(name.id());
            if (variable >= 0 && assignment.known(variable)) {
                shown.putIfAbsent(shownName, assignment.value(variable));
            }
            return shownName;
        }
        return resolved.toString();
    }
}
