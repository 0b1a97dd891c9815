package org.orbits.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import org.orbits.puzzle.Objective;

/**
 * The solutions at the best value found so far, as a one-pass optimisation ({@link Phase.OnePass}) keeps them
 * while it proves: a better value clears them, an equal one joins them, a worse one (another worker has moved
 * the bound since) is dropped. Once the search is exhausted the best value is the optimum and the solutions
 * kept are every optimal solution. Past a bound on the cells kept at one value the set gives up for good
 * ({@link #overflowed}): the workers then search for better values only, as a plain proof does, and the run
 * enumerates at the optimum in a second pass; so memory stays bounded, and a value with very many solutions
 * costs at most the bound's worth of enumeration before the proof goes on as before. Thread-safe: every
 * worker offers its solutions here.
 */
final class KeptAtBest {

    /** At most this many cells kept, over all solutions at one value: 16 MB of values. */
    static final long MAX_CELLS = 1L << 22;

    private final Objective.Sense sense;
    private final long maxCells;
    private OptionalInt value = OptionalInt.empty();
    private final List<int[]> solutions = new ArrayList<>();
    private long cells;
    private boolean overflowed;

    /** Keeps at most {@code maxCells} cells of solutions at one value ({@link #MAX_CELLS} in a plain run). */
    KeptAtBest(Objective.Sense sense, long maxCells) {
        this.sense = sense;
        this.maxCells = maxCells;
    }

    /** Offers a solution with objective {@code at}; true when {@code at} is a new best value. */
    synchronized boolean offer(int at, int[] solution) {
        boolean better =
                value.isEmpty() || (sense == Objective.Sense.MINIMISE ? at < value.getAsInt() : at > value.getAsInt());
        if (better) {
            value = OptionalInt.of(at);
            solutions.clear();
            cells = 0;
        } else if (at != value.getAsInt()) {
            return false;
        }
        if (overflowed) {
            return better;
        }
        cells += solution.length;
        if (cells > maxCells) {
            overflowed = true;
            solutions.clear();
        } else {
            solutions.add(solution.clone());
        }
        return better;
    }

    /** The best value offered so far. */
    synchronized OptionalInt value() {
        return value;
    }

    /** How many solutions are kept at the best value (none once overflowed). */
    synchronized int size() {
        return solutions.size();
    }

    /** Whether the solutions at one value outgrew the bound, and the set gave up keeping any. */
    synchronized boolean overflowed() {
        return overflowed;
    }

    /** The solutions kept at the best value, in lexicographic order: the same on every run, whatever the threads. */
    synchronized List<int[]> sorted() {
        List<int[]> ordered = new ArrayList<>(solutions);
        ordered.sort((a, b) -> Arrays.compare(a, b));
        return ordered;
    }
}
