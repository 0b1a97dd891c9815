package org.orbits.spark;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Serializable;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.orbits.api.Instance;
import org.orbits.api.Orbits;
import org.orbits.api.UnitPlan;
import org.orbits.cli.OrbitsCommand;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.units.PartialResult;

/**
 * The job's one link to orbits: the work units planned on the driver, some of them searched in a task, and
 * the tasks' partial results merged on the driver. Shipped to every task with the plan, so no executor plans
 * again and every task splits the search the same way.
 */
final class OrbitsUnits implements Serializable {

    private final EnumerationRequest request;
    private final UnitPlan plan;

    private OrbitsUnits(EnumerationRequest request, UnitPlan plan) {
        this.request = request;
        this.plan = plan;
    }

    /** The units of {@code request}, about 60 for each of {@code slots} tasks running at once. */
    static OrbitsUnits plan(EnumerationRequest request, int slots) {
        Orbits orbits = Orbits.standard();
        Instance instance = orbits.instance(request.family(), request.parameters());
        return new OrbitsUnits(request, orbits.plan(instance, request.options(), slots));
    }

    /** How many units there are, numbered from 0 in plan order. */
    int size() {
        return plan.size();
    }

    /** Whether the search has an objective, whose optimum is proven before its solutions are enumerated. */
    boolean optimising() {
        return plan.optimising();
    }

    /** Searches {@code units} for values better than {@code bestSoFar}, on {@code threads} threads. */
    PartialResult prove(List<Integer> units, OptionalInt bestSoFar, int threads) {
        return Orbits.standard().proveUnits(plan, units, request.options().withThreads(threads), bestSoFar);
    }

    /** Every solution of {@code units}, at {@code optimum} for an optimisation, on {@code threads} threads. */
    PartialResult enumerate(List<Integer> units, OptionalInt optimum, int threads) {
        return Orbits.standard().enumerateUnits(plan, units, request.options().withThreads(threads), optimum);
    }

    /** The best value of {@code results}: the optimum, once every unit is proven. */
    OptionalInt best(List<PartialResult> results) {
        boolean maximise = "maximise".equals(plan.sense());
        return results.stream()
                .filter(result -> result.best() != null)
                .mapToInt(PartialResult::best)
                .reduce(maximise ? Math::max : Math::min);
    }

    /**
     * The partial results of every round merged, as {@code orbits merge --json} merges them: the JSON {@code
     * orbits enumerate --json} prints, incomplete when a unit is missing.
     */
    EnumerationJob.Outcome merge(List<PartialResult> results) {
        try {
            Path folder = Files.createTempDirectory("orbits-spark");
            try {
                List<String> line = new ArrayList<>(List.of("merge", "--json"));
                for (int i = 0; i < results.size(); i++) {
                    Path file = folder.resolve("result" + i + ".json");
                    Files.writeString(file, results.get(i).text());
                    line.add(file.toString());
                }
                StringWriter out = new StringWriter();
                StringWriter err = new StringWriter();
                int exit = OrbitsCommand.run(
                        PuzzleRegistry.standard(),
                        new PrintWriter(out),
                        new PrintWriter(err),
                        line.toArray(String[]::new));
                if (exit != OrbitsCommand.OK && exit != OrbitsCommand.NOT_FOUND) {
                    throw new IllegalStateException(
                            "the merge failed: " + err.toString().strip());
                }
                return new EnumerationJob.Outcome(
                        out.toString(), exit == OrbitsCommand.OK, err.toString().strip());
            } finally {
                try (var files = Files.list(folder)) {
                    for (Path file : files.toList()) {
                        Files.delete(file);
                    }
                }
                Files.delete(folder);
            }
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
    }
}
