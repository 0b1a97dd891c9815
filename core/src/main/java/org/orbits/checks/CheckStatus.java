package org.orbits.checks;

/** What a check came to. */
public enum CheckStatus {
    AGREES("agrees"),
    DISAGREES("disagrees"),
    NO_VERDICT("no verdict"),
    /** Not run, for a reason decided before it would start (never a budget it ran into): it confirms nothing. */
    NOT_RUN("not run");

    private final String word;

    CheckStatus(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }
}
