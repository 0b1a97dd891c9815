package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.orbits.model.TinyModels.model;

import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every builtin and global the translation posts, in every form, against the evaluator on tiny models
 * ({@link BuiltinSamples}): every assignment of a few variables of small domains is tried, and the assignments Choco
 * finds must be exactly those the evaluator accepts. The two share nothing but the reader and the list of the
 * builtins' names, so a constraint they disagree on is read wrongly by one of them.
 */
class TranslationAgainstEvaluatorTest {

    private static Arguments check(String label, String model) {
        return Arguments.of(label, model);
    }

    static Stream<Arguments> auxiliaries() {
        return Stream.of(
                check("a free auxiliary", model("x:1..3 _y:1..3", "int_le(y,x)")),
                check(
                        "free bools of a disjunction",
                        model(
                                "x:0..3 y:0..3 _p:bool _q:bool",
                                "int_le_imp(x,1,p)",
                                "int_le_imp(y,1,q)",
                                "bool_clause([p,q],[])")),
                check("an auxiliary no value satisfies", model("x:1..3 _y:1..3", "int_lt(x,y)", "int_lt(y,2)")),
                check(
                        "a defined auxiliary",
                        model("x:1..3 y:1..3 _s:2..6", "int_lin_eq([1,1,-1],[x,y,s],0)", "int_le(s,4)")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource({"org.orbits.model.BuiltinSamples#builtins", "org.orbits.model.BuiltinSamples#globals", "auxiliaries"
    })
    void chocoFindsExactlyTheAssignmentsTheEvaluatorAccepts(String label, String model) {
        Set<String> accepted = TinyModels.acceptedAssignments(model);
        Set<String> found = TinyModels.chocoSolutions(model);
        assertEquals(accepted, found, label + ": Choco's solutions against the evaluator's");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.orbits.model.BuiltinSamples#builtins")
    void everyBuiltinRulesSomethingOut(String label, String model) {
        if (!label.endsWith("empty")) {
            assertFalse(
                    TinyModels.acceptedAssignments(model).size()
                            == TinyModels.everyAssignment(TinyModels.parse(model))
                                    .size(),
                    label + " accepts everything, so the comparison shows nothing");
        }
    }
}
