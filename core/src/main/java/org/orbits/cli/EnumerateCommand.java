package org.orbits.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.orbits.api.Cancellation;
import org.orbits.api.Confirmation;
import org.orbits.api.Detection;
import org.orbits.api.EnumerationResult;
import org.orbits.api.Instance;
import org.orbits.api.Options;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;
import org.orbits.api.Part;

/** {@code orbits enumerate}: every solution of one instance, reduced to orbits. */
final class EnumerateCommand implements Subcommand {

    private final InstanceOptions instanceOptions = new InstanceOptions();
    private final SearchOptions searchOptions = new SearchOptions();
    private final ThreadsOption threads = new ThreadsOption();
    private String symmetryBreaking = "lex";
    private String group;
    private String symmetry = "declared";
    private long solutionLimit;
    private boolean json;
    private Path svg;
    private boolean noChecks;
    private Path checkpoint;
    private Integer parts;
    private Integer part;

    private final Console console;

    EnumerateCommand(Console console) {
        this.console = console;
    }

    @Override
    public Syntax syntax() {
        Syntax syntax = new Syntax(
                "enumerate",
                "Enumerates every solution of one instance and reduces them to orbits.",
                "Reports the number of solutions, the number of orbits and each orbit's canonical representative"
                        + " with its size; under either symmetry breaking the counts are those of all solutions."
                        + " One search serves every group: it runs under the group that holds the others.");
        instanceOptions.declare(syntax);
        searchOptions.declare(syntax);
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
                .footer(() -> ListCommand.modelOptionsByFamily(console.orbits()));
    }

    @Override
    public int call() {
        Orbits orbits = console.orbits();
        instanceOptions.compileAhead(orbits).await();
        PrintWriter err = console.err();
        checkParts();
        Instance instance = instanceOptions.instance(orbits);
        if (SymmetriesCommand.detecting(symmetry)) {
            Detection detection = orbits.detect(instance);
            PrintWriter report = json ? err : console.out();
            for (String line : detection.report()) {
                report.println(instance.label() + ": " + line);
            }
            report.flush();
            instance = detection.instance();
        }
        Cancellation cancellation = new Cancellation();
        Options options = searchOptions
                .options(symmetryBreaking, solutionLimit)
                .withThreads(threads.count())
                .onProgress(ProgressLine.to(err, instance.label(), searchOptions.quiet))
                .cancelledBy(cancellation);
        if (group != null) {
            options = options.withGroup(group);
        }
        if (checkpoint != null) {
            options = options.withCheckpoint(checkpoint);
            if (orbits.resumes(instance, options, parts == null ? 1 : part, parts == null ? 1 : parts)) {
                err.println("orbits: " + instance.label() + ": resuming from " + checkpoint);
            }
        }
        PrintWriter out = console.out();
        try (Interrupts interrupts = checkpoint == null ? null : Interrupts.cancelling(cancellation)) {
            if (parts != null) {
                Part partial = orbits.enumeratePart(instance, options, part, parts);
                if (interrupts != null && interrupts.interrupted()) {
                    return interrupted(err);
                }
                err.println("orbits: " + instance.label() + ", part " + part + " of " + parts + ": " + partial.summary()
                        + "; combine the parts with 'orbits merge'");
                out.print(partial.text());
                out.flush();
                return OrbitsCommand.OK;
            }
            EnumerationResult result = orbits.enumerate(instance, options);
            if (interrupts != null && interrupts.interrupted()) {
                return interrupted(err);
            }
            Confirmation confirmation = noChecks ? Confirmation.none() : orbits.confirm(instance, result);
            Reports.print(out, orbits, result, confirmation, json);
            if (svg != null) {
                Orbits.writeWhole(svg, orbits.sheet(result));
                int drawn = Math.min(100, result.groups().get(0).orbits().size());
                err.println(
                        "orbits: drew " + drawn + (drawn == 1 ? " representative in " : " representatives in ") + svg);
            }
            if (!confirmation.agrees()) {
                err.println("orbits: " + instance.label() + ": the independent checks disagree with the enumeration: "
                        + String.join("; ", confirmation.problems()));
                return OrbitsCommand.NOT_FOUND;
            }
            if (!result.complete()) {
                return OrbitsCommand.INCOMPLETE;
            }
            if (result.groups().get(0).solutions() == 0) {
                err.println("orbits: " + instance.label() + " has no solution");
                return OrbitsCommand.NOT_FOUND;
            }
            return OrbitsCommand.OK;
        }
    }

    private int interrupted(PrintWriter err) {
        err.println("orbits: interrupted; the finished work units are saved in " + checkpoint
                + ": run the same command again to resume");
        err.flush();
        return OrbitsCommand.INTERRUPTED;
    }

    /** Parts come as a pair, whole. */
    private void checkParts() {
        if ((parts == null) != (part == null)) {
            throw new OrbitsException("--parts K and --part I go together (run part I of K)");
        }
        if (parts != null && (parts < 1 || part < 1 || part > parts)) {
            throw new OrbitsException("--part must be between 1 and --parts " + parts + ", not " + part);
        }
        if (parts != null && solutionLimit > 0) {
            throw new OrbitsException("--solution-limit cannot be used with --parts: a part must be whole");
        }
    }
}
