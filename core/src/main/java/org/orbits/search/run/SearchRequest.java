package org.orbits.search.run;

import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Enumerator;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.Group;

/**
 * What one search is asked to do, as the API's options or a catalog's heavy proof state it: the solver settings by
 * their words, the group to reduce by, threads, limits, who watches it, what stops it, and the checkpoint it keeps.
 *
 * @param settings solver settings by name and word ({@code search=minDomLB}); a setting not named takes its default
 * @param group reduce by the group of this name only; empty for every group of the instance
 * @param timeLimit how long the whole command may take, counted from when its clock starts
 * @param solutionLimit stop after this many solutions; 0 for no limit
 * @param cancelled checked at every node: once it holds, the search stops, incomplete
 * @param checkpoint a file recording the finished work units, resumed when it records the same search
 */
public record SearchRequest(
        ImmutableMap<String, String> settings,
        Optional<String> group,
        int threads,
        Optional<Duration> timeLimit,
        long solutionLimit,
        ProgressListener progress,
        OrbitListener orbits,
        BooleanSupplier cancelled,
        Optional<Path> checkpoint) {

    /** Told of each orbit of each group reported as the search meets it; called from one thread at a time. */
    @FunctionalInterface
    public interface OrbitListener {
        OrbitListener NONE = (group, representative, size) -> {};

        void found(String group, ImmutableIntArray representative, long size);
    }

    /** The defaults: every setting at its default, every group, one thread, no limit, nobody watching. */
    public static SearchRequest defaults() {
        return new SearchRequest(
                ImmutableMap.of(),
                Optional.empty(),
                1,
                Optional.empty(),
                0,
                ProgressListener.SILENT,
                OrbitListener.NONE,
                () -> false,
                Optional.empty());
    }

    /**
     * The settings this names for {@code puzzle}, each setting not named at its default: the search's settings, and
     * the model options its family declares (one it does not declare is bad input).
     */
    SolverSettings settingsFor(PuzzleInstance puzzle) {
        Map<String, String> words = new LinkedHashMap<>(SolverSettings.DEFAULT.words());
        words.putAll(settings);
        return SolverSettings.ofWords(words).completedFor(puzzle.family());
    }

    /**
     * The engine of this search of {@code puzzle} under {@code group}, stopped once {@code stop} holds: where the
     * group's generators are not all proven (a model's declarations), it breaks only the proven part (see {@link
     * Enumerator#expansion}).
     */
    Enumerator engine(PuzzleInstance puzzle, Group group, SolverSettings chosen, BooleanSupplier stop) {
        return new Enumerator(puzzle)
                .group(group)
                .settings(chosen)
                .limits(Limits.of(null, solutionLimit))
                .stopWhen(stop)
                .progress(progress)
                .threads(threads);
    }

    /** The same with one setting named. */
    public SearchRequest withSetting(String name, String word) {
        Map<String, String> changed = new LinkedHashMap<>(settings);
        changed.put(name, word);
        return new SearchRequest(
                ImmutableMap.copyOf(changed),
                group,
                threads,
                timeLimit,
                solutionLimit,
                progress,
                orbits,
                cancelled,
                checkpoint);
    }

    /** The same with a time limit, counted from when the search starts; none when {@code limit} is null. */
    public SearchRequest withTimeLimit(Duration limit) {
        return new SearchRequest(
                settings,
                group,
                threads,
                Optional.ofNullable(limit),
                solutionLimit,
                progress,
                orbits,
                cancelled,
                checkpoint);
    }

    /** The same on {@code count} threads, keeping a checkpoint in {@code file}, stopped by {@code condition}. */
    public SearchRequest checkpointed(int count, Path file, BooleanSupplier condition, ProgressListener watcher) {
        return new SearchRequest(
                settings, group, count, timeLimit, solutionLimit, watcher, orbits, condition, Optional.of(file));
    }
}
