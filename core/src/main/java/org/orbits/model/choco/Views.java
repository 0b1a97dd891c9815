package org.orbits.model.choco;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.IntSet;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.TypeInst;

/**
 * The FlatZinc variables a constraint makes a function of one other variable, which the translation states as
 * Choco views of that variable instead of variables of their own tied by a propagator: {@code int_eq_reif(x, 3, b)}
 * makes {@code b} the view {@code x = 3}, {@code int_ne_reif}, {@code int_le_reif} and {@code int_lt_reif} likewise
 * (the constant on either side), and {@code bool2int(b, i)} makes {@code i} the bool {@code b} itself. Each such
 * reified equality took a propagator of its own and one for each of its two sides, woken at every change of
 * {@code x}; a view costs nothing until {@code x} changes, and then no more than a bound or a value of {@code x}.
 *
 * <p>The view holds exactly when the constraint does, so the solutions over every variable are the same; the
 * constraint is then not posted. A variable is defined once (the first constraint that can define it does); one
 * whose own declared domain would restrict the view ({@code var 1..1: i} in {@code bool2int(b, i)}) is left as a
 * variable, and so is one whose definition leads back to itself.
 */
final class Views {

    /** How a defined variable follows the one it is a view of. */
    enum Relation {
        /** {@code defined <-> of = constant} */
        EQ,
        /** {@code defined <-> of != constant} */
        NE,
        /** {@code defined <-> of <= constant} */
        LE,
        /** {@code defined <-> of >= constant} */
        GE,
        /** {@code defined = of}, a bool taken as an int */
        SAME
    }

    /** {@code defined} is the view {@code relation} of {@code of} and {@code constant}, as {@code constraint} says. */
    record Definition(Item.Constraint constraint, String defined, String of, Relation relation, int constant) {

        /** The view, on the variable of {@code of}. */
        IntVar view(Model model, IntVar variable) {
            return switch (relation) {
                case EQ -> model.isEq(variable, constant);
                case NE -> model.isNeq(variable, constant);
                case LE -> model.isLeq(variable, constant);
                case GE -> model.isGeq(variable, constant);
                case SAME -> variable;
            };
        }
    }

    private Views() {}

    /** The definitions {@code source} holds, by the variable each defines, in the constraints' order. */
    static Map<String, Definition> of(FlatZincModel source) {
        Map<String, Definition> definitions = new LinkedHashMap<>();
        for (Item.Constraint constraint : source.constraints()) {
            definition(source, constraint)
                    .filter(found -> !definitions.containsKey(found.defined()))
                    .ifPresent(found -> definitions.put(found.defined(), found));
        }
        // A chain that leads back to where it started defines nothing: its variables stay variables.
        Set<String> cyclic = new HashSet<>();
        for (String start : definitions.keySet()) {
            Set<String> path = new HashSet<>();
            String at = start;
            while (definitions.containsKey(at) && path.add(at)) {
                at = definitions.get(at).of();
            }
            if (definitions.containsKey(at)) {
                cyclic.addAll(path);
            }
        }
        cyclic.forEach(definitions::remove);
        return definitions;
    }

    /** The names in the order that defines each after the one it is a view of. */
    static List<String> order(Map<String, Definition> definitions) {
        List<String> order = new ArrayList<>();
        Set<String> placed = new HashSet<>();
        for (String name : definitions.keySet()) {
            place(name, definitions, placed, order);
        }
        return order;
    }

    private static void place(
            String name, Map<String, Definition> definitions, Set<String> placed, List<String> order) {
        if (!definitions.containsKey(name) || placed.contains(name)) {
            return;
        }
        placed.add(name);
        place(definitions.get(name).of(), definitions, placed, order);
        order.add(name);
    }

    private static Optional<Definition> definition(FlatZincModel source, Item.Constraint constraint) {
        List<Expr> arguments = constraint.arguments();
        String name = constraint.name();
        if (name.equals("bool2int") && arguments.size() == 2) {
            Optional<String> bool = variable(source, arguments.get(0), TypeInst.Base.BOOL);
            Optional<String> integer = variable(source, arguments.get(1), TypeInst.Base.INT);
            if (bool.isPresent()
                    && integer.isPresent()
                    && holdsBool(source.variables().get(integer.get()))) {
                return Optional.of(new Definition(constraint, integer.get(), bool.get(), Relation.SAME, 0));
            }
            return Optional.empty();
        }
        if (arguments.size() != 3) {
            return Optional.empty();
        }
        Optional<String> result = variable(source, arguments.get(2), TypeInst.Base.BOOL);
        if (result.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> left = variable(source, arguments.get(0), TypeInst.Base.INT);
        Optional<String> right = variable(source, arguments.get(1), TypeInst.Base.INT);
        Optional<Integer> leftConstant = constant(source, arguments.get(0));
        Optional<Integer> rightConstant = constant(source, arguments.get(1));
        boolean variableFirst = left.isPresent() && rightConstant.isPresent();
        boolean constantFirst = right.isPresent() && leftConstant.isPresent();
        if (!variableFirst && !constantFirst) {
            return Optional.empty();
        }
        String of = variableFirst ? left.get() : right.get();
        long c = variableFirst ? rightConstant.get() : leftConstant.get();
        // x <= c is x <= c; c <= x is x >= c; x < c is x <= c - 1; c < x is x >= c + 1.
        Optional<Definition> found =
                switch (name) {
                    case "int_eq_reif" -> Optional.of(definition(constraint, result.get(), of, Relation.EQ, c));
                    case "int_ne_reif" -> Optional.of(definition(constraint, result.get(), of, Relation.NE, c));
                    case "int_le_reif" -> Optional.of(
                            variableFirst
                                    ? definition(constraint, result.get(), of, Relation.LE, c)
                                    : definition(constraint, result.get(), of, Relation.GE, c));
                    case "int_lt_reif" -> Optional.of(
                            variableFirst
                                    ? definition(constraint, result.get(), of, Relation.LE, c - 1)
                                    : definition(constraint, result.get(), of, Relation.GE, c + 1));
                    default -> Optional.empty();
                };
        return found.filter(
                definition -> fits(definition.constant()) && !definition.of().equals(definition.defined()));
    }

    private static Definition definition(
            Item.Constraint constraint, String defined, String of, Relation relation, long constant) {
        // A constant beyond Choco's integers is clamped here and the definition then dropped by fits().
        int clamped = (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, constant));
        return new Definition(constraint, defined, of, relation, clamped);
    }

    private static boolean fits(long value) {
        return value >= IntVar.MIN_INT_BOUND && value <= IntVar.MAX_INT_BOUND;
    }

    /** The name of the scalar variable of {@code base} (no alias, no array) that {@code expr} names, if it names one. */
    private static Optional<String> variable(FlatZincModel source, Expr expr, TypeInst.Base base) {
        Expr resolved = source.resolve(expr);
        if (!(resolved instanceof Expr.Name name)) {
            return Optional.empty();
        }
        Item.VariableDeclaration declaration = source.variables().get(name.id());
        if (declaration == null
                || declaration.type().isArray()
                || declaration.value().isPresent()
                || declaration.type().base() != base) {
            return Optional.empty();
        }
        return Optional.of(name.id());
    }

    private static Optional<Integer> constant(FlatZincModel source, Expr expr) {
        Expr resolved = source.resolve(expr);
        if (resolved instanceof Expr.IntLiteral literal && fits(literal.value())) {
            return Optional.of((int) literal.value());
        }
        return Optional.empty();
    }

    /** Whether an int variable's declared domain holds 0 and 1, so that it may be a bool. */
    private static boolean holdsBool(Item.VariableDeclaration declaration) {
        Optional<IntSet> domain = declaration.type().domain();
        return domain.isEmpty() || (domain.get().contains(0) && domain.get().contains(1));
    }
}
