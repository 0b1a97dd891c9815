package org.orbits.catalog;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.ProgressListener;
import org.orbits.search.TwoWayCount;

/**
 * What a catalog build and a verification share: the families and the folder, where lines and progress go,
 * the threads each search may use, and how each kind of entry is computed: a counted entry every way (see
 * {@link Catalog#compute}), a heavy one by its proof, once per instance for all its groups, when one is given.
 */
public final class CatalogRun {

    private final PuzzleRegistry registry;
    private final Catalog catalog;
    private final Consumer<String> log;
    private final ProgressListener progress;
    private int threads = 1;
    private Optional<HeavyProof> heavyProof = Optional.empty();
    private final Catalog.DefinitionCounts definitions = new Catalog.DefinitionCounts();
    /** The entries of the heavy instances proven so far, by instance and then by group name. */
    private final Map<String, Map<String, Catalog.Computed>> proven = new HashMap<>();

    private final List<PuzzleInstance> provenInstances = new ArrayList<>();

    public CatalogRun(PuzzleRegistry registry, Catalog catalog, Consumer<String> log, ProgressListener progress) {
        this.registry = registry;
        this.catalog = catalog;
        this.log = log;
        this.progress = progress;
    }

    /** Threads for the full enumeration of each instance (see {@link TwoWayCount}); one by default. */
    public CatalogRun threads(int count) {
        this.threads = count;
        return this;
    }

    /** Proves the heavy entries with {@code proof}; without it they are kept (a build) or checked without a search. */
    public CatalogRun heavy(HeavyProof proof) {
        this.heavyProof = Optional.of(proof);
        return this;
    }

    PuzzleRegistry registry() {
        return registry;
    }

    Catalog catalog() {
        return catalog;
    }

    void log(String line) {
        log.accept(line);
    }

    boolean provesHeavy() {
        return heavyProof.isPresent();
    }

    /** A counted or open slot's entry as computed now, with its disagreements. */
    Catalog.Computed compute(Catalog.Slot slot) {
        return Catalog.compute(slot, progress, threads, definitions);
    }

    /**
     * A heavy slot's entry as its proof gives it: the first slot of an instance proves it under every group at
     * once. An interrupted proof is a {@link CatalogInterrupted}, and nothing has been written.
     */
    Catalog.Computed proven(Catalog.Slot slot) {
        PuzzleInstance instance = slot.instance();
        String board = instance.family().name() + "/" + instance.id();
        if (!proven.containsKey(board)) {
            proven.put(
                    board,
                    Catalog.computeHeavy(instance, heavyProof.orElseThrow(), definitions)
                            .orElseThrow(() -> new CatalogInterrupted(
                                    "the proof of " + instance.label() + " was interrupted (nothing was written)")));
            provenInstances.add(instance);
        }
        return proven.get(board).get(slot.group().name());
    }

    /** Tells the proof that the entries proven so far are written or compared: what it kept to resume can go. */
    void proofsDone() {
        heavyProof.ifPresent(proof -> provenInstances.forEach(proof::done));
        provenInstances.clear();
    }
}
