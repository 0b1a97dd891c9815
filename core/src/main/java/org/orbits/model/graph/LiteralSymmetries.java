package org.orbits.model.graph;

import java.util.List;
import org.orbits.model.declared.DeclaredGenerator;
import org.orbits.model.declared.DeclaredLiteralMap;
import org.orbits.model.declared.DeclaredSymmetry;
import org.orbits.symmetry.perm.StabiliserChain;

/**
 * The symmetries a model's literal graph proves, as maps of its output cells' literals ({@link CellLiterals}): the
 * group they generate, held by a stabiliser chain, so that whether a declared symmetry is one of them is a test of
 * membership.
 *
 * @param generators maps of the literals, each an automorphism of the graph restricted to them
 * @param complete whether the automorphism search finished: when it did not, the group is a subgroup of the graph's
 */
public record LiteralSymmetries(CellLiterals literals, List<int[]> generators, boolean complete) {

    public LiteralSymmetries {
        generators = List.copyOf(generators);
    }

    private StabiliserChain chain() {
        return StabiliserChain.of(literals.size(), generators);
    }

    /** The group's order. */
    public java.math.BigInteger order() {
        return chain().exactOrder();
    }

    /**
     * Whether the model's constraints prove {@code declared} a symmetry: it maps the cells' literals as an element of
     * this group does. A declaration that moves a literal no cell of the graph has (a cell MiniZinc fixed, one held
     * twice) is not proven here.
     */
    public boolean proves(DeclaredGenerator declared) {
        return prover().test(imageOf(declared));
    }

    /** The same test for any map of the literals, the group's stabiliser chain made once for all the maps tested. */
    public java.util.function.Predicate<LiteralImage> prover() {
        StabiliserChain chain = chain();
        return map -> literals.permutation(map).map(chain::contains).orElse(false);
    }

    /** {@code declared} as a map of the literals. */
    public static LiteralImage imageOf(DeclaredGenerator declared) {
        return new LiteralImage() {
            @Override
            public long[] of(int cell, long value) {
                return LiteralSymmetries.imageOf(declared, cell, value);
            }

            @Override
            public boolean moves(int cell) {
                return LiteralSymmetries.moves(declared, cell);
            }
        };
    }

    /** Where {@code declared} sends the literal {@code cell = value}: its cell and its value. */
    private static long[] imageOf(DeclaredGenerator declared, int cell, long value) {
        if (declared instanceof DeclaredSymmetry map) {
            int[] values = map.valueImage();
            long mapped = values.length == 0 || value < map.valueLo() || value >= map.valueLo() + values.length
                    ? value
                    : values[(int) (value - map.valueLo())];
            return new long[] {map.cellImage()[cell], mapped};
        }
        DeclaredLiteralMap map = (DeclaredLiteralMap) declared;
        for (int k = 0; k < map.size(); k++) {
            if (map.fromCell()[k] == cell && map.fromValue()[k] == value) {
                return new long[] {map.toCell()[k], map.toValue()[k]};
            }
        }
        return new long[] {cell, value};
    }

    /** Whether {@code declared} moves {@code cell} or changes any value it may hold. */
    private static boolean moves(DeclaredGenerator declared, int cell) {
        if (declared instanceof DeclaredSymmetry map) {
            int[] values = map.valueImage();
            boolean valuesStay = true;
            for (int k = 0; k < values.length; k++) {
                valuesStay &= values[k] == map.valueLo() + k;
            }
            return map.cellImage()[cell] != cell || !valuesStay;
        }
        DeclaredLiteralMap map = (DeclaredLiteralMap) declared;
        for (int k = 0; k < map.size(); k++) {
            if (map.fromCell()[k] == cell || map.toCell()[k] == cell) {
                return true;
            }
        }
        return false;
    }
}
