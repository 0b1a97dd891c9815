package org.orbits.model;

import com.google.common.collect.ImmutableList;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.orbits.model.minizinc.MiniZincCompiler;
import org.orbits.model.minizinc.SolverLibrary;
import org.orbits.model.minizinc.StartedCompile;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ParameterSpec;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;

/**
 * The family of one user model: a MiniZinc model (one instance per choice of data files and parameter values) or a
 * FlatZinc file (one instance). It is named after its file ({@code queens.mzn} is the family {@code queens}), takes
 * whatever parameters the model has, and holds the instances a models catalog names (see {@link ModelCatalog}).
 * Instances are compiled once and kept, as compiling takes a good part of a second.
 */
public final class ModelFamily implements PuzzleFamily {

    private final Path model;
    private final String name;
    private final Path cache;
    private final ImmutableList<ModelSource> catalogued;
    /** The instances loaded, by their input. */
    private final Map<ModelSource, ModelPuzzle> loaded = new ConcurrentHashMap<>();

    private ModelFamily(Path model, Path cache, List<ModelSource> catalogued) {
        this.model = model;
        this.cache = cache;
        this.name = ModelSource.of(model).familyName();
        this.catalogued = ImmutableList.copyOf(catalogued);
    }

    /** The family of the model in {@code file}, with no catalogued instance. */
    public static ModelFamily of(Path file) {
        return new ModelFamily(file, SolverLibrary.defaultCache(), List.of());
    }

    /** The puzzle of the model {@code input} reads, in a family of its own. */
    public static ModelPuzzle load(ModelSource input) {
        return of(input.file()).instance(input);
    }

    /** The same, orbits' MiniZinc library and what is kept of the model kept in {@code cache}. */
    public static ModelPuzzle load(ModelSource input, Path cache) {
        return new ModelFamily(input.file(), cache, List.of()).instance(input);
    }

    /** The puzzle of FlatZinc text, named {@code source} in messages, in a family of its own. */
    public static ModelPuzzle ofFlatZinc(String text, String source) {
        return ModelPuzzle.ofFlatZinc(of(Path.of(source)), text, source);
    }

    /** The family of the model in {@code file}, with the instances a models catalog names. */
    static ModelFamily catalogued(Path file, List<ModelSource> instances) {
        return new ModelFamily(file, SolverLibrary.defaultCache(), instances);
    }

    /** The model's file. */
    public Path model() {
        return model;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String title() {
        return "the model " + model.getFileName();
    }

    /** None declared: a model's parameters are the model's own, and MiniZinc names any that is wrong. */
    @Override
    public List<ParameterSpec> parameters() {
        return List.of();
    }

    @Override
    public List<ModelOptionSpec> modelOptions() {
        return List.of(ModelOptionSpec.ALL_DIFFERENT, PresolveOption.SPEC);
    }

    @Override
    public String symmetryDescription() {
        return "the symmetries the model declares with orbits.mzn (group 'declared'), else none";
    }

    /** The instance of this family's model read from {@code input}, loaded once. */
    public ModelPuzzle instance(ModelSource input) {
        return instance(input, Optional.empty());
    }

    /**
     * The same, MiniZinc's compile of it taken from {@code ahead} where {@link #compileAhead} started it (and the
     * instance is not loaded yet).
     */
    public ModelPuzzle instance(ModelSource input, Optional<StartedCompile> ahead) {
        if (!input.file().equals(model)) {
            throw new IllegalArgumentException(input.file() + " is not the model of the family " + name);
        }
        ModelPuzzle known = loaded.get(input);
        if (known != null) {
            return known;
        }
        ModelPuzzle puzzle = ModelPuzzle.load(this, input, cache, ahead);
        ModelPuzzle raced = loaded.putIfAbsent(input, puzzle);
        return raced == null ? puzzle : raced;
    }

    /**
     * The instance whose parameters, as it shows them, are {@code parameterValues}: one loaded already, or one a
     * models catalog names; otherwise the model with these parameters and no data files. Data files are given as a
     * {@link ModelSource}, never read back from the words that show them.
     */
    @Override
    public PuzzleInstance instance(Map<String, String> parameterValues) {
        for (ModelSource input : loaded.keySet()) {
            if (input.shown().equals(parameterValues)) {
                return loaded.get(input);
            }
        }
        for (ModelSource input : catalogued) {
            if (input.shown().equals(parameterValues)) {
                return instance(input);
            }
        }
        if (parameterValues.containsKey(ModelSource.DATA)) {
            throw new BadInputException("the instance " + parameterValues + " of " + name
                    + " is not loaded: give its data files with the model (-d FILE)");
        }
        return instance(ModelSource.of(model, List.of(), parameterValues));
    }

    /**
     * Starts MiniZinc on the instance {@link #instance(ModelSource, Optional)} will be asked for, so that it compiles
     * while the caller does other things, and returns the compile started, for the caller to hand there; a FlatZinc
     * file needs no compiler, and a missing file or compiler starts nothing.
     */
    public Optional<StartedCompile> compileAhead(ModelSource input) {
        if (input.compiled() && !loaded.containsKey(input)) {
            return new MiniZincCompiler(cache).compileAhead(input.file(), input.data(), input.parameters());
        }
        return Optional.empty();
    }

    @Override
    public List<PuzzleInstance> catalogInstances() {
        return catalogued.stream().<PuzzleInstance>map(this::instance).toList();
    }
}
