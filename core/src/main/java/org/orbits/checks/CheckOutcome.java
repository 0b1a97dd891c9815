package org.orbits.checks;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What the checks found, in the order shown.
 *
 * @param external the other solver, as a catalog entry records it
 * @param solutions the other solver's count, when it finished
 */
public record CheckOutcome(List<Check> checks, Optional<CatalogEntry.External> external, OptionalLong solutions) {

    public CheckOutcome {
        checks = List.copyOf(checks);
    }

    /** No check to show. */
    public static CheckOutcome none() {
        return new CheckOutcome(List.of(), Optional.empty(), OptionalLong.empty());
    }

    /** Every way a check disagrees with the enumeration, one line each. */
    public List<String> problems() {
        return checks.stream().flatMap(check -> check.problem().stream()).toList();
    }

    /** Whether some count stands beside the enumeration's and no check disagrees with it. */
    public boolean agrees() {
        return problems().isEmpty()
                && checks.stream().anyMatch(check -> check.counts() && check.status() == CheckStatus.AGREES);
    }

    /** The checks that came to {@code status}, in words. */
    public List<String> words(CheckStatus status) {
        return checks.stream()
                .filter(check -> check.status() == status)
                .map(Check::words)
                .toList();
    }
}
