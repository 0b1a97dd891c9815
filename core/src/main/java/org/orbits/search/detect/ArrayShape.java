package org.orbits.search.detect;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * One output array of a puzzle laid out as its model declares it: cells {@code first .. first + size - 1}, row by
 * row (the last index fastest), with the values {@code lo .. hi}.
 *
 * @param sizes the length of each dimension
 */
record ArrayShape(String name, int first, List<Integer> sizes, int lo, int hi) {

    ArrayShape {
        sizes = ImmutableList.copyOf(sizes);
    }

    int size() {
        return sizes.stream().reduce(1, (a, b) -> a * b);
    }

    int dimensions() {
        return sizes.size();
    }
}
