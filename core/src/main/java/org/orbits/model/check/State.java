package org.orbits.model.check;

import java.util.Map;

/** The values the evaluator knows so far, by variable index; a branch of its search works on a copy. */
final class State implements Reading.Assignment {

    final long[] values;
    final boolean[] known;
    private final Map<String, Integer> indices;

    State(int variables, Map<String, Integer> indices) {
        this.values = new long[variables];
        this.known = new boolean[variables];
        this.indices = indices;
    }

    State copy() {
        State copy = new State(values.length, indices);
        System.arraycopy(values, 0, copy.values, 0, values.length);
        System.arraycopy(known, 0, copy.known, 0, known.length);
        return copy;
    }

    /** Whether every variable has its value. */
    boolean complete() {
        for (boolean one : known) {
            if (!one) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int indexOf(String variable) {
        return indices.getOrDefault(variable, -1);
    }

    @Override
    public boolean known(int variable) {
        return known[variable];
    }

    @Override
    public long value(int variable) {
        return values[variable];
    }
}
