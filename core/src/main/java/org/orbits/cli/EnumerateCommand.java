package org.orbits.cli;

import java.io.PrintWriter;
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

    private final EnumerateOptions given;
    private final Console console;

    EnumerateCommand(Console console) {
        this.console = console;
        this.given = new EnumerateOptions(console.caller());
    }

    @Override
    public Syntax syntax() {
        return given.declare(
                new Syntax(
                        "enumerate",
                        "Enumerates every solution of one instance and reduces them to orbits.",
                        "Reports the number of solutions, the number of orbits and each orbit's canonical"
                                + " representative with its size; under either symmetry breaking the counts are those"
                                + " of all solutions. One search serves every group: it runs under the group that"
                                + " holds the others."),
                console.orbits());
    }

    @Override
    public ExitCode call() {
        Orbits orbits = console.orbits();
        // Refused before MiniZinc starts, which would compile for nothing.
        checkParts();
        given.checkDrawable();
        given.instance.compileAhead(orbits).await();
        PrintWriter err = console.err();
        Instance instance = given.instance(orbits);
        try {
            return enumerate(orbits, instance, err);
        } finally {
            given.search.tellKept(err, instance);
        }
    }

    private ExitCode enumerate(Orbits orbits, Instance loaded, PrintWriter err) {
        Instance instance = loaded;
        Detection detection = null;
        if (SymmetrySource.detecting(given.symmetry)) {
            detection = orbits.detect(instance);
            PrintWriter report = given.json ? err : console.out();
            for (String line : detection.report()) {
                report.println(instance.label() + ": " + line);
            }
            report.flush();
            instance = detection.instance();
        }
        Cancellation cancellation = new Cancellation();
        Options options = given.options()
                .withThreads(given.threads.count())
                .onProgress(ProgressLine.to(console, instance.label(), given.search.quiet))
                .cancelledBy(cancellation);
        if (given.checkpoint != null) {
            options = options.withCheckpoint(given.checkpointFile());
            if (orbits.resumes(
                    instance, options, given.parts == null ? 1 : given.part, given.parts == null ? 1 : given.parts)) {
                err.println("orbits: " + instance.label() + ": resuming from " + given.checkpoint);
            }
        }
        PrintWriter out = console.out();
        // With a checkpoint, Ctrl-C stops the search and the checkpoint is written whole; without, the run just ends.
        try (Interrupts interrupts = console.caller().cancelling(cancellation, given.checkpoint != null)) {
            if (given.parts != null) {
                Part partial = orbits.enumeratePart(instance, options, given.part, given.parts);
                if (interrupts.interrupted()) {
                    return interrupted(err);
                }
                err.println("orbits: " + instance.label() + ", part " + given.part + " of " + given.parts + ": "
                        + partial.summary() + "; combine the parts with 'orbits merge'");
                out.print(partial.text());
                out.flush();
                return ExitCode.OK;
            }
            EnumerationResult result = orbits.enumerate(instance, options);
            if (interrupts.interrupted()) {
                return interrupted(err);
            }
            // A declaration the constraints do not prove pruned nothing: the user should know why the run took longer.
            for (var declared : result.declarations().entrySet()) {
                if (!declared.getValue().equals("proven by the model's constraints")) {
                    err.println("orbits: " + instance.label() + ": the declared symmetry '" + declared.getKey()
                            + "' is " + declared.getValue());
                }
            }
            Confirmation confirmation =
                    given.noChecks ? Confirmation.none() : orbits.confirm(instance, result, options);
            if (given.json && detection != null) {
                out.print(orbits.json(result, confirmation, detection));
                out.flush();
            } else {
                Reports.print(out, orbits, result, confirmation, given.json);
            }
            given.drawIfAsked(orbits, result, err, "orbits");
            if (confirmation.disagrees()) {
                err.println("orbits: " + instance.label() + ": the independent checks disagree with the enumeration: "
                        + String.join("; ", confirmation.problems()));
                return ExitCode.NOT_FOUND;
            }
            if (!result.complete()) {
                return ExitCode.INCOMPLETE;
            }
            if (result.groups().get(0).solutions() == 0) {
                err.println("orbits: " + instance.label() + " has no solution"
                        + instance.obstacle().map(why -> ": " + why).orElse(""));
                return ExitCode.NOT_FOUND;
            }
            return ExitCode.OK;
        }
    }

    private ExitCode interrupted(PrintWriter err) {
        err.println("orbits: interrupted; the finished work units are saved in " + given.checkpoint
                + ": run the same command again to resume");
        err.flush();
        return ExitCode.INTERRUPTED;
    }

    /** Parts come as a pair, whole. */
    private void checkParts() {
        if ((given.parts == null) != (given.part == null)) {
            throw new OrbitsException("--parts K and --part I go together (run part I of K)");
        }
        if (given.parts != null && (given.parts < 1 || given.part < 1 || given.part > given.parts)) {
            throw new OrbitsException("--part must be between 1 and --parts " + given.parts + ", not " + given.part);
        }
        if (given.parts != null && given.solutionLimit > 0) {
            throw new OrbitsException("--solution-limit cannot be used with --parts: a part must be whole");
        }
    }
}
