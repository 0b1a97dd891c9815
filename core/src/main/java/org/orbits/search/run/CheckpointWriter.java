package org.orbits.search.run;

import java.nio.file.Path;
import java.util.List;
import org.orbits.files.AtomicFiles;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.LedgerListener;
import org.orbits.search.units.PartialResult;

/**
 * Writes the checkpoint whole (through {@link AtomicFiles}: a run killed while writing leaves the checkpoint before,
 * never half of one), at most once a second unless forced at the end of a phase.
 */
final class CheckpointWriter implements LedgerListener {
    private static final long PERIOD_NANOS = 1_000_000_000L;
    private final Path file;
    private final List<String> groups;
    private final String sense;
    private final int part;
    private final int parts;
    private final String instance;
    private long lastSave = System.nanoTime();

    /** Writes to {@code file} the ledger of part {@code part} of {@code parts} of a search of the instance {@code instance} digests. */
    CheckpointWriter(Path file, List<String> groups, String sense, int part, int parts, String instance) {
        this.file = file;
        this.groups = groups;
        this.sense = sense;
        this.part = part;
        this.parts = parts;
        this.instance = instance;
    }

    @Override
    public synchronized void changed(Ledger ledger, boolean force) {
        if (!force && System.nanoTime() - lastSave < PERIOD_NANOS) {
            return;
        }
        AtomicFiles.write(
                file,
                PartialResult.of(PartialResult.CHECKPOINT, ledger, groups, sense, part, parts, instance)
                        .text());
        lastSave = System.nanoTime();
    }
}
