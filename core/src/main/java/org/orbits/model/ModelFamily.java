package org.orbits.model;

import com.google.common.collect.ImmutableList;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.orbits.model.minizinc.MiniZincCompiler;
import org.orbits.model.minizinc.SolverLibrary;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ParameterSpec;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;

/**
 * The family of one user model: a MiniZinc model (with data files and parameter values, one instance per choice)
 * or a FlatZinc file (one instance). It is named after its file ({@code queens.mzn} is the family {@code queens}),
 * takes whatever parameters the model has ({@code -p n=8} reaches MiniZinc as {@code n = 8;}) and data files as
 * the parameter {@value #DATA}, and holds the instances a models catalog names (see {@link ModelCatalog}).
 * Instances are compiled once and kept, as compiling takes a good part of a second.
 */
public final class ModelFamily implements PuzzleFamily {

    /** The parameter that names the data files, comma-separated, as given or beside the model. */
    public static final String DATA = "data";

    private final Path model;
    private final String name;
    private final Path cache;
    private final ImmutableList<Map<String, String>> catalogued;
    private final Map<Map<String, String>, ModelPuzzle> loaded = new ConcurrentHashMap<>();

    private ModelFamily(Path model, Path cache, List<Map<String, String>> catalogued) {
        this.model = model;
        this.cache = cache;
        String file = model.getFileName().toString();
        this.name = file.contains(".") ? file.substring(0, file.lastIndexOf('.')) : file;
        this.catalogued = catalogued.stream().map(Map::copyOf).collect(ImmutableList.toImmutableList());
        if (!name.matches("[A-Za-z0-9][A-Za-z0-9_.-]*")) {
            throw new BadInputException("a model's file name makes its family name: '" + file
                    + "' has characters other than letters, digits, '_', '.' and '-'");
        }
    }

    /** The family of the model in {@code file}, with no catalogued instance. */
    public static ModelFamily of(Path file) {
        return new ModelFamily(file, SolverLibrary.defaultCache(), List.of());
    }

    /** The family of the model in {@code file}, with the instances a models catalog names. */
    static ModelFamily catalogued(Path file, List<Map<String, String>> instances) {
        return new ModelFamily(file, SolverLibrary.defaultCache(), instances);
    }

    /** Whether {@code word} names a model file rather than a family: it ends in {@code .mzn} or {@code .fzn}. */
    public static boolean namesModel(String word) {
        return word.endsWith(".mzn") || word.endsWith(".fzn");
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
        return List.of(ModelOptionSpec.ALL_DIFFERENT);
    }

    @Override
    public String symmetryDescription() {
        return "the symmetries the model declares with orbits.mzn (group 'declared'), else none";
    }

    @Override
    public PuzzleInstance instance(Map<String, String> parameterValues) {
        Map<String, String> key = Map.copyOf(parameterValues);
        ModelPuzzle known = loaded.get(key);
        if (known != null) {
            return known;
        }
        Map<String, String> parameters = new LinkedHashMap<>(parameterValues);
        List<Path> data = data(parameters);
        ModelPuzzle puzzle = ModelPuzzle.load(this, model, data, parameters, ordered(parameterValues), cache);
        ModelPuzzle raced = loaded.putIfAbsent(key, puzzle);
        return raced == null ? puzzle : raced;
    }

    /**
     * Starts MiniZinc on the instance {@link #instance} will be asked for with these values, so that it compiles
     * while the caller does other things; a FlatZinc file needs no compiler, and anything amiss starts nothing.
     */
    public void compileAhead(Map<String, String> parameterValues) {
        if (!model.getFileName().toString().endsWith(".mzn")) {
            return;
        }
        Map<String, String> parameters = new LinkedHashMap<>(parameterValues);
        List<Path> data = data(parameters);
        new MiniZincCompiler(cache).compileAhead(model, data, parameters);
    }

    /** The data files the parameter {@value #DATA} names, taken out of {@code parameters}. */
    private List<Path> data(Map<String, String> parameters) {
        List<Path> data = new ArrayList<>();
        String files = parameters.remove(DATA);
        if (files != null) {
            for (String file : com.google.common.base.Splitter.on(',')
                    .trimResults()
                    .omitEmptyStrings()
                    .split(files)) {
                data.add(resolve(file));
            }
        }
        return data;
    }

    /** The parameters as the instance shows them: the data files first, then the model's, as given. */
    private static Map<String, String> ordered(Map<String, String> parameterValues) {
        Map<String, String> shown = new LinkedHashMap<>();
        if (parameterValues.containsKey(DATA)) {
            shown.put(DATA, parameterValues.get(DATA));
        }
        parameterValues.forEach((parameter, value) -> {
            if (!parameter.equals(DATA)) {
                shown.put(parameter, value);
            }
        });
        return shown;
    }

    /** A data file as given, or else beside the model; a models catalog's always beside its model. */
    private Path resolve(String file) {
        Path given = Path.of(file);
        if (!catalogued.isEmpty() && model.getParent() != null && !given.isAbsolute()) {
            return model.getParent().resolve(file);
        }
        if (Files.isRegularFile(given) || given.isAbsolute() || model.getParent() == null) {
            return given;
        }
        Path beside = model.getParent().resolve(file);
        return Files.isRegularFile(beside) ? beside : given;
    }

    @Override
    public List<PuzzleInstance> catalogInstances() {
        return catalogued.stream().map(this::instance).toList();
    }
}
