package org.orbits.spark;

import java.io.Serializable;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.spark.api.java.JavaSparkContext;

/** One enumeration on a Spark cluster: the tasks run on the executors, the merge on the driver. */
final class EnumerationJob {

    /** The work of one task, run where Spark places it, and again if it fails. */
    @FunctionalInterface
    interface TaskWork extends Serializable {
        String run(OrbitsUnits units, int task);
    }

    static final TaskWork SEARCH = OrbitsUnits::runTask;

    private EnumerationJob() {}

    static String run(JavaSparkContext spark, OrbitsUnits units, TaskWork work) {
        List<Integer> tasks = IntStream.rangeClosed(1, units.tasks()).boxed().toList();
        List<String> partials = spark.parallelize(tasks, tasks.size())
                .map(task -> work.run(units, task))
                .collect();
        return units.merge(partials);
    }
}
