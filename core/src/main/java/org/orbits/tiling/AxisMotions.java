package org.orbits.tiling;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;

/** The motions of a grid whose point group is made of {@link AxisMap}s (the square's and the cube's), named. */
final class AxisMotions {

    private AxisMotions() {}

    /** One motion per map, in the same order, named by {@code names} or by where it sends the axes. */
    static ImmutableList<Motion> named(ImmutableList<AxisMap> maps, ImmutableMap<String, String> names) {
        ImmutableList.Builder<Motion> motions = ImmutableList.builder();
        for (int index = 0; index < maps.size(); index++) {
            AxisMap map = maps.get(index);
            String name = map.isIdentity() ? "id" : names.getOrDefault(map.signature(), map.signature());
            motions.add(new Motion(index, name, map.proper()));
        }
        return motions.build();
    }
}
