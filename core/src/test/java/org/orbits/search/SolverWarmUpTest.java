package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class SolverWarmUpTest {

    @Test
    void aWarmUpEndsAndIsWaitedFor() {
        SolverWarmUp warmUp = SolverWarmUp.start();
        // A warm-up that never ended would hold every search command at its start.
        assertTimeoutPreemptively(Duration.ofSeconds(30), warmUp::await);
    }
}
