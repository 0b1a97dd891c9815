package org.orbits.search.detect;

import java.util.List;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Symmetry;

/**
 * A map of the literals that may be a symmetry of the puzzle, and where it came from; it is kept only once it sends
 * every solution to a solution.
 *
 * @param name what it does, in words ({@code x: quarter turn}, {@code values x -> 17 - x})
 * @param source which source proposed it: the constraint graph, or the candidates tried on the solutions
 */
public record CandidateMap(String name, Source source, Symmetry map) {

    /** A cell map in the cells' {@code names}: {@code a->b b->a; values 1.. -> [...]}. */
    static String describe(CellMap map, List<String> names) {
        StringBuilder text = new StringBuilder();
        for (int c = 0; c < map.cells(); c++) {
            if (map.cellImage(c) != c) {
                text.append(text.length() == 0 ? "" : " ")
                        .append(names.get(c))
                        .append("->")
                        .append(names.get(map.cellImage(c)));
            }
        }
        if (!map.values().isIdentity()) {
            text.append(text.length() == 0 ? "" : "; ").append("values ");
            int[] image = map.values().image();
            StringBuilder moved = new StringBuilder();
            for (int k = 0; k < image.length; k++) {
                if (image[k] != map.values().lo() + k) {
                    moved.append(moved.length() == 0 ? "" : " ")
                            .append(map.values().lo() + k)
                            .append("->")
                            .append(image[k]);
                }
            }
            text.append(moved);
        }
        return text.length() == 0 ? "identity" : text.toString();
    }

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
