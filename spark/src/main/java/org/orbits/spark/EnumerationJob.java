package org.orbits.spark;

import java.io.PrintWriter;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.orbits.api.EnumerationResult;
import org.orbits.api.Part;

/**
 * One enumeration on a Spark cluster. The driver plans the work units and deals them to tasks, every
 * {@code tasks}-th unit to a task so that the heavy and the light units, which the plan's order groups
 * together, are spread. A satisfaction puzzle takes one round: every task enumerates its units. An
 * optimisation takes two: every task proves the best value in its units, the driver takes the best of them,
 * which is the optimum, and hands it to the tasks whose units can hold it, which enumerate them at it.
 * A task's result depends on its units only, so a task Spark runs again gives the same result.
 */
final class EnumerationJob {

    /** By default: a task searches its units in one model, and enough tasks keep every slot busy to the end. */
    static final int UNITS_PER_TASK = 8;

    enum Phase {
        PROVE,
        ENUMERATE
    }

    /**
     * One task's share of a round: its units, and the value the driver hands it, the best so far when
     * proving, the optimum when enumerating an optimisation ({@code bounded} false: none).
     */
    record Task(int index, Phase phase, List<Integer> units, boolean bounded, int value) implements Serializable {

        Task {
            units = List.copyOf(units);
        }

        OptionalInt bound() {
            return bounded ? OptionalInt.of(value) : OptionalInt.empty();
        }
    }

    /** The work of one task, run where Spark places it, and again if it fails. */
    @FunctionalInterface
    interface TaskWork extends Serializable {
        Part run(OrbitsUnits units, Task task);
    }

    /** A task's search, on the cores Spark gave the task ({@code spark.task.cpus}). */
    static final TaskWork SEARCH = (units, task) -> {
        int threads = TaskContext.get() == null ? 1 : TaskContext.get().cpus();
        return task.phase() == Phase.PROVE
                ? units.prove(task.units(), task.bound(), threads)
                : units.enumerate(task.units(), task.bound(), threads);
    };

    /**
     * The merged result, itself and as the JSON {@code orbits enumerate --json} prints; whether every unit was
     * searched, and what the merge said of missing units.
     */
    record Outcome(EnumerationResult result, String json, boolean complete, String messages) {}

    private EnumerationJob() {}

    /** Runs {@code request} with {@code work} as every task's work; says how it went on {@code log}. */
    static Outcome run(
            JavaSparkContext spark, EnumerationRequest request, int unitsPerTask, TaskWork work, PrintWriter log) {
        long start = System.nanoTime();
        OrbitsUnits units = OrbitsUnits.plan(request, spark.defaultParallelism());
        List<List<Integer>> dealt = deal(units.size(), unitsPerTask);
        log.printf(
                Locale.ROOT,
                "orbits-spark: %s: %d work units in %d tasks (planned in %.1f s)%n",
                request.words(),
                units.size(),
                dealt.size(),
                seconds(start));
        List<Part> results = new ArrayList<>();
        List<Task> enumeration = new ArrayList<>();
        OptionalInt optimum = OptionalInt.empty();
        if (units.optimising()) {
            List<Task> proof = new ArrayList<>();
            for (int i = 0; i < dealt.size(); i++) {
                proof.add(new Task(i, Phase.PROVE, dealt.get(i), false, 0));
            }
            long round = System.nanoTime();
            List<Part> proven = round(spark, units, proof, work);
            results.addAll(proven);
            optimum = units.best(proven);
            log.printf(
                    Locale.ROOT,
                    "orbits-spark: proof round: %d tasks in %.1f s, optimum %s%n",
                    proof.size(),
                    seconds(round),
                    optimum.isPresent() ? String.valueOf(optimum.getAsInt()) : "none (no solution)");
            // A task whose best is worse than the optimum has proven that its units hold no optimal solution.
            for (int i = 0; i < proof.size(); i++) {
                OptionalInt best = proven.get(i).best();
                if (optimum.isPresent() && best.equals(optimum)) {
                    enumeration.add(new Task(i, Phase.ENUMERATE, dealt.get(i), true, optimum.getAsInt()));
                }
            }
        } else {
            for (int i = 0; i < dealt.size(); i++) {
                enumeration.add(new Task(i, Phase.ENUMERATE, dealt.get(i), false, 0));
            }
        }
        if (!enumeration.isEmpty()) {
            long round = System.nanoTime();
            results.addAll(round(spark, units, enumeration, work));
            log.printf(
                    Locale.ROOT,
                    "orbits-spark: enumeration round: %d tasks in %.1f s%n",
                    enumeration.size(),
                    seconds(round));
        }
        Outcome outcome = units.merge(results);
        log.printf(Locale.ROOT, "orbits-spark: merged, %.1f s in all%n", seconds(start));
        log.flush();
        return outcome;
    }

    /** The units {@code 0..size-1} dealt to tasks of at most {@code unitsPerTask}: unit u to task u mod tasks. */
    static List<List<Integer>> deal(int size, int unitsPerTask) {
        int tasks = Math.max(1, (size + unitsPerTask - 1) / unitsPerTask);
        List<List<Integer>> dealt = new ArrayList<>();
        for (int task = 0; task < tasks; task++) {
            List<Integer> units = new ArrayList<>();
            for (int unit = task; unit < size; unit += tasks) {
                units.add(unit);
            }
            dealt.add(units);
        }
        return dealt;
    }

    /** One round: a Spark task per task, the results in the tasks' order. */
    private static List<Part> round(JavaSparkContext spark, OrbitsUnits units, List<Task> tasks, TaskWork work) {
        return spark.parallelize(tasks, tasks.size())
                .map(task -> work.run(units, task))
                .collect();
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }
}
