package org.orbits.search;

import com.google.common.primitives.ImmutableIntArray;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.chocosolver.solver.Solver;

/** What the progress timer reads of a running search; written by the search threads. */
final class Watch {

    final long start = System.nanoTime();
    private volatile String phase = "starting";
    /** What the solutions handed on are, in words; empty in a phase that hands none on. */
    private volatile String counting = "";
    /** What the enumerating phases hand on: representatives under exact symmetry breaking, else solutions. */
    private volatile String handedOn = "solutions";

    private volatile long phaseStart = start;
    private final List<Solver> solvers = new CopyOnWriteArrayList<>();
    /** The nodes of an engine other than Choco's (exact cover), counted as it reports them. */
    private final AtomicLong otherNodes = new AtomicLong();

    private final AtomicLong solutions = new AtomicLong();
    private final AtomicInteger unitsDone = new AtomicInteger();
    private volatile int unitsTotal;
    /** The best objective value and a solution at it, as the optimising phase last recorded them. */
    private volatile Best best = new Best(OptionalInt.empty(), Optional.empty());

    private record Best(OptionalInt value, Optional<ImmutableIntArray> solution) {}

    /** A new phase searched by one solver, not split into units. */
    void phase(String name, Solver solver) {
        phase(name, 0, 0, true);
        solvers.add(solver);
    }

    /** What an enumerating phase hands on: {@code solutions}, or {@code representatives} under symmetry breaking. */
    void handsOn(String what) {
        handedOn = what;
    }

    /**
     * A new phase of {@code total} units, {@code done} of them finished before it began (a resumed run); {@code
     * enumerating} when it hands solutions on, rather than searching for an optimum.
     */
    void phase(String name, int done, int total, boolean enumerating) {
        counting = enumerating ? handedOn : "";
        phase = name;
        phaseStart = System.nanoTime();
        solvers.clear();
        otherNodes.set(0);
        solutions.set(0);
        unitsDone.set(done);
        unitsTotal = total;
    }

    void phaseName(String name) {
        phase = name;
    }

    void searching(Solver solver) {
        solvers.add(solver);
    }

    /** {@code count} more nodes searched by an engine other than Choco's. */
    void nodesSearched(long count) {
        otherNodes.addAndGet(count);
    }

    void solutionFound() {
        solutions.incrementAndGet();
    }

    void solutions(long count) {
        solutions.set(count);
    }

    /** A better objective value was found, with a solution at it when one is known. */
    void best(OptionalInt value, Optional<ImmutableIntArray> solution) {
        best = new Best(value, solution);
    }

    void unitDone() {
        unitsDone.incrementAndGet();
    }

    ProgressListener.Snapshot snapshot() {
        long now = System.nanoTime();
        long nodes = solvers.stream()
                        .mapToLong(solver -> solver.getMeasures().getNodeCount())
                        .sum()
                + otherNodes.get();
        Best known = best;
        return new ProgressListener.Snapshot(
                phase,
                solutions.get(),
                nodes,
                now - start,
                unitsDone.get(),
                unitsTotal,
                now - phaseStart,
                known.value(),
                known.solution(),
                counting);
    }
}
