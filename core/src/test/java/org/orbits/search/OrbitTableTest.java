package org.orbits.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.SolutionOrder;

/** The table a census keeps: one entry per orbit, its representatives packed, read back as they went in. */
class OrbitTableTest {

    /** The least of a 0/1 string and its reversal: the orbits of strings under reversal. */
    private static int[] leastOfReversal(int[] word) {
        int[] reversed = reverse(word);
        return SolutionOrder.LEXICOGRAPHIC.compare(ImmutableIntArray.copyOf(reversed), ImmutableIntArray.copyOf(word))
                        < 0
                ? reversed
                : word;
    }

    @Test
    void everySolutionMetKeepsOneEntryPerOrbit() {
        // The 2^12 binary strings of length 12 fall into (2^12 + 2^6) / 2 = 2080 orbits under reversal (Burnside).
        int length = 12;
        OrbitTable table = new OrbitTable();
        long solutions = 0;
        for (int bits = 0; bits < 1 << length; bits++) {
            int[] word = new int[length];
            for (int i = 0; i < length; i++) {
                word[i] = (bits >> i) & 1;
            }
            int[] least = leastOfReversal(word);
            long size = Arrays.equals(least, reverse(least)) ? 1 : 2;
            table.add(least, size, 1);
            solutions++;
        }
        assertEquals(4096, solutions);
        assertEquals(2080, table.size());
        long met = 0;
        long sizes = 0;
        for (int entry = 0; entry < table.size(); entry++) {
            assertEquals(table.orbitSize(entry), table.seen(entry), "each orbit met as often as its size");
            met += table.seen(entry);
            sizes += table.orbitSize(entry);
        }
        assertEquals(4096, met);
        assertEquals(4096, sizes);
        assertEquals(1, table.bitsPerCell(), "0/1 cells take a bit each");
    }

    @Test
    void aBoardOfZerosAndOnesTakesABitACellNotAnIntACell() {
        OrbitTable table = new OrbitTable();
        Random random = new Random(45);
        int orbits = 20_000;
        for (int k = 0; k < orbits; k++) {
            int[] board = new int[64];
            long bits = random.nextLong();
            for (int c = 0; c < 64; c++) {
                board[c] = (int) (bits >>> c) & 1;
            }
            table.add(board, 16, 1);
        }
        assertTrue(table.size() > orbits - 5, "random 64-bit boards hardly repeat");
        // A map keyed by boxed int arrays takes some 370 bytes an orbit of 64 cells; the table well under 100.
        assertTrue(table.bytes() < 100L * table.size(), table.bytes() + " bytes for " + table.size() + " orbits");
    }

    @Test
    void valuesOfEverySignAndSizeReadBackAfterTheTableWidens() {
        OrbitTable table = new OrbitTable();
        List<int[]> added = new ArrayList<>();
        int[][] rows = {
            {0, 1, 0},
            {1, 1, 1},
            {-1, 0, 2},
            {7, -8, 3},
            {Integer.MAX_VALUE, Integer.MIN_VALUE, 0},
            {1000, -1000, 5}
        };
        for (int[] row : rows) {
            assertTrue(table.add(row, 1, 1));
            added.add(row);
            for (int entry = 0; entry < added.size(); entry++) {
                assertArrayEquals(added.get(entry), table.representative(entry), "entry " + entry);
            }
        }
        assertEquals(32, table.bitsPerCell(), "the whole range of int, from the least to the greatest");
        for (int[] row : rows) {
            assertFalse(table.add(row.clone(), 1, 2), "met again, not added");
        }
        for (int entry = 0; entry < rows.length; entry++) {
            assertEquals(3, table.seen(entry));
        }
    }

    @Test
    void theOrbitsComeInLexicographicOrderAndReadOnly() {
        OrbitTable table = new OrbitTable();
        table.add(new int[] {2, 0}, 2, 1);
        table.add(new int[] {-3, 5}, 1, 1);
        table.add(new int[] {0, 9}, 4, 1);
        table.add(new int[] {0, 1}, 4, 1);
        List<CanonicalOrbit> orbits = table.orbits();
        assertEquals(
                List.of(
                        new CanonicalOrbit(new int[] {-3, 5}, 1),
                        new CanonicalOrbit(new int[] {0, 1}, 4),
                        new CanonicalOrbit(new int[] {0, 9}, 4),
                        new CanonicalOrbit(new int[] {2, 0}, 2)),
                orbits);
        assertThrows(UnsupportedOperationException.class, () -> orbits.set(0, orbits.get(1)));
        assertSame(orbits, OrbitTable.readOnly(orbits), "a table's list is kept, not copied");
    }

    @Test
    void aRowOfAnotherLengthIsRefused() {
        OrbitTable table = new OrbitTable();
        table.add(new int[] {1, 2}, 1, 1);
        assertThrows(IllegalArgumentException.class, () -> table.add(new int[] {1, 2, 3}, 1, 1));
    }

    private static int[] reverse(int[] word) {
        int[] reversed = new int[word.length];
        for (int i = 0; i < word.length; i++) {
            reversed[i] = word[word.length - 1 - i];
        }
        return reversed;
    }
}
