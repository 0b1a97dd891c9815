package org.orbits.tiling;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import org.orbits.symmetry.Group;

/**
 * The exact-cover engine of a tiling puzzle, split into work units: the board's cells and the pieces are the items,
 * the placements the options, and {@link DancingLinks} finds every exact cover.
 *
 * <p>Three scopes. {@link TilingScope#EVERY_TILING} finds every tiling once. {@link TilingScope#EVERY_ORBIT} keeps one
 * piece to one placement per orbit of the group on its placements (see {@link PieceRestriction}): it finds every
 * tiling whose restricted piece lies at a kept placement, each once, and so at least one tiling of every orbit under
 * the group; exactly one of each where {@link #exact()} says so. {@link TilingScope#EVERY_ORBIT_GREATEST} keeps
 * another placement of each orbit, for a second way to the same orbits. A group of order 1, or a puzzle with no
 * piece that occurs once, has no restriction, and the scopes search the same tree. Either way the canonicaliser
 * finishes the job: orbits are the distinct canonical forms, each orbit's size the group's order over its stabiliser's.
 * Both scopes leave out the placements {@link RegionPruning} proves are in no tiling.
 *
 * <p>A search is deterministic: the same units, the same tilings in the same order, the same node counts. It is safe
 * to share between threads, each search working on links of its own.
 */
public final class TilingSearch {

    private final TilingProblem problem;
    private final TilingScope scope;
    private final Group group;
    private final Optional<PieceRestriction> restriction;
    private final int[] capacities;
    private final int[][] options;
    private final int[] ids;

    private TilingSearch(TilingProblem problem, TilingScope scope, Group group) {
        this.problem = problem;
        this.scope = scope;
        this.group = group;
        this.restriction = switch (scope) {
            case EVERY_TILING -> Optional.empty();
            case EVERY_ORBIT -> problem.restriction(group, false);
            case EVERY_ORBIT_GREATEST -> problem.restriction(group, true);
        };
        PlacementTable table = problem.placements();
        int cells = problem.cellNames().size();
        ImmutableList<TilingPiece> pieces = problem.definition().pieces();
        this.capacities = IntStream.concat(
                        IntStream.generate(() -> 1).limit(cells),
                        pieces.stream().mapToInt(TilingPiece::count))
                .toArray();
        this.ids = IntStream.range(0, table.size())
                .filter(placement -> restriction
                        .map(kept -> table.piece(placement) != kept.piece()
                                || kept.kept().contains(placement))
                        .orElse(true))
                .filter(placement -> !problem.dead(placement))
                .toArray();
        this.options = new int[ids.length][];
        for (int k = 0; k < ids.length; k++) {
            int[] covered = table.cells(ids[k]);
            int[] items = new int[covered.length + 1];
            System.arraycopy(covered, 0, items, 0, covered.length);
            items[covered.length] = cells + table.piece(ids[k]);
            options[k] = items;
        }
    }

    /** The search of {@code problem}'s tilings in {@code scope}, symmetry broken (where it is) under {@code group}. */
    static TilingSearch of(TilingProblem problem, TilingScope scope, Group group) {
        return new TilingSearch(problem, scope, group);
    }

    public TilingScope scope() {
        return scope;
    }

    /** The piece kept to one placement per orbit, if any. */
    public Optional<String> restrictedPiece() {
        return restriction.map(
                kept -> problem.definition().pieces().get(kept.piece()).name());
    }

    /**
     * Whether every orbit of tilings under the group holds exactly one tiling this search finds: with a restricted
     * piece, when it is sent to itself by every symmetry and none of its kept placements is fixed by a symmetry other
     * than the identity; for {@link TilingScope#EVERY_TILING}, only when the group has order 1.
     */
    public boolean exact() {
        if (group.order() == 1) {
            return true;
        }
        return restriction.map(PieceRestriction::exact).orElse(false);
    }

    /** What the search keeps, in words: every tiling, or the piece restricted and to how many placements. */
    public String words() {
        if (restriction.isEmpty()) {
            return "every tiling";
        }
        PieceRestriction kept = restriction.get();
        return "the " + problem.definition().pieces().get(kept.piece()).name() + " kept to "
                + kept.kept().length()
                + " of its " + kept.placements() + " placements, one of each orbit under " + group.name()
                + (exact() ? " (each orbit of tilings met once)" : " (an orbit of tilings may be met more than once)");
    }

    /** The whole search as one unit. */
    public TilingUnit whole() {
        return new TilingUnit(scope, ImmutableIntArray.of());
    }

    /**
     * At least {@code atLeast} units where the search tree allows, which together partition the search: the nodes of
     * the first depth of the tree that has that many (dead ends left out), and the tilings found above that depth,
     * each a unit of its own. Fewer when the whole tree has fewer nodes; deterministic.
     */
    public ImmutableList<TilingUnit> units(int atLeast) {
        for (int depth = 0; ; depth++) {
            List<TilingUnit> units = new ArrayList<>();
            boolean[] cut = {false};
            links().search(
                            new int[0],
                            depth,
                            (chosen, length, cover) -> {
                                units.add(new TilingUnit(
                                        scope, ImmutableIntArray.copyOf(chosen).subArray(0, length)));
                                cut[0] |= !cover;
                            },
                            () -> false);
            if (units.size() >= atLeast || !cut[0]) {
                return ImmutableList.copyOf(units);
            }
        }
    }

    /**
     * Searches exactly the subtree of {@code unit}, handing each tiling found to {@code solutions} as a fresh {@code
     * int[]} over the board's cells (see {@link TilingPuzzle} for what a value says), and asking {@code stop} every
     * thousand nodes or so (well within a millisecond) whether to give up.
     *
     * @throws IllegalArgumentException when the unit belongs to another scope, or names a placement that is not a
     *     choice of this search at its level
     */
    public TilingSearchReport search(TilingUnit unit, Consumer<int[]> solutions, BooleanSupplier stop) {
        Preconditions.checkArgument(
                unit.scope() == scope, "a unit of the %s search given to the %s search", unit.scope(), scope);
        PlacementTable table = problem.placements();
        int cells = problem.cellNames().size();
        long[] found = {0};
        DancingLinks links = links();
        boolean finished = links.search(
                unit.placements().toArray(),
                Integer.MAX_VALUE,
                (chosen, length, cover) -> {
                    int[] tiling = new int[cells];
                    for (int k = 0; k < length; k++) {
                        int[] covered = table.cells(chosen[k]);
                        int[] values = table.values(chosen[k]);
                        for (int at = 0; at < covered.length; at++) {
                            tiling[covered[at]] = values[at];
                        }
                    }
                    found[0]++;
                    solutions.accept(tiling);
                },
                stop);
        return new TilingSearchReport(links.nodes(), links.fails(), found[0], finished);
    }

    /** The whole search: {@link #search} of {@link #whole()}. */
    public TilingSearchReport searchAll(Consumer<int[]> solutions, BooleanSupplier stop) {
        return search(whole(), solutions, stop);
    }

    private DancingLinks links() {
        return new DancingLinks(capacities, options, ids);
    }
}
