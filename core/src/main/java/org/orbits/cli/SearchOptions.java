package org.orbits.cli;

import java.time.Duration;
import java.time.Instant;
import org.orbits.api.Options;
import org.orbits.puzzle.BadInputException;
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

    /** The API's options for these settings and limits, symmetry breaking as the command asks. */
    Options options(String symmetryBreaking, long solutionLimit) {
        if (timeLimit != null && !(timeLimit > 0)) {
            throw new BadInputException("--time-limit must be a positive number of seconds, not " + timeLimit);
        }
        if (solutionLimit < 0) {
            throw new BadInputException("--solution-limit must not be negative, not " + solutionLimit);
        }
        Options options = Options.defaults()
                .withSetting("allDifferent", allDifferent)
                .withSetting("search", strategy)
                .withSetting("symmetryBreaking", symmetryBreaking)
                .withSetting("encoding", encoding)
                .withSolutionLimit(solutionLimit);
        return timeLimit == null
                ? options
                : options.withTimeLimit(leftOf(Duration.ofMillis(Math.round(timeLimit * 1000))));
    }

    /**
     * What is left of {@code limit} for the command, counted from the start of the JVM when the command is
     * the whole process (see {@link OrbitsCommand#main}), not from the start of the search.
     */
    private static Duration leftOf(Duration limit) {
        String started = System.getProperty(OrbitsCommand.STARTED_PROPERTY);
        Duration used = started == null
                ? Duration.ZERO
                : Duration.between(Instant.ofEpochMilli(Long.parseLong(started)), Instant.now());
        Duration left = limit.minus(used);
        return left.compareTo(Duration.ofMillis(1)) < 0 ? Duration.ofMillis(1) : left;
    }
}
