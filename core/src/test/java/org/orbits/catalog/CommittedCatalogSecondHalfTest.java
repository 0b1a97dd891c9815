package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Half the committed catalog's instances, the second, the fourth and every second one after (in the catalog's order;
 * CommittedCatalogFirstHalfTest has the others): every entry computed again every way is the stored one.
 * {@link CommittedCatalogTest} says why the instances are split, and checks the stored entries without a search.
 */
@Tag("slow")
class CommittedCatalogSecondHalfTest {

    static Stream<Named<List<Catalog.Slot>>> instances() {
        return CommittedCatalogTest.half(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("instances")
    @Timeout(value = 15, unit = TimeUnit.MINUTES)
    void everyEntryComputedAgainEveryWayIsTheStoredOne(List<Catalog.Slot> slots) {
        assertEquals(List.of(), CommittedCatalogTest.problems(slots, Verifier::recomputedEntry));
    }
}
