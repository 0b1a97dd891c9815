package org.orbits.search;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.ExactCover;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.units.Cost;
import org.orbits.search.units.Found;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.LedgerListener;
import org.orbits.search.units.UnitClaims;
import org.orbits.search.units.WorkPlan;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.SolutionOrder;

/**
 * An enumeration by a puzzle's own exact-cover engine (see {@link ExactCover}), run as every enumeration runs: split
 * into work units fixed in advance (the options chosen at the first levels of its search), taken from {@link
 * UnitClaims} by workers of the {@link WorkerPool} (the first at once, the others once the run has lasted a quarter
 * of a second, if units are left), delivered through the {@link SearchRun} with its limits and progress, and recorded
 * unit by unit in the {@link Ledger} with the orbits each met, so that checkpoints, parts, unit rounds and the cluster
 * job work as they do for Choco's searches. A satisfaction search: one phase, no objective.
 *
 * <p>The symmetry breaking named in the settings chooses the search: {@code lex} keeps one piece to the least
 * placement of each orbit of its placements, {@code lex-greatest} to the greatest, {@code none} finds every solution.
 * A solution found under a restriction is not the least of its orbit, so a unit records each orbit it met by its
 * canonical form, with how many of its solutions it found (see {@link Multiplicity#recorder}).
 */
final class ExactCoverEngine implements SearchEngine {

    private final PuzzleInstance instance;
    private final Group group;
    private final SolverSettings settings;
    private final ExactCover.Kept kept;
    private final ExactCover.Search search;

    /** The engine's search of {@code instance} that {@code settings} ask for under {@code group}. */
    ExactCoverEngine(PuzzleInstance instance, ExactCover cover, Group group, SolverSettings settings) {
        this.instance = instance;
        this.group = group;
        this.settings = settings;
        this.kept = kept(instance, settings);
        this.search = cover.search(group, kept);
    }

    private static ExactCover.Kept kept(PuzzleInstance instance, SolverSettings settings) {
        if (settings.strategy() != SolverSettings.Strategy.PUZZLE) {
            throw new BadInputException(instance.label() + " is searched by exact cover (dancing links), whose order is"
                    + " its own: search " + SolverSettings.Strategy.PUZZLE.word() + " only, not "
                    + settings.strategy().word());
        }
        return switch (settings.symmetryBreaking()) {
            case NONE -> ExactCover.Kept.EVERY;
            case LEX -> ExactCover.Kept.LEAST;
            case LEX_GREATEST -> ExactCover.Kept.GREATEST;
            case LEX_GENERATORS -> throw new BadInputException(instance.label() + " is searched by exact cover, which"
                    + " breaks symmetry by keeping one piece to one placement per orbit: choose symmetry breaking lex"
                    + " (the least placement of each orbit kept), lex-greatest (the greatest) or none");
        };
    }

    /** The units of the search, at least {@code target} where its tree allows; one, the whole, for 1. */
    @Override
    public WorkPlan plan(int target, BooleanSupplier stopPlanning) {
        return new WorkPlan(
                instance.family().name(),
                instance.parameters(),
                group.name(),
                ImmutableMap.copyOf(settings.words()),
                ImmutableList.copyOf(search.units(target)));
    }

    /** It steals no work: a plain run on several threads has units planned for them. */
    @Override
    public boolean stealsWork() {
        return false;
    }

    @Override
    public Optional<Objective.Sense> sense() {
        return Optional.empty();
    }

    /**
     * Every solution where nothing is broken; each orbit once where the search says its restriction is exact, at a
     * solution that need not be its least; at least once and at most as often as it has members otherwise.
     */
    @Override
    public Multiplicity multiplicity() {
        if (kept == ExactCover.Kept.EVERY) {
            return Multiplicity.EVERY;
        }
        return search.exact() ? Multiplicity.ONCE : Multiplicity.AT_MOST_SIZE;
    }

    /**
     * Searches the ledger's pending units, the orbits of those finished before handed on first; the workers join
     * late, as in work stealing, but take planned units.
     */
    @Override
    public SearchResult run(
            SearchRun run, Ledger units, LedgerListener listener, WorkerPool pool, Phases phases, boolean steals) {
        run.replay(units);
        List<Integer> pending = units.pending(units.enumerated().keySet());
        int assigned = units.assigned().size();
        run.watch().phase("enumerating", assigned - pending.size(), units.plan().whole() ? 0 : assigned, true);
        run.watch().solutions(run.found());
        Searched searched = Searched.NOTHING;
        if (!pending.isEmpty()) {
            UnitClaims claims = new UnitClaims(pending);
            Function<int[], Found> recorded = multiplicity().recorder(group);
            try {
                searched = pool.joiningLate(first -> new Unit(run, units, listener, search, recorded).takeAll(claims));
            } finally {
                listener.changed(units, true);
            }
        }
        return new SearchResult(
                run.found(),
                searched.exhausted() && units.whole() && !run.halted(),
                run.statistics(searched),
                Optional.empty(),
                Optional.empty());
    }

    /** One worker: takes units until none is left or the run stops, each searched from the root on links of its own. */
    private record Unit(
            SearchRun run,
            Ledger units,
            LedgerListener listener,
            ExactCover.Search search,
            Function<int[], Found> recorded) {

        Searched takeAll(UnitClaims claims) {
            long nodes = 0;
            long fails = 0;
            for (int unit = claims.next(); unit >= 0; unit = claims.next()) {
                if (run.stopped()) {
                    return new Searched(false, nodes, fails);
                }
                long start = System.nanoTime();
                Map<ImmutableIntArray, long[]> met = new HashMap<>();
                ExactCover.Report report = search.search(
                        units.plan().prefixes().get(unit),
                        solution -> {
                            if (run.deliver(solution) && units.keepsOrbits()) {
                                Found found = recorded.apply(solution);
                                met.computeIfAbsent(found.representative(), key -> new long[1])[0] += found.seen();
                            }
                        },
                        () -> {
                            run.watch().nodesSearched(ExactCover.NODES_PER_CHECK);
                            return run.stopped();
                        });
                nodes += report.nodes();
                fails += report.fails();
                if (!report.finished()) {
                    return new Searched(false, nodes, fails);
                }
                List<Found> orbits = new ArrayList<>();
                met.forEach((representative, seen) -> orbits.add(new Found(representative, seen[0])));
                orbits.sort(Comparator.comparing(Found::representative, SolutionOrder.LEXICOGRAPHIC));
                units.enumerated(unit, orbits, new Cost(report.nodes(), report.fails(), System.nanoTime() - start));
                run.watch().unitDone();
                listener.changed(units, false);
            }
            return new Searched(true, nodes, fails);
        }
    }
}
