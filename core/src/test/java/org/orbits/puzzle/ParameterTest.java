package org.orbits.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.ParameterSpec.Fallback;

/** One declaration per parameter: the words {@code orbits list} shows and the checks on given values both come from it. */
class ParameterTest {

    private static final List<ParameterSpec> DECLARED = List.of(
            ParameterSpec.wholeNumber("n", "corners", 3, 40, Fallback.of(6)),
            ParameterSpec.wholeNumber("sum", "line sum", 1, 1000, Fallback.following(3, "n", 4))
                    .withAside(" (most sums have no solution)"),
            ParameterSpec.wholeNumber("rows", "rows", 2, 12, Fallback.sameAs("n")),
            ParameterSpec.choice("split", "who gets what", List.of("balanced", "any"), "balanced"),
            ParameterSpec.wholeNumber("most", "a cap", 0, Integer.MAX_VALUE, Fallback.none("no limit")));

    private static ParameterValues given(Map<String, String> values) {
        return new ParameterValues("toy", DECLARED, values);
    }

    private static String problem(Map<String, String> values) {
        return assertThrows(BadInputException.class, () -> given(values)).getMessage();
    }

    @Test
    void theDefaultsAreShownAsDeclared() {
        assertEquals(
                List.of("6", "3n+4", "n", "balanced", "no limit"),
                DECLARED.stream().map(ParameterSpec::defaultValue).toList());
    }

    @Test
    void theRangesAreShownAsDeclaredWithTheirAsides() {
        assertEquals(
                List.of("3..40", "1..1000 (most sums have no solution)", "2..12", "balanced | any", "0.."),
                DECLARED.stream().map(ParameterSpec::range).toList());
    }

    @Test
    void aParameterNotGivenTakesItsDefault() {
        ParameterValues none = given(Map.of());
        assertEquals(6, none.integer("n"));
        assertEquals("balanced", none.choice("split"));
        assertFalse(none.has("n"));
    }

    @Test
    void aDefaultFollowsTheParameterItIsWrittenIn() {
        assertEquals(22, given(Map.of()).integer("sum"));
        assertEquals(19, given(Map.of("n", "5")).integer("sum"));
        assertEquals(5, given(Map.of("n", "5")).integer("rows"));
        assertEquals(7, given(Map.of("n", "5", "sum", "7")).integer("sum"));
    }

    @Test
    void anOptionalParameterNotGivenHasNoValue() {
        assertEquals(OptionalInt.empty(), given(Map.of()).optionalInteger("most"));
        assertEquals(OptionalInt.of(2), given(Map.of("most", "2")).optionalInteger("most"));
        assertTrue(given(Map.of("most", "2")).has("most"));
    }

    @Test
    void aValueOutsideTheDeclaredRangeIsBadInput() {
        assertEquals("toy parameter n=2 is outside 3..40", problem(Map.of("n", "2")));
        assertEquals("toy parameter sum=1001 is outside 1..1000", problem(Map.of("sum", "1001")));
        assertEquals("toy parameter most=-1 is outside 0..", problem(Map.of("most", "-1")));
    }

    @Test
    void aValueThatIsNoWholeNumberIsBadInput() {
        assertEquals("toy parameter n=six is not a whole number", problem(Map.of("n", "six")));
    }

    @Test
    void aWordNotAmongTheChoicesIsBadInput() {
        assertEquals("toy parameter split=even is not one of balanced, any", problem(Map.of("split", "even")));
    }

    @Test
    void anUnknownParameterIsBadInputListingTheKnownOnes() {
        assertEquals(
                "unknown parameter 'corners' for toy (known: n, sum, rows, split, most)",
                problem(Map.of("corners", "6")));
    }

    @Test
    void problemsAreReportedInDeclarationOrder() {
        assertEquals("toy parameter n=2 is outside 3..40", problem(Map.of("split", "even", "n", "2")));
    }

    @Test
    void aDefaultOutsideItsChoicesIsRefusedWhenDeclared() {
        assertThrows(
                IllegalArgumentException.class,
                () -> ParameterSpec.choice("split", "", List.of("balanced", "any"), "even"));
    }
}
