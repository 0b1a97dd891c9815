package org.orbits.api;

import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Map;

/**
 * The symmetries orbits found of an instance ({@link Orbits#detect}): those its constraints prove, and those proven on
 * all its solutions only.
 *
 * @param instance the same instance with the detected group, named {@code detected}, as its default group (followed
 *     by the larger group proven on the solutions, {@code detected-on-solutions}, where there is one, and those of its
 *     own groups they hold); the instance as it was when nothing was proven
 * @param report what was found, in lines: the group's structure and order, its generators, how it compares with
 *     the instance's default group
 * @param sources each generator found, by name, with where its proof comes from: {@code model's constraints},
 *     {@code constraint graph} or {@code candidate} (the last two proven on every solution)
 */
public record Detection(Instance instance, List<String> report, Map<String, String> sources) {

    public Detection {
        report = List.copyOf(report);
        sources = ImmutableMap.copyOf(sources);
    }
}
