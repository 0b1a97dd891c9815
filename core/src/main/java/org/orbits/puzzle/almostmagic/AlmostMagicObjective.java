package org.orbits.puzzle.almostmagic;

import java.util.Arrays;
import java.util.List;

/** What is minimised: the 28 numbers once each (the puzzle's), or the four regions' sums (the seed's MIP). */
enum AlmostMagicObjective {
    CELLS("cells"),
    REGIONS("regions");

    private final String word;

    AlmostMagicObjective(String word) {
        this.word = word;
    }

    String word() {
        return word;
    }

    static List<String> words() {
        return Arrays.stream(values()).map(AlmostMagicObjective::word).toList();
    }

    static AlmostMagicObjective of(String word) {
        return Arrays.stream(values())
                .filter(o -> o.word.equals(word))
                .findFirst()
                .orElseThrow();
    }
}
