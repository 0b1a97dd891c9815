package org.orbits.api;

import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Map;

/**
 * A symmetry group of an instance: its name, its order, and the generators it is closed from.
 *
 * @param generators each as the cells it moves and the values it maps
 */
public record SymmetryGroup(String name, long order, List<Generator> generators) {

    public SymmetryGroup {
        generators = List.copyOf(generators);
    }

    /**
     * One generator: the value of cell {@code a} moves to cell {@code cells.get(a)} (cells that stay are left
     * out, the others in cell order), and each value {@code v} becomes {@code values.get(v)} (every value of
     * the map's range in increasing order; empty when the generator maps no value).
     */
    public record Generator(String name, Map<String, String> cells, Map<Integer, Integer> values) {

        public Generator {
            cells = ImmutableMap.copyOf(cells);
            values = ImmutableMap.copyOf(values);
        }
    }
}
