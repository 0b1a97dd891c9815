package org.orbits.model;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicReference;
import org.orbits.model.check.FlatZincEvaluator;
import org.orbits.model.check.Provenance;
import org.orbits.model.choco.ChocoTranslation;
import org.orbits.model.declared.DeclaredGenerator;
import org.orbits.model.declared.DeclaredSymmetries;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.FlatZincParser;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.model.minizinc.GecodeCount;
import org.orbits.model.minizinc.MiniZincCompiler;
import org.orbits.model.minizinc.ModelPlaces;
import org.orbits.model.minizinc.SolverLibrary;
import org.orbits.model.minizinc.StartedCompile;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.CheckStop;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ExternalCount;
import org.orbits.puzzle.GroupProof;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.Stages;
import org.orbits.puzzle.UndecidedCheckException;
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

    private final PuzzleFamily family;
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
    /** Where what is kept between runs goes: orbits' MiniZinc library, the proofs of declarations. */
    private final Path cache;
    /** A digest of the FlatZinc text, which names what is kept of it between runs (the proof of its declarations). */
    private final String digest;
    /** What was read back from the cache and what checking it took, and what was ignored there and why, in words. */
    private final List<String> keptNotes = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** The proof of the declared group, found on first need. */
    private final com.google.common.base.Supplier<GroupProof> declaredProof =
            com.google.common.base.Suppliers.memoize(this::proveDeclared);
    /** The MiniZinc model compiled, with its data and parameters, so that Gecode can count it too. */
    private final Optional<ModelSource> source;
    /** The translation made when loading, to check the model, until the first search that can use it takes it. */
    private final AtomicReference<ChocoTranslation> unused = new AtomicReference<>();

    private ModelPuzzle(
            PuzzleFamily family,
            String id,
            Map<String, String> parameters,
            String flatZincDigest,
            FlatZincModel flatZinc,
            Optional<Duration> compileTime,
            Optional<ModelSource> source,
            Path cache,
            Provenance provenance) {
        this.family = family;
        this.cache = cache;
        this.id = id;
        this.parameters = ImmutableMap.copyOf(parameters);
        this.flatZinc = flatZinc;
        this.digest = flatZincDigest;
        this.compileTime = compileTime;
        this.source = source;
        this.outputs = Outputs.of(flatZinc);
        this.evaluator = new FlatZincEvaluator(flatZinc, outputs, provenance);
        // MiniZinc leaves a model it finds inconsistent without outputs and with a constraint that cannot hold: it
        // has no solution, whatever its cells were, and is counted as one without cells, to no solution.
        if (outputs.cells().isEmpty() && evaluator.violation(new int[0]).isEmpty()) {
            throw new BadInputException(flatZinc.source() + ": the model outputs nothing, so it has no cells");
        }
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
     * The instance of {@code family} that {@code input} reads: a FlatZinc file as it is, a model compiled first (by the
     * compile {@code ahead} where it was started for it).
     */
    static ModelPuzzle load(PuzzleFamily family, ModelSource input, Path cache, Optional<StartedCompile> ahead) {
        String file = input.file().getFileName().toString();
        switch (input.kind()) {
            case FLATZINC -> {
                if (!Files.isRegularFile(input.file())) {
                    throw new BadInputException("no such file: " + input.file());
                }
                String text = read(input.file());
                return new ModelPuzzle(
                        family,
                        input.id(),
                        input.shown(),
                        digest(text),
                        FlatZincParser.parse(text, file),
                        Optional.empty(),
                        Optional.empty(),
                        cache,
                        Provenance.NONE);
            }
            case MINIZINC -> {
                Stages.reached("compiling the model");
                MiniZincCompiler.Compiled compiled =
                        new MiniZincCompiler(cache).compile(input.file(), input.data(), input.parameters(), ahead);
                Stages.reached("compiled");
                // Where the compiled model's items come from in the user's files: compiled again only if a message
                // asks, so that it names the user's line rather than the compiled model's.
                ModelPlaces places = ModelPlaces.of(
                        cache, input.file(), input.data(), input.parameters(), compiled.flatZinc(), file + " compiled");
                try {
                    FlatZincModel parsed = FlatZincParser.parse(compiled.flatZinc(), file + " compiled");
                    Stages.reached("FlatZinc read");
                    ModelPuzzle puzzle = new ModelPuzzle(
                            family,
                            input.id(),
                            input.shown(),
                            compiled.digest(),
                            parsed,
                            Optional.of(compiled.took()),
                            Optional.of(input),
                            cache,
                            places);
                    puzzle.keptNotes.addAll(compiled.notes());
                    return puzzle;
                } catch (BadInputException refused) {
                    throw places.relocated(refused);
                }
            }
        }
        throw new AssertionError(input.kind());
    }

    /** The puzzle of FlatZinc text, named {@code source} in messages, an instance of {@code family}. */
    static ModelPuzzle ofFlatZinc(PuzzleFamily family, String text, String source) {
        return new ModelPuzzle(
                family,
                "default",
                Map.of(),
                digest(text),
                FlatZincParser.parse(text, source),
                Optional.empty(),
                Optional.empty(),
                SolverLibrary.defaultCache(),
                Provenance.NONE);
    }

    /** The digest that names what is kept of a FlatZinc text between runs. */
    private static String digest(String flatZinc) {
        return com.google.common.hash.Hashing.sha256()
                .hashString(flatZinc, StandardCharsets.UTF_8)
                .toString();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file, e);
        }
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

    /** The FlatZinc's digest: what the model, its includes, its data and its parameters compiled to. */
    @Override
    public Optional<String> definitionDigest() {
        return Optional.of(digest);
    }

    @Override
    public ImmutableList<String> cellNames() {
        return outputs.names();
    }

    @Override
    public int minValue() {
        return (int) outputs.cells().stream().mapToLong(Outputs.Cell::lo).min().orElse(0);
    }

    @Override
    public int maxValue() {
        return (int) outputs.cells().stream().mapToLong(Outputs.Cell::hi).max().orElse(0);
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
        ChocoTranslation.Choices choices = PresolveOption.choices(options);
        ChocoTranslation loaded = choices.equals(ChocoTranslation.Choices.DEFAULT) ? unused.getAndSet(null) : null;
        ChocoTranslation translation = loaded != null ? loaded : ChocoTranslation.translate(flatZinc, outputs, choices);
        // What the search's translation found in the FlatZinc, told once however many workers build it.
        for (String finding : translation.findings()) {
            if (!keptNotes.contains(finding)) {
                keptNotes.add(finding);
            }
        }
        return translation.puzzleModel();
    }

    /**
     * The translation without the model's search annotations, and without the globals {@link #build}'s finds in the
     * FlatZinc beside what it states, and without views for the variables a constraint defines: the model as
     * written, one variable per FlatZinc variable and one propagator per constraint.
     */
    @Override
    public DefinitionModel definitionModel() {
        return ChocoTranslation.translate(
                        flatZinc,
                        outputs,
                        new ChocoTranslation.Choices(
                                ModelOptionSpec.ALL_DIFFERENT.defaultWord(), false, false, false, false))
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
    public Optional<Group> groupNamed(String name) {
        if (name.equals(DeclaredGroup.TRIVIAL)) {
            return Optional.of(trivial);
        }
        return groups.stream().filter(group -> group.name().equals(name)).findFirst();
    }

    /** Every group's name a model answers to: its own, and the trivial group's. */
    @Override
    public List<String> groupNames() {
        List<String> names =
                new java.util.ArrayList<>(groups.stream().map(Group::name).toList());
        if (!names.contains(DeclaredGroup.TRIVIAL)) {
            names.add(DeclaredGroup.TRIVIAL);
        }
        return names;
    }

    /** Whether the model declares symmetries: then they are proven before they prune, or on every solution. */
    @Override
    public boolean groupsDeclared() {
        return !declared.isEmpty();
    }

    /**
     * The declared group's generators proven by the model's constraints (its literal graph), the others to be proven
     * on every solution; any other group (the trivial one) is proven as it is.
     */
    @Override
    public GroupProof proof(Group group) {
        return !declared.isEmpty() && group == groups.get(0) ? declaredProof.get() : GroupProof.whole(group);
    }

    private GroupProof proveDeclared() {
        Stages.reached("proving the declarations");
        DeclarationProof.Proven proven = DeclarationProof.provenByConstraints(
                flatZinc, digest, outputs, groups.get(0), declared, cache, keptNotes::add);
        Stages.reached("declarations proven");
        return DeclarationProof.of(groups.get(0), declared, proven);
    }

    /**
     * The evaluator's verdict, stopped with the search that asks for it ({@link CheckStop}): a check stopped before it
     * decided is an {@link UndecidedCheckException}, never a pass.
     */
    @Override
    public Optional<String> violation(int[] solution) {
        return decided(solution).violation();
    }

    private FlatZincEvaluator.Verdict decided(int[] solution) {
        FlatZincEvaluator.Verdict verdict = evaluator.evaluate(solution, CheckStop.current());
        if (!verdict.decided()) {
            throw new UndecidedCheckException(label() + ": whether " + Arrays.toString(solution) + " is a solution was "
                    + FlatZincEvaluator.UNDECIDED);
        }
        return verdict;
    }

    @Override
    public Optional<Objective> objectiveOf(int[] solution) {
        Item.Solve solve = flatZinc.solve();
        if (solve.goal() == Item.Solve.Goal.SATISFY) {
            return Optional.empty();
        }
        OptionalLong value = decided(solution).objective();
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

    /** Gecode's count of the same model, data and parameters, within {@link GecodeCount#BUDGET}. */
    @Override
    public Optional<ExternalCount> externalCount() {
        return Optional.of(source.map(from -> GecodeCount.external(from.file(), from.data(), from.parameters()))
                .orElseGet(GecodeCount::withoutModel));
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

    /**
     * What this model read back from files earlier runs kept (its compile, the proof of its declarations) and what
     * checking them took, or what it found there and ignored, and why, in words; the proof's once it is proven.
     */
    @Override
    public List<String> keptNotes() {
        return List.copyOf(keptNotes);
    }

    /** How long MiniZinc took to compile the model; empty for a FlatZinc file. */
    public Optional<Duration> compileTime() {
        return compileTime;
    }
}
