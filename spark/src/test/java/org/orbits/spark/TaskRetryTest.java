package org.orbits.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.spark.SparkConf;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A task that fails is run again by Spark, and the result is the one a run without failures gives. */
class TaskRetryTest {

    @TempDir
    Path folder;

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void aTaskThatFailsOnItsFirstAttemptIsRetriedAndTheResultDoesNotChange() {
        Path failed = folder.resolve("failed");
        String marker = failed.toString();
        EnumerationJob.TaskWork failingOnce = (units, task) -> {
            if (task.index() == 1 && TaskContext.get().attemptNumber() == 0) {
                try {
                    Files.createFile(Path.of(marker));
                } catch (IOException impossible) {
                    throw new UncheckedIOException(impossible);
                }
                throw new IllegalStateException("task 1 lost on its first attempt");
            }
            return EnumerationJob.SEARCH.run(units, task);
        };
        StringWriter log = new StringWriter();
        EnumerationRequest magic19 = new EnumerationRequest("ngon", Map.of("n", "6"), null, Map.of());
        // Local mode retries a task only when told how often it may fail: here twice.
        try (JavaSparkContext spark = new JavaSparkContext(new SparkConf()
                .setMaster("local[2,2]")
                .setAppName("orbits retry test")
                .set("spark.ui.enabled", "false"))) {
            EnumerationJob.Outcome outcome = EnumerationJob.run(spark, magic19, 1, failingOnce, new PrintWriter(log));
            assertTrue(Files.exists(failed), "no task failed: " + log);
            assertTrue(outcome.complete());
            assertEquals(
                    Results.withoutStatistics(Results.enumerate(List.of("ngon", "-p", "n=6"))),
                    Results.withoutStatistics(outcome.json()));
        }
    }
}
