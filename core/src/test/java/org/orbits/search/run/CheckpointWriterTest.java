package org.orbits.search.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.search.units.Cost;
import org.orbits.search.units.Found;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.PartialReader;
import org.orbits.search.units.PartialResult;
import org.orbits.search.units.WorkPlan;

/**
 * A checkpoint is replaced whole, never written over in place: the file a run stopped at any moment leaves (or a
 * reader opened) is the checkpoint before or the one after, each whole, never half of one.
 */
class CheckpointWriterTest {

    @TempDir
    Path folder;

    private static int unitsIn(Path file) throws IOException {
        return PartialReader.read(Files.readString(file), file.toString(), PartialResult.CHECKPOINT)
                .totals()
                .units();
    }

    @Test
    void aCheckpointIsReplacedWholeNotWrittenOver() throws IOException {
        WorkPlan plan = new WorkPlan(
                "ngon",
                ImmutableMap.of("n", "12"),
                "D12",
                ImmutableMap.of("symmetryBreaking", "lex"),
                ImmutableList.of(new int[] {1}, new int[] {2}, new int[] {3}));
        Ledger ledger = new Ledger(plan, plan.part(1, 1), true);
        Path file = folder.resolve("run.checkpoint");
        CheckpointWriter writer = new CheckpointWriter(file, List.of("D12"), null, 1, 1, "0123456789abcdef");
        ledger.enumerated(0, List.of(new Found(ImmutableIntArray.of(1, 2, 3), 1)), new Cost(1, 0, 1));
        writer.changed(ledger, true);
        // A second name for the file as it is now: written over in place, it would change under it.
        Path before = Files.createLink(folder.resolve("before.checkpoint"), file);
        ledger.enumerated(1, List.of(new Found(ImmutableIntArray.of(1, 3, 2), 1)), new Cost(1, 0, 1));
        writer.changed(ledger, true);
        assertEquals(1, unitsIn(before));
        assertEquals(2, unitsIn(file));
        try (var left = Files.list(folder)) {
            assertEquals(2, left.count(), "a temporary file was left behind");
        }
    }
}
