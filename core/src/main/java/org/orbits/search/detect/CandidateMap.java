package org.orbits.search.detect;

import org.orbits.symmetry.Symmetry;

/**
 * A map of the literals that may be a symmetry of the puzzle, and where it came from; it is kept only once it sends
 * every solution to a solution.
 *
 * @param name what it does, in words ({@code x: quarter turn}, {@code values x -> 17 - x})
 * @param source which source proposed it: the constraint graph, or the candidates tried on the solutions
 */
public record CandidateMap(String name, Source source, Symmetry map) {

    public enum Source {
        CONSTRAINTS("model's constraints"),
        CONSTRAINT_GRAPH("constraint graph"),
        CANDIDATES("candidate");

        private final String word;

        Source(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }
}
