package org.orbits.search;

import com.google.common.primitives.ImmutableIntArray;
import java.util.function.Consumer;

/**
 * What takes a run's solutions, one {@code int[]} at a time, and also the orbits an earlier run recorded (a resumed
 * checkpoint, merged parts): a representative under the group searched, and how many of its solutions were found.
 */
public interface SolutionSink extends Consumer<int[]> {
    void replay(ImmutableIntArray representative, long seen);
}
