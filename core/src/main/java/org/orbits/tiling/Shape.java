package org.orbits.tiling;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;

/**
 * A finite set of lattice sites: a piece, one of its orientations, or a board. Its sites are held in reading order,
 * each once, so two shapes are equal when they hold the same sites; a normalised shape touches 0 on every axis, so
 * two normalised shapes are equal when one is the other moved.
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

    /** The least coordinate along {@code axis}; 0 for an empty shape. */
    private int least(int axis) {
        return sites.stream().mapToInt(site -> site.coordinate(axis)).min().orElse(0);
    }

    /** How many layers, rows or columns the shape spans along {@code axis}. */
    int extent(int axis) {
        int most = sites.stream().mapToInt(site -> site.coordinate(axis)).max().orElse(-1);
        return most - least(axis) + 1;
    }

    /** The same shape moved so that it touches 0 on every axis. */
    Shape normalised() {
        int layer = least(0);
        int row = least(1);
        int column = least(2);
        if (layer == 0 && row == 0 && column == 0) {
            return this;
        }
        return of(sites.stream().map(site -> site.plus(-layer, -row, -column)).toList());
    }

    /** The image under {@code map}, normalised. */
    Shape moved(AxisMap map) {
        return of(sites.stream().map(map::apply).toList()).normalised();
    }

    /** Whether every site reaches every other through sites that share a face. */
    boolean connected() {
        if (sites.isEmpty()) {
            return true;
        }
        Set<Site> all = new HashSet<>(sites);
        Set<Site> reached = new HashSet<>();
        Deque<Site> frontier = new ArrayDeque<>();
        frontier.add(sites.get(0));
        reached.add(sites.get(0));
        while (!frontier.isEmpty()) {
            Site site = frontier.poll();
            for (int direction = 0; direction < AxisMap.DIRECTIONS; direction++) {
                Site next = site.step(direction);
                if (all.contains(next) && reached.add(next)) {
                    frontier.add(next);
                }
            }
        }
        return reached.size() == sites.size();
    }
}
