package org.orbits.model.graph;

import java.util.List;
import org.orbits.model.declared.DeclaredGenerator;
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
                return declared.image(cell, value);
            }

            @Override
            public boolean moves(int cell) {
                return declared.moves(cell);
            }
        };
    }
}
