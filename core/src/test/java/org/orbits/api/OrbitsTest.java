package org.orbits.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.primitives.ImmutableIntArray;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleRegistry;

class OrbitsTest {

    private final Orbits orbits = Orbits.standard();

    @Test
    void listsEveryFamilyOfTheRegistryWithItsParameters() {
        List<PuzzleFamily> registered = PuzzleRegistry.standard().families();
        assertEquals(
                registered.stream().map(PuzzleFamily::name).toList(),
                orbits.families().stream().map(Family::name).toList());
        for (PuzzleFamily puzzle : registered) {
            Family family = orbits.family(puzzle.name());
            assertEquals(puzzle.title(), family.title());
            assertEquals(
                    puzzle.parameters().stream()
                            .map(p -> new Family.Parameter(p.name(), p.description(), p.defaultValue(), p.range()))
                            .toList(),
                    family.parameters());
        }
    }

    @Test
    void badInputIsAOneLineOrbitsException() {
        OrbitsException family = assertThrows(OrbitsException.class, () -> orbits.instance("hexagon", Map.of()));
        assertTrue(family.getMessage().startsWith("unknown puzzle family 'hexagon'"), family.getMessage());
        OrbitsException parameter =
                assertThrows(OrbitsException.class, () -> orbits.instance("ngon", Map.of("n", "two")));
        assertFalse(parameter.getMessage().contains("\n"), parameter.getMessage());
        Instance magic19 = orbits.instance("ngon", Map.of("n", "6"));
        OrbitsException cell =
                assertThrows(OrbitsException.class, () -> orbits.solve(magic19, Map.of("Z9", 1), Options.defaults()));
        assertTrue(cell.getMessage().contains("Z9"), cell.getMessage());
        OrbitsException setting = assertThrows(
                OrbitsException.class,
                () -> orbits.enumerate(magic19, Options.defaults().withSetting("search", "sideways")));
        assertTrue(setting.getMessage().contains("sideways"), setting.getMessage());
    }

    @Test
    void streamsEachOrbitOnceAsItIsFound() {
        Instance apex = orbits.instance("apex", Map.of("rows", "5", "modulus", "5"));
        List<OrbitFound> streamed = new CopyOnWriteArrayList<>();
        EnumerationResult result = orbits.enumerate(apex, Options.defaults().onOrbit(streamed::add));
        assertTrue(result.complete());
        for (GroupOrbits group : result.groups()) {
            List<Orbit> found = streamed.stream()
                    .filter(o -> o.group().equals(group.group()))
                    .map(o -> new Orbit(o.representative(), o.size()))
                    .sorted(java.util.Comparator.comparing(
                            Orbit::representative, org.orbits.symmetry.SolutionOrder.LEXICOGRAPHIC))
                    .toList();
            assertEquals(group.orbits(), found, group.group());
        }
    }

    @Test
    void solvesMagic19FromTheSeedGamesGivens() {
        Instance magic19 = orbits.instance("ngon", Map.of("n", "6"));
        Completions one = orbits.solve(magic19, Map.of("C", 4, "v0", 10), Options.defaults());
        assertTrue(one.solved() && one.complete());
        assertEquals(4, one.first().orElseThrow().get(0));
        assertEquals(java.util.Optional.empty(), magic19.violation(one.first().orElseThrow()));
        Completions all = orbits.solveAll(magic19, Map.of("C", 2), Options.defaults());
        assertTrue(all.complete());
        assertEquals(3, all.orbits().size());
        assertEquals(36, all.completions());
        Completions none = orbits.solve(magic19, Map.of("C", 1), Options.defaults());
        assertFalse(none.solved());
        assertTrue(none.complete());
    }

    /**
     * Cancelled while it runs, a search returns within 100 ms, incomplete. The machine may be busy, so the
     * figure is the median of five cancellations, each measured from the cancel to the returned result.
     */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aCancelledSearchReturnsWithin100MillisecondsMarkedIncomplete() throws Exception {
        Instance hip8 = orbits.instance("hip", Map.of("n", "8"));
        List<Long> millis = new ArrayList<>();
        for (int attempt = 0; attempt < 5; attempt++) {
            Cancellation cancellation = new Cancellation();
            CountDownLatch running = new CountDownLatch(1);
            Options options = Options.defaults()
                    .withThreads(2)
                    .cancelledBy(cancellation)
                    .onProgress(progress -> {
                        if (progress.nodes() > 0) {
                            running.countDown();
                        }
                    });
            CompletableFuture<EnumerationResult> search =
                    CompletableFuture.supplyAsync(() -> orbits.enumerate(hip8, options));
            assertTrue(running.await(30, TimeUnit.SECONDS), "the search never started");
            long cancelled = System.nanoTime();
            cancellation.cancel();
            EnumerationResult result = search.get(10, TimeUnit.SECONDS);
            millis.add(Duration.ofNanos(System.nanoTime() - cancelled).toMillis());
            assertFalse(result.complete());
        }
        List<Long> sorted = millis.stream().sorted().toList();
        assertTrue(sorted.get(2) < 100, "median " + sorted.get(2) + " ms to stop, of " + millis);
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aTimeLimitBoundsTheWholeCall() {
        Instance hip8 = orbits.instance("hip", Map.of("n", "8"));
        long start = System.nanoTime();
        EnumerationResult result =
                orbits.enumerate(hip8, Options.defaults().withThreads(2).withTimeLimit(Duration.ofSeconds(3)));
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertFalse(result.complete());
        assertTrue(took.toMillis() < 5000, "took " + took.toMillis() + " ms for a 3 s limit");
        List<String> groups = new ArrayList<>();
        result.groups().forEach(g -> groups.add(g.group()));
        assertEquals(List.of("D4", "D4-swap").size(), groups.size(), groups.toString());
    }

    @Test
    void theImagesOfAnOrbitThatCompleteTheGivensAreFoundByItsGroupsElements() {
        Instance magic19 = orbits.instance("ngon", Map.of("n", "6"));
        Completions all = orbits.solveAll(magic19, Map.of("v0", 1, "C", 4), Options.defaults());
        int v0 = magic19.cellNames().indexOf("v0");
        for (Completions.CompletionOrbit orbit : all.orbits()) {
            // The canonical form is the least image: it does not put 1 at v0, yet some image does.
            assertFalse(orbit.canonical().get(v0) == 1);
            List<ImmutableIntArray> agreeing =
                    magic19.imagesAgreeingWith("D6", orbit.canonical(), Map.of("v0", 1, "C", 4));
            assertEquals(orbit.completions(), agreeing.size());
            agreeing.forEach(image -> {
                assertEquals(1, image.get(v0));
                assertEquals(Optional.empty(), magic19.violation(image));
            });
        }
        ImmutableIntArray any = all.orbits().get(0).canonical();
        assertEquals(12, magic19.imagesAgreeingWith("D6", any, Map.of()).size());
        assertEquals(List.of(), magic19.imagesAgreeingWith("D6", any, Map.of("C", 5)));
        assertThrows(OrbitsException.class, () -> magic19.imagesAgreeingWith("D7", any, Map.of()));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void everyCompletionWatchedIsSearchedInUnitsSoThatItsShareDoneIsKnown() {
        Instance apex = orbits.instance("apex", Map.of("rows", "12", "modulus", "6"));
        List<Progress> told = new CopyOnWriteArrayList<>();
        Completions all =
                orbits.solveAll(apex, Map.of("r11c0", 2), Options.defaults().onProgress(told::add));
        assertTrue(all.complete());
        assertTrue(told.stream().anyMatch(Progress::split), told.toString());
        told.stream().filter(Progress::split).forEach(progress -> {
            assertTrue(progress.shareDone() >= 0 && progress.shareDone() <= 1, progress.toString());
        });
        // Unwatched, the same search gives the same answer.
        assertEquals(
                all.completions(),
                orbits.solveAll(apex, Map.of("r11c0", 2), Options.defaults()).completions());
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void anOptimisationTellsItsBestSolutionSoFar() {
        Instance hip8 = orbits.instance("hip", Map.of("n", "8"));
        List<Progress> told = new CopyOnWriteArrayList<>();
        Completions best = orbits.solve(
                hip8,
                Map.of(),
                Options.defaults().withTimeLimit(Duration.ofSeconds(5)).onProgress(told::add));
        List<Progress> withBest =
                told.stream().filter(p -> p.bestSolution().isPresent()).toList();
        assertFalse(withBest.isEmpty(), told.toString());
        for (Progress progress : withBest) {
            ImmutableIntArray solution = progress.bestSolution().get();
            assertEquals(Optional.empty(), hip8.violation(solution));
            assertEquals(progress.best().getAsInt(), hip8.objectiveOf(solution).orElseThrow());
        }
        assertTrue(best.objective().orElseThrow().value().getAsInt()
                <= withBest.get(withBest.size() - 1).best().getAsInt());
    }
}
