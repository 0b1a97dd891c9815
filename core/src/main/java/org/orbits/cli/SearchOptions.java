package org.orbits.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.ModelOption;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Limits;
import org.orbits.search.SolverSettings;
import picocli.CommandLine.Option;

/** The solver settings and limits a search command accepts. */
final class SearchOptions {

    @Option(
            names = {"-o", "--option"},
            paramLabel = "NAME=WORD",
            converter = Assignment.Converter.class,
            description = "a model option of the family; repeat for several (the options, their words and defaults"
                    + " are listed below and by 'orbits list')")
    List<Assignment> modelOptions = new ArrayList<>();

    @Option(
            names = "--alldiff",
            paramLabel = "LEVEL",
            description = "short for --option allDifferent=LEVEL: DEFAULT, AC, BC, FC or NEQS")
    String allDifferent;

    @Option(
            names = "--search",
            paramLabel = "STRATEGY",
            defaultValue = "puzzle",
            description = "search strategy: puzzle (the family's own order), default (Choco's), domOverWDeg,"
                    + " minDomLB, inputOrderLB or activity (default: ${DEFAULT-VALUE})")
    String strategy;

    @Option(names = "--encoding", paramLabel = "ENCODING", description = "short for --option encoding=ENCODING")
    String encoding;

    @Option(
            names = "--time-limit",
            paramLabel = "SECONDS",
            description = "stop after this many seconds; a stopped run is reported as incomplete")
    Double timeLimit;

    @Option(names = "--quiet", description = "no progress lines on standard error")
    boolean quiet;

    /** The settings chosen for a run on {@code instance}, its family's model options spelt out and checked. */
    SolverSettings settings(PuzzleInstance instance, String symmetryBreaking) {
        List<Assignment> options = new ArrayList<>(modelOptions);
        if (allDifferent != null) {
            options.add(new Assignment(ModelOption.ALL_DIFFERENT.name(), allDifferent));
        }
        if (encoding != null) {
            options.add(new Assignment("encoding", encoding));
        }
        return new SolverSettings(
                        SolverSettings.parse(SolverSettings.Strategy.class, strategy, "search strategy"),
                        SolverSettings.parse(
                                SolverSettings.SymmetryBreaking.class, symmetryBreaking, "symmetry breaking"),
                        ModelOptions.of(Assignment.byName(options, "model option")))
                .completedFor(instance.family());
    }

    Limits limits(long solutionLimit) {
        if (timeLimit != null && !(timeLimit > 0)) {
            throw new BadInputException("--time-limit must be a positive number of seconds, not " + timeLimit);
        }
        if (solutionLimit < 0) {
            throw new BadInputException("--solution-limit must not be negative, not " + solutionLimit);
        }
        Duration time = timeLimit == null ? null : Duration.ofMillis(Math.round(timeLimit * 1000));
        return Limits.of(time, solutionLimit);
    }
}
