package org.orbits.checks;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.orbits.puzzle.PuzzleInstance;

/**
 * Which checks confirmed an entry's counts, in words that do not change from run to run: on the entry's page, and,
 * for a user's model, in what {@code orbits enumerate} prints. Both kinds of entry, a family's and a model's, and a
 * heavy one, state Burnside's average and the definition model's count alike.
 */
public final class CheckWords {

    private CheckWords() {}

    /** The checks' paragraphs and list on {@code page}. */
    public static void add(MarkdownPage page, PuzzleInstance instance, CatalogEntry entry, CatalogEntry.Checks checks) {
        if (checks.heavy().isPresent()) {
            heavy(page, entry, checks, checks.heavy().get());
            return;
        }
        if (instance.exactCover().isPresent()) {
            ExactCoverChecks.words(page, instance, entry, checks);
            return;
        }
        String atOptimum = atOptimum(entry);
        List<String> confirmed = new ArrayList<>();
        if (checks.fullEnumeration()) {
            confirmed.add("full enumeration" + atOptimum
                    + ", every solution reduced to its orbit by the canonicaliser: "
                    + Plural.of(entry.solutions(), "solution") + ", " + Plural.of(entry.orbits(), "orbit") + ";");
        } else {
            confirmed.add("enumeration" + atOptimum + " of the greatest member of each orbit (g(x) <=lex x for every"
                    + " element g), each reduced to its orbit by the canonicaliser: "
                    + Plural.of(entry.orbits(), "orbit")
                    + " of " + Plural.of(entry.solutions(), "solution") + " in all. Not every solution was enumerated:"
                    + " that costs about " + entry.groupOrder() + " times the lex-leader search, and the catalog's rule"
                    + " enumerates in full only where the lex-leader search's nodes times the group's order stay below "
                    + CatalogEntry.Checks.FULL_ENUMERATION_NODES + ";");
        }
        confirmed.add(
                "enumeration under lex-leader symmetry breaking, one canonical representative per orbit: the same "
                        + entry.orbits() + " representatives, with the same orbit sizes;");
        if (checks.external().isPresent()) {
            confirmed.add(external(checks.external().get(), checks.definitionSolutions(), atOptimum) + ";");
            confirmed.add(evaluator(entry.representatives().size()) + ";");
        } else {
            confirmed.add("the definition model (the rules alone: no implied constraint, no custom propagator, no"
                    + " symmetry breaking, Choco's default search): " + definitionCount(checks, atOptimum) + ";");
        }
        confirmed.add("Burnside's lemma: the " + entry.groupOrder() + " elements of " + entry.group() + " fix "
                + checks.fixedPoints() + " solutions in all, "
                + (checks.fullEnumeration()
                        ? "each element's by a search of its own"
                        : "each element's but the identity's by a search of its own (the identity's is the sum of the"
                                + " orbit sizes above)")
                + ", and " + burnsideAverage(entry, checks));
        page.paragraph("Confirmed by:").list(confirmed);
    }

    /** How a heavy entry was proven and what confirms it on every verify. */
    private static void heavy(
            MarkdownPage page, CatalogEntry entry, CatalogEntry.Checks checks, CatalogEntry.Heavy heavy) {
        String atOptimum = atOptimum(entry);
        page.paragraph("**A heavy entry.** Its proof takes longer than a catalog run can carry, so `orbits catalog`"
                        + " keeps these files as they are; `" + heavy.command() + "` regenerates and re-proves it.")
                .paragraph("Proven by " + CatalogJson.HEAVY_PROOF + ": " + Plural.of(entry.solutions(), "solution")
                        + atOptimum + ", " + Plural.of(entry.orbits(), "orbit") + ".")
                .paragraph("Confirmed by, on every `orbits verify` (no search):")
                .list(List.of(
                        "the independent checker: each of the " + entry.solutions() + " solutions of the stored"
                                + " orbits, every representative expanded by the group, passes it" + atOptimum
                                + ", and they are the same solutions under every group of the instance;",
                        "Burnside's lemma over those solutions: the " + entry.groupOrder() + " elements of "
                                + entry.group() + " fix " + checks.fixedPoints() + " of them in all, and "
                                + burnsideAverage(entry, checks)))
                .paragraph("When it was proven, also by the definition model (the rules alone): "
                        + definitionCount(checks, atOptimum) + ". `orbits verify --heavy` re-proves it.");
    }

    /** Another solver's count of a user's model: {@code Gecode's count of the same model ...}. */
    public static String external(CatalogEntry.External external, OptionalLong solutions, String atOptimum) {
        return external.solver() + "'s count of the same model through MiniZinc (another solver on another"
                + " translation, within " + external.budget() + "): "
                + count(solutions, atOptimum, "no count (" + external.why() + ")");
    }

    /** The evaluator's check of a user's model's representatives. */
    public static String evaluator(int representatives) {
        String checked = representatives == 0
                ? "there was no solution to check"
                : representatives == 1
                        ? "every solution enumerated and the representative listed pass it"
                        : "every solution enumerated and each of the " + representatives
                                + " representatives listed pass it";
        return "the independent evaluator, written from the FlatZinc specification and sharing nothing with the"
                + " Choco translation: " + checked;
    }

    private static String definitionCount(CatalogEntry.Checks checks, String atOptimum) {
        return count(
                checks.definitionSolutions(),
                atOptimum,
                "not run: budget (it did not finish within " + checks.definitionNodes() + " search nodes)");
    }

    /** A count of solutions another way, or why there is none. */
    private static String count(OptionalLong solutions, String atOptimum, String none) {
        return solutions.isPresent() ? solutions.getAsLong() + " solutions" + atOptimum : none;
    }

    private static String atOptimum(CatalogEntry entry) {
        return entry.objective().isPresent() ? " at the proven optimum" : "";
    }

    static String burnsideAverage(CatalogEntry entry, CatalogEntry.Checks checks) {
        return checks.fixedPoints() + " / " + entry.groupOrder() + " = " + Plural.of(entry.orbits(), "orbit") + ".";
    }
}
