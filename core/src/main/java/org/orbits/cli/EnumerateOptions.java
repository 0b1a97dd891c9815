package org.orbits.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.orbits.api.EnumerationResult;
import org.orbits.api.Instance;
import org.orbits.api.Options;
import org.orbits.api.Orbits;

/**
 * What {@code orbits enumerate} takes: the instance, the solver settings and limits, symmetry breaking and the
 * groups, the output, threads, checkpoints and parts. Declared here once for every program that enumerates, the
 * command line and the Spark job, so that an option or a mode added here reaches both; a program that cannot
 * honour an option leaves it out by name ({@link Syntax#without}).
 */
public final class EnumerateOptions {

    /** Whom the words are for: their paths name files in its directory, a time limit counts from its start. */
    private final Caller caller;

    final InstanceOptions instance;
    final SearchOptions search = new SearchOptions();
    final ThreadsOption threads = new ThreadsOption();
    String symmetryBreaking = "lex";
    String group;
    String symmetry = "declared";
    long solutionLimit;
    boolean json;
    Path svg;
    boolean noChecks;
    Path checkpoint;
    Integer parts;
    Integer part;

    /** The options of a command run for this process itself. */
    public EnumerateOptions() {
        this(Caller.thisProcess());
    }

    /** The options of a command run for {@code caller}. */
    public EnumerateOptions(Caller caller) {
        this.caller = caller;
        this.instance = new InstanceOptions(caller.directory());
    }

    /** Adds the options to {@code syntax}, and the families' model options, which {@code orbits} knows, to its help. */
    public Syntax declare(Syntax syntax, Orbits orbits) {
        instance.declare(syntax);
        search.declare(syntax);
        syntax.text(
                        "--symmetry-breaking",
                        "MODE",
                        "none (enumerate all, reduce with the canonicaliser), lex (lex-leader on every group"
                                + " element), lex-greatest (the greatest member of each orbit, then reduced) or"
                                + " lex-generators (on the generators only) (default: lex)",
                        word -> symmetryBreaking = word)
                .text(
                        "--group",
                        "NAME",
                        "reduce by this symmetry group only (default: every group of the family, the first in the"
                                + " top-level JSON fields and the others under otherGroups; see 'orbits symmetries')",
                        word -> group = word)
                .text(
                        "--symmetry",
                        "SOURCE",
                        "declared (the groups the family or model declares) or detect (find the symmetries that map"
                                + " every solution to a solution, prove each on all of them, and report orbits under"
                                + " the group they generate, named detected) (default: declared)",
                        word -> symmetry = word)
                .whole(
                        "--solution-limit",
                        "N",
                        "stop after N solutions (0: no limit); a stopped run is reported as incomplete",
                        limit -> solutionLimit = limit)
                .flag("--json", "print one JSON document instead of text", () -> json = true)
                .path(
                        "--svg",
                        "FILE",
                        "also draw the first group's representatives (the first 100) on one SVG sheet in FILE, as"
                                + " the catalog draws an entry's",
                        file -> svg = file)
                .flag(
                        "--no-checks",
                        "for a model of your own: skip the independent checks of a complete enumeration (Gecode's"
                                + " count of the same model, the evaluator's check of every representative)",
                        () -> noChecks = true);
        threads.declare(syntax);
        return syntax.path(
                        "--checkpoint",
                        "FILE",
                        "record finished work units in FILE (rewritten whole, atomically, at most once a second);"
                                + " run the same command again with the same FILE to resume where it stopped. Ctrl-C"
                                + " saves it and exits with 130. A finished run leaves the file, which then replays"
                                + " the result at once",
                        file -> checkpoint = file)
                .integer(
                        "--parts",
                        "K",
                        "split the work units into K parts and run only the part --part names, printing its partial"
                                + " result as JSON for 'orbits merge' (to spread one search over machines)",
                        count -> parts = count)
                .integer("--part", "I", "which part to run, 1..K (with --parts K)", index -> part = index)
                .footer(() -> ModelOptionsHelp.byFamily(orbits));
    }

    /** The checkpoint {@code --checkpoint} names, as the caller means it, if it names one. */
    Path checkpointFile() {
        return checkpoint == null ? null : caller.resolve(checkpoint);
    }

    /** The instance the words name: a family's, or a model's, compiled here. */
    public Instance instance(Orbits orbits) {
        return instance.instance(orbits);
    }

    /** Whether the words name a model file of one's own rather than a family. */
    public boolean namesAModel(Orbits orbits) {
        return instance.namesModel(orbits);
    }

    /**
     * The API's options for the solver settings, symmetry breaking, the solution and time limits and the group; not
     * the threads, the progress or a checkpoint, which the command running the search decides.
     */
    public Options options() {
        Options options = search.options(symmetryBreaking, solutionLimit, caller.started());
        return group == null ? options : options.withGroup(group);
    }

    /**
     * Checks, before the search, that the sheet {@code --svg} names can be written once it is over: a folder that
     * cannot take it fails now, in one line, not after the whole search.
     */
    public void checkDrawable() {
        if (svg != null) {
            Orbits.checkWritable(caller.resolve(svg), "the --svg file");
        }
    }

    /**
     * Draws the first group's representatives (the first 100) on the sheet {@code --svg} names, if it names one, and
     * says so on {@code err} in {@code program}'s name.
     */
    public void drawIfAsked(Orbits orbits, EnumerationResult result, PrintWriter err, String program) {
        if (svg != null) {
            Orbits.writeWhole(caller.resolve(svg), orbits.sheet(result));
            int drawn = Math.min(100, result.groups().get(0).orbits().size());
            err.println(
                    program + ": drew " + drawn + (drawn == 1 ? " representative in " : " representatives in ") + svg);
        }
    }
}
