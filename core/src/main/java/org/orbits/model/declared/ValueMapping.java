package org.orbits.model.declared;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.puzzle.BadInputException;

/**
 * The value half of a declared symmetry: each value {@code old[k]} becomes {@code new[k]}, every other value stays,
 * tabulated over every value a cell may hold. It must be a bijection, so {@code new} holds {@code old}'s values.
 */
record ValueMapping(String kind, int lo, int[] image, Map<Long, Long> moved, Outputs outputs) {

    static ValueMapping of(String kind, long[] old, long[] fresh, Outputs outputs) {
        Map<Long, Long> moved = new HashMap<>();
        for (int k = 0; k < old.length; k++) {
            if (moved.put(old[k], fresh[k]) != null) {
                throw new BadInputException(
                        "the symmetry declaration '" + kind + "' maps the value " + old[k] + " twice");
            }
        }
        if (!moved.keySet().equals(Set.copyOf(moved.values()))) {
            throw new BadInputException("the symmetry declaration '" + kind + "' maps " + Arrays.toString(old) + " to "
                    + Arrays.toString(fresh) + ", which is no permutation: NEW must hold the values of OLD");
        }
        moved.entrySet().removeIf(entry -> entry.getKey().equals(entry.getValue()));
        if (moved.isEmpty()) {
            return new ValueMapping(kind, 0, new int[0], moved, outputs);
        }
        long lo = Math.min(
                outputs.cells().stream().mapToLong(Outputs.Cell::lo).min().orElse(0),
                moved.keySet().stream().mapToLong(Long::longValue).min().orElseThrow());
        long hi = Math.max(
                outputs.cells().stream().mapToLong(Outputs.Cell::hi).max().orElse(0),
                moved.keySet().stream().mapToLong(Long::longValue).max().orElseThrow());
        int[] image = new int[Math.toIntExact(hi - lo + 1)];
        for (int i = 0; i < image.length; i++) {
            image[i] = Math.toIntExact(moved.getOrDefault(lo + i, lo + i));
        }
        return new ValueMapping(kind, Math.toIntExact(lo), image, moved, outputs);
    }

    /** Refuses a value map that would also move a value of a cell the declaration does not name. */
    void checkOnlyNamedMove(Set<Integer> named) {
        if (moved.isEmpty()) {
            return;
        }
        for (int cell = 0; cell < outputs.cells().size(); cell++) {
            Outputs.Cell other = outputs.cells().get(cell);
            if (named.contains(cell)) {
                continue;
            }
            for (long value : moved.keySet()) {
                if (value >= other.lo() && value <= other.hi()) {
                    throw new BadInputException("the symmetry declaration '" + kind + "' maps values of the cells it "
                            + "names but not of " + other.name() + ", whose value " + value + " it would move too: "
                            + "orbits maps the values of every cell alike");
                }
            }
        }
    }
}
