package org.orbits.puzzle.model;

import java.util.List;
import java.util.Map;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.ModelOption;
import org.orbits.puzzle.Parameter;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;

/**
 * The family every user model belongs to. It is not a service yet: a model's instance comes from its file
 * ({@link ModelPuzzle#load}), not from parameter values, and the catalog holds none.
 */
final class ModelFamily implements PuzzleFamily {

    static final ModelFamily FAMILY = new ModelFamily();

    private ModelFamily() {}

    @Override
    public String name() {
        return "model";
    }

    @Override
    public String title() {
        return "a puzzle of your own, as a MiniZinc model or a FlatZinc file";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("file", "the model (.mzn) or FlatZinc (.fzn) file", "", "a path"));
    }

    @Override
    public List<ModelOption> modelOptions() {
        return List.of(ModelOption.ALL_DIFFERENT);
    }

    @Override
    public String symmetryDescription() {
        return "the identity, and the symmetries the model declares with orbits.mzn (group 'declared')";
    }

    @Override
    public PuzzleInstance instance(Map<String, String> parameterValues) {
        throw new BadInputException("a model is read from its file, not made from parameters");
    }

    @Override
    public List<PuzzleInstance> catalogInstances() {
        return List.of();
    }
}
