package org.orbits.api;

import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Map;
import org.orbits.checks.GroupWords;
import org.orbits.symmetry.Group;

/**
 * A symmetry group of an instance: its name, its order, what it is where a test proves it, and the generators it
 * is closed from.
 *
 * @param structure the group by its kind where known ({@code D4}, {@code S5 x S5 x S5}), else
 *     {@code a group of order N}
 * @param generators each as the cells it moves and the values it maps, or as the assignments it maps
 */
public record SymmetryGroup(String name, long order, String structure, List<Generator> generators) {

    public SymmetryGroup {
        generators = List.copyOf(generators);
    }

    /** {@code group} over the cells {@code cellNames}, as the catalog words it. */
    static SymmetryGroup of(Group group, List<String> cellNames) {
        return new SymmetryGroup(
                group.name(),
                group.order(),
                group.structure(),
                GroupWords.generators(group, cellNames).stream()
                        .map(g -> new Generator(g.name(), g.cells(), g.values(), g.literals()))
                        .toList());
    }

    /**
     * One generator. A map of cells: the value of cell {@code a} moves to cell {@code cells.get(a)} (cells that
     * stay are left out, the others in cell order), and each value {@code v} becomes {@code values.get(v)} (every
     * value of the map's range in increasing order; empty when the generator maps no value); {@code literals} is
     * empty. A map of assignments that moves no whole cells (the row model of n queens turned a quarter:
     * {@code q[1]=1} becomes {@code q[1]=8}): {@code literals} sends each assignment {@code cell=value} it moves to
     * its image, in cell and value order, and {@code cells} and {@code values} are empty.
     */
    public record Generator(
            String name, Map<String, String> cells, Map<Integer, Integer> values, Map<String, String> literals) {

        public Generator {
            cells = ImmutableMap.copyOf(cells);
            values = ImmutableMap.copyOf(values);
            literals = ImmutableMap.copyOf(literals);
        }

        /** Whether the generator maps assignments rather than whole cells. */
        public boolean mapsAssignments() {
            return !literals.isEmpty();
        }
    }
}
