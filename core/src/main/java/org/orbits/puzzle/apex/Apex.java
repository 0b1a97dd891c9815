package org.orbits.puzzle.apex;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Optional;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.Remark;
import org.orbits.symmetry.Group;

/** One Apex: a triangle of {@code rows} rows over the digits of Z/{@code modulus}. */
final class Apex implements PuzzleInstance {

    private final ApexFamily family;
    private final ApexGeometry geometry;
    private final ApexRule rule;
    private final ImmutableList<Group> groups;

    Apex(ApexFamily family, int rows, int modulus) {
        this.family = family;
        this.geometry = new ApexGeometry(rows);
        this.rule = new ApexRule(modulus);
        Group mirror = ApexSymmetries.mirror(geometry);
        Group full = ApexSymmetries.mirrorAndUnits(geometry, rule);
        this.groups = full.order() > mirror.order() ? ImmutableList.of(full, mirror) : ImmutableList.of(mirror);
    }

    @Override
    public PuzzleFamily family() {
        return family;
    }

    @Override
    public String id() {
        return "r" + geometry.rows() + "-m" + rule.modulus();
    }

    @Override
    public ImmutableMap<String, String> parameters() {
        return ImmutableMap.of("rows", Integer.toString(geometry.rows()), "modulus", Integer.toString(rule.modulus()));
    }

    @Override
    public ImmutableList<String> cellNames() {
        return geometry.cellNames();
    }

    @Override
    public int minValue() {
        return 1;
    }

    @Override
    public int maxValue() {
        return rule.modulus();
    }

    /** The bottom row, read first. */
    @Override
    public int determiningPrefix() {
        return geometry.rows();
    }

    @Override
    public PuzzleModel build(ModelOptions options) {
        return ApexModel.build(geometry, rule, options);
    }

    @Override
    public DefinitionModel definitionModel() {
        return ApexDefinitionModel.build(geometry, rule);
    }

    /** The mirror with multiplication by every unit first (when there is more than the unit 1), then the mirror. */
    @Override
    public ImmutableList<Group> groups() {
        return groups;
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
    public ImmutableList<Remark> remarks(int[] position) {
        return ApexRemarks.of(geometry, rule, position);
    }
}
