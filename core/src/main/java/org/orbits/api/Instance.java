package org.orbits.api;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.SolutionOrder;
import org.orbits.symmetry.Symmetry;

/**
 * One puzzle with every parameter fixed, as {@link Orbits#instance(String, java.util.Map)} builds it: its
 * cells, its symmetry groups, its independent checker and its drawing.
 */
public final class Instance {

    /** The value of a cell not filled yet, in a position being played: drawn blank, passed over by remarks. */
    public static final int EMPTY = PuzzleInstance.EMPTY;

    private final PuzzleInstance puzzle;

    Instance(PuzzleInstance puzzle) {
        this.puzzle = puzzle;
    }

    public String family() {
        return puzzle.family().name();
    }

    /** A file-name-safe identifier unique within the family: {@code n6-s22}. */
    public String id() {
        return puzzle.id();
    }

    /** {@code ngon n=6 sum=22}. */
    public String label() {
        return puzzle.label();
    }

    /** Every parameter with its value, defaults included, in declaration order. */
    public ImmutableMap<String, String> parameters() {
        return puzzle.parameters();
    }

    /** The cell names, in the cell order of every solution. */
    public ImmutableList<String> cellNames() {
        return puzzle.cellNames();
    }

    public int minValue() {
        return puzzle.minValue();
    }

    public int maxValue() {
        return puzzle.maxValue();
    }

    /** What {@code value} stands for where the puzzle names its values (the piece of a tiling), else empty. */
    public Optional<String> valueName(int value) {
        return puzzle.valueName(value);
    }

    /** Why the puzzle has no solution, where that is seen before any search (a piece that fits nowhere). */
    public Optional<String> obstacle() {
        return puzzle.obstacle();
    }

    /**
     * What the instance read back from files earlier runs kept (a model's compile, the proof of its declarations),
     * whether each passed its checks and what they took, or what was found there and ignored, and why: a line each.
     */
    public List<String> keptNotes() {
        return puzzle.keptNotes();
    }

    /** Whether no two cells may hold one value. */
    public boolean valuesDistinct() {
        return puzzle.valuesDistinct();
    }

    /** The groups orbits are reported under, the default first, each with its generators. */
    public List<SymmetryGroup> groups() {
        return puzzle.groups().stream()
                .map(g -> SymmetryGroup.of(g, puzzle.cellNames()))
                .toList();
    }

    /** The independent checker: empty when {@code solution} solves the puzzle, otherwise what is wrong. */
    public Optional<String> violation(ImmutableIntArray solution) {
        if (solution.length() != puzzle.cellNames().size()) {
            return Optional.of("a solution has " + puzzle.cellNames().size() + " cells, not " + solution.length());
        }
        return puzzle.violation(solution.toArray());
    }

    /** The objective of a solution, for an optimisation puzzle. */
    public Optional<Integer> objectiveOf(ImmutableIntArray solution) {
        return puzzle.objectiveOf(solution.toArray()).map(Objective::value);
    }

    /** Whether the puzzle asks for the least or greatest objective rather than for every solution. */
    public boolean optimisation() {
        int[] any = new int[puzzle.cellNames().size()];
        java.util.Arrays.fill(any, puzzle.minValue());
        return puzzle.objectiveOf(any).isPresent();
    }

    /**
     * A drawing of one solution, or of a position being played with {@link #EMPTY} cells drawn blank, as a
     * standalone SVG document; each cell's shapes carry its name in a {@code data-cell} attribute.
     */
    public String drawing(ImmutableIntArray solution) {
        Picture picture = puzzle.draw(solution.toArray());
        return String.format(
                        Locale.ROOT,
                        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %.1f %.1f\" width=\"%.1f\" height=\"%.1f\""
                                + " font-family=\"sans-serif\">%n",
                        picture.width(),
                        picture.height(),
                        picture.width(),
                        picture.height())
                + picture.svgElements()
                + "</svg>\n";
    }

    /**
     * What the puzzle says of a position being played ({@link #EMPTY} where no value is given yet), values out
     * of range left out: a rule already broken, or a note that helps.
     */
    public List<Remark> remarks(ImmutableIntArray position) {
        int[] values = position.toArray();
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] != EMPTY && (values[cell] < minValue() || values[cell] > maxValue())) {
                values[cell] = EMPTY;
            }
        }
        return puzzle.remarks(values).stream()
                .map(remark -> new Remark(remark.cells(), remark.broken(), remark.text()))
                .toList();
    }

    /**
     * The solutions of the orbit of {@code solution} under the group named {@code group} that agree with {@code
     * givens} (cell name to value), each once, least first: where a canonical representative contradicts a
     * player's givens, the images of it that complete them. Empty when no image does. A group too large to
     * list its elements is an {@link OrbitsException}.
     */
    public List<ImmutableIntArray> imagesAgreeingWith(
            String group, ImmutableIntArray solution, Map<String, Integer> givens) {
        Group acting = Failures.guarded(() -> puzzle.group(group));
        if (!acting.listed()) {
            throw new OrbitsException(
                    "the group " + group + " of order " + acting.order() + " is too large to list its elements");
        }
        Map<Integer, Integer> fixed = new LinkedHashMap<>();
        givens.forEach((cell, value) -> fixed.put(Failures.guarded(() -> puzzle.cellIndex(cell)), value));
        Set<ImmutableIntArray> images = new TreeSet<>(SolutionOrder.LEXICOGRAPHIC);
        int[] values = solution.toArray();
        for (Symmetry element : acting.elements()) {
            int[] image = element.apply(values);
            if (fixed.entrySet().stream().allMatch(given -> image[given.getKey()] == given.getValue())) {
                images.add(ImmutableIntArray.copyOf(image));
            }
        }
        return List.copyOf(images);
    }

    PuzzleInstance puzzle() {
        return puzzle;
    }

    @Override
    public String toString() {
        return label();
    }
}
