package org.orbits.model.check;

/** Whether one kind of constraint holds for the values its arguments have. */
@FunctionalInterface
interface Truth {
    boolean holds(Reading a);
}
