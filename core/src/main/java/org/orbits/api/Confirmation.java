package org.orbits.api;

import java.util.List;
import org.orbits.checks.Check;
import org.orbits.checks.CheckOutcome;
import org.orbits.checks.CheckStatus;

/**
 * The independent checks that confirmed an enumeration's counts, beyond the search itself. For a user's model:
 * another solver's count of the same model (Gecode's, through MiniZinc) and the independent evaluator's check of
 * every representative. A family's enumeration has none here: its catalog entries record their own checks.
 */
public final class Confirmation {

    private final CheckOutcome outcome;

    Confirmation(CheckOutcome outcome) {
        this.outcome = outcome;
    }

    /** No check to show. */
    public static Confirmation none() {
        return new Confirmation(CheckOutcome.none());
    }

    CheckOutcome outcome() {
        return outcome;
    }

    /** What each check found, in words, in the order shown. */
    public List<String> checks() {
        return outcome.checks().stream().map(Check::words).toList();
    }

    /** The checks that agree with the enumeration, in words. */
    public List<String> confirmedBy() {
        return outcome.words(CheckStatus.AGREES);
    }

    /** The checks that came to no verdict (a budget or a time limit reached, a counter missing), in words. */
    public List<String> withoutVerdict() {
        return outcome.words(CheckStatus.NO_VERDICT);
    }

    /** The checks not run, for a reason decided before they would start (a tiling too large for one), in words. */
    public List<String> notRun() {
        return outcome.words(CheckStatus.NOT_RUN);
    }

    /** Every way a check disagrees with the enumeration, one line each; empty when none does. */
    public List<String> problems() {
        return outcome.problems();
    }

    public boolean isEmpty() {
        return outcome.checks().isEmpty();
    }

    /** Whether some independent count stands beside the enumeration's and no check disagrees with it. */
    public boolean agrees() {
        return outcome.agrees();
    }

    /** Whether some check disagrees with the enumeration. */
    public boolean disagrees() {
        return !outcome.problems().isEmpty();
    }
}
