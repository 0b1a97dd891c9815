package org.orbits.puzzle;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import org.orbits.symmetry.Group;

/**
 * What generic code reads of one puzzle instance besides its rules, stated once when the instance is made
 * (see {@link AbstractPuzzleInstance}); each component means what the {@link PuzzleInstance} method of the
 * same name says. {@link #of} states the common case, the withers the rest.
 */
public record PuzzleFacts(
        String id,
        ImmutableMap<String, String> parameters,
        ImmutableList<String> cellNames,
        int minValue,
        int maxValue,
        boolean valuesDistinct,
        int determiningPrefix,
        ImmutableList<Group> groups) {

    public PuzzleFacts {
        Preconditions.checkArgument(
                ImmutableSet.copyOf(cellNames).size() == cellNames.size(), "%s names a cell twice", id);
        Preconditions.checkArgument(minValue <= maxValue, "%s: no value in %s..%s", id, minValue, maxValue);
        Preconditions.checkArgument(
                determiningPrefix >= 0 && determiningPrefix <= cellNames.size(),
                "%s: a determining prefix of %s cells out of %s",
                id,
                determiningPrefix,
                cellNames.size());
        Preconditions.checkArgument(!groups.isEmpty(), "%s has no symmetry group", id);
        for (Group group : groups) {
            Preconditions.checkArgument(
                    group.elements().get(0).cells() == cellNames.size(),
                    "%s: group %s acts on another number of cells",
                    id,
                    group.name());
        }
    }

    /** Values that may repeat, and every cell needed to decide a solution. */
    public static PuzzleFacts of(
            String id,
            ImmutableMap<String, String> parameters,
            ImmutableList<String> cellNames,
            int minValue,
            int maxValue,
            ImmutableList<Group> groups) {
        return new PuzzleFacts(id, parameters, cellNames, minValue, maxValue, false, cellNames.size(), groups);
    }

    /** The same, with no two cells holding one value. */
    public PuzzleFacts withDistinctValues() {
        return new PuzzleFacts(id, parameters, cellNames, minValue, maxValue, true, determiningPrefix, groups);
    }

    /** The same, with the first {@code cells} cells deciding all the others. */
    public PuzzleFacts withDeterminingPrefix(int cells) {
        return new PuzzleFacts(id, parameters, cellNames, minValue, maxValue, valuesDistinct, cells, groups);
    }
}
