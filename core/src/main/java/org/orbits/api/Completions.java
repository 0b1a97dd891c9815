package org.orbits.api;

import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.util.List;
import java.util.Optional;
import org.orbits.search.run.CompletionSearch;

/**
 * The completions of a partly filled puzzle: the first one found, and when every completion was asked for, all of
 * them reduced to the orbits of the default group. {@code complete} says the search was exhausted (or, for one
 * completion, that one was found): without it "none found" does not mean none exist.
 *
 * <p>Of an optimisation puzzle the completions sought are the optimal ones: the search proves the optimum among the
 * completions of the givens, then finds one completion at it (or all of them). {@code objective} says the value and
 * whether it is proven; when a limit stopped the proof, {@code first} is the best completion found and {@code
 * complete} is false.
 */
public final class Completions {

    private final CompletionSearch.Completed completed;
    private final List<CompletionOrbit> orbits;

    Completions(CompletionSearch.Completed completed) {
        this.completed = completed;
        this.orbits = completed.orbits().stream()
                .map(orbit -> new CompletionOrbit(orbit.canonical(), orbit.completions()))
                .toList();
    }

    CompletionSearch.Completed completed() {
        return completed;
    }

    public String label() {
        return completed.puzzle().label();
    }

    /** The cells fixed in advance, by name. */
    public ImmutableMap<String, Integer> givens() {
        return completed.givens();
    }

    public boolean complete() {
        return completed.complete();
    }

    /** How many completions were found. */
    public long completions() {
        return completed.completions();
    }

    /** A completion, when there is one. */
    public Optional<ImmutableIntArray> first() {
        return completed.first();
    }

    /** The group the completions are reduced by. */
    public String group() {
        return completed.group().name();
    }

    /** Each orbit the completions meet, with how many completions it holds; empty unless all were asked for. */
    public List<CompletionOrbit> orbits() {
        return orbits;
    }

    public Statistics statistics() {
        return Statistics.of(completed.statistics(), completed.proof(), completed.elapsed());
    }

    /**
     * For an optimisation puzzle, the objective of the completions: its sense, the value of {@code first} and whether
     * that value is proven optimal; empty for a satisfaction puzzle.
     */
    public Optional<Optimum> objective() {
        return completed.objective().map(Optimum::of);
    }

    /** Whether a completion was found. */
    public boolean solved() {
        return first().isPresent();
    }

    /** An orbit of the completions: its canonical form and how many of the completions lie in it. */
    public record CompletionOrbit(ImmutableIntArray canonical, long completions) {}
}
