package org.orbits.puzzle.apex;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Optional;
import org.orbits.puzzle.AbstractPuzzleInstance;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PositionRemark;
import org.orbits.puzzle.PuzzleFacts;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.symmetry.Group;

/** One Apex: a triangle of {@code rows} rows over the digits of Z/{@code modulus}. */
final class Apex extends AbstractPuzzleInstance {

    private final ApexGeometry geometry;
    private final ApexRule rule;

    Apex(PuzzleFamily family, int rows, int modulus) {
        this(family, new ApexGeometry(rows), new ApexRule(modulus));
    }

    private Apex(PuzzleFamily family, ApexGeometry geometry, ApexRule rule) {
        super(family, facts(geometry, rule));
        this.geometry = geometry;
        this.rule = rule;
    }

    /**
     * The bottom row is read first and decides the rest. The groups: the mirror with multiplication by every
     * unit first (when there is more than the unit 1), then the mirror.
     */
    private static PuzzleFacts facts(ApexGeometry geometry, ApexRule rule) {
        Group mirror = ApexSymmetries.mirror(geometry);
        Group full = ApexSymmetries.mirrorAndUnits(geometry, rule);
        return PuzzleFacts.of(
                        "r" + geometry.rows() + "-m" + rule.modulus(),
                        ImmutableMap.of(
                                "rows", Integer.toString(geometry.rows()), "modulus", Integer.toString(rule.modulus())),
                        geometry.cellNames(),
                        1,
                        rule.modulus(),
                        full.order() > mirror.order() ? ImmutableList.of(full, mirror) : ImmutableList.of(mirror))
                .withDeterminingPrefix(geometry.rows());
    }

    @Override
    public PuzzleModel build(ModelOptions options) {
        return ApexModel.build(geometry, rule, options);
    }

    @Override
    public DefinitionModel definitionModel() {
        return ApexDefinitionModel.build(geometry, rule);
    }

    @Override
    public Optional<String> violation(int[] solution) {
        return ApexChecker.violation(geometry, rule, solution);
    }

    @Override
    public Picture draw(int[] solution) {
        return ApexDrawing.draw(geometry, rule, solution);
    }

    @Override
    public ImmutableList<PositionRemark> remarks(int[] position) {
        return ApexRemarks.of(geometry, rule, position);
    }
}
