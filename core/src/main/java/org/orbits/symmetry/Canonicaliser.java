package org.orbits.symmetry;

import java.util.Arrays;

/**
 * Reduces a solution to its orbit: the canonical form is the lexicographically least image over every
 * element of the group, in the puzzle's cell order; the orbit size is the group order divided by the
 * order of the solution's stabiliser. A listed group has every element tried in turn; any other is searched
 * down its stabiliser chain ({@link LiteralCanonicaliser}), with the same canonical form. Safe to share between
 * threads.
 */
public final class Canonicaliser {

    private final Group group;
    /** The chain's canonicaliser, for a group that is not listed; null otherwise. */
    private final LiteralCanonicaliser byChain;

    public Canonicaliser(Group group) {
        this.group = group;
        this.byChain =
                group.listed() ? null : LiteralCanonicaliser.of(group.literal().orElseThrow());
    }

    public Group group() {
        return group;
    }

    public int[] canonical(int[] solution) {
        if (byChain != null) {
            return byChain.canonical(solution);
        }
        int[] least = solution;
        for (Symmetry g : group.nonIdentityElements()) {
            int[] image = g.apply(solution);
            if (Arrays.compare(image, least) < 0) {
                least = image;
            }
        }
        return least.clone();
    }

    /** The orbit of {@code solution}: its canonical form and how many distinct solutions it holds. */
    public CanonicalOrbit orbit(int[] solution) {
        if (byChain != null) {
            return byChain.orbit(solution);
        }
        int[] least = solution;
        int fixing = 0;
        for (Symmetry g : group.elements()) {
            int[] image = g.apply(solution);
            int order = Arrays.compare(image, least);
            if (order < 0) {
                least = image;
            }
            if (Arrays.equals(image, solution)) {
                fixing++;
            }
        }
        return new CanonicalOrbit(least, group.order() / fixing);
    }
}
