package org.orbits.model.flatzinc;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;
import java.util.stream.LongStream;

/**
 * A finite set of integers, FlatZinc's {@code 1..9} or {@code {1,3,5}}: a domain or a set literal. It is held as
 * sorted, disjoint, non-adjacent ranges, so a range of a million values costs two numbers.
 */
public final class IntSet {

    private static final IntSet EMPTY = new IntSet(new long[0]);

    /** {@code lo0, hi0, lo1, hi1, ...}, each range non-empty, ranges increasing with gaps between them. */
    private final long[] bounds;

    private IntSet(long[] bounds) {
        this.bounds = bounds;
    }

    public static IntSet empty() {
        return EMPTY;
    }

    /** {@code lo..hi}, empty when {@code hi < lo}. */
    public static IntSet range(long lo, long hi) {
        return hi < lo ? EMPTY : new IntSet(new long[] {lo, hi});
    }

    public static IntSet of(long... values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        List<long[]> ranges = new ArrayList<>();
        for (long value : sorted) {
            long[] last = ranges.isEmpty() ? null : ranges.get(ranges.size() - 1);
            if (last != null && value <= last[1] + 1) {
                last[1] = Math.max(last[1], value);
            } else {
                ranges.add(new long[] {value, value});
            }
        }
        return ofRanges(ranges);
    }

    private static IntSet ofRanges(List<long[]> ranges) {
        long[] bounds = new long[2 * ranges.size()];
        for (int i = 0; i < ranges.size(); i++) {
            bounds[2 * i] = ranges.get(i)[0];
            bounds[2 * i + 1] = ranges.get(i)[1];
        }
        return bounds.length == 0 ? EMPTY : new IntSet(bounds);
    }

    public boolean isEmpty() {
        return bounds.length == 0;
    }

    /** Whether the set is one range with no gap. */
    public boolean isRange() {
        return bounds.length == 2;
    }

    public long min() {
        if (isEmpty()) {
            throw new IllegalStateException("the empty set has no least element");
        }
        return bounds[0];
    }

    public long max() {
        if (isEmpty()) {
            throw new IllegalStateException("the empty set has no greatest element");
        }
        return bounds[bounds.length - 1];
    }

    public long size() {
        long size = 0;
        for (int i = 0; i < bounds.length; i += 2) {
            size += bounds[i + 1] - bounds[i] + 1;
        }
        return size;
    }

    public boolean contains(long value) {
        for (int i = 0; i < bounds.length; i += 2) {
            if (value < bounds[i]) {
                return false;
            }
            if (value <= bounds[i + 1]) {
                return true;
            }
        }
        return false;
    }

    /** The ranges, increasing: the least and the greatest element of each in turn ({@code lo0, hi0, lo1, hi1, ...}). */
    public long[] ranges() {
        return bounds.clone();
    }

    /** Every element, increasing. */
    public LongStream values() {
        LongStream all = LongStream.empty();
        for (int i = 0; i < bounds.length; i += 2) {
            all = LongStream.concat(all, LongStream.rangeClosed(bounds[i], bounds[i + 1]));
        }
        return all;
    }

    public IntSet intersect(IntSet other) {
        List<long[]> ranges = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < bounds.length && j < other.bounds.length) {
            long lo = Math.max(bounds[i], other.bounds[j]);
            long hi = Math.min(bounds[i + 1], other.bounds[j + 1]);
            if (lo <= hi) {
                ranges.add(new long[] {lo, hi});
            }
            if (bounds[i + 1] < other.bounds[j + 1]) {
                i += 2;
            } else {
                j += 2;
            }
        }
        return ofRanges(ranges);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof IntSet that && Arrays.equals(bounds, that.bounds);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bounds);
    }

    /** FlatZinc's spelling: {@code 1..9} for a range, {@code {1,3,5}} otherwise. */
    @Override
    public String toString() {
        if (isRange()) {
            return bounds[0] + ".." + bounds[1];
        }
        StringJoiner text = new StringJoiner(",", "{", "}");
        values().forEach(value -> text.add(Long.toString(value)));
        return text.toString();
    }
}
