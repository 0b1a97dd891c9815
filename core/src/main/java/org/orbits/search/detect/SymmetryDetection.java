package org.orbits.search.detect;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.model.ModelPuzzle;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.graph.AutomorphismSearch;
import org.orbits.symmetry.perm.GroupStructure;

/**
 * Finds the symmetries of a puzzle, of two kinds (see {@link DetectedSymmetries}). For a MiniZinc or FlatZinc model,
 * the automorphisms of its literal graph ({@link ConstraintSymmetries}) are symmetries its constraints prove, whatever
 * its solutions: they make the detected group, named {@value DetectedSymmetries#DETECTED}. Other maps are proposed ({@link
 * CandidateMaps}, whatever the constraints; for a built-in family, the automorphisms of its definition model's graph,
 * {@link ChocoGraph}) and kept only when they send every solution, enumerated in full, to a solution: those its
 * constraints do not prove make the larger group {@value DetectedSymmetries#ON_SOLUTIONS} of a model, and for a family the detected
 * group itself.
 */
public final class SymmetryDetection {

    /** The most solutions enumerated to prove the maps on: beyond it, nothing is proven. */
    public static final long MAX_SOLUTIONS = 200_000;

    /** The most literals (cells times values) a detected group is held on. */
    public static final long MAX_LITERALS = 1_000_000;

    private SymmetryDetection() {}

    /** The symmetries of {@code puzzle} found and proven, compared with its default group. */
    public static DetectedSymmetries detect(PuzzleInstance puzzle) {
        return detect(puzzle, MAX_SOLUTIONS);
    }

    /** The same, proving on at most {@code most} solutions. */
    public static DetectedSymmetries detect(PuzzleInstance puzzle, long most) {
        int cells = puzzle.cellNames().size();
        int lo = puzzle.minValue();
        int hi = puzzle.maxValue();
        long literals = (long) cells * (hi - lo + 1L);
        if (literals > MAX_LITERALS) {
            throw new BadInputException("cannot detect the symmetries of " + puzzle.label() + ": " + cells
                    + " cells of values " + lo + ".." + hi + " are " + literals + " literals, more than "
                    + MAX_LITERALS);
        }
        LiteralSpace space = LiteralSpace.uniform(cells, lo, hi);
        List<String> notes = new ArrayList<>();
        List<CandidateMap> ofModel = ofModel(puzzle, space, notes);
        List<CandidateMap> candidates = candidates(puzzle, space, notes);
        Optional<SolutionSet> solutions = SolutionSet.enumerate(puzzle, most);
        if (solutions.isEmpty()) {
            if (puzzle instanceof ModelPuzzle) {
                List<CandidateMap> kept = independent(space, ofModel);
                return DetectedSymmetries.ofConstraints(
                        puzzle.defaultGroup(), modelGroup(space, kept), kept, most, notes);
            }
            return DetectedSymmetries.unproven(puzzle, most, candidates.size());
        }
        return prove(
                puzzle.defaultGroup(),
                space,
                ofModel,
                candidates,
                solutions.get(),
                notes,
                puzzle instanceof ModelPuzzle);
    }

    /**
     * The symmetries of {@code puzzle} proven on {@code solutions}, which must be all its solutions (for an
     * optimisation puzzle, all its optimal ones), compared with {@code declared}: for a caller that holds them already,
     * such as a catalog entry. {@code solutions} are taken as given; more than {@link #MAX_SOLUTIONS} are refused.
     */
    public static DetectedSymmetries detectOn(PuzzleInstance puzzle, Group declared, List<int[]> solutions) {
        if (solutions.size() > MAX_SOLUTIONS) {
            throw new IllegalArgumentException(
                    solutions.size() + " solutions are more than the " + MAX_SOLUTIONS + " detection proves maps on");
        }
        LiteralSpace space = LiteralSpace.uniform(puzzle.cellNames().size(), puzzle.minValue(), puzzle.maxValue());
        List<String> notes = new ArrayList<>();
        List<CandidateMap> ofModel = ofModel(puzzle, space, notes);
        List<CandidateMap> candidates = candidates(puzzle, space, notes);
        return prove(
                declared, space, ofModel, candidates, SolutionSet.of(solutions), notes, puzzle instanceof ModelPuzzle);
    }

    /** The symmetries a model's constraints prove; none for a family, whose constraints no literal graph states. */
    private static List<CandidateMap> ofModel(PuzzleInstance puzzle, LiteralSpace space, List<String> notes) {
        return puzzle instanceof ModelPuzzle model
                ? ConstraintSymmetries.of(model, space, AutomorphismSearch.standard(), notes)
                : List.of();
    }

    /** {@code maps} less those the ones before them generate already. */
    private static List<CandidateMap> independent(LiteralSpace space, List<CandidateMap> maps) {
        List<CandidateMap> kept = new ArrayList<>();
        for (CandidateMap map : maps) {
            if (!modelGroup(space, kept).contains(map.map())) {
                kept.add(map);
            }
        }
        return kept;
    }

    private static Group modelGroup(LiteralSpace space, List<CandidateMap> generators) {
        return Group.generatedBy(
                DetectedSymmetries.DETECTED,
                space,
                generators.stream().map(CandidateMap::map).toList());
    }

    /**
     * The maps to try on the solutions: the candidates, then, for a family, its definition model's graph's
     * automorphisms; what was left out goes to notes.
     */
    private static List<CandidateMap> candidates(PuzzleInstance puzzle, LiteralSpace space, List<String> notes) {
        List<CandidateMap> candidates = new ArrayList<>(CandidateMaps.of(space, shapes(puzzle), puzzle.cellGrids()));
        if (puzzle instanceof ModelPuzzle) {
            return candidates;
        }
        for (CellMap found : ChocoGraph.symmetries(puzzle.definitionModel(), AutomorphismSearch.standard())) {
            try {
                found.literalImage(space);
                candidates.add(new CandidateMap(
                        CandidateMap.describe(found, puzzle.cellNames()), CandidateMap.Source.CONSTRAINT_GRAPH, found));
            } catch (IllegalArgumentException outsideTheCells) {
                notes.add("a constraint graph automorphism maps values outside " + puzzle.minValue() + ".."
                        + puzzle.maxValue() + ": left out");
            }
        }
        return candidates;
    }

    /** The candidates kept that {@code solutions} prove, the group they generate and the comparison. */
    static DetectedSymmetries prove(
            Group declared,
            LiteralSpace space,
            List<CandidateMap> ofModel,
            List<CandidateMap> candidates,
            SolutionSet solutions,
            List<String> notes,
            boolean ofConstraints) {
        List<CandidateMap> modelKept = independent(space, ofModel);
        List<CandidateMap> proven = new ArrayList<>(ofModel);
        List<CandidateMap> kept = new ArrayList<>(modelKept);
        int idle = 0;
        int tooLarge = 0;
        Group model = modelGroup(space, modelKept);
        Group group = model;
        int[] held = solutions.heldLiterals(space);
        for (CandidateMap candidate : candidates) {
            if (!movesAny(candidate.map().literalImage(space), held)) {
                idle++;
                continue;
            }
            if (group.contains(candidate.map())) {
                proven.add(candidate); // generated already, so a symmetry: no need to try it on the solutions
                continue;
            }
            if (!solutions.preservedBy(candidate.map())) {
                continue;
            }
            List<Symmetry> generators =
                    new ArrayList<>(kept.stream().map(CandidateMap::map).toList());
            generators.add(candidate.map());
            Group larger = Group.generatedBy(DetectedSymmetries.DETECTED, space, generators);
            if (larger.exactOrder().bitLength() >= Long.SIZE) {
                tooLarge++;
                continue;
            }
            proven.add(candidate);
            kept.add(candidate);
            group = larger;
        }
        if (idle > 0) {
            notes.add(idle + (idle == 1 ? " candidate map was" : " candidate maps were")
                    + " left out: each moves only values no solution takes, so fixes every solution");
        }
        if (tooLarge > 0) {
            notes.add(tooLarge + (tooLarge == 1 ? " map that holds was" : " maps that hold were")
                    + " left out: each would take the group's order past " + Long.MAX_VALUE);
        }
        List<CandidateMap> tried = new ArrayList<>(ofModel);
        tried.addAll(candidates);
        if (!ofConstraints) {
            // A family: the maps proven on the solutions are its detected group.
            return DetectedSymmetries.proven(
                    declared,
                    group,
                    kept,
                    Optional.empty(),
                    List.of(),
                    proven,
                    tried,
                    solutions.size(),
                    held,
                    notes,
                    bySource(space, proven));
        }
        List<CandidateMap> beyond = kept.subList(modelKept.size(), kept.size());
        Optional<Group> larger = beyond.isEmpty()
                ? Optional.empty()
                : Optional.of(Group.generatedBy(
                        DetectedSymmetries.ON_SOLUTIONS,
                        space,
                        kept.stream().map(CandidateMap::map).toList()));
        return DetectedSymmetries.proven(
                declared,
                model,
                modelKept,
                larger,
                beyond,
                proven,
                tried,
                solutions.size(),
                held,
                notes,
                bySource(space, proven));
    }

    /**
     * Whether the map of literals {@code image} moves one of the literals {@code held}: a map that moves none of the
     * literals the solutions hold (a swap of two values no solution takes) fixes every solution, and says nothing
     * about them.
     */
    private static boolean movesAny(int[] image, int[] held) {
        for (int literal : held) {
            if (image[literal] != literal) {
                return true;
            }
        }
        return false;
    }

    /** The order each source's proven maps generate alone. */
    private static List<String> bySource(LiteralSpace space, List<CandidateMap> proven) {
        List<String> lines = new ArrayList<>();
        for (CandidateMap.Source source : CandidateMap.Source.values()) {
            if (source == CandidateMap.Source.CONSTRAINTS && proven.stream().noneMatch(c -> c.source() == source)) {
                continue;
            }
            List<Symmetry> maps = proven.stream()
                    .filter(c -> c.source() == source)
                    .map(CandidateMap::map)
                    .toList();
            Group alone = Group.generatedBy(source.word(), space, maps);
            lines.add(source.word() + " maps alone generate "
                    + GroupStructure.withOrder(alone.structure(), alone.exactOrder()));
        }
        return lines;
    }

    /** The output arrays of a model, as laid out; a family has none its cells are declared in. */
    static List<ArrayShape> shapes(PuzzleInstance puzzle) {
        List<ArrayShape> shapes = new ArrayList<>();
        if (puzzle instanceof ModelPuzzle model) {
            Outputs outputs = model.outputs();
            for (Outputs.OutputArray array : outputs.arrays()) {
                if (array.scalar() || array.size() == 0) {
                    continue;
                }
                long least = Long.MAX_VALUE;
                long most = Long.MIN_VALUE;
                for (int c = array.first(); c < array.first() + array.size(); c++) {
                    least = Math.min(least, outputs.cells().get(c).lo());
                    most = Math.max(most, outputs.cells().get(c).hi());
                }
                shapes.add(new ArrayShape(
                        array.name(),
                        array.first(),
                        array.ranges().stream()
                                .map(r -> Math.toIntExact(r.size()))
                                .toList(),
                        Math.toIntExact(least),
                        Math.toIntExact(most)));
            }
        }
        return shapes;
    }
}
