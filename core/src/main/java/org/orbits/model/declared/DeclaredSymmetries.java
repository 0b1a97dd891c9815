package org.orbits.model.declared;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.puzzle.BadInputException;

/**
 * The symmetries a model declares with orbits.mzn, read from the FlatZinc calls its predicates compile to and
 * stated over the cells. {@code orbits_permutation_int(x, image, old, new)} moves the value at position {@code p}
 * of the array {@code x} to position {@code image[p]}; {@code orbits_symmetry_int(from, to, old, new)} moves the
 * value of {@code from[i]} to {@code to[i]}; both map each value {@code old[k]} to {@code new[k]}.
 *
 * <p>{@code orbits_literal_map_int(x, fromPosition, fromValue, toPosition, toValue)} maps assignments rather than
 * cells: {@code x[fromPosition[k]] = fromValue[k]} becomes {@code x[toPosition[k]] = toValue[k]}, and it must permute
 * the assignments it names.
 *
 * <p>MiniZinc may have replaced a declared variable by another (two cells it found equal) or by a constant (a
 * cell it fixed): the FlatZinc then names no cell. An array is found whole among the output arrays, element by
 * element as the compiler left it, which places even its constants; otherwise each element must be a variable that
 * exactly one cell holds, and anything else is refused by name. A value map moves the values of every cell, so a
 * declaration whose value map could move a value of a cell it does not name is refused too.
 *
 * <p>It runs past 300 lines because each declaration predicate's reading, and the placing of its arguments on the
 * cells that they all share, are one translation from the FlatZinc's calls to symmetries.
 */
public final class DeclaredSymmetries {

    private final FlatZincModel model;
    private final Outputs outputs;
    private final Map<String, Integer> namesUsed = new HashMap<>();

    private DeclaredSymmetries(FlatZincModel model, Outputs outputs) {
        this.model = model;
        this.outputs = outputs;
    }

    /** Whether a FlatZinc constraint of this name is one of orbits.mzn's declarations, which constrain nothing. */
    public static boolean isDeclaration(String constraint) {
        return constraint.startsWith(PERMUTATION)
                || constraint.startsWith(SYMMETRY)
                || constraint.startsWith(LITERAL_MAP);
    }

    private static final String PERMUTATION = "orbits_permutation_";
    private static final String SYMMETRY = "orbits_symmetry_";
    private static final String LITERAL_MAP = "orbits_literal_map_";

    /** Every generator declared, in the order of the declarations. */
    public static List<DeclaredGenerator> of(FlatZincModel model, Outputs outputs) {
        DeclaredSymmetries reader = new DeclaredSymmetries(model, outputs);
        List<DeclaredGenerator> generators = new ArrayList<>();
        for (Item.Constraint constraint : model.constraints()) {
            if (constraint.name().startsWith(PERMUTATION)) {
                generators.add(reader.permutation(constraint));
            } else if (constraint.name().startsWith(SYMMETRY)) {
                generators.add(reader.symmetry(constraint));
            } else if (constraint.name().startsWith(LITERAL_MAP)) {
                generators.add(reader.literalMap(constraint));
            }
        }
        return generators;
    }

    /** The cells of an array's elements, the array found whole among the outputs where it can be. */
    private record Located(int[] cells, String array) {}

    private DeclaredSymmetry permutation(Item.Constraint declaration) {
        String kind = kind(declaration);
        List<Expr> elements = model.elements(declaration.arguments().get(0), declaration.line());
        long[] image = integers(declaration.arguments().get(1), declaration.line());
        Located located = locate(elements, kind);
        if (image.length != elements.size()
                || Arrays.stream(image).distinct().count() != image.length
                || Arrays.stream(image).anyMatch(p -> p < 1 || p > image.length)) {
            throw new BadInputException("the symmetry declaration '" + kind + "' moves the positions of its array to "
                    + Arrays.toString(image) + ", which is no permutation of them");
        }
        int[] to = new int[image.length];
        for (int p = 0; p < image.length; p++) {
            to[p] = located.cells()[(int) image[p] - 1];
        }
        return generator(declaration, kind, located, located.cells(), to);
    }

    private DeclaredSymmetry symmetry(Item.Constraint declaration) {
        String kind = kind(declaration);
        List<Expr> from = model.elements(declaration.arguments().get(0), declaration.line());
        List<Expr> to = model.elements(declaration.arguments().get(1), declaration.line());
        if (to.size() != from.size()) {
            throw new BadInputException("the symmetry declaration '" + kind + "' has " + from.size()
                    + " variables in FROM but " + to.size() + " in TO");
        }
        Located located = locate(from, kind);
        List<Expr> resolvedFrom = from.stream().map(model::resolve).toList();
        List<Expr> unplaced = new ArrayList<>(resolvedFrom);
        int[] targets = new int[to.size()];
        for (int i = 0; i < to.size(); i++) {
            Expr target = model.resolve(to.get(i));
            int position = resolvedFrom.indexOf(target);
            if (position < 0 || resolvedFrom.lastIndexOf(target) != position || !unplaced.remove(target)) {
                throw new BadInputException("the symmetry declaration '" + kind + "': TO must be FROM permuted, each "
                        + "variable once, but " + describe(to.get(i)) + " is not");
            }
            targets[i] = located.cells()[position];
        }
        return generator(declaration, kind, located, located.cells(), targets);
    }

    /**
     * {@code orbits_literal_map_int(x, fromPosition, fromValue, toPosition, toValue)}: the assignment
     * {@code x[fromPosition[k]] = fromValue[k]} becomes {@code x[toPosition[k]] = toValue[k]}, positions from 1. The
     * pairs must permute the assignments they name (each once on each side, the same ones on both), with values
     * some cell may hold; pairs that map an assignment to itself are dropped.
     */
    private DeclaredLiteralMap literalMap(Item.Constraint declaration) {
        String kind = kind(declaration);
        List<Expr> elements = model.elements(declaration.arguments().get(0), declaration.line());
        long[][] columns = new long[4][];
        for (int k = 0; k < columns.length; k++) {
            columns[k] = integers(declaration.arguments().get(k + 1), declaration.line());
        }
        int pairs = columns[0].length;
        for (long[] column : columns) {
            if (column.length != pairs) {
                throw new BadInputException("the symmetry declaration '" + kind + "' gives " + columns[0].length
                        + " positions but " + column.length + " of another of FROM_INDEX, FROM_VALUE, TO_INDEX and "
                        + "TO_VALUE");
            }
        }
        Located located = locate(elements, kind);
        long lo = outputs.cells().stream().mapToLong(Outputs.Cell::lo).min().orElseThrow();
        long hi = outputs.cells().stream().mapToLong(Outputs.Cell::hi).max().orElseThrow();
        int[][] literal = new int[4][pairs];
        for (int k = 0; k < pairs; k++) {
            for (int side = 0; side < 4; side += 2) {
                long position = columns[side][k];
                long value = columns[side + 1][k];
                if (position < 1 || position > elements.size()) {
                    throw new BadInputException("the symmetry declaration '" + kind + "' names position " + position
                            + " of an array of " + elements.size());
                }
                int cell = located.cells()[(int) position - 1];
                if (value < lo || value > hi) {
                    throw new BadInputException("the symmetry declaration '" + kind + "' names the assignment "
                            + outputs.cells().get(cell).name() + "=" + value + ", but the cells hold only " + lo + ".."
                            + hi);
                }
                literal[side][k] = cell;
                literal[side + 1][k] = (int) value;
            }
        }
        return literalMap(kind, located, literal);
    }

    /** The map of {@code literal}'s columns (from cell, from value, to cell, to value), checked to permute them. */
    private DeclaredLiteralMap literalMap(String kind, Located located, int[][] literal) {
        Map<List<Integer>, List<Integer>> image = new LinkedHashMap<>();
        Set<List<Integer>> images = new HashSet<>();
        for (int k = 0; k < literal[0].length; k++) {
            List<Integer> from = List.of(literal[0][k], literal[1][k]);
            List<Integer> to = List.of(literal[2][k], literal[3][k]);
            if (image.put(from, to) != null) {
                throw new BadInputException(
                        "the symmetry declaration '" + kind + "' maps the assignment " + assignment(from) + " twice");
            }
            if (!images.add(to)) {
                throw new BadInputException("the symmetry declaration '" + kind + "' maps two assignments to "
                        + assignment(to) + ", so it is no permutation of the assignments");
            }
        }
        for (Map.Entry<List<Integer>, List<Integer>> pair : image.entrySet()) {
            if (!image.containsKey(pair.getValue())) {
                throw new BadInputException("the symmetry declaration '" + kind + "' maps " + assignment(pair.getKey())
                        + " to " + assignment(pair.getValue()) + " but does not say where "
                        + assignment(pair.getValue())
                        + " goes: FROM and TO must name the same assignments, so that the map permutes them");
            }
        }
        image.entrySet().removeIf(pair -> pair.getKey().equals(pair.getValue()));
        int[][] moved = new int[4][image.size()];
        int k = 0;
        for (Map.Entry<List<Integer>, List<Integer>> pair : image.entrySet()) {
            moved[0][k] = pair.getKey().get(0);
            moved[1][k] = pair.getKey().get(1);
            moved[2][k] = pair.getValue().get(0);
            moved[3][k] = pair.getValue().get(1);
            k++;
        }
        String name = unique(located.array() == null ? kind : kind + " of " + located.array());
        return new DeclaredLiteralMap(name, moved[0], moved[1], moved[2], moved[3]);
    }

    private String assignment(List<Integer> literal) {
        return outputs.cells().get(literal.get(0)).name() + "=" + literal.get(1);
    }

    private DeclaredSymmetry generator(
            Item.Constraint declaration, String kind, Located located, int[] from, int[] to) {
        int cells = outputs.cells().size();
        int[] cellImage = new int[cells];
        Arrays.fill(cellImage, -1);
        for (int i = 0; i < from.length; i++) {
            if (cellImage[from[i]] >= 0 && cellImage[from[i]] != to[i]) {
                throw new BadInputException("the symmetry declaration '" + kind + "' sends the cell "
                        + outputs.cells().get(from[i]).name() + " to two places");
            }
            cellImage[from[i]] = to[i];
        }
        boolean[] hit = new boolean[cells];
        for (int i = 0; i < cells; i++) {
            cellImage[i] = cellImage[i] < 0 ? i : cellImage[i];
            if (hit[cellImage[i]]) {
                throw new BadInputException("the symmetry declaration '" + kind + "' sends two cells to "
                        + outputs.cells().get(cellImage[i]).name());
            }
            hit[cellImage[i]] = true;
        }
        ValueMapping values = ValueMapping.of(
                kind,
                integers(declaration.arguments().get(2), declaration.line()),
                integers(declaration.arguments().get(3), declaration.line()),
                outputs);
        Set<Integer> named = new HashSet<>();
        Arrays.stream(from).forEach(named::add);
        values.checkOnlyNamedMove(named);
        String name = unique(located.array() == null ? kind : kind + " of " + located.array());
        return new DeclaredSymmetry(name, cellImage, values.lo(), values.image());
    }

    private Located locate(List<Expr> elements, String kind) {
        List<Expr> resolved = elements.stream().map(model::resolve).toList();
        for (Outputs.OutputArray group : outputs.arrays()) {
            if (!group.scalar() && group.size() == resolved.size()) {
                boolean same = true;
                for (int i = 0; i < group.size() && same; i++) {
                    same = outputs.cells().get(group.first() + i).reference().equals(resolved.get(i));
                }
                if (same) {
                    int[] cells = new int[group.size()];
                    Arrays.setAll(cells, i -> group.first() + i);
                    return new Located(cells, group.name());
                }
            }
        }
        int[] cells = new int[elements.size()];
        for (int i = 0; i < cells.length; i++) {
            if (!(resolved.get(i) instanceof Expr.Name variable)) {
                throw new BadInputException("the symmetry declaration '" + kind + "' names a cell MiniZinc fixed to "
                        + resolved.get(i) + ", so orbits cannot tell which cell it is: declare the symmetry on a whole "
                        + "output array");
            }
            List<Integer> holding = outputs.cellsHolding(variable.id());
            if (holding.isEmpty()) {
                throw new BadInputException("the symmetry declaration '" + kind + "' names " + describe(elements.get(i))
                        + ", which is not an output of the model: symmetries act on the outputs (the cells) only");
            }
            if (holding.size() > 1) {
                throw new BadInputException("the symmetry declaration '" + kind + "' names " + describe(elements.get(i))
                        + ", which the cells "
                        + holding.stream()
                                .map(c -> outputs.cells().get(c).name())
                                .toList()
                        + " all hold (MiniZinc found them equal), so orbits cannot tell which one it means");
            }
            cells[i] = holding.get(0);
        }
        return new Located(cells, null);
    }

    private String describe(Expr element) {
        Expr resolved = model.resolve(element);
        if (resolved instanceof Expr.Name name) {
            List<Integer> holding = outputs.cellsHolding(name.id());
            return holding.isEmpty()
                    ? "'" + name.id() + "'"
                    : outputs.cells().get(holding.get(0)).name();
        }
        return resolved.toString();
    }

    private long[] integers(Expr array, int line) {
        return model.elements(array, line).stream()
                .map(model::resolve)
                .mapToLong(value -> value instanceof Expr.IntLiteral i
                        ? i.value()
                        : value instanceof Expr.BoolLiteral b ? (b.value() ? 1 : 0) : Long.MIN_VALUE)
                .toArray();
    }

    private static String kind(Item.Constraint declaration) {
        return Expr.Call.find(declaration.annotations(), "orbits_generator")
                .filter(call -> call.arguments().size() == 1 && call.arguments().get(0) instanceof Expr.StringLiteral)
                .map(call -> ((Expr.StringLiteral) call.arguments().get(0)).text())
                .orElse(declaration.name());
    }

    private String unique(String name) {
        int seen = namesUsed.merge(name, 1, Integer::sum);
        return seen == 1 ? name : name + " " + seen;
    }
}
