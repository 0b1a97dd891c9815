package org.orbits.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.model.flatzinc.Builtin;

/** The evaluator's entries fit the list of builtins: a condition is checked as one, its reified forms derived. */
class BuiltinRulesTest {

    @Test
    void aBuiltinIsCheckedAsAConditionExactlyWhenItIsOne() {
        List<String> misfits = Arrays.stream(Builtin.values())
                .filter(builtin -> builtin.kind().condition() != BuiltinRules.isCondition(builtin))
                .map(Builtin::flatZincName)
                .toList();
        assertEquals(List.of(), misfits);
    }
}
