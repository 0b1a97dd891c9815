package org.orbits.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.orbits.catalog.CatalogEntry;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.Census;
import org.orbits.search.Enumerator;
import org.orbits.search.LedgerFile;
import org.orbits.search.Limits;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.Group;
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
                    + " element) or lex-generators (on the generators only) (default: ${DEFAULT-VALUE})")
    String symmetryBreaking;

    @Option(
            names = "--group",
            paramLabel = "NAME",
            description = "reduce by this symmetry group only (default: every group of the family, the first in the"
                    + " top-level JSON fields and the others under otherGroups; see 'orbits symmetries')")
    String group;

    @Option(
            names = "--solution-limit",
            paramLabel = "N",
            defaultValue = "0",
            description = "stop after N solutions (0: no limit); a stopped run is reported as incomplete")
    long solutionLimit;

    @Option(names = "--json", description = "print one JSON document instead of text")
    boolean json;

    @Mixin
    ThreadsOption threads;

    @Option(
            names = "--checkpoint",
            paramLabel = "FILE",
            description = "record finished work units in FILE (rewritten whole, atomically, at most once a second);"
                    + " run the same command again with the same FILE to resume where it stopped. A finished run"
                    + " leaves the file, which then replays the result at once")
    Path checkpoint;

    @Option(
            names = "--units",
            paramLabel = "K",
            description = "split the work units into K parts and run only the part --unit names, printing its"
                    + " partial result as JSON for 'orbits merge' (to spread one search over machines)")
    Integer parts;

    @Option(names = "--unit", paramLabel = "I", description = "which part to run, 1..K (with --units K)")
    Integer part;

    private final PuzzleRegistry registry;

    EnumerateCommand(PuzzleRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        PuzzleInstance instance = instanceOptions.instance(registry);
        int workers = threads.count();
        SolverSettings settings = searchOptions.settings(instance, symmetryBreaking);
        Limits limits = searchOptions.limits(solutionLimit);
        Optional<LedgerFile> ledgers = ledgers(instance, settings);
        List<Group> groups = group == null ? instance.groups() : List.of(instance.group(group));
        PrintWriter out = spec.commandLine().getOut();
        Reports.PerGroup printer = new Reports.PerGroup(out, json, instance.label());
        for (Group chosen : groups) {
            String label = groups.size() == 1 ? instance.label() : instance.label() + " under " + chosen.name();
            ledgers.filter(file -> file.resumes(chosen.name()))
                    .ifPresent(file ->
                            spec.commandLine().getErr().println("orbits: " + label + ": resuming from " + checkpoint));
            Enumerator enumerator = new Enumerator(instance)
                    .group(chosen)
                    .settings(settings)
                    .limits(limits)
                    .progress(Progress.to(spec.commandLine().getErr(), label, searchOptions.quiet))
                    .threads(workers);
            ledgers.ifPresent(enumerator::ledgers);
            Census census = Census.of(instance, chosen, settings, enumerator::run);
            if (parts != null) {
                continue;
            }
            CatalogEntry entry = CatalogEntry.of(instance, census);
            printer.add(entry, census);
        }
        if (parts != null) {
            LedgerFile partial = ledgers.orElseThrow();
            partial.runs().forEach((name, ledger) -> spec.commandLine()
                    .getErr()
                    .println("orbits: "
                            + instance.label() + " under " + name + ", part " + part + " of " + parts + ": "
                            + ledger.summary()
                            + "; combine the parts with 'orbits merge'"));
            out.print(partial.partialResult());
            out.flush();
            return OrbitsCommand.OK;
        }
        printer.finish();
        return OrbitsCommand.OK;
    }

    /** Where finished work units are recorded: the checkpoint, or the partial result of one part. */
    private Optional<LedgerFile> ledgers(PuzzleInstance instance, SolverSettings settings) {
        if ((parts == null) != (part == null)) {
            throw new BadInputException("--units K and --unit I go together (run part I of K)");
        }
        if (parts != null && (parts < 1 || part < 1 || part > parts)) {
            throw new BadInputException("--unit must be between 1 and --units " + parts + ", not " + part);
        }
        if (parts != null && solutionLimit > 0) {
            throw new BadInputException("--solution-limit cannot be used with --units: a part must be whole");
        }
        LedgerFile.Identity identity =
                LedgerFile.Identity.of(instance, settings, parts == null ? 1 : part, parts == null ? 1 : parts);
        if (checkpoint != null) {
            return Optional.of(LedgerFile.checkpoint(checkpoint, identity));
        }
        return parts == null ? Optional.empty() : Optional.of(LedgerFile.inMemory(identity, true));
    }
}
