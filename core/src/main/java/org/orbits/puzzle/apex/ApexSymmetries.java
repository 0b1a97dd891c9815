package org.orbits.puzzle.apex;

import com.google.common.math.IntMath;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetries;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.ValueMap;

/**
 * The Apex's symmetries: the left-right mirror, and multiplying every digit by a unit of Z/M (M read as
 * 0), which keeps both the sum rule and the digit counts.
 */
final class ApexSymmetries {

    static final String MIRROR = "mirror";
    static final String MIRROR_AND_UNITS = "mirror-units";

    private ApexSymmetries() {}

    static Group mirror(ApexGeometry geometry) {
        return Group.generatedBy(MIRROR, geometry.cells(), List.of(reflection(geometry)));
    }

    /** The mirror and as few multiplications as generate the units (one for Z/9, where 2 is a primitive root). */
    static Group mirrorAndUnits(ApexGeometry geometry, ApexRule rule) {
        List<Symmetry> generators = new ArrayList<>();
        generators.add(reflection(geometry));
        int modulus = rule.modulus();
        Set<Integer> generated = new HashSet<>(Set.of(1));
        for (int unit : units(modulus).toArray()) {
            if (generated.add(unit)) {
                generators.add(multiplication(geometry, rule, unit));
                for (boolean grew = true; grew; ) {
                    List<Integer> products = generated.stream()
                            .map(known -> known * unit % modulus)
                            .toList();
                    grew = generated.addAll(products);
                }
            }
        }
        return Group.generatedBy(MIRROR_AND_UNITS, geometry.cells(), generators);
    }

    /** The units of Z/M: {@code 1 <= u < M} with {@code gcd(u, M) = 1}. */
    static IntStream units(int modulus) {
        return IntStream.range(1, modulus).filter(u -> IntMath.gcd(u, modulus) == 1);
    }

    /** {@code (r, j) -> (r, r - j)}. */
    static Symmetry reflection(ApexGeometry geometry) {
        int[] image = new int[geometry.cells()];
        for (int row = 0; row < geometry.rows(); row++) {
            for (int position = 0; position <= row; position++) {
                image[geometry.cell(row, position)] = geometry.cell(row, row - position);
            }
        }
        return Symmetries.ofCells("mirror", image);
    }

    /** Every digit {@code d -> u*d}, cells staying in place. */
    static Symmetry multiplication(ApexGeometry geometry, ApexRule rule, int unit) {
        int[] digits = IntStream.rangeClosed(1, rule.modulus())
                .map(d -> rule.multiply(unit, d))
                .toArray();
        return Symmetries.of(
                "times" + unit, Symmetries.identity(geometry.cells()).cellImage(), ValueMap.of(1, digits));
    }
}
