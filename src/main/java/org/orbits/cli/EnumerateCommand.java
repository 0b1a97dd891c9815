package org.orbits.cli;

import java.io.PrintWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.concurrent.Callable;
import org.orbits.catalog.CatalogEntry;
import org.orbits.catalog.CatalogJson;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.Census;
import org.orbits.symmetry.Group;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "enumerate", mixinStandardHelpOptions = true,
        description = {"Enumerates every solution of one instance and reduces them to orbits.",
                "Reports the number of solutions, the number of orbits and each orbit's canonical representative"
                        + " with its size; under either symmetry breaking the counts are those of all solutions."})
final class EnumerateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    InstanceOptions instanceOptions;

    @Mixin
    SearchOptions searchOptions;

    @Option(names = "--symmetry-breaking", paramLabel = "MODE", defaultValue = "lex",
            description = "none (enumerate all, reduce with the canonicaliser), lex (lex-leader on every group"
                    + " element) or lex-generators (on the generators only) (default: ${DEFAULT-VALUE})")
    String symmetryBreaking;

    @Option(names = "--group", paramLabel = "NAME",
            description = "reduce by this symmetry group only (default: every group of the family, the first in the"
                    + " top-level JSON fields and the others under otherGroups; see 'orbits symmetries')")
    String group;

    @Option(names = "--solution-limit", paramLabel = "N", defaultValue = "0",
            description = "stop after N solutions (0: no limit); a stopped run is reported as incomplete")
    long solutionLimit;

    @Option(names = "--json", description = "print one JSON document instead of text")
    boolean json;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "search on N threads, the search split into work units (default: ${DEFAULT-VALUE});"
                    + " the counts and representatives do not change")
    int threads;

    private final PuzzleRegistry registry;

    EnumerateCommand(PuzzleRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        PuzzleInstance instance = instanceOptions.instance(registry);
        if (threads < 1) {
            throw new BadInputException("--threads must be at least 1, not " + threads);
        }
        List<Group> groups = group == null ? instance.groups() : List.of(instance.group(group));
        PrintWriter out = spec.commandLine().getOut();
        ArrayNode others = null;
        ObjectNode document = null;
        for (Group chosen : groups) {
            String label = groups.size() == 1 ? instance.label() : instance.label() + " under " + chosen.name();
            Census census = Census.take(instance, chosen, searchOptions.settings(symmetryBreaking),
                    searchOptions.limits(solutionLimit),
                    Progress.to(spec.commandLine().getErr(), label, searchOptions.quiet), threads);
            CatalogEntry entry = CatalogEntry.of(instance, census);
            if (!json) {
                Reports.text(out, instance.label(), entry, census);
            } else if (document == null) {
                document = Reports.json(entry, census);
            } else {
                if (others == null) {
                    others = document.putArray("otherGroups");
                }
                others.add(Reports.json(entry, census));
            }
        }
        if (json) {
            out.print(CatalogJson.write(document));
        }
        out.flush();
        return OrbitsCommand.OK;
    }
}
