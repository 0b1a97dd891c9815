package org.orbits.api;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.orbits.catalog.CatalogEntry;

/**
 * The independent checks that confirmed an enumeration's counts, beyond the search itself. For a user's model:
 * another solver's count of the same model (Gecode's, through MiniZinc) and the independent evaluator's check of
 * every representative. A family's enumeration has none here: its catalog entries record their own checks.
 */
public final class Confirmation {

    private final List<String> checks;
    private final List<String> problems;
    /** The other solver and its count, for the JSON document. */
    final Optional<CatalogEntry.External> external;

    final OptionalLong solutions;

    Confirmation(
            List<String> checks,
            List<String> problems,
            Optional<CatalogEntry.External> external,
            OptionalLong solutions) {
        this.checks = List.copyOf(checks);
        this.problems = List.copyOf(problems);
        this.external = external;
        this.solutions = solutions;
    }

    /** No check to show. */
    public static Confirmation none() {
        return new Confirmation(List.of(), List.of(), Optional.empty(), OptionalLong.empty());
    }

    /** What each check found, in words, in the order shown. */
    public List<String> checks() {
        return checks;
    }

    /** Every way a check disagrees with the enumeration, one line each; empty when all agree. */
    public List<String> problems() {
        return problems;
    }

    public boolean isEmpty() {
        return checks.isEmpty();
    }

    public boolean agrees() {
        return problems.isEmpty();
    }
}
