package org.orbits.checks;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.util.Optional;
import java.util.OptionalLong;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.ObjectiveBounds;
import org.orbits.search.ObjectiveResult;
import org.orbits.symmetry.CanonicalOrbit;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.symmetry.Group;

/**
 * What the catalog records of one instance: its counts and every orbit's canonical representative.
 * Nothing here depends on how or how fast it was computed, so regenerating it gives the same bytes.
 *
 * @param orbits how many orbits were found; all of them when {@code complete}
 * @param symmetricSolutions the solutions some symmetry other than the identity maps to themselves: those in
 *     orbits smaller than the group
 * @param representatives one per orbit, in lexicographic order of the cell values; only the first {@value
 *     #LISTED} when there are more orbits (the counts still cover them all)
 * @param checks the checks beyond the two ways of counting that confirmed a catalogued entry; empty for an entry
 *     computed outside the catalog, and for an open one
 */
public record CatalogEntry(
        String family,
        String instance,
        ImmutableMap<String, String> parameters,
        String group,
        long groupOrder,
        long solutions,
        int orbits,
        long symmetricSolutions,
        boolean complete,
        Optional<EntryObjective> objective,
        ImmutableList<Representative> representatives,
        Optional<Checks> checks) {

    /**
     * The independent checks a catalogued entry passed. The full enumeration and the lex-leader enumeration
     * always agree, or there is no entry; these two stand outside the family's fast model.
     *
     * @param definitionNodes the node budget the definition model was given
     * @param definitionSolutions what the definition model counted, or empty when it did not finish within the
     *     budget
     * @param fixedPoints the solutions fixed by each group element, summed over the group (Burnside)
     * @param fullEnumeration whether the second way enumerated every solution, or, past the catalog's budget
     *     for it, each orbit's greatest member (see {@link org.orbits.search.TwoWayCount})
     * @param heavy for a heavy entry, how it is re-proven: its fixed points are then counted among the stored
     *     orbits' solutions, not by searches, and it was counted by one search rather than two
     * @param external for a user's model, the other solver that counted in place of the definition model (whose
     *     count {@code definitionSolutions} then holds); the independent evaluator then also checked every listed
     *     representative
     * @param cover for a puzzle with an exact-cover engine (a tiling), the count that shares nothing with it (see
     *     {@link CoverCount}), which then also counted the fixed points; its definition model is run only where it
     *     finishes, and {@code definitionNodes} is 0 where it was not run
     * @param analysis what symmetry detection finds on the entry's own solutions (see {@link SymmetryAnalysis}),
     *     stored so that the entry's page only renders it; empty until the catalog has analysed the entry
     */
    public record Checks(
            long definitionNodes,
            OptionalLong definitionSolutions,
            long fixedPoints,
            boolean fullEnumeration,
            Optional<Heavy> heavy,
            Optional<External> external,
            Optional<Cover> cover,
            Optional<Analysis> analysis) {
        /**
         * The estimated nodes (the lex-leader search's, times the group's order) below which the second way of
         * counting enumerates every solution; from it on, each orbit's greatest member (see {@link
         * org.orbits.search.TwoWayCount}).
         * The full enumeration costs about the group's order times the lex-leader search, so this keeps the
         * largest entries within about two lex-leader searches. Past it: the n-gon at n = 12 and 13 and at the
         * middle sums of n = 9 and 10 (n = 9 from sum 35 to 52), the Hip 7 x 7 boards (about 375,000 and, under
         * D4-swap, 586,000) and Almost Magic at spread 1 (about 2,100,000: its lex-leader search also proves the
         * optimum); every other entry stays below 200,000.
         */
        public static final long FULL_ENUMERATION_NODES = 250_000;

        public Checks(
                long definitionNodes,
                OptionalLong definitionSolutions,
                long fixedPoints,
                boolean fullEnumeration,
                Optional<Heavy> heavy,
                Optional<External> external,
                Optional<Cover> cover) {
            this(
                    definitionNodes,
                    definitionSolutions,
                    fixedPoints,
                    fullEnumeration,
                    heavy,
                    external,
                    cover,
                    Optional.empty());
        }

        public Checks(
                long definitionNodes,
                OptionalLong definitionSolutions,
                long fixedPoints,
                boolean fullEnumeration,
                Optional<Heavy> heavy,
                Optional<External> external) {
            this(definitionNodes, definitionSolutions, fixedPoints, fullEnumeration, heavy, external, Optional.empty());
        }

        /** The same checks, with the symmetry analysis of the entry. */
        public Checks withAnalysis(Analysis found) {
            return new Checks(
                    definitionNodes,
                    definitionSolutions,
                    fixedPoints,
                    fullEnumeration,
                    heavy,
                    external,
                    cover,
                    Optional.of(found));
        }

        /** Whether the definition model was run: not on a tiling past {@link ExactCoverEntry#DEFINITION_PLACEMENTS}. */
        public boolean definitionRun() {
            return definitionNodes > 0 || external.isPresent();
        }

        public Checks(
                long definitionNodes,
                OptionalLong definitionSolutions,
                long fixedPoints,
                boolean fullEnumeration,
                Optional<Heavy> heavy) {
            this(definitionNodes, definitionSolutions, fixedPoints, fullEnumeration, heavy, Optional.empty());
        }

        public Checks(long definitionNodes, OptionalLong definitionSolutions, long fixedPoints) {
            this(definitionNodes, definitionSolutions, fixedPoints, true, Optional.empty());
        }

        public Checks(
                long definitionNodes, OptionalLong definitionSolutions, long fixedPoints, boolean fullEnumeration) {
            this(definitionNodes, definitionSolutions, fixedPoints, fullEnumeration, Optional.empty());
        }

        public Checks(long definitionNodes, OptionalLong definitionSolutions, long fixedPoints, Optional<Heavy> heavy) {
            this(definitionNodes, definitionSolutions, fixedPoints, true, heavy);
        }
    }

    /**
     * The count of a puzzle with an exact-cover engine by a search that shares nothing with it (see {@link
     * CoverCount}).
     *
     * @param nodeBudget the options it could place
     * @param solutions its count, or empty when it did not finish within the budget
     */
    public record Cover(long nodeBudget, OptionalLong solutions) {}

    /**
     * What marks an entry heavy: its proof takes longer than a catalog run can carry, so it is re-proven only
     * when asked.
     *
     * @param command the command that regenerates and re-proves it
     */
    public record Heavy(String command) {}

    /**
     * Another solver's count of the same model, which stands in for the definition model's.
     *
     * @param solver who counted ({@code Gecode}); the JSON names the check after it in lower case
     * @param budget how far it could go, in words
     * @param why why there is no count, when there is none
     */
    public record External(String solver, String budget, String why) {

        /** The check's name in the JSON: {@code gecode}. */
        public String key() {
            return solver.toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * What symmetry detection found on an entry's own solutions, proven on them with no search (see {@link
     * SymmetryAnalysis}): why it was not run, or the detected group beside the declared one.
     *
     * @param notRun why detection was not run on the entry; the other fields are then empty
     * @param structure the detected group's structure ({@code D4 x C2})
     * @param order the detected group's order
     * @param sources where its generators came from, in words ({@code the candidate maps})
     * @param generators how many generators it has
     * @param notDetected the declared group's generators the detected group lacks
     * @param notDeclared the detected generators the declared group lacks
     * @param orbits the solutions' orbits under the detected group
     * @param sameAs the instance's other groups that are the detected group
     */
    public record Analysis(
            Optional<String> notRun,
            String structure,
            long order,
            ImmutableList<String> sources,
            int generators,
            ImmutableList<String> notDetected,
            ImmutableList<String> notDeclared,
            int orbits,
            ImmutableList<String> sameAs) {

        public static Analysis notRun(String why) {
            return new Analysis(
                    Optional.of(why),
                    "",
                    0,
                    ImmutableList.of(),
                    0,
                    ImmutableList.of(),
                    ImmutableList.of(),
                    0,
                    ImmutableList.of());
        }
    }

    public boolean heavy() {
        return checks.flatMap(Checks::heavy).isPresent();
    }

    /** The stored symmetry analysis, if the entry has been analysed. */
    public Optional<Analysis> analysis() {
        return checks.flatMap(Checks::analysis);
    }

    public CatalogEntry withChecks(Checks passed) {
        return new CatalogEntry(
                family,
                instance,
                parameters,
                group,
                groupOrder,
                solutions,
                orbits,
                symmetricSolutions,
                complete,
                objective,
                representatives,
                Optional.of(passed));
    }

    /**
     * The most representatives an entry lists. Thin Hip boards have tens of thousands of tie orbits (the
     * balanced 4 x 7: 22,517), a hundred megabytes of pages that say no more than their counts and a sample.
     */
    public static final int LISTED = 1000;

    /** An orbit's canonical representative, by cell name in cell order, and the orbit's size. */
    public record Representative(ImmutableMap<String, Integer> cells, long orbitSize) {

        public int[] values() {
            return cells.values().stream().mapToInt(Integer::intValue).toArray();
        }
    }

    public static CatalogEntry of(PuzzleInstance instance, Census census) {
        ImmutableList.Builder<Representative> representatives = ImmutableList.builder();
        for (CanonicalOrbit orbit : census.orbits().stream().limit(LISTED).toList()) {
            representatives.add(representative(instance, orbit.representative(), orbit.size()));
        }
        return new CatalogEntry(
                instance.family().name(),
                instance.id(),
                instance.parameters(),
                census.group().name(),
                census.group().order(),
                census.solutions(),
                census.orbits().size(),
                census.orbits().stream()
                        .filter(o -> o.size() < census.group().order())
                        .mapToLong(CanonicalOrbit::size)
                        .sum(),
                census.complete(),
                census.objective().map(CatalogEntry::objective),
                representatives.build(),
                Optional.empty());
    }

    /**
     * An open instance's entry: the orbit of the best solution found, its representative, and the bounds on
     * the optimum. It is never complete.
     */
    public static CatalogEntry open(PuzzleInstance instance, Group group, ObjectiveBounds bounds) {
        CanonicalOrbit best = new Canonicaliser(group).orbit(bounds.bestSolution());
        return new CatalogEntry(
                instance.family().name(),
                instance.id(),
                instance.parameters(),
                group.name(),
                group.order(),
                best.size(),
                1,
                best.size() < group.order() ? best.size() : 0,
                false,
                Optional.of(objective(bounds.result())),
                ImmutableList.of(representative(instance, best.representative(), best.size())),
                Optional.empty());
    }

    static EntryObjective objective(ObjectiveResult result) {
        return new EntryObjective(result.sense(), result.value(), result.proven(), result.bound());
    }

    static Representative representative(PuzzleInstance instance, ImmutableIntArray values, long orbitSize) {
        ImmutableMap.Builder<String, Integer> cells = ImmutableMap.builder();
        for (int i = 0; i < values.length(); i++) {
            cells.put(instance.cellNames().get(i), values.get(i));
        }
        return new Representative(cells.build(), orbitSize);
    }
}
