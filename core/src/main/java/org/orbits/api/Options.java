package org.orbits.api;

import com.google.common.collect.ImmutableMap;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.orbits.search.run.SearchRequest;

/**
 * How to run a search: solver settings by their words, the group to reduce by, threads, limits, and the
 * listeners and cancellation handle of a caller that watches it. Start from {@link #defaults()} and change
 * what you need; every {@code with} returns a new value.
 *
 * @param settings solver settings by name and word, as the CLI spells them ({@code search=minDomLB}); a
 *     setting not named takes its default
 * @param group reduce by this symmetry group only; empty for every group of the instance
 * @param threads how many threads search; 1 by default
 * @param timeLimit how long the whole search may take, planning and every phase and group included
 * @param solutionLimit stop after this many solutions; 0 for no limit
 * @param checkpoint a file recording the finished work units, rewritten as they finish: an enumeration given
 *     the file of an earlier one of the same search resumes it
 */
public record Options(
        ImmutableMap<String, String> settings,
        Optional<String> group,
        int threads,
        Optional<Duration> timeLimit,
        long solutionLimit,
        Progress.Listener progress,
        OrbitFound.Listener orbits,
        Cancellation cancellation,
        Optional<Path> checkpoint) {

    public Options {
        Objects.requireNonNull(checkpoint);
        Objects.requireNonNull(settings);
        Objects.requireNonNull(group);
        Objects.requireNonNull(timeLimit);
        Objects.requireNonNull(progress);
        Objects.requireNonNull(orbits);
        Objects.requireNonNull(cancellation);
        if (threads < 1) {
            throw new OrbitsException("threads must be at least 1, not " + threads);
        }
        if (solutionLimit < 0) {
            throw new OrbitsException("the solution limit must not be negative, not " + solutionLimit);
        }
        if (timeLimit.isPresent()
                && (timeLimit.get().isNegative() || timeLimit.get().isZero())) {
            throw new OrbitsException("the time limit must be positive, not " + timeLimit.get());
        }
    }

    /** The name of the model option that sets the allDifferent constraints' consistency (AC, BC, FC, ...). */
    public static final String ALL_DIFFERENT = "allDifferent";

    /** The defaults: the family's own search with lex-leader breaking, one thread, no limit, nobody watching. */
    public static Options defaults() {
        return new Options(
                ImmutableMap.of(),
                Optional.empty(),
                1,
                Optional.empty(),
                0,
                Progress.Listener.SILENT,
                OrbitFound.Listener.NONE,
                new Cancellation(),
                Optional.empty());
    }

    /** One solver setting by its name and word: {@code allDifferent}, {@code search}, {@code symmetryBreaking}, ... */
    public Options withSetting(String name, String word) {
        Map<String, String> changed = new LinkedHashMap<>(settings);
        changed.put(name, word);
        return new Options(
                ImmutableMap.copyOf(changed),
                group,
                threads,
                timeLimit,
                solutionLimit,
                progress,
                orbits,
                cancellation,
                checkpoint);
    }

    public Options withGroup(String name) {
        return new Options(
                settings,
                Optional.of(name),
                threads,
                timeLimit,
                solutionLimit,
                progress,
                orbits,
                cancellation,
                checkpoint);
    }

    public Options withThreads(int count) {
        return new Options(
                settings, group, count, timeLimit, solutionLimit, progress, orbits, cancellation, checkpoint);
    }

    public Options withTimeLimit(Duration limit) {
        return new Options(
                settings,
                group,
                threads,
                Optional.of(limit),
                solutionLimit,
                progress,
                orbits,
                cancellation,
                checkpoint);
    }

    public Options withSolutionLimit(long limit) {
        return new Options(settings, group, threads, timeLimit, limit, progress, orbits, cancellation, checkpoint);
    }

    public Options onProgress(Progress.Listener listener) {
        return new Options(
                settings, group, threads, timeLimit, solutionLimit, listener, orbits, cancellation, checkpoint);
    }

    public Options onOrbit(OrbitFound.Listener listener) {
        return new Options(
                settings, group, threads, timeLimit, solutionLimit, progress, listener, cancellation, checkpoint);
    }

    public Options withCheckpoint(Path file) {
        return new Options(
                settings, group, threads, timeLimit, solutionLimit, progress, orbits, cancellation, Optional.of(file));
    }

    /** What the search layer runs: these options in its own terms. */
    SearchRequest request() {
        SearchRequest.OrbitListener met = orbits == OrbitFound.Listener.NONE
                ? SearchRequest.OrbitListener.NONE
                : (name, representative, size) -> orbits.found(new OrbitFound(name, representative, size));
        return new SearchRequest(
                settings,
                group,
                threads,
                timeLimit,
                solutionLimit,
                Progress.told(progress),
                met,
                cancellation::isCancelled,
                checkpoint);
    }

    public Options cancelledBy(Cancellation handle) {
        return new Options(settings, group, threads, timeLimit, solutionLimit, progress, orbits, handle, checkpoint);
    }
}
