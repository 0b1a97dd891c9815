package org.orbits.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.orbits.symmetry.Group;

/** A wrapper replaces a part of an instance and keeps the rest: nothing an instance answers is left behind. */
class PuzzlePartsTest {

    /** What {@link PuzzleInstance} makes of the parts: read through them, never forwarded, never overridden. */
    private static final Set<String> MADE_OF_PARTS = Set.of("checkedHeuristicSolution", "group", "cellIndex", "label");

    private static final PuzzleInstance PENTAGON =
            PuzzleRegistry.standard().family("ngon").instance(Map.of("n", "5"));

    private static boolean declares(Class<?> type, Method method) {
        return Arrays.stream(type.getDeclaredMethods())
                .anyMatch(declared -> declared.getName().equals(method.getName())
                        && Arrays.equals(declared.getParameterTypes(), method.getParameterTypes())
                        && !declared.isSynthetic());
    }

    private static Stream<Method> answered() {
        return Arrays.stream(PuzzleInstance.class.getMethods()).filter(m -> !Modifier.isStatic(m.getModifiers()));
    }

    @Test
    void everyMethodAnInstanceAnswersIsForwardedOrMadeOfTheParts() {
        List<String> wrong = new ArrayList<>();
        answered().forEach(method -> {
            boolean made = MADE_OF_PARTS.contains(method.getName());
            if (declares(PuzzleParts.class, method) == made) {
                wrong.add(method.getName() + (made ? " is forwarded" : " is not forwarded"));
            }
        });
        assertEquals(List.of(), wrong);
    }

    @Test
    void noInstanceOverridesWhatIsMadeOfItsParts() {
        List<String> wrong = new ArrayList<>();
        for (PuzzleFamily family : PuzzleRegistry.standard().families()) {
            PuzzleInstance instance = family.catalogInstances().get(0);
            for (Class<?> type = instance.getClass(); type != null; type = type.getSuperclass()) {
                Class<?> declaring = type;
                answered()
                        .filter(method -> MADE_OF_PARTS.contains(method.getName()) && declares(declaring, method))
                        .forEach(method -> wrong.add(declaring.getSimpleName() + "." + method.getName()));
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void groupsReplacedAreTheGroupsANameFinds() {
        Group rotations = Group.generatedBy(
                "C5",
                PENTAGON.cellNames().size(),
                List.of(PENTAGON.defaultGroup().generators().get(0)));
        PuzzleInstance rotated = PuzzleParts.of(PENTAGON).withGroups(() -> ImmutableList.of(rotations));
        assertSame(rotations, rotated.defaultGroup());
        assertSame(rotations, rotated.group("C5"));
        BadInputException unknown = assertThrows(BadInputException.class, () -> rotated.group("D5"));
        assertEquals("no symmetry group 'D5' for ngon (known: C5)", unknown.getMessage());
        assertEquals(PENTAGON.label(), rotated.label());
        assertEquals(PENTAGON.cellNames(), rotated.cellNames());
        assertTrue(rotated.valuesDistinct());
        int[] wrong = new int[PENTAGON.cellNames().size()];
        assertEquals(PENTAGON.violation(wrong), rotated.violation(wrong));
    }

    @Test
    void theHeuristicsSolutionPassesTheCheckerOfTheParts() {
        int[] guess = new int[PENTAGON.cellNames().size()];
        PuzzleParts guessing = PuzzleParts.of(PENTAGON).withModels(new PuzzleModels() {
            @Override
            public PuzzleModel build(ModelOptions options) {
                return PENTAGON.build(options);
            }

            @Override
            public DefinitionModel definitionModel() {
                return PENTAGON.definitionModel();
            }

            @Override
            public Optional<int[]> heuristicSolution() {
                return Optional.of(guess);
            }
        });
        assertEquals(Optional.empty(), guessing.checkedHeuristicSolution(), "the n-gon's checker refuses all zeros");
        PuzzleInstance believing = guessing.withChecker(solution -> Optional.empty());
        assertSame(guess, believing.checkedHeuristicSolution().orElseThrow());
    }

    @Test
    void partsOfPartsAreOneLayer() {
        PuzzleParts parts = PuzzleParts.of(PENTAGON);
        assertSame(parts, PuzzleParts.of(parts));
    }
}
