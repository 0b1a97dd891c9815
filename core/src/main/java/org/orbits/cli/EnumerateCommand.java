package org.orbits.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.orbits.api.AtomicWrite;
import org.orbits.api.Cancellation;
import org.orbits.api.Confirmation;
import org.orbits.api.Detection;
import org.orbits.api.EnumerationResult;
import org.orbits.api.Instance;
import org.orbits.api.Options;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;
import org.orbits.api.Part;
import org.orbits.api.WarmUp;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "enumerate",
        mixinStandardHelpOptions = true,
        description = {
            "Enumerates every solution of one instance and reduces them to orbits.",
            "Reports the number of solutions, the number of orbits and each orbit's canonical representative"
                    + " with its size; under either symmetry breaking the counts are those of all solutions."
                    + " One search serves every group: it runs under the group that holds the others."
        })
final class EnumerateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    InstanceOptions instanceOptions;

    @Mixin
    SearchOptions searchOptions;

    @Option(
            names = "--symmetry-breaking",
            paramLabel = "MODE",
            defaultValue = "lex",
            description = "none (enumerate all, reduce with the canonicaliser), lex (lex-leader on every group"
                    + " element), lex-greatest (the greatest member of each orbit, then reduced) or lex-generators"
                    + " (on the generators only) (default: ${DEFAULT-VALUE})")
    String symmetryBreaking;

    @Option(
            names = "--group",
            paramLabel = "NAME",
            description = "reduce by this symmetry group only (default: every group of the family, the first in the"
                    + " top-level JSON fields and the others under otherGroups; see 'orbits symmetries')")
    String group;

    @Option(
            names = "--symmetry",
            paramLabel = "SOURCE",
            defaultValue = "declared",
            description = "declared (the groups the family or model declares) or detect (find the symmetries that map"
                    + " every solution to a solution, prove each on all of them, and report orbits under the group"
                    + " they generate, named detected) (default: ${DEFAULT-VALUE})")
    String symmetry;

    @Option(
            names = "--solution-limit",
            paramLabel = "N",
            defaultValue = "0",
            description = "stop after N solutions (0: no limit); a stopped run is reported as incomplete")
    long solutionLimit;

    @Option(names = "--json", description = "print one JSON document instead of text")
    boolean json;

    @Option(
            names = "--svg",
            paramLabel = "FILE",
            description = "also draw the first group's representatives (the first 100) on one SVG sheet in FILE,"
                    + " as the catalog draws an entry's")
    Path svg;

    @Option(
            names = "--no-checks",
            description = "for a model of your own: skip the independent checks of a complete enumeration (Gecode's"
                    + " count of the same model, the evaluator's check of every representative)")
    boolean noChecks;

    @Mixin
    ThreadsOption threads;

    @Option(
            names = "--checkpoint",
            paramLabel = "FILE",
            description = "record finished work units in FILE (rewritten whole, atomically, at most once a second);"
                    + " run the same command again with the same FILE to resume where it stopped. Ctrl-C saves it"
                    + " and exits with 130. A finished run leaves the file, which then replays the result at once")
    Path checkpoint;

    @Option(
            names = "--parts",
            paramLabel = "K",
            description = "split the work units into K parts and run only the part --part names, printing its"
                    + " partial result as JSON for 'orbits merge' (to spread one search over machines)")
    Integer parts;

    @Option(names = "--part", paramLabel = "I", description = "which part to run, 1..K (with --parts K)")
    Integer part;

    private final Orbits orbits;
    private final WarmUp warmUp;

    EnumerateCommand(Orbits orbits, WarmUp warmUp) {
        this.orbits = orbits;
        this.warmUp = warmUp;
    }

    @Override
    public Integer call() {
        warmUp.await();
        PrintWriter err = spec.commandLine().getErr();
        checkParts();
        Instance instance = instanceOptions.instance(orbits);
        if (SymmetriesCommand.detecting(symmetry)) {
            Detection detection = orbits.detect(instance);
            PrintWriter report = json ? err : spec.commandLine().getOut();
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
        PrintWriter out = spec.commandLine().getOut();
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
                AtomicWrite.write(svg, orbits.sheet(result));
                int drawn = Math.min(100, result.groups().get(0).orbits().size());
                err.println(
                        "orbits: drew " + drawn + (drawn == 1 ? " representative in " : " representatives in ") + svg);
            }
            if (!confirmation.agrees()) {
                err.println("orbits: " + instance.label() + ": the independent checks disagree with the enumeration: "
                        + String.join("; ", confirmation.problems()));
                return OrbitsCommand.NOT_FOUND;
            }
            return result.complete() ? OrbitsCommand.OK : OrbitsCommand.INCOMPLETE;
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
