package org.orbits.api;

import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.util.List;
import java.util.Optional;

/**
 * The completions of a partly filled puzzle: the first one found, and when every completion was asked
 * for, all of them reduced to the orbits of the default group. {@code complete} says the search was
 * exhausted (or, for one completion, that one was found): without it "none found" does not mean none exist.
 *
 * <p>Of an optimisation puzzle the completions sought are the optimal ones: the search proves the optimum
 * among the completions of the givens, then finds one completion at it (or all of them). {@code objective}
 * says the value and whether it is proven; when a limit stopped the proof, {@code first} is the best
 * completion found and {@code complete} is false.
 *
 * @param givens the cells fixed in advance, by name
 * @param first a completion, when there is one
 * @param orbits each orbit the completions meet, with how many completions it holds; empty unless all were
 *     asked for
 * @param objective for an optimisation puzzle, the objective of the completions: its sense, the value of
 *     {@code first} and whether that value is proven optimal; empty for a satisfaction puzzle
 */
public record Completions(
        String label,
        ImmutableMap<String, Integer> givens,
        boolean complete,
        long completions,
        Optional<ImmutableIntArray> first,
        String group,
        List<CompletionOrbit> orbits,
        Statistics statistics,
        Optional<Optimum> objective) {

    public Completions {
        orbits = List.copyOf(orbits);
    }

    /** Whether a completion was found. */
    public boolean solved() {
        return first.isPresent();
    }

    /** An orbit of the completions: its canonical form and how many of the completions lie in it. */
    public record CompletionOrbit(ImmutableIntArray canonical, long completions) {}
}
