package org.orbits.api;

import java.util.List;

/**
 * The symmetries orbits found of an instance and proved on all its solutions ({@link Orbits#detect}).
 *
 * @param instance the same instance with the detected group, named {@code detected}, as its default group (followed
 *     by those of its own groups the detected group holds); the instance as it was when nothing was proven
 * @param report what was found, in lines: the group's structure and order, its generators, how it compares with
 *     the instance's default group
 */
public record Detection(Instance instance, List<String> report) {

    public Detection {
        report = List.copyOf(report);
    }
}
