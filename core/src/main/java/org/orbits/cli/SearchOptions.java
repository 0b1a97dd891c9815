package org.orbits.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orbits.api.Assignments;
import org.orbits.api.Instance;
import org.orbits.api.Options;
import org.orbits.api.OrbitsException;

/** The solver settings and limits a search command accepts. */
final class SearchOptions {

    private final List<String> modelOptions = new ArrayList<>();
    private String allDifferent;
    private String strategy = "puzzle";
    private String encoding;
    private Double timeLimit;
    /** No progress lines. */
    boolean quiet;
    /** What was read back from the cache, told. */
    private boolean verbose;

    /** Adds the solver settings and limits to a command's syntax. */
    Syntax declare(Syntax syntax) {
        return syntax.texts(
                        "-o, --option",
                        "NAME=WORD",
                        "a model option of the family; repeat for several (the options, their words and defaults are"
                                + " listed below and by 'orbits list')",
                        modelOptions::add)
                .text(
                        "--alldiff",
                        "LEVEL",
                        "short for --option allDifferent=LEVEL: DEFAULT, AC, BC, FC or NEQS",
                        word -> allDifferent = word)
                .text(
                        "--search",
                        "STRATEGY",
                        "search strategy: puzzle (the family's own order), default (Choco's), domOverWDeg, minDomLB,"
                                + " inputOrderLB or activity (default: puzzle)",
                        word -> strategy = word)
                .text("--encoding", "ENCODING", "short for --option encoding=ENCODING", word -> encoding = word)
                .number(
                        "--time-limit",
                        "SECONDS",
                        "stop after this many seconds; a stopped run is reported as incomplete",
                        seconds -> timeLimit = seconds)
                .flag("--quiet", "no progress lines on standard error", () -> quiet = true)
                .flag(
                        "--verbose",
                        "tell on standard error what a model read back from the cache (its compile, the proof of its"
                                + " declarations) and what checking it took, or what was found there and ignored",
                        () -> verbose = true);
    }

    /** With {@code --verbose}, what {@code instance} read back from the cache, a line each. */
    void tellKept(PrintWriter err, Instance instance) {
        if (verbose) {
            for (String note : instance.keptNotes()) {
                err.println("orbits: " + instance.label() + ": " + note);
            }
            err.flush();
        }
    }

    /**
     * The API's options for these settings and limits, symmetry breaking as the command asks; a time limit counts from
     * {@code started}, the caller's start, when it is known.
     */
    Options options(String symmetryBreaking, long solutionLimit, Optional<Instant> started) {
        if (timeLimit != null && !(timeLimit > 0)) {
            throw new OrbitsException("--time-limit must be a positive number of seconds, not " + timeLimit);
        }
        if (solutionLimit < 0) {
            throw new OrbitsException("--solution-limit must not be negative, not " + solutionLimit);
        }
        List<String> named = new ArrayList<>(modelOptions);
        if (allDifferent != null) {
            named.add(Options.ALL_DIFFERENT + "=" + allDifferent);
        }
        if (encoding != null) {
            named.add("encoding=" + encoding);
        }
        Options options = Options.defaults();
        for (Map.Entry<String, String> option :
                Assignments.byName(named, "model option").entrySet()) {
            options = options.withSetting(option.getKey(), option.getValue());
        }
        options = options.withSetting("search", strategy)
                .withSetting("symmetryBreaking", symmetryBreaking)
                .withSolutionLimit(solutionLimit);
        return timeLimit == null
                ? options
                : options.withTimeLimit(leftOf(Duration.ofMillis(Math.round(timeLimit * 1000)), started));
    }

    /**
     * What is left of {@code limit} for the command, counted from the caller's start (the JVM's when the command is
     * the whole process, see {@link OrbitsCommand#main}; the launcher's in the daemon), not from the start of the
     * search.
     */
    private static Duration leftOf(Duration limit, Optional<Instant> started) {
        Duration used =
                started.map(start -> Duration.between(start, Instant.now())).orElse(Duration.ZERO);
        Duration left = limit.minus(used);
        return left.compareTo(Duration.ofMillis(1)) < 0 ? Duration.ofMillis(1) : left;
    }
}
