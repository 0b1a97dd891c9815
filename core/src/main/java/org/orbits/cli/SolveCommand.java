package org.orbits.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.orbits.api.Assignments;
import org.orbits.api.Cancellation;
import org.orbits.api.Completions;
import org.orbits.api.Instance;
import org.orbits.api.Optimum;
import org.orbits.api.Options;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;

/** {@code orbits solve}: completes a partly filled puzzle, as the seed game's Solve button does. */
final class SolveCommand implements Subcommand {

    private final InstanceOptions instanceOptions;
    private final SearchOptions searchOptions = new SearchOptions();
    private final List<String> givens = new ArrayList<>();
    private boolean all;
    private boolean json;

    private final Console console;

    SolveCommand(Console console) {
        this.console = console;
        this.instanceOptions = new InstanceOptions(console.caller().directory());
    }

    @Override
    public Syntax syntax() {
        Syntax syntax = new Syntax(
                "solve",
                "Completes a partly filled puzzle: the seed game's Solve button.",
                "Prints one completion of the givens, or with --all every completion reduced to the orbits of the"
                        + " puzzle's symmetry group, or says plainly that there is none (exit 1).",
                "Of an optimisation puzzle (one that minimises or maximises) the completions sought are the optimal"
                        + " ones: the search proves the optimum, then prints a completion at it with its objective,"
                        + " 'optimal (proven)'; stopped by the time limit first, it prints the best completion found,"
                        + " 'best found, not proven' (exit 5).");
        instanceOptions.declare(syntax);
        searchOptions.declare(syntax);
        return syntax.texts(
                        "-g, --given",
                        "CELL=VALUE",
                        "a cell fixed in advance, by its name (see 'orbits enumerate'); repeat for several",
                        givens::add)
                .flag("--all", "every completion, reduced to orbits, instead of one", () -> all = true)
                .flag("--json", "print one JSON document instead of text", () -> json = true)
                .footer(() -> ModelOptionsHelp.byFamily(console.orbits()));
    }

    @Override
    public ExitCode call() {
        Orbits orbits = console.orbits();
        instanceOptions.compileAhead(orbits).await();
        Instance instance = instanceOptions.instance(orbits);
        Map<String, Integer> fixed = parseGivens();
        Cancellation cancellation = new Cancellation();
        Options options = searchOptions
                .options("none", 0, console.caller().started())
                .onProgress(ProgressLine.to(console, instance.label(), searchOptions.quiet))
                .cancelledBy(cancellation);
        // Ctrl-C ends the run at once; in the daemon, where the JVM goes on, it also stops the search.
        Interrupts interrupts = console.caller().cancelling(cancellation, false);
        Completions result;
        try {
            result = all ? orbits.solveAll(instance, fixed, options) : orbits.solve(instance, fixed, options);
        } finally {
            interrupts.close();
            searchOptions.tellKept(console.err(), instance);
        }
        PrintWriter out = console.out();
        if (json) {
            out.print(orbits.json(instance, result, all));
        } else {
            text(out, instance, result);
        }
        out.flush();
        if (!result.complete() && (all || !result.solved())) {
            return ExitCode.INCOMPLETE;
        }
        if (result.objective().isPresent() && !result.objective().get().proven()) {
            return ExitCode.INCOMPLETE;
        }
        return result.solved() ? ExitCode.OK : ExitCode.NOT_FOUND;
    }

    /** The givens by cell name, in the order given; the API checks the names and values. */
    private Map<String, Integer> parseGivens() {
        Map<String, Integer> fixed = new LinkedHashMap<>();
        Assignments.byName(givens, "cell").forEach((cell, word) -> {
            try {
                fixed.put(cell, Integer.parseInt(word));
            } catch (NumberFormatException notANumber) {
                throw new OrbitsException("given " + cell + "=" + word + ": the value is not a whole number");
            }
        });
        return fixed;
    }

    private static String givenText(Completions result) {
        if (result.givens().isEmpty()) {
            return "no givens";
        }
        List<String> words = new ArrayList<>();
        result.givens().forEach((cell, value) -> words.add(cell + "=" + value));
        return "givens " + String.join(" ", words);
    }

    /** What the completion printed is, for an optimisation: optimal, or the best found. */
    private static String optimal(Optimum objective) {
        return objective.proven() ? "an optimal completion" : "the best completion found";
    }

    /** {@code   objective (minimise): 140, optimal (proven)}. */
    private static String objectiveText(Optimum objective) {
        return "  objective (" + objective.sense() + "): "
                + (objective.value().isPresent()
                        ? String.valueOf(objective.value().getAsInt())
                        : "none") + ", "
                + objective.status() + (objective.proven() ? "" : " (stopped by the time limit)");
    }

    private void text(PrintWriter out, Instance instance, Completions result) {
        String what = instance.label() + " with " + givenText(result);
        if (!result.solved()) {
            out.println(
                    result.complete()
                            ? what + ": no solution: the givens cannot be completed"
                            : what
                                    + ": no solution found before the time limit (the search was stopped, so one may exist)");
            return;
        }
        if (!all) {
            out.println(what + ": "
                    + (result.objective().isEmpty()
                            ? "a completion"
                            : optimal(result.objective().get())));
            out.println(
                    "  " + Reports.cells(instance.cellNames(), result.first().orElseThrow()));
            result.objective().ifPresent(objective -> out.println(objectiveText(objective)));
            return;
        }
        result.objective()
                .ifPresent(objective ->
                        out.println(what + ": " + objectiveText(objective).strip()));
        if (result.completions() == 0) {
            // A search stopped before it enumerated the completions at the optimum: the best one found.
            out.println(what + ": INCOMPLETE, stopped by the time limit before the optimal completions were"
                    + " enumerated; the best completion found:");
            out.println(
                    "  " + Reports.cells(instance.cellNames(), result.first().orElseThrow()));
            return;
        }
        out.println(what + ": " + (result.complete() ? "" : "INCOMPLETE, stopped by the time limit: at least ")
                + Reports.count(result.completions(), "completion") + " in "
                + Reports.count(result.orbits().size(), "orbit") + " of "
                + result.group());
        int number = 1;
        for (Completions.CompletionOrbit orbit : result.orbits()) {
            out.printf(
                    "  orbit #%d (%s), canonical form: %s%n",
                    number++,
                    Reports.count(orbit.completions(), "completion"),
                    Reports.cells(instance.cellNames(), orbit.canonical()));
        }
    }
}
