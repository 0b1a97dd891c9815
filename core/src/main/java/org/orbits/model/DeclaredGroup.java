package org.orbits.model;

import java.util.ArrayList;
import java.util.List;
import org.orbits.model.declared.DeclaredGenerator;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.puzzle.BadInputException;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetry;

/**
 * The group a model's declared symmetries generate, held by its stabiliser chain on the cells' literals, so that
 * it may be as large as the model says (rows, columns and symbols of a Latin square permuted freely) and is listed
 * only when small. Every cell ranges over the values of all of them, so that any cell map is a map of literals; a
 * declared map of assignments is one already.
 */
final class DeclaredGroup {

    /** The name of the group of a model that declares symmetries; one that declares none has the trivial group. */
    static final String DECLARED = "declared";

    static final String TRIVIAL = "trivial";

    private DeclaredGroup() {}

    static Group of(List<DeclaredGenerator> declared, Outputs outputs) {
        int lo =
                (int) outputs.cells().stream().mapToLong(Outputs.Cell::lo).min().orElse(0);
        int hi =
                (int) outputs.cells().stream().mapToLong(Outputs.Cell::hi).max().orElse(0);
        long literals = (long) outputs.cells().size() * (hi - lo + 1L);
        if (!declared.isEmpty() && literals > MAX_LITERALS) {
            throw new BadInputException("the declared symmetries act on "
                    + outputs.cells().size()
                    + " cells of values " + lo + ".." + hi + ": " + literals + " literals, more than " + MAX_LITERALS
                    + " that orbits holds a group on");
        }
        LiteralSpace space = LiteralSpace.uniform(outputs.cells().size(), lo, hi);
        List<Symmetry> generators = new ArrayList<>();
        for (DeclaredGenerator generator : declared) {
            generators.add(generator.over(space));
        }
        Group group = Group.generatedBy(declared.isEmpty() ? TRIVIAL : DECLARED, space, generators);
        if (group.exactOrder().bitLength() >= Long.SIZE) {
            throw new BadInputException("the declared symmetries generate a group of order " + group.exactOrder()
                    + ", more than the " + Long.MAX_VALUE + " orbits counts with");
        }
        return group;
    }

    /** The most literals a declared group is held on. */
    static final long MAX_LITERALS = 1_000_000;
}
