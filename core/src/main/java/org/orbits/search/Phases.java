package org.orbits.search;

/** Which phases of an optimisation a run does ({@link PhasePlan}); a satisfaction puzzle has one phase only. */
public enum Phases {
    /**
     * Prove the optimum and keep every solution at the best value so far in the same search; a run on a ledger handed
     * in (a checkpoint, a part) or under a solution limit proves, then enumerates, as {@link #PROVE_THEN_ENUMERATE}
     * (see {@link Enumerator}).
     */
    ONE_PASS,
    /** Prove the optimum, then enumerate every solution at it. */
    PROVE_THEN_ENUMERATE,
    /** Prove only: every unit's search for a value better than the ledger's best. */
    PROVE,
    /** Enumerate at the ledger's best value, taken as the optimum. */
    ENUMERATE
}
