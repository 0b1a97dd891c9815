package org.orbits.search.units;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.util.StdConverter;
import com.google.common.primitives.ImmutableIntArray;

/**
 * An orbit as one unit met it: its canonical representative under the group searched, and how many of its
 * solutions the unit found (1 under full lex-leader breaking, any number up to the orbit's size without).
 * Written to checkpoints and parts with the representative as a plain array of numbers.
 */
public record Found(
        @JsonSerialize(converter = Found.ToNumbers.class) @JsonDeserialize(converter = Found.FromNumbers.class)
                ImmutableIntArray representative,
        long seen)
        implements java.io.Serializable {

    static final class ToNumbers extends StdConverter<ImmutableIntArray, int[]> {
        @Override
        public int[] convert(ImmutableIntArray representative) {
            return representative.toArray();
        }
    }

    static final class FromNumbers extends StdConverter<int[], ImmutableIntArray> {
        @Override
        public ImmutableIntArray convert(int[] numbers) {
            return ImmutableIntArray.copyOf(numbers);
        }
    }
}
