package org.orbits.model.flatzinc;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orbits.puzzle.BadInputException;

/**
 * A FlatZinc model as read, checked so that what follows may trust it: every name is declared once before it is
 * needed, every variable is an int or a bool (orbits solves over nothing else), and floats appear in no constraint.
 * It also answers the questions every reader of the model asks: what an identifier stands for, the elements of an
 * array, the domain of a variable through its aliases.
 */
public final class FlatZincModel {

    /** How long a chain of aliases may be before it is taken for a cycle. */
    private static final int MAX_ALIASES = 10_000;

    private final String source;
    private final ImmutableList<Item.Predicate> predicates;
    private final ImmutableMap<String, Item.ParameterDeclaration> parameters;
    private final ImmutableMap<String, Item.VariableDeclaration> variables;
    private final ImmutableList<Item.Constraint> constraints;
    private final Item.Solve solve;

    private FlatZincModel(
            String source,
            ImmutableList<Item.Predicate> predicates,
            ImmutableMap<String, Item.ParameterDeclaration> parameters,
            ImmutableMap<String, Item.VariableDeclaration> variables,
            ImmutableList<Item.Constraint> constraints,
            Item.Solve solve) {
        this.source = source;
        this.predicates = predicates;
        this.parameters = parameters;
        this.variables = variables;
        this.constraints = constraints;
        this.solve = solve;
    }

    static FlatZincModel of(String source, List<Item> items, Item.Solve solve) {
        ImmutableList.Builder<Item.Predicate> predicates = ImmutableList.builder();
        Map<String, Item.ParameterDeclaration> parameters = new LinkedHashMap<>();
        Map<String, Item.VariableDeclaration> variables = new LinkedHashMap<>();
        ImmutableList.Builder<Item.Constraint> constraints = ImmutableList.builder();
        for (Item item : items) {
            if (item instanceof Item.Predicate predicate) {
                predicates.add(predicate);
            } else if (item instanceof Item.ParameterDeclaration parameter) {
                checkNew(source, parameter.name(), parameter.line(), parameters, variables);
                parameters.put(parameter.name(), parameter);
            } else if (item instanceof Item.VariableDeclaration variable) {
                checkNew(source, variable.name(), variable.line(), parameters, variables);
                checkSupported(source, variable);
                variables.put(variable.name(), variable);
            } else if (item instanceof Item.Constraint constraint) {
                constraints.add(constraint);
            } else {
                throw new IllegalArgumentException("the solve item is given apart, not among the items");
            }
        }
        FlatZincModel model = new FlatZincModel(
                source,
                predicates.build(),
                ImmutableMap.copyOf(parameters),
                ImmutableMap.copyOf(variables),
                constraints.build(),
                solve);
        model.checkReferences();
        return model;
    }

    private static void checkNew(
            String source,
            String name,
            int line,
            Map<String, Item.ParameterDeclaration> parameters,
            Map<String, Item.VariableDeclaration> variables) {
        if (parameters.containsKey(name) || variables.containsKey(name)) {
            throw new BadInputException(source + ":" + line + ": '" + name + "' is declared twice");
        }
    }

    private static void checkSupported(String source, Item.VariableDeclaration variable) {
        String kind =
                switch (variable.type().base()) {
                    case FLOAT -> "a float variable";
                    case SET_OF_INT -> "a set variable";
                    case BOOL, INT -> null;
                };
        if (kind != null) {
            throw new BadInputException(source + ":" + variable.line() + ": '" + variable.name() + "' is " + kind
                    + (variable.type().isArray() ? " array" : "")
                    + ": orbits solves over integers and booleans only");
        }
    }

    /** Every name used is declared, arrays have their declared length, and no constraint uses floats. */
    private void checkReferences() {
        for (Item.VariableDeclaration variable : variables.values()) {
            variable.value().ifPresent(value -> checkNames(value, variable.line()));
            if (variable.type().isArray() && variable.type().length() >= 0) {
                int elements = elements(variable.value().orElseThrow(), variable.line())
                        .size();
                if (elements != variable.type().length()) {
                    throw new BadInputException(at(variable.line()) + ": the array '" + variable.name() + "' has "
                            + elements + " elements, not " + variable.type().length());
                }
            }
        }
        for (Item.Constraint constraint : constraints) {
            for (Expr argument : constraint.arguments()) {
                checkNames(argument, constraint.line());
                if (usesFloats(argument)) {
                    throw new BadInputException(at(constraint.line()) + ": the constraint '" + constraint.name()
                            + "' uses floats: orbits solves over integers and booleans only");
                }
            }
        }
        solve.objective().ifPresent(objective -> {
            checkNames(objective, solve.line());
            if (usesFloats(objective)) {
                throw new BadInputException(
                        at(solve.line()) + ": the objective is a float: orbits solves over integers and booleans only");
            }
        });
    }

    private void checkNames(Expr expr, int line) {
        if (expr instanceof Expr.Name name && !declared(name.id())) {
            throw new BadInputException(at(line) + ": '" + name.id() + "' is not declared");
        }
        if (expr instanceof Expr.ArrayLiteral array) {
            array.elements().forEach(element -> checkNames(element, line));
        }
    }

    private boolean usesFloats(Expr expr) {
        if (expr instanceof Expr.FloatLiteral || expr instanceof Expr.FloatSetLiteral) {
            return true;
        }
        if (expr instanceof Expr.ArrayLiteral array) {
            return array.elements().stream().anyMatch(this::usesFloats);
        }
        return expr instanceof Expr.Name name
                && parameters.containsKey(name.id())
                && parameters.get(name.id()).type().base() == TypeInst.Base.FLOAT;
    }

    public boolean declared(String name) {
        return parameters.containsKey(name) || variables.containsKey(name);
    }

    /** The file the model came from, as messages name it. */
    public String source() {
        return source;
    }

    /** {@code file:line}, the place a message points at. */
    public String at(int line) {
        return source + ":" + line;
    }

    public ImmutableList<Item.Predicate> predicates() {
        return predicates;
    }

    public ImmutableMap<String, Item.ParameterDeclaration> parameters() {
        return parameters;
    }

    /** Every variable and array of variables, in declaration order. */
    public ImmutableMap<String, Item.VariableDeclaration> variables() {
        return variables;
    }

    public ImmutableList<Item.Constraint> constraints() {
        return constraints;
    }

    public Item.Solve solve() {
        return solve;
    }

    public Optional<Item.VariableDeclaration> variable(String name) {
        return Optional.ofNullable(variables.get(name));
    }

    /**
     * The elements of an array argument: an array literal's, or those of the array parameter or array of variables
     * it names. Anything else is bad input, reported at {@code line}.
     */
    public List<Expr> elements(Expr array, int line) {
        if (array instanceof Expr.ArrayLiteral literal) {
            return literal.elements();
        }
        if (array instanceof Expr.Name name) {
            if (parameters.containsKey(name.id())
                    && parameters.get(name.id()).type().isArray()) {
                return elements(parameters.get(name.id()).value(), line);
            }
            if (variables.containsKey(name.id())
                    && variables.get(name.id()).type().isArray()) {
                return elements(variables.get(name.id()).value().orElseThrow(), line);
            }
        }
        throw new BadInputException(at(line) + ": expected an array, found " + array);
    }

    /**
     * What a scalar expression stands for once parameters are replaced by their values and aliases
     * ({@code var int: y = x;}) followed: a literal, or the name of a variable that is no alias.
     */
    public Expr resolve(Expr expr) {
        Expr current = expr;
        for (int step = 0; step < MAX_ALIASES; step++) {
            if (!(current instanceof Expr.Name name)) {
                return current;
            }
            Item.ParameterDeclaration parameter = parameters.get(name.id());
            if (parameter != null && !parameter.type().isArray()) {
                current = parameter.value();
                continue;
            }
            Item.VariableDeclaration variable = variables.get(name.id());
            if (variable != null
                    && !variable.type().isArray()
                    && variable.value().isPresent()) {
                current = variable.value().get();
                continue;
            }
            return current;
        }
        throw new BadInputException(source + ": the aliases of " + expr + " go round in a cycle");
    }

    /**
     * The values the variable {@code name} may take by its declarations, through its aliases: {@code 0..1} for a
     * bool; empty for an int no declaration bounds.
     */
    public Optional<IntSet> domain(String name) {
        Optional<IntSet> domain = Optional.empty();
        Expr current = new Expr.Name(name);
        for (int step = 0; step < MAX_ALIASES; step++) {
            if (!(current instanceof Expr.Name link) || !variables.containsKey(link.id())) {
                Optional<IntSet> constant = constantSet(current);
                return constant.isPresent() ? Optional.of(meet(domain, constant.get())) : domain;
            }
            Item.VariableDeclaration variable = variables.get(link.id());
            Optional<IntSet> own = variable.type().base() == TypeInst.Base.BOOL
                    ? Optional.of(IntSet.range(0, 1))
                    : variable.type().domain();
            if (own.isPresent()) {
                domain = Optional.of(meet(domain, own.get()));
            }
            if (variable.value().isEmpty()) {
                return domain;
            }
            current = variable.value().get();
        }
        throw new BadInputException(source + ": the aliases of " + name + " go round in a cycle");
    }

    private Optional<IntSet> constantSet(Expr expr) {
        Expr value = resolve(expr);
        if (value instanceof Expr.IntLiteral literal) {
            return Optional.of(IntSet.range(literal.value(), literal.value()));
        }
        if (value instanceof Expr.BoolLiteral literal) {
            int bit = literal.value() ? 1 : 0;
            return Optional.of(IntSet.range(bit, bit));
        }
        return Optional.empty();
    }

    private static IntSet meet(Optional<IntSet> domain, IntSet other) {
        return domain.map(known -> known.intersect(other)).orElse(other);
    }

    /** Whether {@code name} is a bool variable or array of them. */
    public boolean isBool(String name) {
        return (variables.containsKey(name) && variables.get(name).type().base() == TypeInst.Base.BOOL)
                || (parameters.containsKey(name) && parameters.get(name).type().base() == TypeInst.Base.BOOL);
    }
}
