package org.orbits.model.flatzinc;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.model.flatzinc.Lexer.Kind;
import org.orbits.model.flatzinc.Lexer.Token;
import org.orbits.puzzle.BadInputException;

/**
 * Reads FlatZinc as the FlatZinc specification's grammar states it (MiniZinc handbook, "Specification of
 * FlatZinc"): predicate, parameter and variable declarations, constraints and a solve item, with annotations. It
 * reads floats and sets too, so a model that uses them is refused by name rather than with a syntax error, and it
 * accepts what MiniZinc writes beyond the letter of the grammar (annotations on parameters, items out of order,
 * several dimensions in a predicate's array types). A mistake is a {@link BadInputException} naming the file and
 * the line.
 *
 * <p>It runs past 300 lines because it is one recursive descent over one grammar: each production reads best next to
 * the ones it calls.
 */
public final class FlatZincParser {

    private final List<Token> tokens;
    private final String source;
    private int at;

    private FlatZincParser(List<Token> tokens, String source) {
        this.tokens = tokens;
        this.source = source;
    }

    /** The model {@code text} states; {@code source} names it in messages (a file name). */
    public static FlatZincModel parse(String text, String source) {
        FlatZincParser parser = new FlatZincParser(Lexer.tokens(text, source), source);
        return parser.model();
    }

    private FlatZincModel model() {
        List<Item> items = new ArrayList<>();
        Item.Solve solve = null;
        while (peek().kind() != Kind.END) {
            if (solve != null) {
                throw error("nothing may follow the solve item, found " + peek().quoted());
            }
            Token first = peek();
            if (first.is("predicate")) {
                items.add(predicate());
            } else if (first.is("constraint")) {
                items.add(constraint());
            } else if (first.is("solve")) {
                solve = solve();
            } else {
                items.add(declaration());
            }
        }
        if (solve == null) {
            throw new BadInputException(source + ":" + peek().line() + ": the model has no solve item");
        }
        return FlatZincModel.of(source, items, solve);
    }

    private Item.Predicate predicate() {
        int line = expect("predicate").line();
        String name = identifier("a predicate name");
        expect("(");
        List<Item.Predicate.Formal> parameters = new ArrayList<>();
        if (!peek().is(")")) {
            do {
                TypeInst type = type();
                expect(":");
                parameters.add(new Item.Predicate.Formal(type, identifier("a parameter name")));
            } while (accept(","));
        }
        expect(")");
        expect(";");
        return new Item.Predicate(name, parameters, line);
    }

    private Item declaration() {
        int line = peek().line();
        TypeInst type = type();
        expect(":");
        String name = identifier("a name for the declared " + (type.variable() ? "variable" : "parameter"));
        List<Expr.Call> annotations = annotations();
        Optional<Expr> value = Optional.empty();
        if (accept("=")) {
            value = Optional.of(expression(false));
        }
        expect(";");
        if (type.variable()) {
            if (type.isArray() && value.isEmpty()) {
                throw new BadInputException(source + ":" + line + ": the array of variables '" + name
                        + "' has no value: FlatZinc gives every array its elements");
            }
            return new Item.VariableDeclaration(type, name, annotations, value, line);
        }
        if (value.isEmpty()) {
            throw new BadInputException(source + ":" + line + ": the parameter '" + name + "' has no value");
        }
        return new Item.ParameterDeclaration(type, name, value.get(), annotations, line);
    }

    private Item.Constraint constraint() {
        int line = expect("constraint").line();
        String name = identifier("a constraint name");
        expect("(");
        List<Expr> arguments = new ArrayList<>();
        if (!peek().is(")")) {
            do {
                arguments.add(expression(false));
            } while (accept(","));
        }
        expect(")");
        List<Expr.Call> annotations = annotations();
        expect(";");
        return new Item.Constraint(name, arguments, annotations, line);
    }

    private Item.Solve solve() {
        int line = expect("solve").line();
        List<Expr.Call> annotations = annotations();
        Token goal = next();
        Item.Solve.Goal kind;
        Optional<Expr> objective = Optional.empty();
        if (goal.is("satisfy")) {
            kind = Item.Solve.Goal.SATISFY;
        } else if (goal.is("minimize") || goal.is("maximize")) {
            kind = goal.is("minimize") ? Item.Solve.Goal.MINIMIZE : Item.Solve.Goal.MAXIMIZE;
            objective = Optional.of(expression(false));
        } else {
            throw error(goal, "expected satisfy, minimize or maximize, found " + goal.quoted());
        }
        expect(";");
        return new Item.Solve(kind, objective, annotations, line);
    }

    /** A parameter, variable or predicate-parameter type. */
    private TypeInst type() {
        if (accept("array")) {
            expect("[");
            int dimensions = 0;
            long length = -1;
            do {
                dimensions++;
                if (!accept("int")) {
                    long lo = integer(next());
                    expect("..");
                    long hi = integer(next());
                    length = dimensions == 1 ? hi - lo + 1 : -1;
                }
            } while (accept(","));
            expect("]");
            expect("of");
            TypeInst element = basicType();
            return new TypeInst(element.variable(), element.base(), element.domain(), dimensions, length);
        }
        return basicType();
    }

    private TypeInst basicType() {
        boolean variable = accept("var");
        Token token = next();
        if (token.is("bool")) {
            return scalar(variable, TypeInst.Base.BOOL, Optional.empty());
        }
        if (token.is("int")) {
            return scalar(variable, TypeInst.Base.INT, Optional.empty());
        }
        if (token.is("float")) {
            return scalar(variable, TypeInst.Base.FLOAT, Optional.empty());
        }
        if (token.is("set")) {
            expect("of");
            if (accept("int")) {
                return scalar(variable, TypeInst.Base.SET_OF_INT, Optional.empty());
            }
            Expr elements = setLiteral(next());
            return scalar(
                    variable,
                    TypeInst.Base.SET_OF_INT,
                    elements instanceof Expr.SetLiteral set ? Optional.of(set.set()) : Optional.empty());
        }
        if (token.kind() == Kind.INT || token.kind() == Kind.FLOAT || token.is("{")) {
            Expr domain = setLiteral(token);
            return domain instanceof Expr.SetLiteral set
                    ? scalar(variable, TypeInst.Base.INT, Optional.of(set.set()))
                    : scalar(variable, TypeInst.Base.FLOAT, Optional.empty());
        }
        throw error(token, "expected a type, found " + token.quoted());
    }

    private static TypeInst scalar(boolean variable, TypeInst.Base base, Optional<IntSet> domain) {
        return new TypeInst(variable, base, domain, 0, -1);
    }

    /** {@code lo..hi} or {@code {a,b,...}}, of ints or of floats, starting at {@code first}. */
    private Expr setLiteral(Token first) {
        if (first.is("{")) {
            List<Token> members = new ArrayList<>();
            if (!accept("}")) {
                do {
                    members.add(next());
                } while (accept(","));
                expect("}");
            }
            if (members.stream().anyMatch(t -> t.kind() == Kind.FLOAT)) {
                return new Expr.FloatSetLiteral(
                        "{" + String.join(",", members.stream().map(Token::text).toList()) + "}");
            }
            return new Expr.SetLiteral(
                    IntSet.of(members.stream().mapToLong(this::integer).toArray()));
        }
        if (first.kind() == Kind.FLOAT) {
            expect("..");
            Token hi = next();
            if (hi.kind() != Kind.FLOAT && hi.kind() != Kind.INT) {
                throw error(hi, "expected a number, found " + hi.quoted());
            }
            return new Expr.FloatSetLiteral(first.text() + ".." + hi.text());
        }
        long lo = integer(first);
        expect("..");
        return new Expr.SetLiteral(IntSet.range(lo, integer(next())));
    }

    /** A basic expression or an array literal; with {@code annotation}, also strings and annotation calls. */
    private Expr expression(boolean annotation) {
        Token token = peek();
        if (accept("[")) {
            List<Expr> elements = new ArrayList<>();
            if (!accept("]")) {
                do {
                    elements.add(expression(annotation));
                } while (accept(","));
                expect("]");
            }
            return new Expr.ArrayLiteral(elements);
        }
        if (token.is("{")) {
            return setLiteral(next());
        }
        next();
        if (token.kind() == Kind.INT || token.kind() == Kind.FLOAT) {
            if (peek().is("..")) {
                return setLiteral(token);
            }
            return token.kind() == Kind.INT
                    ? new Expr.IntLiteral(integer(token))
                    : new Expr.FloatLiteral(Double.parseDouble(token.text()));
        }
        if (token.is("true") || token.is("false")) {
            return new Expr.BoolLiteral(token.is("true"));
        }
        if (token.kind() == Kind.STRING) {
            if (!annotation) {
                throw error(token, "a string may appear only in an annotation");
            }
            return new Expr.StringLiteral(token.text());
        }
        if (token.kind() == Kind.IDENTIFIER) {
            if (annotation && peek().is("(")) {
                return call(token);
            }
            return new Expr.Name(token.text());
        }
        throw error(token, "expected an expression, found " + token.quoted());
    }

    private List<Expr.Call> annotations() {
        List<Expr.Call> annotations = new ArrayList<>();
        while (accept("::")) {
            Token name = next();
            if (name.kind() != Kind.IDENTIFIER) {
                throw error(name, "expected an annotation after '::', found " + name.quoted());
            }
            annotations.add(peek().is("(") ? call(name) : new Expr.Call(name.text(), List.of()));
        }
        return annotations;
    }

    private Expr.Call call(Token name) {
        expect("(");
        List<Expr> arguments = new ArrayList<>();
        if (!peek().is(")")) {
            do {
                arguments.add(expression(true));
            } while (accept(","));
        }
        expect(")");
        return new Expr.Call(name.text(), arguments);
    }

    private long integer(Token token) {
        if (token.kind() != Kind.INT) {
            throw error(token, "expected an integer, found " + token.quoted());
        }
        String digits = token.text();
        boolean negative = digits.startsWith("-");
        String unsigned = negative ? digits.substring(1) : digits;
        int radix = unsigned.startsWith("0x") ? 16 : unsigned.startsWith("0o") ? 8 : 10;
        try {
            BigInteger value = new BigInteger(radix == 10 ? unsigned : unsigned.substring(2), radix);
            return (negative ? value.negate() : value).longValueExact();
        } catch (NumberFormatException | ArithmeticException e) {
            throw error(token, "'" + digits + "' is not an integer FlatZinc can hold");
        }
    }

    private String identifier(String what) {
        Token token = next();
        if (token.kind() != Kind.IDENTIFIER) {
            throw error(token, "expected " + what + ", found " + token.quoted());
        }
        return token.text();
    }

    private Token peek() {
        return tokens.get(at);
    }

    private Token next() {
        Token token = tokens.get(at);
        if (token.kind() != Kind.END) {
            at++;
        }
        return token;
    }

    private boolean accept(String symbol) {
        if (peek().is(symbol)) {
            at++;
            return true;
        }
        return false;
    }

    private Token expect(String symbol) {
        int before = at;
        Token token = next();
        if (!token.is(symbol)) {
            // A missing ';' belongs to the line that lacks it, not to the item after it.
            int line = symbol.equals(";") && before > 0 ? tokens.get(before - 1).line() : token.line();
            throw new BadInputException(source + ":" + line + ": expected '" + symbol + "', found " + token.quoted());
        }
        return token;
    }

    private BadInputException error(String message) {
        return error(peek(), message);
    }

    private BadInputException error(Token token, String message) {
        return new BadInputException(source + ":" + token.line() + ": " + message);
    }
}
