package org.orbits.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.orbits.model.declared.DeclaredGenerator;
import org.orbits.model.declared.DeclaredLiteralMap;
import org.orbits.model.declared.DeclaredSymmetry;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.puzzle.BadInputException;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.ValueMap;

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
            if (generator instanceof DeclaredSymmetry symmetry) {
                generators.add(onWholeRange(symmetry.toSymmetry(), lo, hi));
            } else {
                generators.add(literals((DeclaredLiteralMap) generator, space));
            }
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

    /** The map of assignments as a permutation of the literals: every literal it does not name stays. */
    private static Symmetry literals(DeclaredLiteralMap map, LiteralSpace space) {
        int[] image = new int[space.literals()];
        Arrays.setAll(image, l -> l);
        int[] fromCell = map.fromCell();
        int[] fromValue = map.fromValue();
        int[] toCell = map.toCell();
        int[] toValue = map.toValue();
        for (int k = 0; k < map.size(); k++) {
            image[space.literal(fromCell[k], fromValue[k])] = space.literal(toCell[k], toValue[k]);
        }
        return Symmetry.ofLiterals(map.name(), space, image);
    }

    /** The same symmetry, its value map extended to every value {@code lo..hi} (the values it does not move stay). */
    private static CellMap onWholeRange(CellMap symmetry, int lo, int hi) {
        ValueMap values = symmetry.values();
        if (values.isIdentity()) {
            return symmetry;
        }
        int[] image = new int[hi - lo + 1];
        int[] declared = values.image();
        for (int v = lo; v <= hi; v++) {
            boolean moved = v >= values.lo() && v < values.lo() + declared.length;
            image[v - lo] = moved ? declared[v - values.lo()] : v;
        }
        return Symmetry.of(symmetry.name(), symmetry.cellImage(), ValueMap.of(lo, image));
    }
}
