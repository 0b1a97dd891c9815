package org.orbits.puzzle;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Optional;
import org.orbits.symmetry.Group;

/**
 * A puzzle instance made of another's parts with some replaced: {@code PuzzleParts.of(puzzle).withGroups(() ->
 * detected)} is the same puzzle reporting orbits under other groups. What an instance has (its family, id, parameters,
 * cells, digest) and every part not replaced are the original's; what {@link PuzzleInstance} makes of the parts (the
 * group by name, the checked heuristic solution, the label) is made of the parts given here. Every method an instance
 * answers is forwarded here, once, so that a wrapper replaces a part and forgets nothing (PuzzlePartsTest holds this
 * class to every method of the interface). Equal only to itself, as every instance.
 */
public final class PuzzleParts implements PuzzleInstance {

    private final PuzzleInstance whole;
    private final PuzzleModels models;
    private final PuzzleGroups groups;
    private final PuzzleChecker checker;
    private final PuzzleDrawing drawing;

    private PuzzleParts(
            PuzzleInstance whole,
            PuzzleModels models,
            PuzzleGroups groups,
            PuzzleChecker checker,
            PuzzleDrawing drawing) {
        this.whole = whole;
        this.models = models;
        this.groups = groups;
        this.checker = checker;
        this.drawing = drawing;
    }

    /** {@code puzzle} as its parts, none replaced yet. */
    public static PuzzleParts of(PuzzleInstance puzzle) {
        return puzzle instanceof PuzzleParts parts ? parts : new PuzzleParts(puzzle, puzzle, puzzle, puzzle, puzzle);
    }

    /** The same puzzle stated and counted by {@code models}. */
    public PuzzleParts withModels(PuzzleModels models) {
        return new PuzzleParts(whole, models, groups, checker, drawing);
    }

    /** The same puzzle with the groups, and what is proven of them, of {@code groups}. */
    public PuzzleParts withGroups(PuzzleGroups groups) {
        return new PuzzleParts(whole, models, groups, checker, drawing);
    }

    /** The same puzzle checked by {@code checker}. */
    public PuzzleParts withChecker(PuzzleChecker checker) {
        return new PuzzleParts(whole, models, groups, checker, drawing);
    }

    /** The same puzzle drawn by {@code drawing}. */
    public PuzzleParts withDrawing(PuzzleDrawing drawing) {
        return new PuzzleParts(whole, models, groups, checker, drawing);
    }

    // What the instance has: the original's.

    @Override
    public FamilyDescription family() {
        return whole.family();
    }

    @Override
    public String id() {
        return whole.id();
    }

    @Override
    public ImmutableMap<String, String> parameters() {
        return whole.parameters();
    }

    @Override
    public ImmutableList<String> cellNames() {
        return whole.cellNames();
    }

    @Override
    public int minValue() {
        return whole.minValue();
    }

    @Override
    public int maxValue() {
        return whole.maxValue();
    }

    @Override
    public boolean valuesDistinct() {
        return whole.valuesDistinct();
    }

    @Override
    public int determiningPrefix() {
        return whole.determiningPrefix();
    }

    @Override
    public ImmutableList<CellGrid> cellGrids() {
        return whole.cellGrids();
    }

    @Override
    public Optional<String> definitionDigest() {
        return whole.definitionDigest();
    }

    @Override
    public List<String> keptNotes() {
        return whole.keptNotes();
    }

    @Override
    public Optional<String> obstacle() {
        return whole.obstacle();
    }

    // The models.

    @Override
    public PuzzleModel build(ModelOptions options) {
        return models.build(options);
    }

    @Override
    public DefinitionModel definitionModel() {
        return models.definitionModel();
    }

    @Override
    public Optional<ExternalCount> externalCount() {
        return models.externalCount();
    }

    @Override
    public Optional<ExactCover> exactCover() {
        return models.exactCover();
    }

    @Override
    public Optional<int[]> heuristicSolution() {
        return models.heuristicSolution();
    }

    // The groups.

    @Override
    public ImmutableList<Group> groups() {
        return groups.groups();
    }

    @Override
    public Group defaultGroup() {
        return groups.defaultGroup();
    }

    @Override
    public Optional<Group> groupNamed(String name) {
        return groups.groupNamed(name);
    }

    @Override
    public List<String> groupNames() {
        return groups.groupNames();
    }

    @Override
    public boolean groupsDeclared() {
        return groups.groupsDeclared();
    }

    @Override
    public GroupProof proof(Group group) {
        return groups.proof(group);
    }

    // The checker.

    @Override
    public Optional<String> violation(int[] solution) {
        return checker.violation(solution);
    }

    @Override
    public Optional<Objective> objectiveOf(int[] solution) {
        return checker.objectiveOf(solution);
    }

    // The drawing.

    @Override
    public Picture draw(int[] solution) {
        return drawing.draw(solution);
    }

    @Override
    public Optional<String> valueName(int value) {
        return drawing.valueName(value);
    }

    @Override
    public Optional<CellPlaces> cellPlaces() {
        return drawing.cellPlaces();
    }

    @Override
    public ImmutableList<PositionRemark> remarks(int[] position) {
        return drawing.remarks(position);
    }

    @Override
    public String toString() {
        return label();
    }
}
