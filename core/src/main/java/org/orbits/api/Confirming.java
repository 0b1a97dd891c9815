package org.orbits.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.catalog.CatalogEntry;
import org.orbits.catalog.CatalogJson;
import org.orbits.catalog.CatalogPages;
import org.orbits.puzzle.ExternalCount;
import org.orbits.puzzle.PuzzleInstance;

/**
 * Confirms an enumeration of a user's model independently: another solver counts the same model (see {@link
 * PuzzleInstance#externalCount}), and the evaluator checks every representative again. The words and the JSON are
 * those of the model's catalog entries.
 */
final class Confirming {

    private Confirming() {}

    static Confirmation confirm(PuzzleInstance puzzle, EnumerationResult result) {
        if (!result.complete()) {
            return Confirmation.none();
        }
        Optional<ExternalCount> counted = puzzle.externalCount();
        if (counted.isEmpty()) {
            return Confirmation.none();
        }
        ExternalCount count = counted.get();
        String atOptimum = result.objective().isPresent() ? " at the proven optimum" : "";
        CatalogEntry.External external = new CatalogEntry.External(count.counter(), count.budget(), count.why());
        List<String> checks = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        checks.add(CatalogPages.externalText(external, count.solutions(), atOptimum));
        long solutions = result.groups().get(0).solutions();
        if (count.finished() && count.solutions().getAsLong() != solutions) {
            problems.add(count.counter() + " counts " + count.solutions().getAsLong() + " solutions" + atOptimum
                    + ", the enumeration " + solutions);
        }
        if (count.finished() && result.objective().isPresent()) {
            Optimum optimum = result.objective().get();
            if (!optimum.value().equals(count.optimum())) {
                problems.add(count.counter() + " finds the optimum "
                        + words(count.optimum().isPresent(), count) + ", the enumeration "
                        + (optimum.value().isPresent() ? optimum.value().getAsInt() : "none"));
            }
        }
        int representatives = 0;
        for (GroupOrbits group : result.groups()) {
            int number = 1;
            for (Orbit orbit : group.orbits()) {
                int shown = number++;
                representatives++;
                puzzle.violation(orbit.representative().toArray())
                        .ifPresent(problem -> problems.add("representative #" + shown + " under " + group.group()
                                + " fails the evaluator: " + problem));
            }
        }
        checks.add(CatalogPages.evaluatorText(representatives));
        return new Confirmation(checks, problems, Optional.of(external), count.solutions());
    }

    private static String words(boolean present, ExternalCount count) {
        return present ? Integer.toString(count.optimum().getAsInt()) : "none";
    }

    /** The checks in a group's JSON node, as a model's catalog entry holds them, with whether they agree. */
    static void json(ObjectNode node, Confirmation found, int representatives) {
        if (found.external.isEmpty()) {
            return;
        }
        ObjectNode checks = node.putObject("checks");
        CatalogJson.external(checks, found.external.get(), found.solutions);
        checks.putObject("checker").put("representatives", representatives);
        checks.put("agree", found.agrees());
    }
}
