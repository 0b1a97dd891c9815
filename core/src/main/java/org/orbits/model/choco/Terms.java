package org.orbits.model.choco;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.IntSet;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.TypeInst;
import org.orbits.puzzle.BadInputException;

/**
 * The Choco variable of every FlatZinc variable, and FlatZinc expressions read as Choco terms. An alias shares the
 * variable it names (its own domain posted on it), a variable fixed to a literal is a Choco constant, a bool is a
 * {@link BoolVar} (its values 0 and 1), and an int no declaration bounds gets Choco's widest bounds.
 */
final class Terms {

    private final FlatZincModel source;
    private final Model model;
    /** The variable of each FlatZinc variable that is no alias, by name, in declaration order. */
    private final Map<String, IntVar> variables = new LinkedHashMap<>();
    /** The constraints that made a variable a view ({@link Views}), which are not posted. */
    private final Set<Item.Constraint> viewed = new HashSet<>();

    /** The variables of {@code source} in {@code model}, some of them views where {@code views}. */
    Terms(FlatZincModel source, Model model, boolean views) {
        this.source = source;
        this.model = model;
        Map<String, Views.Definition> definitions = views ? Views.of(source) : Map.of();
        Map<String, IntVar> declared = new HashMap<>();
        for (Item.VariableDeclaration declaration : source.variables().values()) {
            if (!declaration.type().isArray()
                    && declaration.value().isEmpty()
                    && !definitions.containsKey(declaration.name())) {
                declared.put(declaration.name(), declare(declaration));
            }
        }
        for (String name : Views.order(definitions)) {
            Views.Definition definition = definitions.get(name);
            declared.put(name, definition.view(model, declared.get(definition.of())));
            viewed.add(definition.constraint());
        }
        for (Item.VariableDeclaration declaration : source.variables().values()) {
            if (declared.containsKey(declaration.name())) {
                variables.put(declaration.name(), declared.get(declaration.name()));
            }
        }
        for (Item.VariableDeclaration declaration : source.variables().values()) {
            if (!declaration.type().isArray() && declaration.value().isPresent()) {
                restrictAlias(declaration);
            }
        }
    }

    private IntVar declare(Item.VariableDeclaration declaration) {
        String name = declaration.name();
        if (declaration.type().base() == TypeInst.Base.BOOL) {
            return model.boolVar(name);
        }
        Optional<IntSet> domain = declaration.type().domain();
        if (domain.isEmpty()) {
            return model.intVar(name, IntVar.MIN_INT_BOUND, IntVar.MAX_INT_BOUND, true);
        }
        IntSet values = domain.get();
        if (values.isEmpty()) {
            model.falseConstraint().post();
            return model.intVar(name, 0);
        }
        int lo = bounded(values.min(), declaration.line());
        int hi = bounded(values.max(), declaration.line());
        if (values.isRange()) {
            // A bitset of a huge range would cost memory for nothing; bounds are enough there.
            return model.intVar(name, lo, hi, (long) hi - lo > 1 << 16);
        }
        return model.intVar(name, values.values().mapToInt(v -> (int) v).toArray());
    }

    /** {@code var 1..5: y = x;}: y is x, and x takes y's domain too; {@code var 1..5: y = 7;} cannot hold. */
    private void restrictAlias(Item.VariableDeclaration alias) {
        Optional<IntSet> own = alias.type().domain();
        if (alias.type().base() == TypeInst.Base.INT && own.isPresent()) {
            IntVar shared = intVar(new Expr.Name(alias.name()), alias.line());
            IntSet values = own.get();
            if (values.isEmpty()) {
                model.falseConstraint().post();
            } else if (values.isRange()) {
                model.member(shared, bounded(values.min(), alias.line()), bounded(values.max(), alias.line()))
                        .post();
            } else {
                model.member(shared, values.values().mapToInt(v -> (int) v).toArray())
                        .post();
            }
        }
    }

    private int bounded(long value, int line) {
        if (value < IntVar.MIN_INT_BOUND || value > IntVar.MAX_INT_BOUND) {
            throw new BadInputException(
                    source.at(line) + ": " + value + " is beyond the integers orbits can solve over ("
                            + IntVar.MIN_INT_BOUND + ".." + IntVar.MAX_INT_BOUND + ")");
        }
        return (int) value;
    }

    Model model() {
        return model;
    }

    /** Whether {@code constraint} is stated by a view among the variables, and so needs no posting. */
    boolean viewed(Item.Constraint constraint) {
        return viewed.contains(constraint);
    }

    FlatZincModel source() {
        return source;
    }

    /** Every Choco variable that stands for a FlatZinc variable, by the FlatZinc name of the variable. */
    Map<String, IntVar> variables() {
        return variables;
    }

    /** The term an int or bool expression stands for: a variable, or a constant for a literal. */
    IntVar intVar(Expr expr, int line) {
        Expr resolved = source.resolve(expr);
        if (resolved instanceof Expr.IntLiteral literal) {
            return model.intVar(bounded(literal.value(), line));
        }
        if (resolved instanceof Expr.BoolLiteral literal) {
            return model.boolVar(literal.value());
        }
        if (resolved instanceof Expr.Name name && variables.containsKey(name.id())) {
            return variables.get(name.id());
        }
        throw new BadInputException(source.at(line) + ": expected an int or bool, found " + expr);
    }

    BoolVar boolVar(Expr expr, int line) {
        IntVar term = intVar(expr, line);
        if (term instanceof BoolVar bool) {
            return bool;
        }
        throw new BadInputException(source.at(line) + ": expected a bool, found " + expr);
    }

    IntVar[] intVars(Expr array, int line) {
        List<Expr> elements = source.elements(array, line);
        IntVar[] terms = new IntVar[elements.size()];
        for (int i = 0; i < terms.length; i++) {
            terms[i] = intVar(elements.get(i), line);
        }
        return terms;
    }

    BoolVar[] boolVars(Expr array, int line) {
        List<Expr> elements = source.elements(array, line);
        BoolVar[] terms = new BoolVar[elements.size()];
        for (int i = 0; i < terms.length; i++) {
            terms[i] = boolVar(elements.get(i), line);
        }
        return terms;
    }

    /** A parameter's value: an int, or a bool as 0 or 1. */
    int integer(Expr expr, int line) {
        Expr resolved = source.resolve(expr);
        if (resolved instanceof Expr.IntLiteral literal) {
            return bounded(literal.value(), line);
        }
        if (resolved instanceof Expr.BoolLiteral literal) {
            return literal.value() ? 1 : 0;
        }
        throw new BadInputException(source.at(line) + ": expected a fixed int, found " + expr);
    }

    int[] integers(Expr array, int line) {
        return source.elements(array, line).stream()
                .mapToInt(element -> integer(element, line))
                .toArray();
    }

    IntSet set(Expr expr, int line) {
        Expr resolved = expr instanceof Expr.Name name && source.parameters().containsKey(name.id())
                ? source.parameters().get(name.id()).value()
                : expr;
        if (resolved instanceof Expr.SetLiteral literal) {
            return literal.set();
        }
        throw new BadInputException(source.at(line) + ": expected a fixed set of int, found " + expr);
    }
}
