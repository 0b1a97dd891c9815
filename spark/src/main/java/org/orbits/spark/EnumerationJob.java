package org.orbits.spark;

import java.io.Serializable;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.spark.api.java.JavaSparkContext;

/** One enumeration on a Spark cluster: the tasks run on the executors, the merge on the driver. */
final class EnumerationJob {

    static final int UNITS_PER_TASK = 8;

    /** The work of one task, run where Spark places it, and again if it fails. */
    @FunctionalInterface
    interface TaskWork extends Serializable {
        String run(OrbitsUnits units, int task);
    }

    static final TaskWork SEARCH = OrbitsUnits::runTask;

    /** The merged result: the JSON {@code orbits enumerate --json} prints, and whether every unit was searched. */
    record Outcome(String json, boolean complete) {}

    private EnumerationJob() {}

    static Outcome run(JavaSparkContext spark, EnumerationRequest request, int unitsPerTask, TaskWork work) {
        OrbitsUnits units = new OrbitsUnits(request.arguments(), 2 * spark.defaultParallelism());
        List<Integer> tasks = IntStream.rangeClosed(1, units.tasks()).boxed().toList();
        List<String> partials = spark.parallelize(tasks, tasks.size())
                .map(task -> work.run(units, task))
                .collect();
        return new Outcome(units.merge(partials), true);
    }
}
