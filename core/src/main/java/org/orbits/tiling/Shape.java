package org.orbits.tiling;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.Collection;
import java.util.TreeSet;

/**
 * A finite set of sites: a piece, one of its orientations, or a board. Its sites are held in reading order, each once,
 * so two shapes are equal when they hold the same sites; a shape its grid has normalised ({@link Grid#normalised}) is
 * equal to another normalised one when one is the other moved.
 */
public record Shape(ImmutableList<Site> sites) {

    public Shape {
        Preconditions.checkArgument(
                new TreeSet<>(sites).size() == sites.size()
                        && ImmutableList.sortedCopyOf(sites).equals(sites),
                "a shape's sites are distinct and in reading order");
    }

    /** The shape of these sites, in reading order. */
    static Shape of(Collection<Site> sites) {
        return new Shape(ImmutableList.copyOf(new TreeSet<>(sites)));
    }

    public int size() {
        return sites.size();
    }

    /** The least coordinate along {@code axis} (0 the layer, 1 the row, 2 the column); 0 for an empty shape. */
    int least(int axis) {
        return sites.stream().mapToInt(site -> site.coordinate(axis)).min().orElse(0);
    }

    /** How many layers, rows or columns the shape spans along {@code axis}, from its least to its greatest. */
    int extent(int axis) {
        int most = sites.stream().mapToInt(site -> site.coordinate(axis)).max().orElse(-1);
        return most - least(axis) + 1;
    }
}
