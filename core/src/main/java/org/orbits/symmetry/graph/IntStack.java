package org.orbits.symmetry.graph;

import java.util.Arrays;

/** A growing stack of ints, for trails. */
final class IntStack {

    private int[] items = new int[64];
    private int size;

    void push(int a, int b) {
        if (size + 2 > items.length) {
            items = Arrays.copyOf(items, 2 * items.length);
        }
        items[size++] = a;
        items[size++] = b;
    }

    void push(int a) {
        if (size == items.length) {
            items = Arrays.copyOf(items, 2 * items.length);
        }
        items[size++] = a;
    }

    int pop() {
        return items[--size];
    }

    int get(int index) {
        return items[index];
    }

    int size() {
        return size;
    }

    void clear() {
        size = 0;
    }
}
