package org.orbits.model.flatzinc;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.orbits.puzzle.BadInputException;

/**
 * The cells of a model: the values it outputs, in output order. An {@code output_var} is one cell named as the
 * variable; an {@code output_array([1..3,1..3])} is one cell per element, named by its index in the model
 * ({@code x[1,2]}), row by row. A model with no output annotation outputs every variable it did not introduce.
 * MiniZinc may have replaced a cell's variable by a constant, or by a variable another cell holds too: a cell's
 * {@link Cell#reference()} says what it holds now.
 */
public final class Outputs {

    /**
     * One cell.
     *
     * @param reference what the cell holds: a literal, or the name of a variable that is no alias
     * @param lo the least value its domain allows (0 for a bool)
     * @param hi the greatest
     * @param group the index of the output declaration it belongs to in {@link #arrays()}
     */
    public record Cell(String name, Expr reference, boolean bool, long lo, long hi, int group) {}

    /**
     * One output declaration: a scalar, or an array of {@code size} cells from {@code first} on, with its index
     * ranges ({@code 1..3} per dimension), so that a drawing can lay it out.
     */
    public record OutputArray(String name, ImmutableList<IntSet> ranges, int first, int size, boolean bool) {
        public boolean scalar() {
            return ranges.isEmpty();
        }
    }

    private final ImmutableList<Cell> cells;
    private final ImmutableList<OutputArray> arrays;

    private Outputs(List<Cell> cells, List<OutputArray> arrays) {
        this.cells = ImmutableList.copyOf(cells);
        this.arrays = ImmutableList.copyOf(arrays);
    }

    public static Outputs of(FlatZincModel model) {
        List<Item.VariableDeclaration> declared = model.variables().values().stream()
                .filter(v -> v.annotated("output_var") || v.annotated("output_array"))
                .toList();
        if (declared.isEmpty()) {
            declared = unintroduced(model);
        }
        List<Cell> cells = new ArrayList<>();
        List<OutputArray> arrays = new ArrayList<>();
        for (Item.VariableDeclaration variable : declared) {
            boolean bool = variable.type().base() == TypeInst.Base.BOOL;
            int group = arrays.size();
            if (!variable.type().isArray()) {
                cells.add(cell(model, variable.name(), new Expr.Name(variable.name()), bool, group, variable.line()));
                arrays.add(new OutputArray(variable.name(), ImmutableList.of(), cells.size() - 1, 1, bool));
                continue;
            }
            List<Expr> elements = model.elements(variable.value().orElseThrow(), variable.line());
            ImmutableList<IntSet> ranges = ranges(model, variable, elements.size());
            int first = cells.size();
            List<String> names = indexNames(variable.name(), ranges);
            for (int i = 0; i < elements.size(); i++) {
                cells.add(cell(model, names.get(i), elements.get(i), bool, group, variable.line()));
            }
            arrays.add(new OutputArray(variable.name(), ranges, first, elements.size(), bool));
        }
        return new Outputs(cells, arrays);
    }

    /** Without output annotations: every variable and array the compiler did not introduce, scalars in no array. */
    private static List<Item.VariableDeclaration> unintroduced(FlatZincModel model) {
        List<Item.VariableDeclaration> chosen = model.variables().values().stream()
                .filter(v -> !v.annotated("var_is_introduced"))
                .toList();
        Set<String> inArrays = new HashSet<>();
        for (Item.VariableDeclaration variable : chosen) {
            if (variable.type().isArray()) {
                for (Expr element : model.elements(variable.value().orElseThrow(), variable.line())) {
                    if (element instanceof Expr.Name name) {
                        inArrays.add(name.id());
                    }
                }
            }
        }
        return chosen.stream()
                .filter(v -> v.type().isArray() || !inArrays.contains(v.name()))
                .toList();
    }

    private static ImmutableList<IntSet> ranges(FlatZincModel model, Item.VariableDeclaration array, int size) {
        Optional<Expr.Call> annotation = Expr.Call.find(array.annotations(), "output_array");
        if (annotation.isEmpty()) {
            return ImmutableList.of(IntSet.range(1, size));
        }
        List<Expr> arguments = annotation.get().arguments();
        if (arguments.size() != 1 || !(arguments.get(0) instanceof Expr.ArrayLiteral dimensions)) {
            throw new BadInputException(model.at(array.line()) + ": output_array of '" + array.name()
                    + "' should list its index sets, as in output_array([1..3])");
        }
        ImmutableList.Builder<IntSet> ranges = ImmutableList.builder();
        long product = 1;
        for (Expr dimension : dimensions.elements()) {
            if (!(dimension instanceof Expr.SetLiteral set)
                    || !(set.set().isRange() || set.set().isEmpty())) {
                throw new BadInputException(model.at(array.line()) + ": output_array of '" + array.name()
                        + "' has the index set " + dimension + ", not a range");
            }
            ranges.add(set.set());
            product *= set.set().size();
        }
        if (product != size) {
            throw new BadInputException(model.at(array.line()) + ": output_array of '" + array.name() + "' has index "
                    + "sets for " + product + " elements, but the array has " + size);
        }
        return ranges.build();
    }

    /** {@code x[1,1], x[1,2], ...}: the last index varies fastest, as MiniZinc lays arrays out. */
    private static List<String> indexNames(String name, List<IntSet> ranges) {
        List<String> names = new ArrayList<>(List.of(""));
        for (IntSet range : ranges) {
            List<String> longer = new ArrayList<>();
            for (String prefix : names) {
                range.values().forEach(index -> longer.add(prefix + (prefix.isEmpty() ? "" : ",") + index));
            }
            names = longer;
        }
        return names.stream().map(index -> name + "[" + index + "]").toList();
    }

    private static Cell cell(FlatZincModel model, String name, Expr element, boolean bool, int group, int line) {
        Expr reference = model.resolve(element);
        if (reference instanceof Expr.IntLiteral value) {
            return new Cell(name, reference, bool, value.value(), value.value(), group);
        }
        if (reference instanceof Expr.BoolLiteral value) {
            return new Cell(name, reference, true, value.value() ? 1 : 0, value.value() ? 1 : 0, group);
        }
        if (!(reference instanceof Expr.Name variable) || !model.variables().containsKey(variable.id())) {
            throw new BadInputException(model.at(line) + ": the output " + name + " is " + reference
                    + ", neither a variable nor an int or bool constant");
        }
        Optional<IntSet> domain =
                element instanceof Expr.Name declared ? model.domain(declared.id()) : model.domain(variable.id());
        if (domain.isEmpty()) {
            throw new BadInputException(model.at(line) + ": the output " + name + " has no bounds: declare it with a "
                    + "domain (var lo..hi) so that orbits knows its values");
        }
        IntSet values = domain.get();
        return values.isEmpty()
                ? new Cell(name, reference, bool, 0, -1, group)
                : new Cell(name, reference, bool, values.min(), values.max(), group);
    }

    /** Every cell in cell order. */
    public ImmutableList<Cell> cells() {
        return cells;
    }

    public ImmutableList<OutputArray> arrays() {
        return arrays;
    }

    public ImmutableList<String> names() {
        return cells.stream().map(Cell::name).collect(ImmutableList.toImmutableList());
    }

    /** The cells that hold the variable {@code name} (its root, aliases followed): none, one, or several. */
    public List<Integer> cellsHolding(String name) {
        List<Integer> holding = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            if (cells.get(i).reference() instanceof Expr.Name held && held.id().equals(name)) {
                holding.add(i);
            }
        }
        return holding;
    }
}
