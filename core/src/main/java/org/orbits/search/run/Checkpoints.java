package org.orbits.search.run;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.orbits.files.StorageException;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Enumerator;
import org.orbits.search.units.Ledger;
import org.orbits.search.units.PartialReader;
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
            SearchScope scope,
            Enumerator engine,
            RunClock clock,
            Path file,
            int part,
            int parts) {
        if (Files.exists(file)) {
            PartialResult recorded = recorded(puzzle, scope, engine, file, part, parts);
            RecordedWork.orbitsHold(
                    List.of(recorded),
                    List.of(file.toString()),
                    puzzle,
                    scope.searched(),
                    engine.multiplicity().once());
            return recorded.ledger();
        }
        WorkPlan plan = engine.plan(true, parts, clock::stopped);
        return new Ledger(plan, plan.part(part, parts), true);
    }

    /**
     * Whether the options name a checkpoint that exists and records this search (another search's, or one damaged, is
     * bad input). Its orbits are checked against the instance when the run reads it.
     */
    public static boolean resumes(PuzzleInstance puzzle, SearchRequest request, int part, int parts) {
        if (request.checkpoint().isEmpty() || !Files.exists(request.checkpoint().get())) {
            return false;
        }
        SearchScope scope = SearchScope.single(puzzle, request, "keep a checkpoint");
        Enumerator engine =
                request.engine(puzzle, scope.searched(), request.settingsFor(puzzle), new RunClock(request)::stopped);
        recorded(puzzle, scope, engine, request.checkpoint().get(), part, parts);
        return true;
    }

    /**
     * The checkpoint in {@code file}, which must record this very run: whole and unchanged since it was written, and
     * made by this build for this instance, its settings, groups and part (see {@link RecordedWork}). Anything else
     * is bad input naming the file, found before the file is used or rewritten.
     */
    private static PartialResult recorded(
            PuzzleInstance puzzle, SearchScope scope, Enumerator engine, Path file, int part, int parts) {
        String source = file.toString();
        PartialResult recorded = PartialReader.read(read(file), source, PartialResult.CHECKPOINT);
        if (!recorded.family().equals(puzzle.family().name())
                || !recorded.parameters().equals(puzzle.parameters())
                || !recorded.settings().equals(engine.settingsWords())
                || !recorded.group().equals(scope.searched().name())
                || !recorded.groups().equals(scope.names())
                || recorded.part() != part
                || recorded.parts() != parts) {
            throw new BadInputException("checkpoint " + source + " is for " + recorded.label() + ", not for "
                    + runLabel(puzzle, engine, scope, part, parts));
        }
        RecordedWork.madeFor(recorded, source, puzzle);
        if (!Objects.equals(recorded.sense(), sense(engine))) {
            throw new BadInputException("checkpoint " + source + " is for a puzzle "
                    + (recorded.sense() == null ? "without" : "with") + " an objective, and " + puzzle.label()
                    + " is not");
        }
        if (!recorded.assigned().equals(recorded.workPlan().part(part, parts))) {
            throw new BadInputException(source + " is a damaged checkpoint: it answers for units other than those of"
                    + (parts == 1 ? " the whole plan" : " part " + part + " of " + parts));
        }
        return recorded;
    }

    private static String runLabel(PuzzleInstance puzzle, Enumerator engine, SearchScope scope, int part, int parts) {
        WorkPlan stub = new WorkPlan(
                puzzle.family().name(),
                puzzle.parameters(),
                scope.searched().name(),
                ImmutableMap.copyOf(engine.settingsWords()),
                ImmutableList.of(new int[0]));
        return PartialResult.of(PartialResult.CHECKPOINT, Ledger.of(stub), scope.names(), null, part, parts, "")
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

    /**
     * The text of {@code file}, a checkpoint or a part: one that is missing, or is no UTF-8 text, is bad input; one
     * the system cannot read (permissions, a failing device, a folder) is a {@link StorageException}.
     */
    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (NoSuchFileException missing) {
            throw new BadInputException("no such file: " + file);
        } catch (CharacterCodingException notText) {
            throw new BadInputException(file + " is not an orbits file: it is not UTF-8 text");
        } catch (IOException unreadable) {
            throw new StorageException("cannot read", file, unreadable);
        }
    }
}
