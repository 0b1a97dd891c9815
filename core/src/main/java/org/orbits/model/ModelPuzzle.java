package org.orbits.model;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicReference;
import org.orbits.model.check.FlatZincEvaluator;
import org.orbits.model.choco.ChocoTranslation;
import org.orbits.model.declared.DeclaredGenerator;
import org.orbits.model.declared.DeclaredSymmetries;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.FlatZincParser;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.model.minizinc.GecodeCount;
import org.orbits.model.minizinc.MiniZincCompiler;
import org.orbits.model.minizinc.SolverLibrary;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ExternalCount;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.Stages;
import org.orbits.symmetry.Group;

/**
 * A puzzle a user brings as a MiniZinc model (with its data and parameters) or a FlatZinc file: its cells are the
 * model's outputs, its Choco model the translation of its FlatZinc, its checker the independent FlatZinc evaluator,
 * its groups the identity and the symmetries it declares with orbits.mzn. Everything that can be wrong with the
 * model is found when it is loaded, as one line of bad input.
 *
 * <p>It runs past 300 lines because it is the whole PuzzleInstance contract for a model: loading (a FlatZinc file or
 * a compiled MiniZinc model), the cells, the groups, the checker, the drawing and the outside count each forward
 * to their own class here.
 */
public final class ModelPuzzle implements PuzzleInstance {

    private final ModelFamily family;
    private final String id;
    private final ImmutableMap<String, String> parameters;
    private final FlatZincModel flatZinc;
    private final Outputs outputs;
    private final FlatZincEvaluator evaluator;
    private final ImmutableList<DeclaredGenerator> declared;
    private final ImmutableList<Group> groups;
    private final Group trivial;
    private final ImmutableList<String> notes;
    private final boolean valuesDistinct;
    private final Optional<Duration> compileTime;
    private final Optional<ModelSource> source;
    /** The translation made when loading, to check the model, until the first search that can use it takes it. */
    private final AtomicReference<ChocoTranslation> unused = new AtomicReference<>();

    /** Where a compiled model came from, so that Gecode can count it too: the model, its data, its parameters. */
    record ModelSource(Path model, List<Path> data, Map<String, String> parameters) {}

    private ModelPuzzle(
            ModelFamily family,
            Map<String, String> parameters,
            FlatZincModel flatZinc,
            Optional<Duration> compileTime,
            Optional<ModelSource> source) {
        this.family = family;
        this.id = idOf(parameters);
        this.parameters = ImmutableMap.copyOf(parameters);
        this.flatZinc = flatZinc;
        this.compileTime = compileTime;
        this.source = source;
        this.outputs = Outputs.of(flatZinc);
        if (outputs.cells().isEmpty()) {
            throw new BadInputException(flatZinc.source() + ": the model outputs nothing, so it has no cells");
        }
        this.evaluator = new FlatZincEvaluator(flatZinc, outputs);
        Stages.reached("evaluator ready");
        ChocoTranslation first = ChocoTranslation.translate(flatZinc, outputs, ChocoTranslation.Choices.DEFAULT);
        this.notes = ImmutableList.copyOf(first.notes());
        this.valuesDistinct = first.cellsDistinct();
        this.unused.set(first);
        Stages.reached("translated once for its notes");
        this.declared = ImmutableList.copyOf(DeclaredSymmetries.of(flatZinc, outputs));
        this.trivial = DeclaredGroup.of(List.of(), outputs);
        this.groups = ImmutableList.of(declared.isEmpty() ? trivial : DeclaredGroup.of(declared, outputs));
        Stages.reached("declared group ready");
    }

    /**
     * The puzzle of a model file in a family of its own: a {@code .fzn} file read as it is, any other compiled by
     * MiniZinc with its data files and parameter values ({@code n} → {@code 8}).
     */
    public static ModelPuzzle load(Path modelOrFzn, List<Path> data, Map<String, String> parameterValues) {
        return load(modelOrFzn, data, parameterValues, SolverLibrary.defaultCache());
    }

    /** The same, orbits' MiniZinc library kept in {@code cache}. */
    public static ModelPuzzle load(Path modelOrFzn, List<Path> data, Map<String, String> parameterValues, Path cache) {
        Map<String, String> shown = new LinkedHashMap<>();
        if (!data.isEmpty()) {
            shown.put(
                    ModelFamily.DATA,
                    String.join(",", data.stream().map(Path::toString).toList()));
        }
        shown.putAll(parameterValues);
        return load(ModelFamily.of(modelOrFzn), modelOrFzn, data, parameterValues, shown, cache);
    }

    /** The instance of {@code family} for these data files and parameters; {@code shown} as it names them. */
    static ModelPuzzle load(
            ModelFamily family,
            Path modelOrFzn,
            List<Path> data,
            Map<String, String> parameterValues,
            Map<String, String> shown,
            Path cache) {
        String file = modelOrFzn.getFileName().toString();
        if (file.endsWith(".fzn")) {
            if (!data.isEmpty() || !parameterValues.isEmpty()) {
                throw new BadInputException("a FlatZinc file takes no data files or parameters: " + file);
            }
            if (!Files.isRegularFile(modelOrFzn)) {
                throw new BadInputException("no such file: " + modelOrFzn);
            }
            return new ModelPuzzle(
                    family, shown, FlatZincParser.parse(read(modelOrFzn), file), Optional.empty(), Optional.empty());
        }
        Stages.reached("compiling the model");
        MiniZincCompiler.Compiled compiled = new MiniZincCompiler(cache).compile(modelOrFzn, data, parameterValues);
        Stages.reached("compiled");
        FlatZincModel parsed = FlatZincParser.parse(compiled.flatZinc(), file + " compiled");
        Stages.reached("FlatZinc read");
        return new ModelPuzzle(
                family,
                shown,
                parsed,
                Optional.of(compiled.took()),
                Optional.of(new ModelSource(modelOrFzn, List.copyOf(data), Map.copyOf(parameterValues))));
    }

    /** The puzzle of FlatZinc text, named {@code source} in messages. */
    public static ModelPuzzle ofFlatZinc(String text, String source) {
        return new ModelPuzzle(
                ModelFamily.of(Path.of(source)),
                Map.of(),
                FlatZincParser.parse(text, source),
                Optional.empty(),
                Optional.empty());
    }

    /** A file-name-safe id from the parameters: the data files' names and each parameter's name and value. */
    private static String idOf(Map<String, String> parameters) {
        List<String> words = new java.util.ArrayList<>();
        parameters.forEach((name, value) -> {
            if (name.equals(ModelFamily.DATA)) {
                for (String file : com.google.common.base.Splitter.on(',')
                        .trimResults()
                        .omitEmptyStrings()
                        .split(value)) {
                    String base = Path.of(file).getFileName().toString();
                    words.add(safe(base.contains(".") ? base.substring(0, base.lastIndexOf('.')) : base));
                }
            } else {
                words.add(safe(name) + safe(value));
            }
        });
        return words.isEmpty() ? "default" : String.join("-", words);
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file, e);
        }
    }

    private static String safe(String text) {
        return text.replaceAll("[^A-Za-z0-9_.-]", "_");
    }

    @Override
    public PuzzleFamily family() {
        return family;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public ImmutableMap<String, String> parameters() {
        return parameters;
    }

    @Override
    public ImmutableList<String> cellNames() {
        return outputs.names();
    }

    @Override
    public int minValue() {
        return (int) outputs.cells().stream().mapToLong(Outputs.Cell::lo).min().orElseThrow();
    }

    @Override
    public int maxValue() {
        return (int) outputs.cells().stream().mapToLong(Outputs.Cell::hi).max().orElseThrow();
    }

    /** Whether an all_different constraint of the model holds every cell. */
    @Override
    public boolean valuesDistinct() {
        return valuesDistinct;
    }

    /**
     * The translation, its search the annotations' (on what the cells determine), then the open cells smallest
     * domain first; the first search with the default choices takes the translation made when the model was loaded.
     */
    @Override
    public PuzzleModel build(ModelOptions options) {
        ChocoTranslation.Choices choices =
                new ChocoTranslation.Choices(options.word(ModelOptionSpec.ALL_DIFFERENT), true);
        ChocoTranslation loaded = choices.equals(ChocoTranslation.Choices.DEFAULT) ? unused.getAndSet(null) : null;
        return (loaded != null ? loaded : ChocoTranslation.translate(flatZinc, outputs, choices)).puzzleModel();
    }

    /**
     * The translation without the model's search annotations. A model states no implied constraint apart from its
     * rules, so this is the same model as {@link #build}'s: a count that stands apart from it is Gecode's (see
     * {@code GecodeCount}).
     */
    @Override
    public DefinitionModel definitionModel() {
        return ChocoTranslation.translate(
                        flatZinc,
                        outputs,
                        new ChocoTranslation.Choices(ModelOptionSpec.ALL_DIFFERENT.defaultWord(), false))
                .definitionModel();
    }

    /**
     * The group the declared symmetries generate alone, or the trivial group when none is declared: a report under
     * the trivial group beside the declared one would list every solution once more. The trivial group is still
     * there by its name (see {@link #group}).
     */
    @Override
    public ImmutableList<Group> groups() {
        return groups;
    }

    /** The group of that name, the trivial group among them even when the model declares symmetries. */
    @Override
    public Group group(String name) {
        return name.equals(DeclaredGroup.TRIVIAL) ? trivial : PuzzleInstance.super.group(name);
    }

    /** Whether the model declares symmetries: then they are checked on every solution a search meets. */
    @Override
    public boolean groupsDeclared() {
        return !declared.isEmpty();
    }

    @Override
    public Optional<String> violation(int[] solution) {
        return evaluator.violation(solution);
    }

    @Override
    public Optional<Objective> objectiveOf(int[] solution) {
        Item.Solve solve = flatZinc.solve();
        if (solve.goal() == Item.Solve.Goal.SATISFY) {
            return Optional.empty();
        }
        OptionalLong value = evaluator.objective(solution);
        Objective.Sense sense =
                solve.goal() == Item.Solve.Goal.MAXIMIZE ? Objective.Sense.MAXIMISE : Objective.Sense.MINIMISE;
        return value.isPresent()
                ? Optional.of(new Objective(sense, Math.toIntExact(value.getAsLong())))
                : Optional.empty();
    }

    @Override
    public Picture draw(int[] solution) {
        return ModelDrawing.draw(outputs, solution);
    }

    /** The most nodes each of Gecode's runs may search, and a limit of time beyond which no count is trusted. */
    static final GecodeCount.Budget GECODE_BUDGET = new GecodeCount.Budget(1_000_000, Duration.ofMinutes(2));

    /** Gecode's count of the same model, data and parameters, within {@link #GECODE_BUDGET}. */
    @Override
    public Optional<ExternalCount> externalCount() {
        String budget = GECODE_BUDGET.nodes() + " nodes";
        if (source.isEmpty()) {
            return Optional.of(new ExternalCount(
                    "Gecode",
                    budget,
                    OptionalLong.empty(),
                    OptionalInt.empty(),
                    "a FlatZinc file has no model to" + " compile for Gecode"));
        }
        if (!GecodeCount.available()) {
            return Optional.of(new ExternalCount(
                    "Gecode", budget, OptionalLong.empty(), OptionalInt.empty(), "MiniZinc's Gecode is not installed"));
        }
        ModelSource from = source.get();
        GecodeCount.Result counted = new GecodeCount(SolverLibrary.defaultCache())
                .count(from.model(), from.data(), from.parameters(), GECODE_BUDGET);
        return Optional.of(new ExternalCount(
                "Gecode",
                budget,
                counted.solutions(),
                counted.optimum().isPresent()
                        ? OptionalInt.of(Math.toIntExact(counted.optimum().getAsLong()))
                        : OptionalInt.empty(),
                counted.finished() ? "" : "it did not finish within its budget"));
    }

    /** The generators the model declares, over the cells: maps of cells and maps of assignments. */
    public ImmutableList<DeclaredGenerator> declaredSymmetries() {
        return declared;
    }

    public FlatZincModel flatZinc() {
        return flatZinc;
    }

    public Outputs outputs() {
        return outputs;
    }

    /** The search annotations the translation skipped, in words. */
    public ImmutableList<String> notes() {
        return notes;
    }

    /** How long MiniZinc took to compile the model; empty for a FlatZinc file. */
    public Optional<Duration> compileTime() {
        return compileTime;
    }
}
