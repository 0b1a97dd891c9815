package org.orbits.model.graph;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.Outputs;

/**
 * The literals {@code cell = value} of a model's output cells, numbered 0.. in cell order and each cell's values in
 * increasing order: the points the symmetries a literal graph proves act on. A cell MiniZinc fixed to a constant has
 * none (no symmetry the graph proves moves it); a cell whose variable another cell holds too, or whose variable has too
 * many values for literals, has none either, and a map that moves its variable is not restricted (it is left out).
 */
public final class CellLiterals {

    private final int[] cellOf;
    private final long[] valueOf;
    /** The graph's vertex of each literal. */
    private final int[] vertexOf;
    /** The literal of each (cell, value), by cell: value to literal number. */
    private final List<Map<Long, Integer>> byCell;
    /** The literal each literal vertex of an output variable held by one cell stands for. */
    private final Map<Integer, Integer> byVertex;
    /** The vertices of output variables that no literal stands for, which every map kept must fix. */
    private final List<Integer> fixed;
    /** The cells MiniZinc fixed, with their values. */
    private final Map<Integer, Long> constants;
    /** The cells of variables no literal stands for. */
    private final java.util.Set<Integer> opaque;

    private CellLiterals(
            int[] cellOf,
            long[] valueOf,
            int[] vertexOf,
            List<Map<Long, Integer>> byCell,
            Map<Integer, Integer> byVertex,
            List<Integer> fixed,
            Map<Integer, Long> constants,
            java.util.Set<Integer> opaque) {
        this.cellOf = cellOf;
        this.valueOf = valueOf;
        this.vertexOf = vertexOf;
        this.byCell = byCell;
        this.byVertex = byVertex;
        this.fixed = fixed;
        this.constants = constants;
        this.opaque = opaque;
    }

    static CellLiterals of(FlatZincModel model, Outputs outputs, Map<String, GraphVariable> variables) {
        Map<String, Integer> holders = new HashMap<>();
        List<String> names = new ArrayList<>();
        for (Outputs.Cell cell : outputs.cells()) {
            String name = model.resolve(cell.reference()) instanceof Expr.Name variable ? variable.id() : null;
            names.add(name);
            if (name != null) {
                holders.merge(name, 1, Integer::sum);
            }
        }
        List<Integer> cells = new ArrayList<>();
        List<Long> values = new ArrayList<>();
        List<Integer> vertices = new ArrayList<>();
        List<Map<Long, Integer>> byCell = new ArrayList<>();
        Map<Integer, Integer> byVertex = new HashMap<>();
        List<Integer> fixed = new ArrayList<>();
        Map<Integer, Long> constants = new HashMap<>();
        java.util.Set<Integer> opaque = new java.util.HashSet<>();
        for (int c = 0; c < names.size(); c++) {
            Map<Long, Integer> own = new HashMap<>();
            byCell.add(own);
            String name = names.get(c);
            GraphVariable variable = name == null ? null : variables.get(name);
            if (variable == null) {
                Expr value = model.resolve(outputs.cells().get(c).reference());
                if (value instanceof Expr.IntLiteral constant) {
                    constants.put(c, constant.value());
                } else if (value instanceof Expr.BoolLiteral constant) {
                    constants.put(c, constant.value() ? 1L : 0L);
                } else {
                    opaque.add(c);
                }
                continue;
            }
            if (!variable.hasLiterals() || holders.get(name) > 1) {
                fixed.add(variable.vertex());
                opaque.add(c);
                continue;
            }
            for (long value : variable.values()) {
                own.put(value, cells.size());
                byVertex.put(variable.literal(value), cells.size());
                vertices.add(variable.literal(value));
                cells.add(c);
                values.add(value);
            }
        }
        return new CellLiterals(
                cells.stream().mapToInt(Integer::intValue).toArray(),
                values.stream().mapToLong(Long::longValue).toArray(),
                vertices.stream().mapToInt(Integer::intValue).toArray(),
                byCell,
                byVertex,
                fixed,
                constants,
                opaque);
    }

    /** The cells MiniZinc fixed, with their values: a symmetry must send each to one fixed to its image's value. */
    public Map<Integer, Long> constants() {
        return java.util.Collections.unmodifiableMap(constants);
    }

    /** The cells no literal stands for but that are no constant: a symmetry proven here leaves each as it is. */
    public java.util.Set<Integer> opaque() {
        return java.util.Collections.unmodifiableSet(opaque);
    }

    /** How many literals there are. */
    public int size() {
        return cellOf.length;
    }

    public int cellOf(int literal) {
        return cellOf[literal];
    }

    public long valueOf(int literal) {
        return valueOf[literal];
    }

    /** The graph's vertex of {@code literal}. */
    int vertexOf(int literal) {
        return vertexOf[literal];
    }

    /** The vertices of output variables no literal stands for, which every map proven fixes. */
    List<Integer> fixedVertices() {
        return java.util.Collections.unmodifiableList(fixed);
    }

    /**
     * The map as a permutation of these literals, when it maps every literal to one, sends each fixed cell to one fixed
     * to its image's value, and leaves every cell without literals as it is.
     */
    Optional<int[]> permutation(LiteralImage map) {
        for (int cell : opaque) {
            if (map.moves(cell)) {
                return Optional.empty();
            }
        }
        for (Map.Entry<Integer, Long> constant : constants.entrySet()) {
            long[] image = map.of(constant.getKey(), constant.getValue());
            Long there = constants.get((int) image[0]);
            if (there == null || there != image[1]) {
                return Optional.empty();
            }
        }
        int[] image = new int[size()];
        boolean[] hit = new boolean[size()];
        for (int l = 0; l < image.length; l++) {
            long[] to = map.of(cellOf[l], valueOf[l]);
            Optional<Integer> target = literal((int) to[0], to[1]);
            if (target.isEmpty() || hit[target.get()]) {
                return Optional.empty();
            }
            image[l] = target.get();
            hit[image[l]] = true;
        }
        return Optional.of(image);
    }

    /** The literal {@code cell = value}, when there is one. */
    public Optional<Integer> literal(int cell, long value) {
        return cell < 0 || cell >= byCell.size()
                ? Optional.empty()
                : Optional.ofNullable(byCell.get(cell).get(value));
    }

    /**
     * An automorphism of the literal graph as the map of these literals it makes; empty where it moves a variable no
     * literal stands for, or sends a literal out of them.
     */
    Optional<int[]> restrict(int[] automorphism) {
        for (int vertex : fixed) {
            if (automorphism[vertex] != vertex) {
                return Optional.empty();
            }
        }
        int[] image = new int[size()];
        for (Map.Entry<Integer, Integer> entry : byVertex.entrySet()) {
            Integer target = byVertex.get(automorphism[entry.getKey()]);
            if (target == null) {
                return Optional.empty();
            }
            image[entry.getValue()] = target;
        }
        return Optional.of(image);
    }
}
