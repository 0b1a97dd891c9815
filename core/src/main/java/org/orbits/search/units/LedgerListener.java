package org.orbits.search.units;

/** Told when a {@link Ledger} has changed; {@code force} at the end of a phase, when it must be written. */
@FunctionalInterface
public interface LedgerListener {
    LedgerListener NONE = (ledger, force) -> {};

    void changed(Ledger ledger, boolean force);
}
