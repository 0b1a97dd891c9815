package org.orbits.checks;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.orbits.puzzle.ExternalCount;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.ObjectiveResult;
import org.orbits.search.run.Enumerations;
import org.orbits.search.run.Reduction;
import org.orbits.search.run.SearchRequest;
import org.orbits.symmetry.CanonicalOrbit;

/**
 * Confirms an enumeration of a user's model independently, and says honestly what each check came to: another solver
 * counts the same model (see {@link PuzzleInstance#externalCount}); where it stops at its budget and gives no count,
 * orbits counts again without symmetry breaking, every solution checked by the evaluator and reduced by the
 * canonicaliser, if the run's time allows; and the evaluator checks every representative. A check that did not
 * finish confirms nothing: it has no verdict. The words and the JSON are those of the model's catalog entries.
 */
public final class ModelChecks {

    private ModelChecks() {}

    /**
     * The checks of {@code result}, an enumeration of a user's model that {@code request} asked for, or of a puzzle
     * with an exact-cover engine (see {@link ExactCoverChecks}); none for another family's, or an incomplete one.
     */
    public static CheckOutcome confirm(Reduction result, SearchRequest request) {
        PuzzleInstance puzzle = result.puzzle();
        if (puzzle.exactCover().isPresent()) {
            return ExactCoverChecks.confirm(result, request);
        }
        if (!result.complete()) {
            return CheckOutcome.none();
        }
        Optional<ExternalCount> counted = puzzle.externalCount();
        if (counted.isEmpty()) {
            return CheckOutcome.none();
        }
        ExternalCount count = counted.get();
        String atOptimum = result.objective().isPresent() ? " at the proven optimum" : "";
        CatalogEntry.External external = new CatalogEntry.External(count.counter(), count.budget(), count.why());
        List<Check> checks = new ArrayList<>();
        checks.add(external(result, count, external, atOptimum));
        if (!count.finished()) {
            checks.add(unbroken(result, request));
        }
        checks.add(evaluator(result));
        if (!result.declarations().isEmpty()) {
            checks.add(new Check(
                    "declarations",
                    "the declared symmetries, each proven before it counts: "
                            + String.join(
                                    "; ",
                                    result.declarations().entrySet().stream()
                                            .map(e -> e.getKey() + " " + e.getValue())
                                            .toList()),
                    CheckStatus.AGREES,
                    Optional.empty(),
                    false,
                    node -> result.declarations().forEach(node::put)));
        }
        return new CheckOutcome(checks, Optional.of(external), count.solutions());
    }

    private static Check external(
            Reduction result, ExternalCount count, CatalogEntry.External external, String atOptimum) {
        Consumer<ObjectNode> figures = node -> {
            node.put("solver", external.solver()).put("budget", external.budget());
            if (count.finished()) {
                node.put("solutions", count.solutions().getAsLong());
            } else {
                node.putNull("solutions").put("why", external.why());
            }
        };
        if (!count.finished()) {
            String words = count.counter() + " gave no count: " + count.why() + " (" + count.budget() + ")";
            return new Check(external.key(), words, CheckStatus.NO_VERDICT, Optional.empty(), true, figures);
        }
        List<String> problems = new ArrayList<>();
        long solutions = result.groups().get(0).solutions();
        if (count.solutions().getAsLong() != solutions) {
            problems.add(count.counter() + " counts " + count.solutions().getAsLong() + " solutions" + atOptimum
                    + ", the enumeration " + solutions);
        }
        if (result.objective().isPresent()) {
            ObjectiveResult optimum = result.objective().get();
            if (!optimum.value().equals(count.optimum())) {
                problems.add(count.counter() + " finds the optimum "
                        + (count.optimum().isPresent()
                                ? Integer.toString(count.optimum().getAsInt())
                                : "none")
                        + ", the enumeration "
                        + (optimum.value().isPresent() ? optimum.value().getAsInt() : "none"));
            }
        }
        return new Check(
                external.key(),
                CheckWords.external(external, count.solutions(), atOptimum),
                problems.isEmpty() ? CheckStatus.AGREES : CheckStatus.DISAGREES,
                problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems)),
                true,
                figures);
    }

    /**
     * The second complete count, where the other solver gave none: the same search without symmetry breaking, within
     * what is left of the run's time limit; every solution it finds passes the evaluator and the canonicaliser
     * reduces them, so its counts are another way to the same figures.
     */
    private static Check unbroken(Reduction result, SearchRequest request) {
        String name = "orbits' count without symmetry breaking (every solution checked by the evaluator, reduced by"
                + " the canonicaliser)";
        if ("none".equals(result.settings().get("symmetryBreaking"))) {
            return new Check(
                    "unbroken",
                    name + ": not made, the enumeration itself broke no symmetry",
                    CheckStatus.NO_VERDICT,
                    Optional.empty(),
                    true,
                    node -> node.put("status", CheckStatus.NO_VERDICT.word()));
        }
        Optional<Duration> left = request.timeLimit().map(limit -> limit.minus(result.elapsed()));
        if (left.isPresent() && (left.get().isNegative() || left.get().isZero())) {
            return new Check(
                    "unbroken",
                    name + ": not made, no time left within the time limit",
                    CheckStatus.NO_VERDICT,
                    Optional.empty(),
                    true,
                    node -> node.put("status", CheckStatus.NO_VERDICT.word()));
        }
        Reduction again = Enumerations.enumerate(
                result.puzzle(), request.withSetting("symmetryBreaking", "none").withTimeLimit(left.orElse(null)));
        if (!again.complete()) {
            return new Check(
                    "unbroken",
                    name + ": stopped at the time limit before it finished, no count",
                    CheckStatus.NO_VERDICT,
                    Optional.empty(),
                    true,
                    node -> node.put("status", CheckStatus.NO_VERDICT.word()));
        }
        List<String> problems = new ArrayList<>();
        List<String> found = new ArrayList<>();
        for (int g = 0; g < result.groups().size(); g++) {
            Census first = result.groups().get(g);
            Census second = again.groups().get(g);
            found.add(second.solutions() + " solutions in " + second.orbits().size() + " orbits under "
                    + second.group().name());
            if (first.solutions() != second.solutions()
                    || first.orbits().size() != second.orbits().size()) {
                problems.add("without symmetry breaking " + found.get(g) + ", with it " + first.solutions() + " in "
                        + first.orbits().size());
            }
        }
        Census whole = again.groups().get(0);
        return new Check(
                "unbroken",
                name + ": " + String.join("; ", found),
                problems.isEmpty() ? CheckStatus.AGREES : CheckStatus.DISAGREES,
                problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems)),
                true,
                node -> node.put("solutions", whole.solutions())
                        .put("orbits", whole.orbits().size()));
    }

    /** The evaluator's check of every representative, each group's in turn. */
    private static Check evaluator(Reduction result) {
        List<String> problems = new ArrayList<>();
        int representatives = 0;
        for (Census group : result.groups()) {
            int number = 1;
            for (CanonicalOrbit orbit : group.orbits()) {
                int shown = number++;
                representatives++;
                result.puzzle()
                        .violation(orbit.representative().toArray())
                        .ifPresent(problem -> problems.add("representative #" + shown + " under "
                                + group.group().name() + " fails the evaluator: " + problem));
            }
        }
        int checked = representatives;
        return new Check(
                CatalogJson.CHECKER,
                CheckWords.evaluator(representatives),
                problems.isEmpty() ? CheckStatus.AGREES : CheckStatus.DISAGREES,
                problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems)),
                false,
                node -> node.put("representatives", checked));
    }

    /** The checks in a group's JSON node, each with its status and figures, and whether they confirm the count. */
    static void json(ObjectNode node, CheckOutcome found) {
        if (found.checks().isEmpty()) {
            return;
        }
        ObjectNode checks = node.putObject("checks");
        for (Check check : found.checks()) {
            ObjectNode one = checks.putObject(check.key());
            check.figures().accept(one);
            one.put("status", check.status().word());
        }
        checks.put("agree", found.agrees());
    }
}
