package org.orbits.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ModelOptionsTest {

    private final PuzzleRegistry registry = PuzzleRegistry.standard();

    @Test
    void completingSpellsOutEveryOptionOfTheFamilyInItsOrder() {
        ModelOptions ngon = ModelOptions.of(Map.of("encoding", "boolean")).completedFor(registry.family("ngon"));
        assertEquals(
                List.of("allDifferent", "encoding"), List.copyOf(ngon.words().keySet()));
        assertEquals("AC", ngon.words().get("allDifferent"));
        assertEquals("boolean", ngon.words().get("encoding"));
    }

    @Test
    void aFamilyWithoutOptionsCompletesToNone() {
        assertTrue(ModelOptions.DEFAULTS
                .completedFor(registry.family("hip"))
                .words()
                .isEmpty());
    }

    @Test
    void aWordIsTakenInTheOptionsOwnSpellingWhateverItsCase() {
        ModelOptions chosen = ModelOptions.of(Map.of("allDifferent", "neqs"));
        assertEquals("NEQS", chosen.word(ModelOptionSpec.ALL_DIFFERENT));
    }

    @Test
    void anOptionTheFamilyDoesNotHaveIsBadInput() {
        BadInputException problem =
                assertThrows(BadInputException.class, () -> ModelOptions.of(Map.of("allDifferent", "AC"))
                        .completedFor(registry.family("apex")));
        assertEquals("apex has no model option 'allDifferent' (it has encoding)", problem.getMessage());
    }

    @Test
    void aWordTheOptionDoesNotAcceptIsBadInput() {
        BadInputException problem =
                assertThrows(BadInputException.class, () -> ModelOptions.of(Map.of("encoding", "arithmetic"))
                        .completedFor(registry.family("ngon")));
        assertEquals("unknown encoding 'arithmetic' (known: standard, boolean)", problem.getMessage());
    }
}
