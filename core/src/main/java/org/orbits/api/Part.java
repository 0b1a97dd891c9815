package org.orbits.api;

import java.io.Serializable;
import java.util.OptionalInt;
import org.orbits.search.units.PartialResult;

/**
 * The partial result of some of an enumeration's work units: what {@link Orbits#enumeratePart} and the unit
 * rounds give, and what {@link Orbits#merge} combines into the whole result. Serializable, so a cluster job
 * can bring it back from its tasks; {@link #text()} is the file {@code orbits merge} reads.
 */
public final class Part implements Serializable {

    private static final long serialVersionUID = 1L;

    private final PartialResult partial;

    Part(PartialResult partial) {
        this.partial = partial;
    }

    PartialResult partial() {
        return partial;
    }

    /** The search and the part in words, as messages name it. */
    public String label() {
        return partial.label();
    }

    /** How many of the part's units are finished, and what they found, in one line. */
    public String summary() {
        return partial.ledger().summary();
    }

    /**
     * The best objective value the part's units found, for an optimisation: after a proof round, the optimum
     * is the best of every part's best once every unit is proven.
     */
    public OptionalInt best() {
        return partial.best() == null ? OptionalInt.empty() : OptionalInt.of(partial.best());
    }

    /** The JSON document of the part, as {@code orbits enumerate --parts K --part I} prints it. */
    public String text() {
        return partial.text();
    }

    @Override
    public String toString() {
        return label();
    }
}
