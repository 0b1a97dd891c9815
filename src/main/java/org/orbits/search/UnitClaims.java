package org.orbits.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;

/** Which of a phase's pending units have been taken, shared by the workers; each unit is taken once. */
final class UnitClaims {

    private final int[] order;
    private final AtomicInteger cursor = new AtomicInteger();
    private final AtomicIntegerArray taken;

    UnitClaims(List<Integer> pending, int planSize) {
        this.order = pending.stream().mapToInt(Integer::intValue).toArray();
        this.taken = new AtomicIntegerArray(planSize);
        for (int unit = 0; unit < planSize; unit++) {
            taken.set(unit, 1);
        }
        for (int unit : order) {
            taken.set(unit, 0);
        }
    }

    int[] pending() {
        return order.clone();
    }

    /** The next untaken unit in plan order, now taken; -1 when none is left. */
    int next() {
        for (int i = cursor.getAndIncrement(); i < order.length; i = cursor.getAndIncrement()) {
            if (claim(order[i])) {
                return order[i];
            }
        }
        return -1;
    }

    /** Takes {@code unit} if nobody has. */
    boolean claim(int unit) {
        return taken.compareAndSet(unit, 0, 1);
    }

    /** Takes every unit still untaken. */
    List<Integer> takeRest() {
        List<Integer> rest = new ArrayList<>();
        for (int unit : order) {
            if (claim(unit)) {
                rest.add(unit);
            }
        }
        return rest;
    }
}
