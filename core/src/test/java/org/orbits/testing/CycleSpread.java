package org.orbits.testing;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.ParameterSpec;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetries;

/**
 * A tiny optimisation puzzle for testing the generic machinery: put {@code 1..k} around a cycle of k cells,
 * minimising the sum of the differences between neighbours. Its optimum is {@code 2(k-1)} (go up one way
 * and down the other); the dihedral group of the cycle maps optimal placements to optimal placements.
 */
public final class CycleSpread implements PuzzleInstance {

    private final int cells;

    public CycleSpread(int cells) {
        this.cells = cells;
    }

    @Override
    public PuzzleFamily family() {
        return new Family();
    }

    /** The family of one instance, as the generic code wants one. */
    private final class Family implements PuzzleFamily {

        @Override
        public String name() {
            return "cyclespread";
        }

        @Override
        public String title() {
            return "1..k around a cycle, neighbours as close as can be";
        }

        @Override
        public List<ParameterSpec> parameters() {
            return List.of();
        }

        @Override
        public List<ModelOptionSpec> modelOptions() {
            return List.of(ModelOptionSpec.ALL_DIFFERENT);
        }

        @Override
        public String symmetryDescription() {
            return "dihedral";
        }

        @Override
        public PuzzleInstance instance(Map<String, String> parameterValues) {
            return CycleSpread.this;
        }

        @Override
        public List<PuzzleInstance> catalogInstances() {
            return List.of(CycleSpread.this);
        }
    }

    @Override
    public String id() {
        return "k" + cells;
    }

    @Override
    public ImmutableMap<String, String> parameters() {
        return ImmutableMap.of("k", Integer.toString(cells));
    }

    @Override
    public ImmutableList<String> cellNames() {
        return IntStream.range(0, cells).mapToObj(i -> "x" + i).collect(ImmutableList.toImmutableList());
    }

    @Override
    public int minValue() {
        return 1;
    }

    @Override
    public int maxValue() {
        return cells;
    }

    @Override
    public boolean valuesDistinct() {
        return true;
    }

    @Override
    public PuzzleModel build(ModelOptions options) {
        Model model = new Model();
        IntVar[] x = model.intVarArray("x", cells, 1, cells);
        model.allDifferent(x, options.word(ModelOptionSpec.ALL_DIFFERENT)).post();
        IntVar[] gaps = new IntVar[cells];
        for (int i = 0; i < cells; i++) {
            gaps[i] = model.intVar("gap" + i, 0, cells);
            model.distance(x[i], x[(i + 1) % cells], "=", gaps[i]).post();
        }
        IntVar spread = model.intVar("spread", 0, cells * cells);
        model.sum(gaps, "=", spread).post();
        return new PuzzleModel(
                model,
                x,
                x,
                Search.inputOrderLBSearch(x),
                Optional.of(new PuzzleModel.ObjectiveVariable(spread, Objective.Sense.MINIMISE)));
    }

    /** The fast model is already the definition: the cycle's numbers, all different, their gaps summed. */
    @Override
    public DefinitionModel definitionModel() {
        PuzzleModel model = build(ModelOptions.DEFAULTS);
        return new DefinitionModel(model.model(), model.cells(), model.objective());
    }

    @Override
    public ImmutableList<Group> groups() {
        int[] rotation = IntStream.range(0, cells).map(i -> (i + 1) % cells).toArray();
        int[] reflection =
                IntStream.range(0, cells).map(i -> (cells - i) % cells).toArray();
        return ImmutableList.of(Group.generatedBy(
                "D" + cells, cells, List.of(Symmetries.ofCells("r", rotation), Symmetries.ofCells("s", reflection))));
    }

    @Override
    public Optional<String> violation(int[] solution) {
        boolean[] seen = new boolean[cells + 1];
        for (int value : solution) {
            if (value < 1 || value > cells || seen[value]) {
                return Optional.of("not a permutation of 1.." + cells);
            }
            seen[value] = true;
        }
        return Optional.empty();
    }

    @Override
    public Optional<Objective> objectiveOf(int[] solution) {
        int spread = 0;
        for (int i = 0; i < cells; i++) {
            spread += Math.abs(solution[i] - solution[(i + 1) % cells]);
        }
        return Optional.of(new Objective(Objective.Sense.MINIMISE, spread));
    }

    @Override
    public Picture draw(int[] solution) {
        return new Picture(10, 10, "");
    }
}
