package org.orbits.search.units;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A phase's pending units, handed out to the workers in plan order. One atomic cursor is the only way to
 * take a unit, so a unit is taken exactly once and is in its taker's hands from the moment it is taken:
 * nobody else can take it, whether or not its taker has started it yet.
 */
public final class UnitClaims {

    private final int[] order;
    private final AtomicInteger cursor = new AtomicInteger();

    public UnitClaims(List<Integer> pending) {
        this.order = pending.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The next unit in plan order, now taken; -1 when every unit has been taken. */
    public int next() {
        int index = cursor.getAndIncrement();
        return index < order.length ? order[index] : -1;
    }

    /** Takes every unit nobody has taken yet. */
    public List<Integer> takeRest() {
        List<Integer> rest = new ArrayList<>();
        for (int index = cursor.getAndSet(order.length); index < order.length; index++) {
            rest.add(order[index]);
        }
        return rest;
    }
}
