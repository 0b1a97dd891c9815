package org.orbits.puzzle;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.orbits.symmetry.Group;

/**
 * A puzzle instance made of its {@link PuzzleFacts} and its rules: a family's instance class states the facts
 * once, in its constructor, and writes only what differs from puzzle to puzzle: {@link #build}, {@link
 * #definitionModel}, {@link #violation}, {@link #draw}, and where they apply {@link #objectiveOf} and {@link
 * #remarks}. Instances are equal only to themselves, as every instance was before.
 */
public abstract class AbstractPuzzleInstance implements PuzzleInstance {

    private final PuzzleFamily family;
    private final PuzzleFacts facts;

    protected AbstractPuzzleInstance(PuzzleFamily family, PuzzleFacts facts) {
        this.family = family;
        this.facts = facts;
    }

    @Override
    public final PuzzleFamily family() {
        return family;
    }

    @Override
    public final String id() {
        return facts.id();
    }

    @Override
    public final ImmutableMap<String, String> parameters() {
        return facts.parameters();
    }

    @Override
    public final ImmutableList<String> cellNames() {
        return facts.cellNames();
    }

    @Override
    public final int minValue() {
        return facts.minValue();
    }

    @Override
    public final int maxValue() {
        return facts.maxValue();
    }

    @Override
    public final boolean valuesDistinct() {
        return facts.valuesDistinct();
    }

    @Override
    public final int determiningPrefix() {
        return facts.determiningPrefix();
    }

    @Override
    public final ImmutableList<Group> groups() {
        return facts.groups();
    }

    @Override
    public String toString() {
        return label();
    }
}
