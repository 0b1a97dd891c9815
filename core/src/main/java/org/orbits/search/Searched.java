package org.orbits.search;

import java.util.List;

/**
 * What one worker's search of one phase came to, or several workers' together: whether it was exhausted
 * (every unit it answers for searched to the end) and what it cost the solver.
 */
record Searched(boolean exhausted, long nodes, long fails) {

    /** A phase with nothing left to search: exhausted at no cost. */
    static final Searched NOTHING = new Searched(true, 0, 0);

    /** The workers of one phase together: exhausted only when each of them was. */
    static Searched combine(List<Searched> workers) {
        Searched all = NOTHING;
        for (Searched worker : workers) {
            all = all.and(worker);
        }
        return all;
    }

    /** This search and {@code later}, one after the other: a proof and the enumeration after it. */
    Searched and(Searched later) {
        return new Searched(exhausted && later.exhausted, nodes + later.nodes, fails + later.fails);
    }
}
