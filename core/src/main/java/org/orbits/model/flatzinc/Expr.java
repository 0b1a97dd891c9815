package org.orbits.model.flatzinc;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A FlatZinc expression: a literal, an array literal, an identifier, or (in annotations only) a string or a call
 * such as {@code int_search(q, first_fail, indomain_min, complete)}. Each prints as FlatZinc spells it.
 */
public sealed interface Expr {

    record IntLiteral(long value) implements Expr {
        @Override
        public String toString() {
            return Long.toString(value);
        }
    }

    record BoolLiteral(boolean value) implements Expr {
        @Override
        public String toString() {
            return Boolean.toString(value);
        }
    }

    /** Read so that the whole grammar parses; orbits refuses it wherever it would matter. */
    record FloatLiteral(double value) implements Expr {
        @Override
        public String toString() {
            return Double.toString(value);
        }
    }

    record SetLiteral(IntSet set) implements Expr {
        @Override
        public String toString() {
            return set.toString();
        }
    }

    /** A float range or set, kept as written: orbits reads it and never uses it. */
    record FloatSetLiteral(String text) implements Expr {
        @Override
        public String toString() {
            return text;
        }
    }

    record ArrayLiteral(List<Expr> elements) implements Expr {
        public ArrayLiteral {
            elements = List.copyOf(elements);
        }

        @Override
        public String toString() {
            return elements.stream().map(Expr::toString).collect(Collectors.joining(",", "[", "]"));
        }
    }

    /** A variable, a parameter, or an annotation atom such as {@code first_fail}. */
    record Name(String id) implements Expr {
        @Override
        public String toString() {
            return id;
        }
    }

    record StringLiteral(String text) implements Expr {
        @Override
        public String toString() {
            return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
        }
    }

    /** An annotation with arguments, or one without ({@code output_var} is a call with none). */
    record Call(String name, List<Expr> arguments) implements Expr {
        public Call {
            arguments = List.copyOf(arguments);
        }

        /** The annotation named {@code name} among {@code annotations}, if any. */
        public static Optional<Call> find(List<Call> annotations, String name) {
            return annotations.stream().filter(a -> a.name.equals(name)).findFirst();
        }

        @Override
        public String toString() {
            return arguments.isEmpty()
                    ? name
                    : name + arguments.stream().map(Expr::toString).collect(Collectors.joining(",", "(", ")"));
        }
    }
}
