package org.orbits.checks;

/** A count and its noun in the checks' words, singular for one: "1 orbit", "48 orbits". */
public final class Plural {

    private Plural() {}

    static String of(long count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
