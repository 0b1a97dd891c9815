package org.orbits.model.check;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.Outputs;

/**
 * A failure as a message shows it: a false constraint as FlatZinc spells it, {@code int_lin_eq([1,1],[q[1],q[2]],5) is
 * false (q[1]=1, q[2]=2)}, variables going by the name of the cell that holds them where there is one, arrays named in
 * the model spelt out. Nothing here runs unless a message is shown.
 */
final class Words {

    private final EvaluatedModel model;
    private final FlatZincModel source;
    private final Map<String, String> cellNames = new LinkedHashMap<>();

    Words(EvaluatedModel model, Outputs outputs) {
        this.model = model;
        this.source = model.source;
        for (Outputs.Cell cell : outputs.cells()) {
            if (cell.reference() instanceof Expr.Name name) {
                cellNames.putIfAbsent(name.id(), cell.name());
            }
        }
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
        Map<String, Long> shown = new LinkedHashMap<>();
        StringJoiner arguments = new StringJoiner(",", constraint.name() + "(", ")");
        for (Expr argument : constraint.arguments()) {
            arguments.add(spell(argument, constraint.line(), assignment, shown));
        }
        StringJoiner values = new StringJoiner(", ", " (", ")");
        shown.forEach((name, value) -> values.add(name + "=" + value));
        return arguments + " is false" + (shown.isEmpty() ? "" : values.toString());
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
