package org.orbits.search.units;

/** What finished units cost the solver: nodes, fails and time, summed over the units. */
public record Cost(long nodes, long fails, long nanos) implements java.io.Serializable {

    public static final Cost NONE = new Cost(0, 0, 0);

    public Cost plus(Cost other) {
        return new Cost(nodes + other.nodes, fails + other.fails, nanos + other.nanos);
    }
}
