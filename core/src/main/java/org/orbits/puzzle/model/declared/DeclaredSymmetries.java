package org.orbits.puzzle.model.declared;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.model.flatzinc.Expr;
import org.orbits.puzzle.model.flatzinc.FlatZincModel;
import org.orbits.puzzle.model.flatzinc.Item;
import org.orbits.puzzle.model.flatzinc.Outputs;

/**
 * The symmetries a model declares with orbits.mzn, read from the FlatZinc calls its predicates compile to and
 * stated over the cells. {@code orbits_permutation_int(x, image, old, new)} moves the value at position {@code p}
 * of the array {@code x} to position {@code image[p]}; {@code orbits_symmetry_int(from, to, old, new)} moves the
 * value of {@code from[i]} to {@code to[i]}; both map each value {@code old[k]} to {@code new[k]}.
 *
 * <p>MiniZinc may have replaced a declared variable by another (two cells it found equal) or by a constant (a
 * cell it fixed): the FlatZinc then names no cell. An array is found whole among the output arrays, element by
 * element as the compiler left it, which places even its constants; otherwise each element must be a variable that
 * exactly one cell holds, and anything else is refused by name. A value map moves the values of every cell, so a
 * declaration whose value map could move a value of a cell it does not name is refused too.
 */
public final class DeclaredSymmetries {

    private final FlatZincModel model;
    private final Outputs outputs;
    private final Map<String, Integer> namesUsed = new HashMap<>();

    private DeclaredSymmetries(FlatZincModel model, Outputs outputs) {
        this.model = model;
        this.outputs = outputs;
    }

    /** Every generator declared, in the order of the declarations. */
    public static List<DeclaredSymmetry> of(FlatZincModel model, Outputs outputs) {
        DeclaredSymmetries reader = new DeclaredSymmetries(model, outputs);
        List<DeclaredSymmetry> generators = new ArrayList<>();
        for (Item.Constraint constraint : model.constraints()) {
            if (constraint.name().startsWith("orbits_permutation_")) {
                generators.add(reader.permutation(constraint));
            } else if (constraint.name().startsWith("orbits_symmetry_")) {
                generators.add(reader.symmetry(constraint));
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
