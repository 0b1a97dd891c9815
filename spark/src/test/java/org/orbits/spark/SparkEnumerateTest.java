package org.orbits.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The job's command line: bad input is one line and exit code 2, found before Spark starts. */
class SparkEnumerateTest {

    private record Run(int exit, String out, String err) {}

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = SparkEnumerate.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(exit, out.toString(), err.toString());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "enumerate nosuch | nosuch",
                "enumerate ngon -p n=2 | n",
                "enumerate ngon -p n=6 --group nosuch | nosuch",
                "enumerate ngon -p n=6 --units-per-task 0 | --units-per-task",
                "enumerate ngon --frobnicate | --frobnicate",
            })
    void badInputIsOneLineNamingTheProblemAndExitCode2(String line, String named) {
        Run run = run(line.split(" "));
        assertEquals(SparkEnumerate.BAD_INPUT, run.exit(), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().startsWith("orbits-spark: "), run.err());
        assertTrue(run.err().contains(named), run.err());
        assertEquals("", run.out());
    }

    @Test
    void theUnitsAreDealtOnceEachAndNoTaskHoldsMoreThanAsked() {
        for (int size : new int[] {1, 7, 8, 9, 120}) {
            for (int perTask : new int[] {1, 3, 8}) {
                List<List<Integer>> dealt = EnumerationJob.deal(size, perTask);
                List<Integer> every = new ArrayList<>();
                dealt.forEach(every::addAll);
                every.sort(null);
                assertEquals(size, every.size());
                for (int unit = 0; unit < size; unit++) {
                    assertEquals(unit, every.get(unit));
                }
                assertTrue(dealt.stream().allMatch(units -> !units.isEmpty() && units.size() <= perTask));
            }
        }
    }
}
