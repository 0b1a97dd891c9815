package org.orbits.puzzle.model;

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
import java.util.OptionalLong;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ModelOption;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.model.check.FlatZincEvaluator;
import org.orbits.puzzle.model.choco.ChocoTranslation;
import org.orbits.puzzle.model.declared.DeclaredSymmetries;
import org.orbits.puzzle.model.declared.DeclaredSymmetry;
import org.orbits.puzzle.model.flatzinc.FlatZincModel;
import org.orbits.puzzle.model.flatzinc.FlatZincParser;
import org.orbits.puzzle.model.flatzinc.Item;
import org.orbits.puzzle.model.flatzinc.Outputs;
import org.orbits.puzzle.model.minizinc.MiniZincCompiler;
import org.orbits.puzzle.model.minizinc.SolverLibrary;
import org.orbits.symmetry.Group;

/**
 * A puzzle a user brings as a MiniZinc model (with its data and parameters) or a FlatZinc file: its cells are the
 * model's outputs, its Choco model the translation of its FlatZinc, its checker the independent FlatZinc evaluator,
 * its groups the identity and the symmetries it declares with orbits.mzn. Everything that can be wrong with the
 * model is found when it is loaded, as one line of bad input.
 */
public final class ModelPuzzle implements PuzzleInstance {

    private final String id;
    private final ImmutableMap<String, String> parameters;
    private final FlatZincModel flatZinc;
    private final Outputs outputs;
    private final FlatZincEvaluator evaluator;
    private final ImmutableList<DeclaredSymmetry> declared;
    private final ImmutableList<Group> groups;
    private final ImmutableList<String> notes;
    private final Optional<Duration> compileTime;

    private ModelPuzzle(
            String id, Map<String, String> parameters, FlatZincModel flatZinc, Optional<Duration> compileTime) {
        this.id = id;
        this.parameters = ImmutableMap.copyOf(parameters);
        this.flatZinc = flatZinc;
        this.compileTime = compileTime;
        this.outputs = Outputs.of(flatZinc);
        if (outputs.cells().isEmpty()) {
            throw new BadInputException(flatZinc.source() + ": the model outputs nothing, so it has no cells");
        }
        this.evaluator = new FlatZincEvaluator(flatZinc, outputs);
        this.notes =
                ImmutableList.copyOf(ChocoTranslation.translate(flatZinc, outputs, ChocoTranslation.Choices.DEFAULT)
                        .notes());
        this.declared = ImmutableList.copyOf(DeclaredSymmetries.of(flatZinc, outputs));
        int cells = outputs.cells().size();
        Group trivial = Group.generatedBy("trivial", cells, List.of());
        if (declared.isEmpty()) {
            this.groups = ImmutableList.of(trivial);
        } else {
            Group generated;
            try {
                generated = Group.generatedBy(
                        "declared",
                        cells,
                        declared.stream().map(DeclaredSymmetry::toSymmetry).toList());
            } catch (IllegalStateException e) {
                throw new BadInputException("the declared symmetries generate a group of more than " + Group.MAX_ORDER
                        + " elements, more than orbits can reduce by");
            }
            this.groups = ImmutableList.of(generated, trivial);
        }
    }

    /**
     * The puzzle of a model file: a {@code .fzn} file read as it is, any other compiled by MiniZinc with its data
     * files and parameter values ({@code n} → {@code 8}).
     */
    public static ModelPuzzle load(Path modelOrFzn, List<Path> data, Map<String, String> parameterValues) {
        return load(modelOrFzn, data, parameterValues, SolverLibrary.defaultCache());
    }

    /** The same, orbits' MiniZinc library kept in {@code cache}. */
    public static ModelPuzzle load(Path modelOrFzn, List<Path> data, Map<String, String> parameterValues, Path cache) {
        String file = modelOrFzn.getFileName().toString();
        String stem = file.contains(".") ? file.substring(0, file.lastIndexOf('.')) : file;
        Map<String, String> shown = new LinkedHashMap<>();
        shown.put("file", file);
        shown.putAll(parameterValues);
        StringBuilder id = new StringBuilder(safe(stem));
        parameterValues.forEach(
                (name, value) -> id.append('-').append(safe(name)).append(safe(value)));
        if (file.endsWith(".fzn")) {
            if (!data.isEmpty() || !parameterValues.isEmpty()) {
                throw new BadInputException("a FlatZinc file takes no data files or parameters: " + file);
            }
            if (!Files.isRegularFile(modelOrFzn)) {
                throw new BadInputException("no such file: " + modelOrFzn);
            }
            return new ModelPuzzle(
                    id.toString(), shown, FlatZincParser.parse(read(modelOrFzn), file), Optional.empty());
        }
        MiniZincCompiler.Compiled compiled = new MiniZincCompiler(cache).compile(modelOrFzn, data, parameterValues);
        return new ModelPuzzle(
                id.toString(),
                shown,
                FlatZincParser.parse(compiled.flatZinc(), file + " compiled"),
                Optional.of(compiled.took()));
    }

    /** The puzzle of FlatZinc text, named {@code source} in messages. */
    public static ModelPuzzle ofFlatZinc(String text, String source) {
        String stem = source.contains(".") ? source.substring(0, source.lastIndexOf('.')) : source;
        return new ModelPuzzle(
                safe(stem), Map.of("file", source), FlatZincParser.parse(text, source), Optional.empty());
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
        return ModelFamily.FAMILY;
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

    /** The translation, its search the annotations' (on what the cells determine), then the cells in order. */
    @Override
    public PuzzleModel build(ModelOptions options) {
        String allDifferent = options.word(ModelOption.ALL_DIFFERENT);
        return ChocoTranslation.translate(flatZinc, outputs, new ChocoTranslation.Choices(allDifferent, true))
                .puzzleModel();
    }

    /**
     * The translation without the model's search annotations. A model states no implied constraint apart from its
     * rules, so this is the same model as {@link #build}'s: a count that stands apart from it is Gecode's (see
     * {@code GecodeCount}).
     */
    @Override
    public DefinitionModel definitionModel() {
        return ChocoTranslation.translate(
                        flatZinc, outputs, new ChocoTranslation.Choices(ModelOption.ALL_DIFFERENT.defaultWord(), false))
                .definitionModel();
    }

    /** The declared symmetries as one group first, when there are any; then the identity alone. */
    @Override
    public ImmutableList<Group> groups() {
        return groups;
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

    /** The generators the model declares, over the cells. */
    public ImmutableList<DeclaredSymmetry> declaredSymmetries() {
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
