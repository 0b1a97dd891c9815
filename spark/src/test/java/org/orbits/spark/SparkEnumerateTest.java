package org.orbits.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbits.api.Orbits;
import org.orbits.cli.ExitCode;
import org.orbits.cli.OrbitsCommand;

/**
 * The job's command line: the grammar of {@code orbits enumerate} but for what needs one machine, and bad input
 * one line and exit code 2, found before Spark starts.
 */
class SparkEnumerateTest {

    private record Run(int exit, String out, String err) {}

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = SparkEnumerate.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(exit, out.toString(), err.toString());
    }

    private static Run cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = OrbitsCommand.run(Orbits.standard(), new PrintWriter(out), new PrintWriter(err), args);
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
                "enumerate ngon --threads 2 | --threads",
                "enumerate ngon --parts 2 --part 1 | --parts",
                "enumerate examples/queens.mzn | of your own runs on one machine",
                "enumerate examples/tilings/soma.tiling | of your own runs on one machine",
            })
    void badInputIsOneLineNamingTheProblemAndExitCode2(String line, String named) {
        Run run = run(line.split(" "));
        assertEquals(ExitCode.BAD_INPUT.code(), run.exit(), run.err());
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

    /**
     * The job's help lists every option and operand of {@code orbits enumerate --help} described alike, and so
     * every mode, strategy and word the descriptions name, and the families' model options, but for what the job
     * names as needing one machine: a drift between the two command lines fails here.
     */
    @Test
    void theJobTakesWhatOrbitsEnumerateTakesButWhatNeedsOneMachine() {
        Run orbits = cli("enumerate", "--help");
        Run job = run("enumerate", "--help");
        assertEquals(ExitCode.OK.code(), job.exit(), job.err());
        assertTrue(job.out().startsWith("Usage: orbits-spark enumerate [OPTIONS] FAMILY\n"), job.out());
        Map<String, String> theirs = rows(orbits.out());
        Map<String, String> ours = rows(job.out());
        List<String> left = SparkEnumerate.oneMachineOnly();
        Set<String> named = new HashSet<>();
        theirs.forEach((shown, description) -> {
            List<String> words = names(shown);
            named.addAll(words);
            List<String> kept =
                    words.stream().filter(word -> !left.contains(word)).toList();
            if (kept.size() == words.size()) {
                assertEquals(description, ours.get(shown), shown + " in\n" + job.out());
            } else if (shown.startsWith("-")) {
                assertFalse(ours.containsKey(shown), shown + " in\n" + job.out());
            } else {
                assertTrue(ours.containsKey(String.join("|", kept)), shown + " narrowed in\n" + job.out());
            }
        });
        assertTrue(named.containsAll(left), "left out but not in orbits enumerate: " + left + " of " + named);
        String unwrapped = job.out().replace('\n', ' ');
        for (SparkEnumerate.OneMachineOnly leftOut : SparkEnumerate.ONE_MACHINE_ONLY) {
            String why = String.join(", ", leftOut.names()) + " (" + leftOut.why() + ")";
            assertTrue(unwrapped.contains(why), why + " in\n" + job.out());
        }
        assertTrue(ours.keySet().containsAll(List.of("--units-per-task=K", "--out=FILE")), job.out());
        String footer = orbits.out().substring(orbits.out().indexOf("\nModel options"));
        assertTrue(job.out().endsWith(footer), job.out());
    }

    @Test
    void theJobPrintsTheVersionOfTheToolItIsBuiltWith() {
        Run version = run("--version");
        assertEquals(ExitCode.OK.code(), version.exit());
        assertEquals(cli("--version").out().replace("orbits ", "orbits-spark "), version.out());
        assertEquals(version.out(), run("enumerate", "--version").out());
        Run help = run("--help");
        assertTrue(help.out().contains("\n  enumerate ") && help.out().contains("\nExit codes:\n"), help.out());
    }

    /**
     * The rows of a command's help, unwrapped: what a row shows in its first column ({@code -p, --param=NAME=VALUE},
     * {@code FAMILY|MODEL}) and its description.
     */
    private static Map<String, String> rows(String help) {
        int table = help.indexOf("\n\n") + 2;
        int footer = help.indexOf("\n\n", table);
        Map<String, String> rows = new LinkedHashMap<>();
        String shown = null;
        for (String line : help.substring(table, footer < 0 ? help.length() : footer)
                .lines()
                .toList()) {
            Matcher row = ROW.matcher(line);
            if (row.matches()) {
                shown = row.group(1);
                rows.put(shown, row.group(2) == null ? "" : row.group(2));
            } else {
                rows.merge(shown, line.strip(), (before, more) -> before.isEmpty() ? more : before + " " + more);
            }
        }
        return rows;
    }

    /** A row's first line: its names indented by 2 (an option with a short name) or 6, then its description. */
    private static final Pattern ROW = Pattern.compile(" {2}(?: {4})?(\\S+(?:, \\S+)?)(?: {2,}(.*))?");

    /** The names a row shows: {@code -p} and {@code --param}, or the operand's kinds, {@code FAMILY} and {@code MODEL}. */
    private static List<String> names(String shown) {
        return NAMES.splitAsStream(shown)
                .map(name -> name.replaceFirst("=.*", ""))
                .toList();
    }

    private static final Pattern NAMES = Pattern.compile(", |\\|");
}
