package org.orbits.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.orbits.catalog.CatalogJson;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.Enumerator;
import org.orbits.symmetry.Canonicaliser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "solve",
        mixinStandardHelpOptions = true,
        description = {
            "Completes a partly filled puzzle: the seed game's Solve button.",
            "Prints one completion of the givens, or with --all every completion reduced to the orbits of the"
                    + " puzzle's symmetry group, or says plainly that there is none (exit 1)."
        })
final class SolveCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    InstanceOptions instanceOptions;

    @Mixin
    SearchOptions searchOptions;

    @Option(
            names = {"-g", "--given"},
            paramLabel = "CELL=VALUE",
            converter = Assignment.Converter.class,
            description = "a cell fixed in advance, by its name (see 'orbits enumerate'); repeat for several")
    List<Assignment> givens = new ArrayList<>();

    @Option(names = "--all", description = "every completion, reduced to orbits, instead of one")
    boolean all;

    @Option(names = "--json", description = "print one JSON document instead of text")
    boolean json;

    private final PuzzleRegistry registry;

    SolveCommand(PuzzleRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        PuzzleInstance instance = instanceOptions.instance(registry);
        Map<Integer, Integer> fixed = parseGivens(instance);
        PrintWriter out = spec.commandLine().getOut();
        Canonicaliser canonicaliser = new Canonicaliser(instance.defaultGroup());
        Map<int[], Integer> completionsPerOrbit = new TreeMap<>(Arrays::compare);
        List<int[]> first = new ArrayList<>();
        Enumerator.Result result = new Enumerator(instance)
                .settings(searchOptions.settings(instance, "none"))
                .limits(searchOptions.limits(all ? 0 : 1))
                .givens(fixed)
                .progress(Progress.to(spec.commandLine().getErr(), instance.label(), searchOptions.quiet))
                .run(solution -> {
                    instance.violation(solution).ifPresent(problem -> {
                        throw new IllegalStateException("the model completed the givens to " + Arrays.toString(solution)
                                + ", which the checker rejects: " + problem);
                    });
                    if (first.isEmpty()) {
                        first.add(solution);
                    }
                    completionsPerOrbit.merge(canonicaliser.canonical(solution), 1, Integer::sum);
                });
        boolean complete = result.complete() || (!all && result.solutions() > 0);
        if (json) {
            out.print(CatalogJson.write(json(instance, fixed, result, complete, first, completionsPerOrbit)));
        } else {
            text(out, instance, fixed, result, complete, first, completionsPerOrbit);
        }
        out.flush();
        return result.solutions() > 0 ? OrbitsCommand.OK : OrbitsCommand.NOT_FOUND;
    }

    private Map<Integer, Integer> parseGivens(PuzzleInstance instance) {
        Map<Integer, Integer> fixed = new LinkedHashMap<>();
        Map<Integer, String> cellOfValue = new LinkedHashMap<>();
        for (Map.Entry<String, String> given : Assignment.byName(givens, "cell").entrySet()) {
            String cell = given.getKey();
            int index = instance.cellIndex(cell);
            int value;
            try {
                value = Integer.parseInt(given.getValue());
            } catch (NumberFormatException notANumber) {
                throw new BadInputException(
                        "given " + cell + "=" + given.getValue() + ": the value is not a whole number");
            }
            if (value < instance.minValue() || value > instance.maxValue()) {
                throw new BadInputException("given " + cell + "=" + value + ": the value is outside "
                        + instance.minValue() + ".." + instance.maxValue());
            }
            fixed.put(index, value);
            String other = cellOfValue.put(value, cell);
            if (instance.valuesDistinct() && other != null) {
                throw new BadInputException("givens " + other + " and " + cell + " both hold " + value
                        + ", but every cell of " + instance.family().name() + " holds a different value");
            }
        }
        return fixed;
    }

    private String givenText(PuzzleInstance instance, Map<Integer, Integer> fixed) {
        if (fixed.isEmpty()) {
            return "no givens";
        }
        List<String> words = new ArrayList<>();
        fixed.forEach((cell, value) -> words.add(instance.cellNames().get(cell) + "=" + value));
        return "givens " + String.join(" ", words);
    }

    private void text(
            PrintWriter out,
            PuzzleInstance instance,
            Map<Integer, Integer> fixed,
            Enumerator.Result result,
            boolean complete,
            List<int[]> first,
            Map<int[], Integer> orbits) {
        String what = instance.label() + " with " + givenText(instance, fixed);
        if (result.solutions() == 0) {
            out.println(
                    complete
                            ? what + ": no solution: the givens cannot be completed"
                            : what
                                    + ": no solution found before the time limit (the search was stopped, so one may exist)");
            return;
        }
        if (!all) {
            out.println(what + ": a completion");
            out.println("  " + Reports.cells(instance.cellNames(), first.get(0)));
            return;
        }
        out.println(what + ": " + (complete ? "" : "INCOMPLETE, stopped by the time limit: at least ")
                + result.solutions() + " completions in " + orbits.size() + " orbits of "
                + instance.defaultGroup().name());
        int number = 1;
        for (Map.Entry<int[], Integer> orbit : orbits.entrySet()) {
            out.printf(
                    "  orbit #%d (%d completions), canonical form: %s%n",
                    number++, orbit.getValue(), Reports.cells(instance.cellNames(), orbit.getKey()));
        }
    }

    private ObjectNode json(
            PuzzleInstance instance,
            Map<Integer, Integer> fixed,
            Enumerator.Result result,
            boolean complete,
            List<int[]> first,
            Map<int[], Integer> orbits) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        root.put("family", instance.family().name());
        ObjectNode parameters = root.putObject("parameters");
        instance.parameters().forEach(parameters::put);
        ObjectNode givenNode = root.putObject("givens");
        fixed.forEach((cell, value) -> givenNode.put(instance.cellNames().get(cell), value));
        root.put("complete", complete);
        root.put("solved", result.solutions() > 0);
        if (!first.isEmpty()) {
            Reports.cells(instance.cellNames(), first.get(0), root.putObject("solution"));
        }
        if (all) {
            root.put("completions", result.solutions());
            root.put("orbits", orbits.size());
            ArrayNode list = root.putArray("orbitsOfCompletions");
            orbits.forEach((canonical, count) -> {
                ObjectNode node = list.addObject();
                node.put("completions", count);
                Reports.cells(instance.cellNames(), canonical, node.putObject("canonicalForm"));
            });
        }
        return root;
    }
}
