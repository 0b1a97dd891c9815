package org.orbits.catalog;

import java.util.List;
import java.util.Optional;
import org.orbits.checks.CatalogEntry;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.Group;

/**
 * How a heavy instance is proven: one search under lex-leader breaking, under the group that holds the
 * instance's others, each other group's orbits taken from its orbits. The command line's proof does the same
 * through a checkpoint, so that a proof of many minutes survives an interruption.
 */
public interface HeavyProof {

    /**
     * The instance's entry under each of its groups, in the instance's group order; empty when the proof was
     * interrupted before it finished.
     */
    Optional<List<CatalogEntry>> entries(PuzzleInstance instance);

    /** Called once the entries of {@code instance} are written or compared: what the proof kept to resume can go. */
    default void done(PuzzleInstance instance) {}

    /** The proof in one go, with no checkpoint, on {@code threads} threads. */
    static HeavyProof inOneGo(ProgressListener progress, int threads) {
        return instance -> {
            Group searched = Census.covering(instance.groups())
                    .orElseThrow(() -> new IllegalStateException(
                            "no group of " + instance.label() + " holds the others: it cannot be a heavy entry"));
            Census census = Census.take(instance, searched, SolverSettings.DEFAULT, Limits.NONE, progress, threads);
            if (!census.complete()) {
                return Optional.empty();
            }
            return Optional.of(instance.groups().stream()
                    .map(group -> CatalogEntry.of(instance, group == searched ? census : census.under(instance, group)))
                    .toList());
        };
    }
}
