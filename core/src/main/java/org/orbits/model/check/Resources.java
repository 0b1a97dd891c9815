package org.orbits.model.check;

import java.util.HashMap;
import java.util.Map;

/**
 * What the scheduling and packing globals mean, from the MiniZinc library reference: tasks that use a resource
 * over time, rectangles that may not overlap, items packed into bins of limited capacity; for {@link BuiltinRules}. Durations, resource uses
 * and weights are never negative.
 */
final class Resources {

    private Resources() {}

    /**
     * At no time do the tasks running ({@code s <= t < s + d}) use more than the bound. The use only rises when a
     * task starts, so the start of each task is the only time to look at.
     */
    static boolean cumulative(long[] start, long[] duration, long[] use, long bound) {
        if (start.length == 0) {
            return true;
        }
        if (bound < 0) {
            return false;
        }
        for (int i = 0; i < start.length; i++) {
            if (duration[i] < 0 || use[i] < 0) {
                return false;
            }
        }
        for (int j = 0; j < start.length; j++) {
            long load = 0;
            for (int i = 0; i < start.length; i++) {
                if (start[i] <= start[j] && start[j] < start[i] + duration[i]) {
                    load += use[i];
                }
            }
            if (load > bound) {
                return false;
            }
        }
        return true;
    }

    /** No two tasks of positive duration overlap in time. */
    static boolean disjunctive(long[] start, long[] duration) {
        for (int i = 0; i < start.length; i++) {
            if (duration[i] < 0) {
                return false;
            }
            for (int j = 0; j < i; j++) {
                boolean separate = duration[i] == 0
                        || duration[j] == 0
                        || start[i] + duration[i] <= start[j]
                        || start[j] + duration[j] <= start[i];
                if (!separate) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Every two rectangles lie apart: one wholly left of, right of, below or above the other. */
    static boolean apart(long[] x, long[] y, long[] width, long[] height) {
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < i; j++) {
                boolean apart = x[i] + width[i] <= x[j]
                        || y[i] + height[i] <= y[j]
                        || x[j] + width[j] <= x[i]
                        || y[j] + height[j] <= y[i];
                if (!apart) {
                    return false;
                }
            }
        }
        return true;
    }

    private static Map<Long, Long> loads(long[] bin, long[] weight) {
        Map<Long, Long> loads = new HashMap<>();
        for (int i = 0; i < bin.length; i++) {
            loads.merge(bin[i], weight[i], Long::sum);
        }
        return loads;
    }

    /** No bin holds more than the capacity; with any item at all, a negative capacity fits no bin. */
    static boolean packed(long capacity, long[] bin, long[] weight) {
        if (bin.length > 0 && capacity < 0) {
            return false;
        }
        return loads(bin, weight).values().stream().allMatch(load -> load <= capacity);
    }

    /** Every item in a bin {@code first..}, each bin holding no more than its capacity. */
    static boolean packedInto(long[] capacity, long first, long[] bin, long[] weight) {
        for (long c : capacity) {
            if (c < 0) {
                return false;
            }
        }
        Map<Long, Long> loads = loads(bin, weight);
        for (long b : bin) {
            if (b < first || b >= first + capacity.length || loads.get(b) > capacity[(int) (b - first)]) {
                return false;
            }
        }
        return true;
    }

    /** Every item in a bin {@code first..}, each bin's load the weight of its items. */
    static boolean loaded(long[] load, long first, long[] bin, long[] weight) {
        Map<Long, Long> loads = loads(bin, weight);
        for (long b : bin) {
            if (b < first || b >= first + load.length) {
                return false;
            }
        }
        for (int b = 0; b < load.length; b++) {
            if (load[b] != loads.getOrDefault(first + b, 0L)) {
                return false;
            }
        }
        return true;
    }
}
