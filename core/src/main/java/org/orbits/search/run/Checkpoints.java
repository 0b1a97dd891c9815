package org.orbits.search.run;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Enumerator;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.PartialResult;
import org.orbits.search.units.WorkPlan;

/** The ledgers of searches that keep a checkpoint: a file read back must record the very search resumed. */
public final class Checkpoints {

    private Checkpoints() {}

    /**
     * The ledger of a run with a checkpoint: the file's, when it records this very run, or a new one over
     * this part's units of a new plan.
     */
    static Ledger ledger(
            PuzzleInstance puzzle,
            Enumerations.Scope scope,
            Enumerator engine,
            RunClock clock,
            Path file,
            int part,
            int parts) {
        if (Files.exists(file)) {
            return recorded(puzzle, scope, engine, file, part, parts).ledger();
        }
        WorkPlan plan = engine.plan(true, parts, clock::stopped);
        return new Ledger(plan, plan.part(part, parts), true);
    }

    /** Whether the options name a checkpoint that exists and records this search (another search's is bad input). */
    public static boolean resumes(PuzzleInstance puzzle, SearchRequest request, int part, int parts) {
        if (request.checkpoint().isEmpty() || !Files.exists(request.checkpoint().get())) {
            return false;
        }
        Enumerations.Scope scope = Enumerations.singleScope(puzzle, request, "keep a checkpoint");
        Enumerator engine = Enumerations.engine(
                puzzle, scope.searched(), Enumerations.settings(puzzle, request), request, new RunClock(request));
        recorded(puzzle, scope, engine, request.checkpoint().get(), part, parts);
        return true;
    }

    /** The checkpoint in {@code file}, which must record this very run. */
    private static PartialResult recorded(
            PuzzleInstance puzzle, Enumerations.Scope scope, Enumerator engine, Path file, int part, int parts) {
        PartialResult recorded = PartialResult.parse(read(file), file.toString(), PartialResult.CHECKPOINT);
        if (!recorded.family().equals(puzzle.family().name())
                || !recorded.parameters().equals(puzzle.parameters())
                || !recorded.settings().equals(engine.settingsWords())
                || !recorded.group().equals(scope.searched().name())
                || !recorded.groups().equals(scope.names())
                || recorded.part() != part
                || recorded.parts() != parts) {
            throw new BadInputException("checkpoint " + file + " is for " + recorded.label() + ", not for "
                    + runLabel(puzzle, engine, scope, part, parts));
        }
        return recorded;
    }

    private static String runLabel(
            PuzzleInstance puzzle, Enumerator engine, Enumerations.Scope scope, int part, int parts) {
        WorkPlan stub = new WorkPlan(
                puzzle.family().name(),
                puzzle.parameters(),
                scope.searched().name(),
                ImmutableMap.copyOf(engine.settingsWords()),
                ImmutableList.of(new int[0]));
        return PartialResult.of(PartialResult.CHECKPOINT, Ledger.of(stub), scope.names(), null, part, parts)
                .label();
    }

    /** The objective's sense in words, as plans and checkpoints record it; null for a satisfaction puzzle. */
    static String sense(Enumerator engine) {
        return engine.sense().map(Objective.Sense::word).orElse(null);
    }

    static Objective.Sense sense(String word) {
        if (word == null) {
            return null;
        }
        return Arrays.stream(Objective.Sense.values())
                .filter(sense -> sense.word().equals(word))
                .findFirst()
                .orElseThrow(() -> new BadInputException("unknown objective sense '" + word + "'"));
    }

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException | UncheckedIOException unreadable) {
            throw new BadInputException("cannot read " + file + ": " + unreadable.getMessage());
        }
    }
}
