package org.orbits.api;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeSet;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.search.Enumerator;
import org.orbits.search.ObjectiveResult;
import org.orbits.search.SearchStatistics;
import org.orbits.search.SolverSettings;
import org.orbits.search.units.Cost;
import org.orbits.search.units.Found;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.PartialMerge;
import org.orbits.search.units.PartialResult;
import org.orbits.search.units.WorkPlan;

/**
 * An enumeration spread over processes or machines: split into parts, planned as work units to run as
 * rounds (the proof of an optimum, then the enumeration at it), and the partial results merged back.
 */
final class WorkUnits {

    private final Families families;

    WorkUnits(Families families) {
        this.families = families;
    }

    Part enumeratePart(PuzzleInstance puzzle, Options options, int part, int parts) {
        if (parts < 1 || part < 1 || part > parts) {
            throw new OrbitsException("part must be between 1 and " + parts + ", not " + part);
        }
        if (options.solutionLimit() > 0) {
            throw new OrbitsException("a solution limit cannot be used with parts: a part must be whole");
        }
        SolverSettings settings = Searches.settings(puzzle, options);
        if (parts > 1 && settings.strategy().restarts()) {
            throw new OrbitsException("search " + settings.strategy().word() + " restarts, and a restarted"
                    + " search cannot be split into parts: choose another search");
        }
        Clock clock = new Clock(options);
        Searches.Scope scope = Searches.singleScope(puzzle, options, "run parts");
        Enumerator engine = Searches.engine(puzzle, scope.searched(), settings, options, clock);
        String sense = Checkpoints.sense(engine);
        Ledger ledger;
        if (options.checkpoint().isPresent()) {
            Path file = options.checkpoint().get();
            ledger = Checkpoints.ledger(puzzle, scope, engine, clock, file, part, parts);
            engine.ledger(ledger, new CheckpointWriter(file, scope.names(), sense, part, parts));
        } else {
            WorkPlan plan = engine.plan(true, parts, clock::stopped);
            ledger = new Ledger(plan, plan.part(part, parts), true);
            engine.ledger(ledger, Enumerator.LedgerListener.NONE);
        }
        Searches.census(puzzle, scope, settings, engine, options);
        return new Part(PartialResult.of(PartialResult.PARTIAL, ledger, scope.names(), sense, part, parts));
    }

    UnitPlan plan(PuzzleInstance puzzle, Options options, int parts) {
        SolverSettings settings = Searches.settings(puzzle, options);
        if (settings.strategy().restarts()) {
            throw new OrbitsException("search " + settings.strategy().word() + " restarts, and a restarted"
                    + " search cannot be split into work units: choose another search");
        }
        Searches.Scope scope = Searches.singleScope(puzzle, options, "plan units");
        Clock clock = new Clock(options);
        Enumerator engine = Searches.engine(puzzle, scope.searched(), settings, options, clock);
        return new UnitPlan(
                engine.plan(true, Math.max(2, parts), clock::stopped), scope.names(), Checkpoints.sense(engine));
    }

    Part onUnits(UnitPlan plan, List<Integer> units, Options options, Enumerator.Phases phases, OptionalInt best) {
        WorkPlan work = plan.plan();
        PuzzleInstance puzzle = families.family(work.family()).instance(work.parameters());
        SolverSettings settings = SolverSettings.ofWords(work.settings());
        Searches.Scope scope = new Searches.Scope(
                puzzle.group(work.group()),
                plan.groups().stream().map(puzzle::group).toList());
        for (int unit : units) {
            if (unit < 0 || unit >= work.size()) {
                throw new OrbitsException("the plan has units 0.." + (work.size() - 1) + ", not " + unit);
            }
        }
        Ledger ledger = new Ledger(work, units, true);
        Objective.Sense sense = Checkpoints.sense(plan.sense());
        best.ifPresent(value -> ledger.offerBest(value, sense));
        if (phases == Enumerator.Phases.ENUMERATE && best.isPresent()) {
            ledger.enumerateAt(best.getAsInt());
        }
        Clock clock = new Clock(options);
        Enumerator engine = Searches.engine(puzzle, scope.searched(), settings, options, clock)
                .ledger(ledger, Enumerator.LedgerListener.NONE)
                .phases(plan.optimising() ? phases : Enumerator.Phases.PROVE_THEN_ENUMERATE);
        Searches.census(puzzle, scope, settings, engine, options);
        return new Part(PartialResult.of(PartialResult.PARTIAL, ledger, plan.groups(), plan.sense(), 1, 1));
    }

    Part read(Path file) {
        return new Part(PartialResult.parse(Checkpoints.read(file), file.toString(), PartialResult.PARTIAL));
    }

    MergedParts merge(List<Part> parts, List<String> names) {
        if (parts.isEmpty()) {
            throw new OrbitsException("nothing to merge");
        }
        List<PartialResult> partials = new ArrayList<>();
        parts.forEach(part -> partials.add(part.partial()));
        PartialMerge.Merged merged = PartialMerge.merge(partials, names);
        PartialResult first = merged.first();
        PuzzleInstance puzzle = families.family(first.family()).instance(first.parameters());
        SolverSettings settings = SolverSettings.ofWords(first.settings());
        Searches.Scope scope = new Searches.Scope(
                puzzle.group(first.group()),
                first.groups().stream().map(puzzle::group).toList());
        Objective.Sense sense = Checkpoints.sense(first.sense());
        long solutions = merged.orbits().stream().mapToLong(Found::seen).sum();
        Cost both = merged.proofCost().plus(merged.enumerationCost());
        Enumerator.Result result = new Enumerator.Result(
                solutions,
                merged.complete(),
                new SearchStatistics(both.nodes(), both.fails(), both.nanos()),
                Optional.ofNullable(sense).map(s -> new ObjectiveResult(s, merged.optimum(), merged.proven())),
                Optional.ofNullable(sense)
                        .map(s -> new SearchStatistics(
                                merged.proofCost().nodes(),
                                merged.proofCost().fails(),
                                merged.proofCost().nanos())));
        Census census = Census.of(puzzle, scope.searched(), settings, sink -> {
            merged.orbits().forEach(found -> sink.replay(found.representative(), found.seen()));
            return result;
        });
        return new MergedParts(
                Searches.result(puzzle, scope, settings, census), new TreeSet<>(merged.missing()), merged.units());
    }
}
