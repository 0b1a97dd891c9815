package org.orbits.puzzle;

import java.util.List;

/**
 * What a puzzle family says of itself, apart from the instances it makes: its name, its words for {@code orbits list},
 * its parameters and model options. An instance knows its family by this much ({@link PuzzleInstance#family}), which
 * names no instance; {@link PuzzleFamily} adds the instances.
 */
public interface FamilyDescription {

    /** The name users type: {@code ngon}. */
    String name();

    /** A one-line description. */
    String title();

    List<ParameterSpec> parameters();

    /** The choices this family offers in how its model is stated, in the order they are shown; none by default. */
    default List<ModelOptionSpec> modelOptions() {
        return List.of();
    }

    /** The symmetry groups, in words, as {@code orbits list} shows them. */
    String symmetryDescription();

    /** How many search nodes each search for an open instance's bounds may take (see {@code ObjectiveBounds}). */
    default long openSearchNodes() {
        return 0;
    }
}
