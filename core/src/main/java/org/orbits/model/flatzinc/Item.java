package org.orbits.model.flatzinc;

import java.util.List;
import java.util.Optional;

/** One item of a FlatZinc model, with the line it starts on so that messages can point at it. */
public sealed interface Item {

    int line();

    /** {@code predicate all_different_int(array [int] of var int: x);}: a builtin the solver library declared. */
    record Predicate(String name, List<Formal> parameters, int line) implements Item {
        public Predicate {
            parameters = List.copyOf(parameters);
        }

        public record Formal(TypeInst type, String name) {}
    }

    /** {@code array [1..3] of int: c = [1,2,3];} */
    record ParameterDeclaration(TypeInst type, String name, Expr value, List<Expr.Call> annotations, int line)
            implements Item {
        public ParameterDeclaration {
            annotations = List.copyOf(annotations);
        }
    }

    /**
     * {@code var 1..9: x :: output_var;}, or an alias {@code var 1..9: y = x;}, or an array of variables and
     * constants {@code array [1..2] of var int: q :: output_array([1..2]) = [x, 3];}.
     */
    record VariableDeclaration(TypeInst type, String name, List<Expr.Call> annotations, Optional<Expr> value, int line)
            implements Item {
        public VariableDeclaration {
            annotations = List.copyOf(annotations);
        }

        public boolean annotated(String annotation) {
            return Expr.Call.find(annotations, annotation).isPresent();
        }
    }

    /** {@code constraint int_lin_eq([1,-1],[x,y],0) :: defines_var(y);} */
    record Constraint(String name, List<Expr> arguments, List<Expr.Call> annotations, int line) implements Item {
        public Constraint {
            arguments = List.copyOf(arguments);
            annotations = List.copyOf(annotations);
        }

        /** The variable this constraint defines as a function of the others ({@code defines_var(y)}), if any. */
        public Optional<String> definedVariable() {
            return Expr.Call.find(annotations, "defines_var")
                    .filter(call ->
                            call.arguments().size() == 1 && call.arguments().get(0) instanceof Expr.Name)
                    .map(call -> ((Expr.Name) call.arguments().get(0)).id());
        }

        /** As FlatZinc spells it, annotations left out. */
        @Override
        public String toString() {
            StringBuilder text = new StringBuilder(name).append('(');
            for (int i = 0; i < arguments.size(); i++) {
                text.append(i == 0 ? "" : ",").append(arguments.get(i));
            }
            return text.append(')').toString();
        }
    }

    /** {@code solve :: int_search(...) minimize cost;} */
    record Solve(Goal goal, Optional<Expr> objective, List<Expr.Call> annotations, int line) implements Item {
        public Solve {
            annotations = List.copyOf(annotations);
        }

        public enum Goal {
            SATISFY,
            MINIMIZE,
            MAXIMIZE
        }
    }
}
