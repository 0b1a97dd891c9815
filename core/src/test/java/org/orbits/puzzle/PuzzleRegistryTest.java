package org.orbits.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class PuzzleRegistryTest {

    @Test
    void theStandardRegistryListsEveryFamilyInTheServicesOrder() {
        assertEquals(
                List.of("ngon", "apex", "hip", "almostmagic"),
                PuzzleRegistry.standard().families().stream()
                        .map(PuzzleFamily::name)
                        .toList());
    }
}
