package org.orbits.cli;

import java.time.Duration;
import org.orbits.puzzle.BadInputException;
import org.orbits.search.Limits;
import org.orbits.search.SolverSettings;
import picocli.CommandLine.Option;

/** The solver settings and limits a search command accepts. */
final class SearchOptions {

    @Option(
            names = "--alldiff",
            paramLabel = "LEVEL",
            defaultValue = "AC",
            description = "allDifferent consistency: DEFAULT, AC, BC, FC or NEQS (default: ${DEFAULT-VALUE})")
    String allDifferent;

    @Option(
            names = "--search",
            paramLabel = "STRATEGY",
            defaultValue = "puzzle",
            description = "search strategy: puzzle (the family's own order), default (Choco's), domOverWDeg,"
                    + " minDomLB, inputOrderLB or activity (default: ${DEFAULT-VALUE})")
    String strategy;

    @Option(
            names = "--encoding",
            paramLabel = "ENCODING",
            defaultValue = "standard",
            description = "model encoding: standard, boolean (n-gon: 0/1 variables per cell and value) or"
                    + " arithmetic (Apex: the modular sums without tables) (default: ${DEFAULT-VALUE})")
    String encoding;

    @Option(
            names = "--time-limit",
            paramLabel = "SECONDS",
            description = "stop after this many seconds; a stopped run is reported as incomplete")
    Double timeLimit;

    @Option(names = "--quiet", description = "no progress lines on standard error")
    boolean quiet;

    SolverSettings settings(String symmetryBreaking) {
        return new SolverSettings(
                SolverSettings.parse(SolverSettings.AllDifferent.class, allDifferent, "allDifferent consistency"),
                SolverSettings.parse(SolverSettings.Strategy.class, strategy, "search strategy"),
                SolverSettings.parse(SolverSettings.SymmetryBreaking.class, symmetryBreaking, "symmetry breaking"),
                SolverSettings.parse(SolverSettings.Encoding.class, encoding, "encoding"));
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
