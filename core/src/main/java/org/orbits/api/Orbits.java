package org.orbits.api;

import static org.orbits.api.Failures.guarded;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.orbits.catalog.CatalogInterrupted;
import org.orbits.catalog.CatalogJobs;
import org.orbits.catalog.CatalogPages;
import org.orbits.checks.ModelChecks;
import org.orbits.checks.ResultDocuments;
import org.orbits.files.AtomicFiles;
import org.orbits.files.StorageException;
import org.orbits.model.Families;
import org.orbits.model.ModelSource;
import org.orbits.model.minizinc.SolverLibrary;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.puzzle.Stages;
import org.orbits.search.Phases;
import org.orbits.search.detect.DetectedSymmetries;
import org.orbits.search.detect.SymmetryDetection;
import org.orbits.search.run.Checkpoints;
import org.orbits.search.run.CompletionSearch;
import org.orbits.search.run.Enumerations;
import org.orbits.search.run.PartRuns;
import org.orbits.search.units.WorkPlan;
import org.orbits.tiling.TilingDefinition;
import org.orbits.tiling.TilingFamily;
import org.orbits.tiling.TilingPiece;

/**
 * The one entry point to orbits: the puzzle families and their instances; enumerating an instance's solutions
 * reduced to orbits, on one machine or split into parts and work units; completing a partly filled puzzle; and
 * building, verifying and reading a catalog. The command line, the web server and the cluster jobs go through
 * here alone, and every type a method takes or gives is one of this package's (or the JDK's and Guava's).
 *
 * <p>Every method is safe to call from several threads at once. Bad input of the caller's is an {@link
 * OrbitsException}; a file the machine could not write or read is a {@link FileFailedException}; each has a
 * one-line message fit to show a user.
 */
public final class Orbits {

    private final Families families;
    private final CatalogJobs catalogs;

    private Orbits(PuzzleRegistry registry) {
        this.families = new Families(registry);
        this.catalogs = new CatalogJobs(families);
    }

    /**
     * A system property that, while set, names the folder where compiles and proofs are kept instead of the user's
     * cache: for work whose compiles are of no use to anyone after it (the daemon's warm-up), in a folder it removes.
     */
    public static final String CACHE_PROPERTY = SolverLibrary.CACHE_PROPERTY;

    /** Every family orbits knows. */
    public static Orbits standard() {
        return new Orbits(PuzzleRegistry.standard());
    }

    /** The families of {@code registry} only: for tests, which reach it through a helper of their own. */
    static Orbits of(PuzzleRegistry registry) {
        return new Orbits(registry);
    }

    public List<Family> families() {
        return families.listed().stream().map(Family::of).toList();
    }

    public Family family(String name) {
        return guarded(() -> Family.of(families.family(name)));
    }

    /** How many instances the catalog holds of the family named {@code name}. */
    public int catalogSize(String name) {
        return guarded(() -> families.family(name).catalogInstances().size());
    }

    /** The instance of the family named {@code family} with these parameter values; missing ones take their defaults. */
    public Instance instance(String family, Map<String, String> parameters) {
        return guarded(() -> new Instance(families.family(family).instance(parameters)));
    }

    /**
     * Whether {@code word}, typed where a family or a model goes, names a model file rather than a family: a word
     * that ends in {@code .mzn} or {@code .fzn} or holds a path separator always does; otherwise a family's name is
     * the family, and any other word that names a file is a model.
     */
    public boolean namesModel(String word) {
        return !namesTiling(word) && ModelSource.namesModel(word, families::registered);
    }

    /**
     * Whether {@code word}, typed where a family or a model goes, names a tiling file: it ends in {@code .tiling}
     * (see {@link #tiling}).
     */
    public boolean namesTiling(String word) {
        return TilingFamily.namesTiling(word);
    }

    /**
     * The puzzle of the tiling file {@code file}: a board and its pieces, each tiling an assignment of pieces to the
     * board's squares, searched by exact cover (dancing links), its group the board's symmetries that keep the piece
     * set. From now on its family, named after the file, is known to this object (to resume a checkpoint). A file
     * that breaks the format is an {@link OrbitsException} naming its line.
     */
    public Instance tiling(Path file) {
        return guarded(
                () -> new Instance(families.file(file, TilingFamily.of(file)).instance(Map.of())));
    }

    /**
     * The puzzle of a tiling file's text, given rather than read ({@code fileName} names it, and its puzzle, in
     * messages): what the web page enumerates when a user opens a file there. It is not known by name afterwards.
     */
    public Instance tiling(String fileName, String text) {
        return guarded(() -> new Instance(TilingFamily.parse(fileName, text).puzzle()));
    }

    /**
     * How large the puzzle of a tiling file's text would be, read but not built: its placements (and the cells they
     * cover) counted from above without making them, so that a server can refuse a file whose puzzle would take more
     * memory or time than it gives one request before {@link #tiling(String, String)} builds it. A malformed file is
     * an {@link OrbitsException} naming its line, as there.
     */
    public TilingSize tilingSize(String fileName, String text) {
        return guarded(() -> {
            TilingDefinition definition = TilingFamily.definition(fileName, text);
            long placements = 0;
            long covered = 0;
            for (TilingPiece piece : definition.pieces()) {
                long atMost = definition.placementsAtMost(piece);
                placements += atMost;
                covered += atMost * piece.shape().size();
            }
            return new TilingSize(definition.cells(), placements, covered);
        });
    }

    /**
     * A user's puzzle: the MiniZinc model (or FlatZinc file) {@code input} names, compiled with its data files and
     * parameters. Its cells are the model's outputs, its groups the symmetries it declares with {@code orbits.mzn};
     * from now on its family, named after the file, is known to this object (to resume a checkpoint, to merge
     * parts). A MiniZinc error, a missing file or a missing {@code minizinc} is an {@link OrbitsException}.
     */
    public Instance model(ModelInput input) {
        Stages.reached("loading the model");
        return guarded(() -> new Instance(families.model(input.file()).instance(input.source(), input.compile())));
    }

    /**
     * Starts compiling the MiniZinc model {@code input} names, so that MiniZinc runs while the caller readies the
     * rest, and returns the input with its compile under way: {@link #model}, given that input, takes its FlatZinc (a
     * compile is taken once; an input given again compiles anew or reads the compile kept). A FlatZinc file, a
     * missing file or a missing compiler starts nothing, the input returned as it was, and {@link #model} says what
     * is wrong.
     */
    public ModelInput compileAhead(ModelInput input) {
        return guarded(() -> families.model(input.file())
                .compileAhead(input.source())
                .map(input::compiling)
                .orElse(input));
    }

    /**
     * The symmetries of {@code instance} found from its constraint graph and from candidate maps (geometric maps of
     * its output arrays, maps of its values), each kept only when it maps every one of its solutions, enumerated
     * in full, to a solution; too many solutions to enumerate leave nothing proven, and the report says so.
     */
    public Detection detect(Instance instance) {
        return guarded(() -> {
            DetectedSymmetries detected = SymmetryDetection.detect(instance.puzzle());
            return new Detection(
                    new Instance(detected.applyTo(instance.puzzle())), detected.lines(), detected.sources());
        });
    }

    /**
     * Every solution of {@code instance} reduced to orbits, under the group the options name or under every
     * group of the instance. One search serves every group: it runs under the group that holds the others,
     * and each other group's orbits come from its orbits. Blocks until the search is over: exhausted,
     * stopped by a limit, or cancelled. With a checkpoint, finished work units are recorded in the file as
     * they finish, and a file recorded earlier for the same search is resumed once it is checked (see
     * docs/engine.md, "What a checkpoint or a part must hold"): one that fails is an {@link OrbitsException} naming
     * it, and is left as it was.
     */
    public EnumerationResult enumerate(Instance instance, Options options) {
        Stages.reached("enumerating");
        return guarded(() -> new EnumerationResult(Enumerations.enumerate(instance.puzzle(), options.request())));
    }

    /**
     * Whether an enumeration with these options would resume a checkpoint: the options name one, it exists,
     * and it records this search (one of another search, build or definition of the instance, or one damaged, is an
     * {@link OrbitsException}; the enumeration checks its orbits against the instance before it uses it).
     */
    public boolean resumes(Instance instance, Options options, int part, int parts) {
        return guarded(() -> Checkpoints.resumes(instance.puzzle(), options.request(), part, parts));
    }

    /**
     * Runs part {@code part} (1-based) of {@code parts} of the enumeration's work units, proving (for an
     * optimisation) the part's own best value and enumerating its units at it: the partial result that
     * {@link #merge} combines with the other parts' into the whole result.
     */
    public Part enumeratePart(Instance instance, Options options, int part, int parts) {
        return guarded(() -> new Part(PartRuns.enumeratePart(instance.puzzle(), options.request(), part, parts)));
    }

    /**
     * Plans the work units of an enumeration on this machine, about 60 per part for {@code parts} parts, to
     * run anywhere with {@link #enumerateUnits}, {@link #proveUnits} or {@link #runUnits}.
     */
    public UnitPlan plan(Instance instance, Options options, int parts) {
        return guarded(() -> new UnitPlan(PartRuns.plan(instance.puzzle(), options.request(), parts)));
    }

    /**
     * Searches {@code units} of {@code plan} as a part: for an optimisation, proves their own best value and
     * enumerates them at it (as {@link #enumeratePart} does).
     */
    public Part runUnits(UnitPlan plan, List<Integer> units, Options options) {
        return onUnits(plan, units, options, Phases.PROVE_THEN_ENUMERATE, OptionalInt.empty());
    }

    /**
     * The proof round of an optimisation over {@code units}: each unit is searched for a value better than
     * {@code bestSoFar} (a value some solution has, found by any task so far), and the result records the
     * units proven and the best value known. The optimum is the best of every task's best once every unit is
     * proven.
     */
    public Part proveUnits(UnitPlan plan, List<Integer> units, Options options, OptionalInt bestSoFar) {
        if (!plan.optimising()) {
            throw new OrbitsException("the plan's search has no objective: there is nothing to prove");
        }
        return onUnits(plan, units, options, Phases.PROVE, bestSoFar);
    }

    /**
     * The enumeration round over {@code units}: every solution at {@code optimum} (proven by the proof round),
     * or every solution of a satisfaction puzzle, whose optimum is empty.
     */
    public Part enumerateUnits(UnitPlan plan, List<Integer> units, Options options, OptionalInt optimum) {
        if (plan.optimising() != optimum.isPresent()) {
            throw new OrbitsException(
                    plan.optimising() ? "an optimisation is enumerated at its optimum: give it" : "no optimum here");
        }
        return onUnits(plan, units, options, Phases.ENUMERATE, optimum);
    }

    private Part onUnits(UnitPlan plan, List<Integer> units, Options options, Phases phases, OptionalInt best) {
        return guarded(() -> {
            WorkPlan work = plan.planned().plan();
            PuzzleInstance puzzle = families.family(work.family()).instance(work.parameters());
            return new Part(PartRuns.onUnits(plan.planned(), puzzle, units, options.request(), phases, best));
        });
    }

    /**
     * Reads a partial result that {@link #enumeratePart} gave and {@link Part#text()} wrote: one that is not whole and
     * as written (its digest), or whose units do not hold together, is an {@link OrbitsException} naming the file; one
     * that cannot be read, a {@link FileFailedException}.
     */
    public Part readPart(Path file) {
        return guarded(() -> new Part(PartRuns.read(file)));
    }

    /** Merges the partial results of one search; see {@link #merge(List, List)}. */
    public MergedParts merge(List<Part> parts) {
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= parts.size(); i++) {
            names.add("partial result " + i);
        }
        return merge(parts, names);
    }

    /**
     * The result of the whole search, as {@link #enumerate} gives it, from the partial results of its parts
     * or rounds; {@code names} names each in messages. Each is checked before it counts: results of different
     * searches, builds of orbits or definitions of the instance, a result given twice, two runs of one part, a unit
     * finished twice in one phase and an orbit that is not a canonical solution of the instance are refused; units no
     * result finished make the result incomplete.
     */
    public MergedParts merge(List<Part> parts, List<String> names) {
        return guarded(() -> {
            PartRuns.Merged merged = PartRuns.merge(
                    parts.stream().map(Part::partial).toList(), names, (family, parameters) -> families.family(family)
                            .instance(parameters));
            return new MergedParts(new EnumerationResult(merged.reduction()), merged.missing(), merged.units());
        });
    }

    /**
     * The JSON document {@code orbits enumerate --json} prints for {@code result}: each group's counts and
     * representatives as the catalog records them, each group with its structure and generators (as {@link
     * SymmetryGroup} gives them), with the settings and statistics.
     */
    public String json(EnumerationResult result) {
        return json(result, Confirmation.none());
    }

    /**
     * The representatives of {@code result}'s first group drawn on one SVG sheet, as a catalog entry's sheet draws
     * them: the first hundred, each captioned with its number and orbit size.
     */
    public String sheet(EnumerationResult result) {
        return guarded(() -> CatalogPages.svg(
                result.reduction().puzzle(),
                ResultDocuments.entries(result.reduction()).get(0)));
    }

    /**
     * The independent checks of a complete enumeration of a user's model: Gecode's count of the same model
     * through MiniZinc (within a budget; it takes about as long as compiling the model, or longer), and the
     * evaluator's check of every representative. None for a family's enumeration, or an incomplete one.
     */
    public Confirmation confirm(Instance instance, EnumerationResult result) {
        return confirm(instance, result, Options.defaults());
    }

    /**
     * The same, within the options' time limit: where Gecode stops at its budget, a second count without symmetry
     * breaking is made in the time the enumeration left.
     */
    public Confirmation confirm(Instance instance, EnumerationResult result, Options options) {
        return guarded(() -> new Confirmation(ModelChecks.confirm(result.reduction(), options.request())));
    }

    /**
     * The JSON document of {@link #json(EnumerationResult, Confirmation)}, with what detection found under {@code
     * detection}: its report and each generator's source.
     */
    public String json(EnumerationResult result, Confirmation confirmation, Detection detection) {
        return guarded(() -> ResultDocuments.json(
                result.reduction(), confirmation.outcome(), detection.report(), detection.sources()));
    }

    /** The JSON document of {@link #json(EnumerationResult)}, each group's with the checks that confirmed it. */
    public String json(EnumerationResult result, Confirmation confirmation) {
        return guarded(() -> ResultDocuments.json(result.reduction(), confirmation.outcome()));
    }

    /** One completion of the givens (cell name to value), or none when there is none. */
    public Completions solve(Instance instance, Map<String, Integer> givens, Options options) {
        return guarded(
                () -> new Completions(CompletionSearch.complete(instance.puzzle(), givens, options.request(), false)));
    }

    /** Every completion of the givens, reduced to the orbits of the instance's default group. */
    public Completions solveAll(Instance instance, Map<String, Integer> givens, Options options) {
        return guarded(
                () -> new Completions(CompletionSearch.complete(instance.puzzle(), givens, options.request(), true)));
    }

    /**
     * The JSON document {@code orbits solve --json} prints: the givens, whether the answer is certain, a
     * completion, and with {@code all} the orbits of every completion.
     */
    public String json(Instance instance, Completions result, boolean all) {
        return guarded(() -> ResultDocuments.json(result.completed(), all));
    }

    /**
     * Regenerates the catalog the options name and returns how many entries were written. Every instance is
     * counted every way before a file is written; a disagreement is a {@link CatalogMismatchException}, an
     * interrupted heavy proof a {@link ProofInterruptedException}, and either leaves the folder as it was.
     */
    public int catalog(CatalogOptions options) {
        try {
            return guarded(() -> catalogs.build(options.request()));
        } catch (CatalogInterrupted stopped) {
            throw new ProofInterruptedException(stopped.getMessage(), options.checkpointFolder(), stopped);
        }
    }

    /** Re-checks the catalog the options name: every difference, one line each; empty when it holds. */
    public List<String> verify(CatalogOptions options) {
        try {
            return guarded(() -> catalogs.verify(options.request()));
        } catch (CatalogInterrupted stopped) {
            throw new ProofInterruptedException(stopped.getMessage(), options.checkpointFolder(), stopped);
        }
    }

    /** The entries the catalog in {@code folder} holds, in catalog order. */
    public List<StoredEntry> catalogEntries(Path folder) {
        return guarded(() -> catalogs.stored(folder).stream()
                .map(stored -> new StoredEntry(
                        stored.family(),
                        stored.entry(),
                        stored.label(),
                        stored.open(),
                        stored.heavy(),
                        new Instance(stored.instance()),
                        stored.file()))
                .toList());
    }

    /**
     * Writes {@code text} to {@code file} whole or not at all, as the catalog writes its own: to a temporary file
     * beside it, synced, then moved into place, so that a run killed meanwhile leaves the old file or the new one. A
     * file that cannot be written is a {@link FileFailedException}.
     */
    public static void writeWhole(Path file, String text) {
        guarded(() -> {
            AtomicFiles.write(file, text);
            return file;
        });
    }

    /**
     * Checks, before the work whose result goes to {@code file}, that {@code file} can then be written, so that a run
     * does not end in a failure to write after all its work: its folder is made if need be and takes a file (one is
     * written and removed), and {@code file} is not a folder. Otherwise a {@link FileFailedException} names
     * {@code what} and why.
     */
    public static void checkWritable(Path file, String what) {
        guarded(() -> {
            if (Files.isDirectory(file)) {
                throw new StorageException("cannot write " + what, file, new IOException("Is a directory"));
            }
            AtomicFiles.probe(file.toAbsolutePath().getParent(), "the folder of " + what);
            return file;
        });
    }
}
