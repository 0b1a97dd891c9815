package org.orbits.model.choco;

import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.IntSet;
import org.orbits.model.flatzinc.Item;
import org.orbits.puzzle.BadInputException;

/** The arguments of one FlatZinc constraint, read as Choco terms; a misfit is bad input at the constraint's line. */
final class Arguments {

    private final Item.Constraint constraint;
    private final Terms terms;
    private final int count;

    Arguments(Item.Constraint constraint, Terms terms) {
        this(constraint, terms, constraint.arguments().size());
    }

    private Arguments(Item.Constraint constraint, Terms terms, int count) {
        this.constraint = constraint;
        this.terms = terms;
        this.count = count;
    }

    /** The same without the last argument: the condition of a reified constraint, without its bool. */
    Arguments withoutLast() {
        return new Arguments(constraint, terms, count - 1);
    }

    int size() {
        return count;
    }

    Model model() {
        return terms.model();
    }

    String name() {
        return constraint.name();
    }

    IntVar intVar(int i) {
        return terms.intVar(argument(i), constraint.line());
    }

    BoolVar boolVar(int i) {
        return terms.boolVar(argument(i), constraint.line());
    }

    IntVar[] intVars(int i) {
        return terms.intVars(argument(i), constraint.line());
    }

    BoolVar[] boolVars(int i) {
        return terms.boolVars(argument(i), constraint.line());
    }

    int integer(int i) {
        return terms.integer(argument(i), constraint.line());
    }

    int[] integers(int i) {
        return terms.integers(argument(i), constraint.line());
    }

    IntSet set(int i) {
        return terms.set(argument(i), constraint.line());
    }

    /** A mistake in this constraint's arguments. */
    BadInputException bad(String why) {
        return new BadInputException(terms.source().at(constraint.line()) + ": " + constraint.name() + " " + why);
    }

    private Expr argument(int i) {
        List<Expr> arguments = constraint.arguments();
        if (i >= count) {
            throw bad("has too few arguments");
        }
        return arguments.get(i);
    }
}
