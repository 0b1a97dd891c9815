package org.orbits.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The job in Spark's local mode on two cores gives the JSON {@code orbits enumerate --json} gives on one
 * machine, byte for byte once the statistics are set aside: the same counts, representatives and order.
 */
class EnumerationJobTest {

    private static JavaSparkContext spark;

    @BeforeAll
    static void start() {
        spark = new JavaSparkContext(
                new SparkConf().setMaster("local[2]").setAppName("orbits tests").set("spark.ui.enabled", "false"));
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "ngon, n=6, 3", // Magic-19
        "apex, rows=8, 5", // two groups, one acting on values
        "hip, n=6, 4", // optimisation: prove the optimum, then enumerate it
    })
    @Tag("slow")
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void theJobGivesTheResultOfOneEnumeration(String family, String parameter, int unitsPerTask) {
        int equals = parameter.indexOf('=');
        EnumerationRequest request = new EnumerationRequest(
                family, Map.of(parameter.substring(0, equals), parameter.substring(equals + 1)), null, Map.of());
        EnumerationJob.Outcome outcome = EnumerationJob.run(
                spark, request, unitsPerTask, EnumerationJob.SEARCH, new PrintWriter(new StringWriter()));
        assertTrue(outcome.complete());
        assertEquals(
                Results.withoutStatistics(Results.enumerate(List.of(family, "-p", parameter))),
                Results.withoutStatistics(outcome.json()));
    }

    /**
     * A tiling's units are its exact-cover engine's, planned on the driver and searched by the tasks as any family's:
     * the Soma cube's 240 orbits, as one machine finds them (without the checks, which the job leaves to it).
     */
    @Test
    @Tag("slow")
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void theJobSearchesATilingsUnitsAsAnyFamilys() {
        EnumerationRequest request = new EnumerationRequest("tilings", Map.of("board", "soma"), null, Map.of());
        EnumerationJob.Outcome outcome =
                EnumerationJob.run(spark, request, 2, EnumerationJob.SEARCH, new PrintWriter(new StringWriter()));
        assertTrue(outcome.complete());
        assertEquals(
                Results.withoutStatistics(Results.enumerate(List.of("tilings", "-p", "board=soma", "--no-checks"))),
                Results.withoutStatistics(outcome.json()));
    }
}
