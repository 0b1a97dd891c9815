package org.orbits.search;

import com.google.common.base.Preconditions;
import com.google.common.primitives.ImmutableIntArray;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;
import org.orbits.symmetry.CanonicalOrbit;

/**
 * The orbits a census has met, one entry per orbit however many of its solutions are found: the representative packed
 * into a few bits a cell, its orbit's size and how many of its solutions were met. An enumeration keeps what it
 * reports and nothing of each solution, so this is what grows with a run: about 30 bytes an orbit plus the packed
 * cells (a 0/1 board of 64 cells takes 8 bytes), where a map keyed by boxed arrays takes some 370 bytes an orbit of
 * 64 cells. Each value is kept as its distance from the least value met, in as many bits as the range of the values met
 * needs; a value outside that range repacks what is stored, the range doubled (at most 33 times in a table's life). Found by an
 * open-addressed hash of entry numbers. Not thread-safe: a census takes solutions one at a time.
 */
final class OrbitTable {

    private static final int NONE = -1;

    private int cells = -1;
    private int bits = 1;
    /** Each value is kept as its distance from this one, in {@link #bits} bits. */
    private long low;

    private long[] packed = new long[0];
    private int wordsPerRow;
    private long[] sizes = new long[16];
    private long[] seen = new long[16];
    private int[] hashes = new int[16];
    private int count;
    /** Entry number by hash slot, {@link #NONE} where empty; at most half full. */
    private int[] slots = filled(32);

    /** How many orbits are kept. */
    int size() {
        return count;
    }

    /** The bits each cell takes now: as many as the distance from the least value met to the greatest needs. */
    int bitsPerCell() {
        return bits;
    }

    /**
     * Counts {@code met} more solutions of the orbit of {@code representative}, of {@code size} solutions; true when
     * the orbit is new.
     */
    boolean add(int[] representative, long size, long met) {
        if (cells < 0) {
            cells = representative.length;
            low = Arrays.stream(representative).min().orElse(0);
            wordsPerRow = words(cells, bits);
        }
        Preconditions.checkArgument(
                representative.length == cells, "%s cells where the table holds %s", representative.length, cells);
        int hash = hash(representative);
        int entry = find(representative, hash);
        if (entry != NONE) {
            seen[entry] += met;
            return false;
        }
        widen(representative);
        entry = count++;
        grow();
        write(entry, representative);
        hashes[entry] = hash;
        sizes[entry] = size;
        seen[entry] = met;
        insert(entry, hash);
        return true;
    }

    /** The orbit size recorded for entry {@code entry} (in the order entries were added). */
    long orbitSize(int entry) {
        return sizes[entry];
    }

    /** How many solutions of entry {@code entry}'s orbit were met. */
    long seen(int entry) {
        return seen[entry];
    }

    /** The representative of entry {@code entry}. */
    int[] representative(int entry) {
        int[] values = new int[cells];
        long base = (long) entry * wordsPerRow * 64;
        for (int c = 0; c < cells; c++) {
            values[c] = (int) (low + read(packed, base + (long) c * bits, bits));
        }
        return values;
    }

    /** The entries in lexicographic order of their representatives. */
    int[] sorted() {
        Integer[] order = new Integer[count];
        for (int i = 0; i < count; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> compare(representative(a), representative(b)));
        int[] entries = new int[count];
        for (int i = 0; i < count; i++) {
            entries[i] = order[i];
        }
        return entries;
    }

    /**
     * The orbits in lexicographic order of representatives, each made when asked for: nothing but this table is kept,
     * and no {@link CanonicalOrbit} outlives its reader.
     */
    List<CanonicalOrbit> orbits() {
        return new Orbits(this, sorted());
    }

    /** {@code orbits} if it is a table's (read-only), else an immutable copy of it. */
    static List<CanonicalOrbit> readOnly(List<CanonicalOrbit> orbits) {
        return orbits instanceof Orbits ? orbits : List.copyOf(orbits);
    }

    /** Bytes kept, roughly: what a test or a memory figure reads. */
    long bytes() {
        return 8L * packed.length + 8L * sizes.length + 8L * seen.length + 4L * hashes.length + 4L * slots.length;
    }

    private int find(int[] values, int hash) {
        int mask = slots.length - 1;
        for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
            int entry = slots[slot];
            if (entry == NONE) {
                return NONE;
            }
            if (hashes[entry] == hash && holds(entry, values)) {
                return entry;
            }
        }
    }

    private boolean holds(int entry, int[] values) {
        long base = (long) entry * wordsPerRow * 64;
        for (int c = 0; c < cells; c++) {
            if (read(packed, base + (long) c * bits, bits) != values[c] - low) {
                return false;
            }
        }
        return true;
    }

    private void insert(int entry, int hash) {
        if (2 * count > slots.length) {
            int[] larger = filled(slots.length * 2);
            for (int e = 0; e < count - 1; e++) {
                place(larger, e, hashes[e]);
            }
            slots = larger;
        }
        place(slots, entry, hash);
    }

    private static void place(int[] table, int entry, int hash) {
        int mask = table.length - 1;
        int slot = hash & mask;
        while (table[slot] != NONE) {
            slot = (slot + 1) & mask;
        }
        table[slot] = entry;
    }

    private void grow() {
        if (count > sizes.length) {
            int capacity = sizes.length * 2;
            sizes = Arrays.copyOf(sizes, capacity);
            seen = Arrays.copyOf(seen, capacity);
            hashes = Arrays.copyOf(hashes, capacity);
        }
        long needed = (long) count * wordsPerRow;
        if (needed > packed.length) {
            long capacity = Math.max(needed, Math.max(16, 2L * packed.length));
            Preconditions.checkState(capacity <= Integer.MAX_VALUE - 8, "more orbits than one table holds");
            packed = Arrays.copyOf(packed, (int) capacity);
        }
    }

    /**
     * Repacks what is stored when a value of {@code values} lies outside the values the cells can hold now: the range
     * then takes at least one bit more (it doubles, so this happens at most 33 times), reaching down below the least
     * value when that is what fell outside, and every cell is kept as its distance from the new least.
     */
    private void widen(int[] values) {
        long top = low + (1L << bits) - 1;
        long least = low;
        long greatest = top;
        for (int value : values) {
            least = Math.min(least, value);
            greatest = Math.max(greatest, value);
        }
        if (least == low && greatest == top) {
            return;
        }
        int needed = Math.max(bits + 1, 64 - Long.numberOfLeadingZeros(greatest - least));
        long newLow = least < low ? Math.max(Integer.MIN_VALUE, Math.min(least, greatest - (1L << needed) + 1)) : low;
        int rowWords = words(cells, needed);
        long[] wider = new long[Math.max(16, (count + 1) * rowWords)];
        for (int entry = 0; entry < count; entry++) {
            long from = (long) entry * wordsPerRow * 64;
            long to = (long) entry * rowWords * 64;
            for (int c = 0; c < cells; c++) {
                long value = low + read(packed, from + (long) c * bits, bits);
                write(wider, to + (long) c * needed, needed, value - newLow);
            }
        }
        packed = wider;
        bits = needed;
        wordsPerRow = rowWords;
        low = newLow;
    }

    private void write(int entry, int[] values) {
        long base = (long) entry * wordsPerRow * 64;
        for (int c = 0; c < cells; c++) {
            write(packed, base + (long) c * bits, bits, values[c] - low);
        }
    }

    private static int words(int cells, int bits) {
        return Math.max(1, (int) (((long) cells * bits + 63) / 64));
    }

    private static long read(long[] words, long at, int bits) {
        int word = (int) (at >>> 6);
        int offset = (int) (at & 63);
        long value = words[word] >>> offset;
        if (offset + bits > 64) {
            value |= words[word + 1] << (64 - offset);
        }
        return value & ((1L << bits) - 1);
    }

    private static void write(long[] words, long at, int bits, long value) {
        int word = (int) (at >>> 6);
        int offset = (int) (at & 63);
        words[word] |= value << offset;
        if (offset + bits > 64) {
            words[word + 1] |= value >>> (64 - offset);
        }
    }

    private static int hash(int[] values) {
        int hash = Arrays.hashCode(values) * 0x9E3779B9;
        return hash ^ (hash >>> 16);
    }

    /** Lexicographic order of plain arrays, as {@link org.orbits.symmetry.SolutionOrder} orders kept ones. */
    private static int compare(int[] a, int[] b) {
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            int order = Integer.compare(a[i], b[i]);
            if (order != 0) {
                return order;
            }
        }
        return Integer.compare(a.length, b.length);
    }

    private static int[] filled(int length) {
        int[] table = new int[length];
        Arrays.fill(table, NONE);
        return table;
    }

    /** The table's orbits in a fixed order, read through it. */
    private static final class Orbits extends AbstractList<CanonicalOrbit> implements RandomAccess {
        private final OrbitTable table;
        private final int[] order;

        Orbits(OrbitTable table, int[] order) {
            this.table = table;
            this.order = order;
        }

        @Override
        public CanonicalOrbit get(int index) {
            int entry = order[index];
            return new CanonicalOrbit(ImmutableIntArray.copyOf(table.representative(entry)), table.orbitSize(entry));
        }

        @Override
        public int size() {
            return order.length;
        }
    }
}
