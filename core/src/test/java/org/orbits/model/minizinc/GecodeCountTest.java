package org.orbits.model.minizinc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Gecode's output read as it comes: distinct assignments counted, nothing else of the output kept. */
class GecodeCountTest {

    @Test
    void distinctBlocksAreCountedOnceAndTheEndIsNoticed() {
        GecodeCount.DistinctBlocks blocks = new GecodeCount.DistinctBlocks();
        for (String line : List.of(
                "x = [1, 2];", "aux = 1;", "----------", "x = [1, 2];", "----------", "% a comment", "x = [2, 1];")) {
            blocks.accept(line);
        }
        blocks.accept("----------");
        assertFalse(blocks.complete, "no end seen yet: a run stopped at its budget gives no count");
        blocks.accept("==========");
        assertTrue(blocks.complete);
        // "x = [1, 2];" alone and with "aux = 1;" are two printed outputs; the comment is not part of a solution.
        assertEquals(3, blocks.distinct.size());
    }

    @Test
    void aProgramsOutputReachesTheReaderLineByLineAndIsNotKept() {
        AtomicLong lines = new AtomicLong();
        AtomicLong sum = new AtomicLong();
        Programs.Run run = Programs.run(List.of("seq", "1", "200000"), line -> {
            lines.incrementAndGet();
            sum.addAndGet(Long.parseLong(line));
        });
        assertEquals(0, run.exitCode());
        assertEquals(200_000, lines.get());
        assertEquals(200_000L * 200_001 / 2, sum.get());
        assertEquals("", run.output());
    }
}
