package org.orbits.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;

/**
 * What every puzzle family promises the generic code, checked the same way for each family {@link #families()}
 * gives, without knowing any: its instances' facts, its parameters, its groups' axioms, and its two models and
 * its checker against each other on a sample of its catalogued instances. A family's own tests then hold only
 * its seed's claims, its rules one by one, and its propagators.
 *
 * <p>The sample: a few catalogued instances (the first three, the middle one and the last), each searched by a
 * plain Choco search of its fast model within {@value #FAST_NODES} nodes and {@value #MOST} solutions. An
 * instance whose search finishes is small: every one of its solutions is checked, and the definition model must
 * find the same ones.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class FamilyContract {

    private static final long FAST_NODES = 2_000;
    private static final int MOST = 50;
    private static final long DEFINITION_NODES = 20_000;
    /** The solutions of each sampled instance that are mutated, each in a few ways. */
    private static final int MUTATED = 4;

    private final Map<String, List<PuzzleInstance>> listed = new HashMap<>();
    private final Map<String, List<Sampled>> samples = new HashMap<>();

    /** The families under test. */
    protected abstract List<PuzzleFamily> families();

    /** Each family under its name, for the tests' names. */
    private Stream<Named<PuzzleFamily>> named() {
        return families().stream().map(family -> Named.of(family.name(), family));
    }

    private record Sampled(PuzzleInstance instance, PlainSearch.Found fast) {}

    private List<Sampled> sample(PuzzleFamily family) {
        return samples.computeIfAbsent(family.name(), name -> {
            List<PuzzleInstance> catalog = family.catalogInstances();
            int last = catalog.size() - 1;
            return new LinkedHashSet<>(List.of(0, 1, 2, last / 2, last))
                    .stream()
                            .filter(at -> at >= 0 && at <= last)
                            .map(catalog::get)
                            .map(instance -> new Sampled(instance, PlainSearch.fastModel(instance, FAST_NODES, MOST)))
                            .toList();
        });
    }

    private List<PuzzleInstance> everyListedInstance(PuzzleFamily family) {
        return listed.computeIfAbsent(family.name(), name -> {
            List<PuzzleInstance> all = new ArrayList<>(family.catalogInstances());
            all.addAll(family.heavyInstances());
            all.addAll(family.openInstances());
            return List.copyOf(all);
        });
    }

    @ParameterizedTest
    @MethodSource("named")
    void everyListedInstanceStatesConsistentFacts(PuzzleFamily family) {
        assertFalse(family.catalogInstances().isEmpty(), family.name() + " catalogues nothing");
        for (PuzzleInstance instance : everyListedInstance(family)) {
            List<String> cells = instance.cellNames();
            assertFalse(cells.isEmpty(), instance.label());
            assertEquals(cells.size(), Set.copyOf(cells).size(), instance.label() + " names a cell twice");
            assertTrue(instance.minValue() <= instance.maxValue(), instance.label());
            assertTrue(instance.determiningPrefix() >= 1 && instance.determiningPrefix() <= cells.size());
            List<String> groups = names(instance.groups());
            assertFalse(groups.isEmpty(), instance.label());
            assertEquals(groups.size(), Set.copyOf(groups).size(), instance.label() + " names a group twice");
        }
    }

    @ParameterizedTest
    @MethodSource("named")
    void everyListedInstanceIsMadeAgainFromItsParameters(PuzzleFamily family) {
        List<PuzzleInstance> all = new ArrayList<>(everyListedInstance(family));
        all.add(family.instance(Map.of()));
        Set<String> ids = new HashSet<>();
        for (PuzzleInstance instance : all.subList(0, all.size() - 1)) {
            assertTrue(ids.add(instance.id()), family.name() + " lists " + instance.id() + " twice");
        }
        for (PuzzleInstance instance : all) {
            PuzzleInstance again = family.instance(instance.parameters());
            assertEquals(instance.id(), again.id());
            assertEquals(instance.label(), again.label());
            assertEquals(instance.cellNames(), again.cellNames(), instance.label());
            assertEquals(instance.parameters(), again.parameters(), instance.label());
            assertEquals(names(instance.groups()), names(again.groups()), instance.label());
        }
    }

    private static List<String> names(List<Group> groups) {
        return groups.stream().map(Group::name).toList();
    }

    @ParameterizedTest
    @MethodSource("named")
    void valuesOutsideTheDeclaredParametersAreBadInputNamingTheParameter(PuzzleFamily family) {
        String unknown = assertThrows(BadInputException.class, () -> family.instance(Map.of("no-such", "1")))
                .getMessage();
        assertTrue(unknown.contains("'no-such'"), unknown);
        for (ParameterSpec parameter : family.parameters()) {
            String outside = parameter.domain() instanceof ParameterSpec.WholeNumbers numbers
                    ? Long.toString(numbers.least() - 1L)
                    : "no-such-word";
            String problem = assertThrows(
                            BadInputException.class, () -> family.instance(Map.of(parameter.name(), outside)))
                    .getMessage();
            assertTrue(problem.contains(parameter.name() + "=" + outside), problem);
        }
    }

    /**
     * Closure, the identity, inverses, each generator's order dividing the group's, values kept in range: for
     * each group once, as instances of one size share their groups.
     */
    @ParameterizedTest
    @MethodSource("named")
    void everyGroupIsAGroup(PuzzleFamily family) {
        Set<List<Object>> checked = new HashSet<>();
        for (PuzzleInstance instance : everyListedInstance(family)) {
            for (Group group : instance.groups()) {
                List<List<Object>> generators =
                        group.generators().stream().map(GroupAxioms::action).toList();
                if (!checked.add(List.<Object>of(group.name(), instance.minValue(), instance.maxValue(), generators))) {
                    continue;
                }
                GroupAxioms.assertHold(instance, group);
            }
        }
    }

    /** For an optimisation puzzle, each symmetry keeps the objective too. */
    @ParameterizedTest
    @MethodSource("named")
    void everySymmetryMapsEverySampledSolutionToASolution(PuzzleFamily family) {
        for (Sampled sampled : sample(family)) {
            PuzzleInstance instance = sampled.instance();
            for (Group group : instance.groups()) {
                for (Symmetry g : group.elements()) {
                    for (int[] solution : sampled.fast().solutions()) {
                        int[] image = g.apply(solution);
                        assertEquals(Optional.empty(), instance.violation(image), instance.label() + " " + g);
                        assertEquals(instance.objectiveOf(solution), instance.objectiveOf(image), instance.label());
                    }
                }
            }
        }
    }

    /** ... and computes the objective the fast model states. */
    @ParameterizedTest
    @MethodSource("named")
    void theCheckerAcceptsEverySolutionOfTheFastModel(PuzzleFamily family) {
        long solutions = 0;
        for (Sampled sampled : sample(family)) {
            PuzzleInstance instance = sampled.instance();
            for (int k = 0; k < sampled.fast().solutions().size(); k++) {
                int[] solution = sampled.fast().solutions().get(k);
                assertEquals(Optional.empty(), instance.violation(solution), instance.label());
                OptionalInt stated = sampled.fast().objectives().get(k);
                if (stated.isPresent()) {
                    assertEquals(
                            stated.getAsInt(),
                            instance.objectiveOf(solution).orElseThrow().value());
                }
                solutions++;
            }
        }
        assertNotEquals(0, solutions, family.name() + ": the sample holds no solution to check");
    }

    /**
     * A solution changed in one cell, or with two cells swapped, may or may not be another: the checker and the
     * definition model, written apart, must say the same of it, and agree on its objective. A value outside the
     * instance's values is refused.
     */
    @ParameterizedTest
    @MethodSource("named")
    void theCheckerAndTheDefinitionModelAgreeOnMutatedSolutions(PuzzleFamily family) {
        int refused = 0;
        for (Sampled sampled : sample(family)) {
            PuzzleInstance instance = sampled.instance();
            for (int[] solution :
                    sampled.fast().solutions().stream().limit(MUTATED).toList()) {
                for (int[] mutant : mutants(instance, solution)) {
                    Optional<OptionalInt> held = PlainSearch.definitionHolds(instance, mutant);
                    Optional<String> violation = instance.violation(mutant);
                    String shown = instance.label() + " " + Arrays.toString(mutant);
                    assertEquals(held.isPresent(), violation.isEmpty(), shown + ": " + violation);
                    if (held.isPresent() && held.get().isPresent()) {
                        assertEquals(
                                held.get().getAsInt(),
                                instance.objectiveOf(mutant).orElseThrow().value(),
                                shown);
                    }
                    refused += violation.isPresent() ? 1 : 0;
                }
                int[] low = solution.clone();
                low[0] = instance.minValue() - 1;
                int[] high = solution.clone();
                high[high.length - 1] = instance.maxValue() + 1;
                assertTrue(instance.violation(low).isPresent(), instance.label());
                assertTrue(instance.violation(high).isPresent(), instance.label());
            }
        }
        assertNotEquals(0, refused, family.name() + ": no mutated solution was refused");
    }

    /** The next value in three cells (first, middle, last), and the first cell swapped with one that differs. */
    private static List<int[]> mutants(PuzzleInstance instance, int[] solution) {
        List<int[]> mutants = new ArrayList<>();
        for (int cell : new LinkedHashSet<>(List.of(0, solution.length / 2, solution.length - 1))) {
            int[] mutant = solution.clone();
            mutant[cell] = solution[cell] == instance.maxValue() ? instance.minValue() : solution[cell] + 1;
            mutants.add(mutant);
        }
        IntStream.range(1, solution.length)
                .filter(cell -> solution[cell] != solution[0])
                .findFirst()
                .ifPresent(cell -> {
                    int[] mutant = solution.clone();
                    mutant[0] = solution[cell];
                    mutant[cell] = solution[0];
                    mutants.add(mutant);
                });
        return mutants;
    }

    @ParameterizedTest
    @MethodSource("named")
    void theDefinitionModelFindsTheFastModelsSolutionsOnSmallInstances(PuzzleFamily family) {
        int compared = 0;
        for (Sampled sampled : sample(family)) {
            if (!sampled.fast().complete()) {
                continue;
            }
            List<int[]> fast = sampled.fast().solutions();
            PlainSearch.Found definition =
                    PlainSearch.definitionModel(sampled.instance(), DEFINITION_NODES, fast.size() + 1);
            String label = sampled.instance().label();
            assertTrue(definition.solutions().size() <= fast.size(), label + ": the definition model finds more");
            if (definition.complete()) {
                assertEquals(asLists(fast), asLists(definition.solutions()), label);
                compared++;
            }
        }
        Assumptions.assumeTrue(compared > 0, family.name() + ": no catalogued instance is small enough to compare");
    }

    private static Set<List<Integer>> asLists(List<int[]> solutions) {
        Set<List<Integer>> lists = new HashSet<>();
        solutions.forEach(s -> lists.add(Arrays.stream(s).boxed().toList()));
        assertEquals(solutions.size(), lists.size(), "a search found a solution twice");
        return lists;
    }

    @ParameterizedTest
    @MethodSource("named")
    void noTwoSampledSolutionsShareTheirDeterminingPrefix(PuzzleFamily family) {
        for (Sampled sampled : sample(family)) {
            int prefix = sampled.instance().determiningPrefix();
            Set<List<Integer>> prefixes = new HashSet<>();
            for (int[] solution : sampled.fast().solutions()) {
                List<Integer> leading =
                        Arrays.stream(solution, 0, prefix).boxed().toList();
                assertTrue(prefixes.add(leading), sampled.instance().label() + ": two solutions begin " + leading);
            }
        }
    }

    /** A page tells which cell was clicked by its name, on a solution and on an empty position alike. */
    @ParameterizedTest
    @MethodSource("named")
    void everyCellIsDrawnUnderItsName(PuzzleFamily family) {
        for (Sampled sampled : sample(family)) {
            PuzzleInstance instance = sampled.instance();
            int[] empty = new int[instance.cellNames().size()];
            Arrays.fill(empty, PuzzleInstance.EMPTY);
            List<int[]> positions = new ArrayList<>(List.of(empty));
            sampled.fast().solutions().stream().limit(1).forEach(positions::add);
            for (int[] position : positions) {
                Picture picture = instance.draw(position);
                assertTrue(picture.width() > 0 && picture.height() > 0, instance.label());
                for (String cell : instance.cellNames()) {
                    assertTrue(
                            picture.svgElements().contains("data-cell=\"" + cell + "\""),
                            instance.label() + " " + cell);
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("named")
    void neitherAnEmptyPositionNorASolutionBreaksARule(PuzzleFamily family) {
        for (Sampled sampled : sample(family)) {
            PuzzleInstance instance = sampled.instance();
            int[] empty = new int[instance.cellNames().size()];
            Arrays.fill(empty, PuzzleInstance.EMPTY);
            assertEquals(List.of(), broken(instance, empty), instance.label());
            for (int[] solution :
                    sampled.fast().solutions().stream().limit(MUTATED).toList()) {
                assertEquals(List.of(), broken(instance, solution), instance.label());
            }
        }
    }

    private static List<String> broken(PuzzleInstance instance, int[] position) {
        ImmutableList<PositionRemark> remarks = instance.remarks(position);
        return remarks.stream()
                .filter(PositionRemark::broken)
                .map(PositionRemark::text)
                .toList();
    }
}
