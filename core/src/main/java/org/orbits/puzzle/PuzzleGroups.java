package org.orbits.puzzle;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import org.orbits.symmetry.Group;

/**
 * One part of a {@link PuzzleInstance}: its symmetry groups, which of them a user may name, and what is proven of
 * them. Only {@link #groups} must be given, so a list of orbits' own groups is a part as it is: {@code () -> groups}.
 * A wrapper that reports orbits under other groups (the detected one) replaces this part whole (see {@link
 * PuzzleParts}).
 */
public interface PuzzleGroups {

    /** The symmetry groups this instance reports orbits under; the first is the default. */
    ImmutableList<Group> groups();

    default Group defaultGroup() {
        return groups().get(0);
    }

    /**
     * The group a user names {@code name}, or empty: one of {@link #groups} by default; a puzzle may answer to a
     * group it does not report under (the trivial group of a model or a tiling).
     */
    default Optional<Group> groupNamed(String name) {
        return groups().stream().filter(g -> g.name().equals(name)).findFirst();
    }

    /** The names {@link #groupNamed} answers to, as a message about an unknown name lists them. */
    default List<String> groupNames() {
        return groups().stream().map(Group::name).toList();
    }

    /**
     * Whether the groups are the user's declarations (a model's) rather than orbits' own, which their tests prove:
     * a search then proves each generator before it breaks symmetry with it (see {@link #proof}).
     */
    default boolean groupsDeclared() {
        return false;
    }

    /**
     * What is proven of {@code group}'s generators before a search breaks symmetry with them: all of them for orbits'
     * own families, whose tests prove their groups; for a model, those its constraints prove.
     */
    default GroupProof proof(Group group) {
        return GroupProof.whole(group);
    }
}
