package org.orbits.search.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.BiFunction;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.Enumerator;
import org.orbits.search.Multiplicity;
import org.orbits.search.ObjectiveResult;
import org.orbits.search.Phases;
import org.orbits.search.SearchResult;
import org.orbits.search.SearchStatistics;
import org.orbits.search.SolverSettings;
import org.orbits.search.units.Cost;
import org.orbits.search.units.Found;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.LedgerListener;
import org.orbits.search.units.PartialMerge;
import org.orbits.search.units.PartialReader;
import org.orbits.search.units.PartialResult;
import org.orbits.search.units.WorkPlan;

/**
 * An enumeration spread over processes or machines: split into parts, planned as work units to run as rounds (the
 * proof of an optimum, then the enumeration at it), and the partial results merged back into one reduction.
 */
public final class PartRuns {

    private PartRuns() {}

    /** Partial results merged: the reduction they make up (incomplete when units are missing), and those missing. */
    public record Merged(Reduction reduction, SortedSet<Integer> missing, int units) {}

    /** Runs part {@code part} (1-based) of {@code parts} of the enumeration's units, resuming its checkpoint if any. */
    public static PartialResult enumeratePart(PuzzleInstance puzzle, SearchRequest request, int part, int parts) {
        if (parts < 1 || part < 1 || part > parts) {
            throw new BadInputException("part must be between 1 and " + parts + ", not " + part);
        }
        if (request.solutionLimit() > 0) {
            throw new BadInputException("a solution limit cannot be used with parts: a part must be whole");
        }
        SolverSettings settings = request.settingsFor(puzzle);
        if (parts > 1 && settings.strategy().restarts()) {
            throw new BadInputException("search " + settings.strategy().word() + " restarts, and a restarted"
                    + " search cannot be split into parts: choose another search");
        }
        RunClock clock = new RunClock(request);
        SearchScope scope = SearchScope.single(puzzle, request, "run parts");
        Enumerator engine = request.engine(puzzle, scope.searched(), settings, clock::stopped);
        String sense = Checkpoints.sense(engine);
        String instance = RecordedWork.instanceDigest(puzzle);
        Ledger ledger;
        if (request.checkpoint().isPresent()) {
            Path file = request.checkpoint().get();
            ledger = Checkpoints.ledger(puzzle, scope, engine, clock, file, part, parts);
            engine.ledger(ledger, new CheckpointWriter(file, scope.names(), sense, part, parts, instance));
        } else {
            WorkPlan plan = engine.plan(true, parts, clock::stopped);
            ledger = new Ledger(plan, plan.part(part, parts), true);
            engine.ledger(ledger, LedgerListener.NONE);
        }
        Enumerations.census(puzzle, scope, settings, engine, request);
        return PartialResult.of(PartialResult.PARTIAL, ledger, scope.names(), sense, part, parts, instance);
    }

    /** Plans the enumeration's work units, about 60 per part for {@code parts} parts. */
    public static PlannedUnits plan(PuzzleInstance puzzle, SearchRequest request, int parts) {
        SolverSettings settings = request.settingsFor(puzzle);
        if (settings.strategy().restarts()) {
            throw new BadInputException("search " + settings.strategy().word() + " restarts, and a restarted"
                    + " search cannot be split into work units: choose another search");
        }
        SearchScope scope = SearchScope.single(puzzle, request, "plan units");
        RunClock clock = new RunClock(request);
        Enumerator engine = request.engine(puzzle, scope.searched(), settings, clock::stopped);
        return new PlannedUnits(
                engine.plan(true, Math.max(2, parts), clock::stopped), scope.names(), Checkpoints.sense(engine));
    }

    /**
     * Searches {@code units} of {@code planned}, an instance of {@code puzzle}, in the rounds {@code phases} names,
     * from the best value {@code best} known so far (for a proof) or at the optimum (for an enumeration).
     */
    public static PartialResult onUnits(
            PlannedUnits planned,
            PuzzleInstance puzzle,
            List<Integer> units,
            SearchRequest request,
            Phases phases,
            OptionalInt best) {
        WorkPlan work = planned.plan();
        SolverSettings settings = SolverSettings.ofWords(work.settings());
        SearchScope scope = new SearchScope(
                puzzle.group(work.group()),
                planned.groups().stream().map(puzzle::group).toList());
        for (int unit : units) {
            if (unit < 0 || unit >= work.size()) {
                throw new BadInputException("the plan has units 0.." + (work.size() - 1) + ", not " + unit);
            }
        }
        Ledger ledger = new Ledger(work, units, true);
        Objective.Sense sense = Checkpoints.sense(planned.sense());
        best.ifPresent(value -> ledger.offerBest(value, sense));
        if (phases == Phases.ENUMERATE && best.isPresent()) {
            ledger.enumerateAt(best.getAsInt());
        }
        RunClock clock = new RunClock(request);
        Enumerator engine = request.engine(puzzle, scope.searched(), settings, clock::stopped)
                .ledger(ledger, LedgerListener.NONE)
                .phases(planned.optimising() ? phases : Phases.PROVE_THEN_ENUMERATE);
        Enumerations.census(puzzle, scope, settings, engine, request);
        return PartialResult.of(
                PartialResult.PARTIAL,
                ledger,
                planned.groups(),
                planned.sense(),
                1,
                1,
                RecordedWork.instanceDigest(puzzle));
    }

    /** The partial result in {@code file}, as {@code orbits enumerate --parts K --part I} wrote it. */
    public static PartialResult read(Path file) {
        return PartialReader.read(Checkpoints.read(file), file.toString(), PartialResult.PARTIAL);
    }

    /**
     * The reduction of the whole search from the partial results of its parts or rounds, {@code names} naming each
     * in messages; {@code instance} finds the instance of a family's name and parameters. Each must be whole (its
     * digest), of one search with the others, made by this build for this instance, and hold only the instance's
     * orbits (see {@link RecordedWork}); anything else is bad input naming it.
     */
    public static Merged merge(
            List<PartialResult> partials,
            List<String> names,
            BiFunction<String, Map<String, String>, PuzzleInstance> instance) {
        if (partials.isEmpty()) {
            throw new BadInputException("nothing to merge");
        }
        for (int i = 0; i < partials.size(); i++) {
            PartialReader.check(partials.get(i), names.get(i));
        }
        PartialMerge.Merged merged = PartialMerge.merge(partials, names);
        PartialResult first = merged.first();
        PuzzleInstance puzzle = instance.apply(first.family(), first.parameters());
        SolverSettings settings = SolverSettings.ofWords(first.settings());
        SearchScope scope = new SearchScope(
                puzzle.group(first.group()),
                first.groups().stream().map(puzzle::group).toList());
        for (int i = 0; i < partials.size(); i++) {
            RecordedWork.madeFor(partials.get(i), names.get(i), puzzle);
        }
        // How often the parts' search met an orbit, as the engine that searched them says.
        Multiplicity multiplicity = new Enumerator(puzzle)
                .group(scope.searched())
                .settings(settings)
                .multiplicity();
        RecordedWork.orbitsHold(partials, names, puzzle, scope.searched(), multiplicity.once());
        Objective.Sense sense = Checkpoints.sense(first.sense());
        long solutions = merged.orbits().stream().mapToLong(Found::seen).sum();
        Cost both = merged.proofCost().plus(merged.enumerationCost());
        SearchResult result = new SearchResult(
                solutions,
                merged.complete(),
                new SearchStatistics(both.nodes(), both.fails(), both.nanos()),
                Optional.ofNullable(sense).map(s -> new ObjectiveResult(s, merged.optimum(), merged.proven())),
                Optional.ofNullable(sense)
                        .map(s -> new SearchStatistics(
                                merged.proofCost().nodes(),
                                merged.proofCost().fails(),
                                merged.proofCost().nanos())));
        Census census = Census.of(puzzle, scope.searched(), settings, multiplicity, sink -> {
            merged.orbits().forEach(found -> sink.replay(found.representative(), found.seen()));
            return result;
        });
        return new Merged(
                Enumerations.result(puzzle, scope, settings, census), new TreeSet<>(merged.missing()), merged.units());
    }
}
