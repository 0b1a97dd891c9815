package org.orbits.tiling;

/** Which tilings a {@link TilingSearch} finds. */
public enum TilingScope {
    /** Every tiling of the board, each once: no symmetry breaking. */
    EVERY_TILING("every"),
    /**
     * At least one tiling of every orbit under the puzzle's group, each tiling found once, by keeping one piece to one
     * placement per orbit of its placements (see {@link TilingSearch#exact()} for when it is exactly one per orbit).
     */
    EVERY_ORBIT("orbits"),
    /**
     * The same, with the greatest-numbered placement of each orbit of the restricted piece's placements kept rather
     * than the least: other members of the same orbits, a second way to them.
     */
    EVERY_ORBIT_GREATEST("orbits-greatest");

    private final String word;

    TilingScope(String word) {
        this.word = word;
    }

    /** The word a work unit is written with. */
    public String word() {
        return word;
    }

    /** The scope written {@code word}. */
    public static TilingScope ofWord(String word) {
        for (TilingScope scope : values()) {
            if (scope.word.equals(word)) {
                return scope;
            }
        }
        throw new IllegalArgumentException(
                "no tiling search scope '" + word + "' (known: every, orbits, orbits-greatest)");
    }
}
