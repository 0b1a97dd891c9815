package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.orbits.api.Progress;

class ProgressLineTest {

    private static final long SECOND = 1_000_000_000L;

    /** Where a search stands, in the order the engine's snapshots used to give it. */
    private static Progress snapshot(
            String phase, long solutions, long nodes, long elapsed, int unitsDone, int unitsTotal, long phaseElapsed) {
        return snapshot(phase, solutions, nodes, elapsed, unitsDone, unitsTotal, phaseElapsed, "solutions");
    }

    private static Progress snapshot(
            String phase,
            long solutions,
            long nodes,
            long elapsed,
            int unitsDone,
            int unitsTotal,
            long phaseElapsed,
            String counting) {
        return new Progress(
                phase,
                unitsDone,
                unitsTotal,
                solutions,
                nodes,
                Duration.ofNanos(elapsed),
                Duration.ofNanos(phaseElapsed),
                java.util.OptionalInt.empty(),
                java.util.Optional.empty(),
                counting);
    }

    @Test
    void underSymmetryBreakingItCountsRepresentativesAndSaysSo() {
        StringWriter text = new StringWriter();
        var progress = ProgressLine.plain(new PrintWriter(text), "latin n=4");
        progress.update(snapshot("enumerating", 40, 1_000, 6 * SECOND, 0, 0, 6 * SECOND, "representatives"));
        assertEquals(
                "orbits: latin n=4, enumerating: 40 representatives, 1,000 nodes, 6 s\n",
                text.toString().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void oneIsOneRepresentativeOrOneSolution() {
        StringWriter text = new StringWriter();
        var progress = ProgressLine.plain(new PrintWriter(text), "all-interval n=7");
        progress.update(snapshot("enumerating", 1, 23, 6 * SECOND, 0, 0, 6 * SECOND, "representatives"));
        progress.update(snapshot("enumerating", 1, 40, 12 * SECOND, 0, 0, 12 * SECOND, "solutions"));
        assertEquals(
                """
                orbits: all-interval n=7, enumerating: 1 representative, 23 nodes, 6 s
                orbits: all-interval n=7, enumerating: 1 solution, 40 nodes, 12 s
                """,
                text.toString().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void aSplitSearchShowsUnitsSolutionsElapsedAndAnEstimate() {
        StringWriter text = new StringWriter();
        var progress = ProgressLine.plain(new PrintWriter(text), "ngon n=10 sum=34");
        progress.update(snapshot("enumerating", 40, 12_345, 4 * SECOND, 10, 40, 4 * SECOND));
        assertEquals("", text.toString(), "nothing in the first seconds");
        progress.update(snapshot("enumerating", 83, 23_456, 6 * SECOND, 20, 40, 6 * SECOND));
        assertEquals(
                "orbits: ngon n=10 sum=34, enumerating: 20/40 units, 83 solutions, 23,456 nodes, 6 s,"
                        + " about 6 s left\n",
                text.toString().replace(System.lineSeparator(), "\n"));
        progress.update(snapshot("enumerating", 90, 24_000, 7 * SECOND, 22, 40, 7 * SECOND));
        assertEquals(1, text.toString().lines().count(), "plain lines come every few seconds, not at every update");
    }

    @Test
    void onATerminalTheLineHasABar() {
        Progress snapshot = snapshot("optimising", 0, 5_000, 90 * SECOND, 3, 12, 90 * SECOND);
        String line = ProgressLine.terminalLine("hip n=6 split=balanced", snapshot);
        assertTrue(line.contains("[######..................] 3/12 units"), line);
        assertTrue(line.endsWith("1 min 30 s, about 4 min 30 s left"), line);
    }

    @Test
    void anUnsplitSearchHasNoEstimate() {
        StringWriter text = new StringWriter();
        var progress = ProgressLine.plain(new PrintWriter(text), "hip n=7 split=balanced");
        progress.update(snapshot("optimising, best so far 4", 0, 1_000_000, 3_700 * SECOND, 0, 0, 3_700 * SECOND, ""));
        assertEquals(
                "orbits: hip n=7 split=balanced, optimising, best so far 4: 1,000,000 nodes, 1 h 01 min\n",
                text.toString().replace(System.lineSeparator(), "\n"));
    }
}
