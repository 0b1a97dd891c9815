package org.orbits.puzzle;

import java.util.List;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;

/**
 * What is proven of a group's generators before a search breaks symmetry with them. A declaration is a claim, not a
 * fact: a generator the puzzle's rules prove may prune; one they do not prove prunes nothing, and is proven on every
 * solution as the search meets it (or refused, naming the solution it breaks).
 *
 * @param group the group the search counts under
 * @param proven the subgroup its proven generators generate: what lex-leader breaking may use
 * @param unproven the generators not proven, to be proven on every solution
 * @param words how each generator was proven, in words, in the group's order: for the report
 */
public record GroupProof(Group group, Group proven, List<Symmetry> unproven, List<String> words) {

    public GroupProof {
        unproven = List.copyOf(unproven);
        words = List.copyOf(words);
    }

    /** A group whose every generator is proven: orbits' own families', whose tests prove them. */
    public static GroupProof whole(Group group) {
        return new GroupProof(group, group, List.of(), List.of());
    }

    /** Whether every generator is proven before the search. */
    public boolean complete() {
        return unproven.isEmpty();
    }
}
