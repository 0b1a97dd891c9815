package org.orbits.search.detect;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.model.ModelPuzzle;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.model.graph.ModelGraph;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.LiteralSpace;
import org.orbits.symmetry.Symmetry;
import org.orbits.symmetry.graph.AutomorphismSearch;
import org.orbits.symmetry.perm.GroupStructure;

/**
 * Finds symmetries of a puzzle that map the set of all its solutions onto itself, from two sources, and proves each
 * on that set: the automorphisms of the model's constraint graph ({@link ModelGraph} for a MiniZinc or FlatZinc
 * model, {@link ChocoGraph} for a built-in family's definition model), and the maps {@link CandidateMaps} tries
 * whatever the constraints. A map is kept only when it sends every solution to a solution; the detected group is what
 * the kept maps generate, named {@value #DETECTED}.
 */
public final class SymmetryDetection {

    /** The name of the group detection gives. */
    public static final String DETECTED = "detected";

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
        List<CandidateMap> candidates = candidates(puzzle, space, notes);
        Optional<SolutionSet> solutions = SolutionSet.enumerate(puzzle, most);
        if (solutions.isEmpty()) {
            return DetectedSymmetries.unproven(puzzle, most, candidates.size());
        }
        return prove(puzzle.defaultGroup(), space, candidates, solutions.get(), notes);
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
        List<CandidateMap> candidates = candidates(puzzle, space, notes);
        return prove(declared, space, candidates, SolutionSet.of(solutions), notes);
    }

    /** The maps to try: the candidates, then the constraint graph's automorphisms; what was left out goes to notes. */
    private static List<CandidateMap> candidates(PuzzleInstance puzzle, LiteralSpace space, List<String> notes) {
        List<CandidateMap> candidates = new ArrayList<>(CandidateMaps.of(space, shapes(puzzle), puzzle.cellGrids()));
        for (CellMap found : graphSymmetries(puzzle)) {
            try {
                found.literalImage(space);
                candidates.add(new CandidateMap(describe(found, puzzle), CandidateMap.Source.CONSTRAINT_GRAPH, found));
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
            List<CandidateMap> candidates,
            SolutionSet solutions,
            List<String> notes) {
        List<CandidateMap> proven = new ArrayList<>();
        List<CandidateMap> kept = new ArrayList<>();
        int idle = 0;
        int tooLarge = 0;
        Group group = Group.generatedBy(DETECTED, space, List.of());
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
            Group larger = Group.generatedBy(DETECTED, space, generators);
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
        return DetectedSymmetries.proven(
                declared, group, kept, proven, candidates, solutions.size(), notes, bySource(space, proven));
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

    private static List<CellMap> graphSymmetries(PuzzleInstance puzzle) {
        if (puzzle instanceof ModelPuzzle model) {
            return ModelGraph.symmetries(model.flatZinc(), model.outputs(), AutomorphismSearch.standard());
        }
        return ChocoGraph.symmetries(puzzle.definitionModel(), AutomorphismSearch.standard());
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

    /** A cell map in the cells' names: {@code a->b b->a; values 1.. -> [...]}. */
    static String describe(CellMap map, PuzzleInstance puzzle) {
        StringBuilder text = new StringBuilder();
        List<String> names = puzzle.cellNames();
        for (int c = 0; c < map.cells(); c++) {
            if (map.cellImage(c) != c) {
                text.append(text.length() == 0 ? "" : " ")
                        .append(names.get(c))
                        .append("->")
                        .append(names.get(map.cellImage(c)));
            }
        }
        if (!map.values().isIdentity()) {
            text.append(text.length() == 0 ? "" : "; ").append("values ");
            int[] image = map.values().image();
            StringBuilder moved = new StringBuilder();
            for (int k = 0; k < image.length; k++) {
                if (image[k] != map.values().lo() + k) {
                    moved.append(moved.length() == 0 ? "" : " ")
                            .append(map.values().lo() + k)
                            .append("->")
                            .append(image[k]);
                }
            }
            text.append(moved);
        }
        return text.length() == 0 ? "identity" : text.toString();
    }
}
