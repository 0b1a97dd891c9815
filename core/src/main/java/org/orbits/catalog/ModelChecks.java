package org.orbits.catalog;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.orbits.puzzle.ExternalCount;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.ObjectiveResult;
import org.orbits.search.run.Reduction;
import org.orbits.symmetry.CanonicalOrbit;

/**
 * Confirms an enumeration of a user's model independently: another solver counts the same model (see {@link
 * PuzzleInstance#externalCount}), and the evaluator checks every representative again. The words and the JSON are
 * those of the model's catalog entries.
 */
public final class ModelChecks {

    private ModelChecks() {}

    /**
     * What the checks found.
     *
     * @param checks what each check found, in words, in the order shown
     * @param problems every way a check disagrees with the enumeration, one line each; empty when all agree
     * @param external the other solver, for the JSON document
     * @param solutions the other solver's count, when it finished
     */
    public record Outcome(
            List<String> checks,
            List<String> problems,
            Optional<CatalogEntry.External> external,
            OptionalLong solutions) {

        public Outcome {
            checks = List.copyOf(checks);
            problems = List.copyOf(problems);
        }

        /** No check to show. */
        public static Outcome none() {
            return new Outcome(List.of(), List.of(), Optional.empty(), OptionalLong.empty());
        }
    }

    /** The checks of {@code result}, an enumeration of a user's model; none for a family's, or an incomplete one. */
    public static Outcome confirm(Reduction result) {
        PuzzleInstance puzzle = result.puzzle();
        if (!result.complete()) {
            return Outcome.none();
        }
        Optional<ExternalCount> counted = puzzle.externalCount();
        if (counted.isEmpty()) {
            return Outcome.none();
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
            ObjectiveResult optimum = result.objective().get();
            if (!optimum.value().equals(count.optimum())) {
                problems.add(count.counter() + " finds the optimum "
                        + words(count.optimum().isPresent(), count) + ", the enumeration "
                        + (optimum.value().isPresent() ? optimum.value().getAsInt() : "none"));
            }
        }
        int representatives = 0;
        for (Census group : result.groups()) {
            int number = 1;
            for (CanonicalOrbit orbit : group.orbits()) {
                int shown = number++;
                representatives++;
                puzzle.violation(orbit.representative().toArray())
                        .ifPresent(problem -> problems.add("representative #" + shown + " under "
                                + group.group().name() + " fails the evaluator: " + problem));
            }
        }
        checks.add(CatalogPages.evaluatorText(representatives));
        return new Outcome(checks, problems, Optional.of(external), count.solutions());
    }

    private static String words(boolean present, ExternalCount count) {
        return present ? Integer.toString(count.optimum().getAsInt()) : "none";
    }

    /** The checks in a group's JSON node, as a model's catalog entry holds them, with whether they agree. */
    static void json(ObjectNode node, Outcome found, int representatives) {
        if (found.external().isEmpty()) {
            return;
        }
        ObjectNode checks = node.putObject("checks");
        CatalogJson.external(checks, found.external().get(), found.solutions());
        checks.putObject("checker").put("representatives", representatives);
        checks.put("agree", found.problems().isEmpty());
    }
}
