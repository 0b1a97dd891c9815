package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.ngon.NgonFamily;

/** The periodic progress snapshots: they come while the run lasts, and stop with it. */
class ProgressTimerTest {

    /** Records what it is told, in order; lets a test wait for the first snapshots. */
    private static final class Recorder implements ProgressListener {
        final List<String> told = Collections.synchronizedList(new ArrayList<>());
        final CountDownLatch snapshots = new CountDownLatch(3);

        @Override
        public void update(Snapshot snapshot) {
            told.add("update " + snapshot.phase());
            snapshots.countDown();
        }

        @Override
        public void finished() {
            told.add("finished");
        }
    }

    @Test
    void snapshotsComeUntilTheTimerStopsThenTheListenerIsToldOnceThatTheRunIsOver() throws InterruptedException {
        Recorder recorder = new Recorder();
        Watch watch = new Watch();
        watch.phase("enumerating", 0, 10, true);
        ProgressTimer timer = ProgressTimer.start(recorder, watch, Duration.ofMillis(1));
        recorder.snapshots.await();
        timer.stop();
        List<String> atStop = List.copyOf(recorder.told);
        assertEquals("update enumerating", atStop.get(0));
        assertEquals("finished", atStop.get(atStop.size() - 1));
        assertEquals(1, Collections.frequency(atStop, "finished"));
        // Many periods later: a timer still running would have told it more by now.
        Thread.sleep(50);
        assertEquals(atStop, List.copyOf(recorder.told), "nothing after the end");
    }

    @Test
    void aRunTellsItsListenerOnceThatItIsOverAndNothingAfter() throws InterruptedException {
        Recorder recorder = new Recorder();
        new Enumerator(new NgonFamily().instance(Map.of("n", "6")))
                .progress(recorder)
                .run(solution -> {});
        List<String> atEnd = List.copyOf(recorder.told);
        assertEquals("finished", atEnd.get(atEnd.size() - 1));
        assertEquals(1, Collections.frequency(atEnd, "finished"));
        Thread.sleep(50);
        assertEquals(atEnd, List.copyOf(recorder.told));
    }
}
