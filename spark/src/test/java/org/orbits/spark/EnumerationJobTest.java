package org.orbits.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

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

    @Test
    void magic19() throws IOException {
        List<String> arguments = List.of("ngon", "-p", "n=6");
        EnumerationRequest request = new EnumerationRequest("ngon", Map.of("n", "6"), null, Map.of());
        String json =
                EnumerationJob.run(spark, request, 4, EnumerationJob.SEARCH).json();
        assertEquals(Results.withoutStatistics(Results.enumerate(arguments)), Results.withoutStatistics(json));
    }
}
