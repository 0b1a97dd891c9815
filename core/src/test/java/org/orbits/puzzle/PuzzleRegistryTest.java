package org.orbits.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.io.Resources;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The registry's contract, whatever the families: the services file decides which, and in what order. */
class PuzzleRegistryTest {

    private final PuzzleRegistry registry = PuzzleRegistry.standard();

    /** The class names the services file lists, comments and blank lines left out. */
    private static List<String> servicesFile() throws IOException {
        return Resources.readLines(
                        Resources.getResource("META-INF/services/" + PuzzleFamily.class.getName()),
                        StandardCharsets.UTF_8)
                .stream()
                .map(line -> line.replaceFirst("#.*", "").strip())
                .filter(line -> !line.isEmpty())
                .toList();
    }

    @Test
    void theStandardRegistryListsTheServicesFilesFamiliesInItsOrder() throws IOException {
        List<String> listed = servicesFile();
        assertFalse(listed.isEmpty());
        assertEquals(
                listed,
                registry.families().stream().map(f -> f.getClass().getName()).toList());
    }

    @Test
    void familyNamesAreUniqueAndEachFamilyIsFoundByItsName() {
        List<String> names =
                registry.families().stream().map(PuzzleFamily::name).toList();
        assertEquals(names.size(), Set.copyOf(names).size(), names.toString());
        for (PuzzleFamily family : registry.families()) {
            assertSame(family, registry.family(family.name()));
            assertTrue(family.name().matches("[a-z0-9]+"), family.name() + " is not a name users can type");
        }
    }

    @Test
    void everyFamilyHasCatalogInstances() {
        for (PuzzleFamily family : registry.families()) {
            assertFalse(family.catalogInstances().isEmpty(), family.name());
        }
    }

    @Test
    void anUnknownFamilyIsBadInputListingTheKnownOnes() {
        String problem = assertThrows(BadInputException.class, () -> registry.family("no-such-family"))
                .getMessage();
        assertTrue(problem.startsWith("unknown puzzle family 'no-such-family'"), problem);
        registry.families().forEach(family -> assertTrue(problem.contains(family.name()), problem));
    }
}
