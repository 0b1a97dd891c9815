package org.orbits.model.flatzinc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The items of two compiles of one model line up: same place, same shape, whatever the names and annotations. */
class FlatZincItemsTest {

    private static final String PLAIN =
            """
            var 1..3: X_INTRODUCED_0_;
            var bool: X_INTRODUCED_5_ ::var_is_introduced :: is_defined_var;
            constraint int_eq_reif(X_INTRODUCED_0_,1,X_INTRODUCED_5_):: defines_var(X_INTRODUCED_5_);
            solve  satisfy;
            """;

    private static final String KEPT =
            """
            var 1..3: X_INTRODUCED_0_:: mzn_path("/m/a.mzn|3|26|3|26|id|x;|0|0|0|0|il|0;");
            var bool: X_INTRODUCED_2_ ::var_is_introduced :: is_defined_var:: mzn_path("/m/a.mzn|5|12|5|22|bin|'=';");
            constraint int_eq_reif(X_INTRODUCED_0_,1,X_INTRODUCED_2_):: mzn_path("/m/a.mzn|5|12|5|22|bin|'=';")\
            :: defines_var(X_INTRODUCED_2_);
            solve  satisfy;
            """;

    @Test
    void theSameItemHasTheSameShapeInBothCompiles() {
        List<FlatZincItems.Entry> plain = FlatZincItems.of(PLAIN, "a.mzn compiled");
        List<FlatZincItems.Entry> kept = FlatZincItems.of(KEPT, "a.mzn compiled");
        assertEquals(4, plain.size());
        assertEquals(
                plain.stream().map(FlatZincItems.Entry::shape).toList(),
                kept.stream().map(FlatZincItems.Entry::shape).toList());
        assertNotEquals(plain.get(1).shape(), plain.get(2).shape());
        assertEquals(
                "constraint int_eq_reif ( X_INTRODUCED , 1 , X_INTRODUCED )",
                plain.get(2).shape());
    }

    @Test
    void thePathsAreTheStringsOfTheMznPathAnnotations() {
        List<FlatZincItems.Entry> kept = FlatZincItems.of(KEPT, "a.mzn compiled");
        assertEquals(List.of("/m/a.mzn|5|12|5|22|bin|'=';"), kept.get(2).paths());
        assertEquals(List.of(), FlatZincItems.of(PLAIN, "a.mzn compiled").get(2).paths());
    }

    @Test
    void aLineBelongsToTheLastItemStartingOnItOrBefore() {
        List<FlatZincItems.Entry> items = FlatZincItems.of(PLAIN, "a.mzn compiled");
        assertEquals(0, FlatZincItems.itemAt(items, 1));
        assertEquals(2, FlatZincItems.itemAt(items, 3));
        assertEquals(-1, FlatZincItems.itemAt(items, 0));
    }
}
