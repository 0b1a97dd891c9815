package org.orbits.model.check;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.Item;

/**
 * A constraint as a message shows it: {@code int_lin_eq([1,1],[q[1],q[2]],5) is false (q[1]=1, q[2]=2)}. Variables
 * go by the name of the cell that holds them where there is one, arrays named in the model are spelt out.
 */
final class Words {

    private final FlatZincModel source;
    private final Map<String, String> cellNames;

    Words(FlatZincModel source, Map<String, String> cellNames) {
        this.source = source;
        this.cellNames = cellNames;
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
