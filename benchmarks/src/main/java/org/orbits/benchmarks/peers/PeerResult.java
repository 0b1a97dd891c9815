package org.orbits.benchmarks.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.base.Splitter;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one contestant found for a workload: how many solutions it enumerated and, for an optimisation puzzle,
 * the proven optimum. Parsed from each contestant's own output, then checked against orbits' figures.
 *
 * @param solutions the solutions enumerated (one per orbit under lex-leader symmetry breaking)
 * @param optimum the proven optimum, absent for a counting puzzle
 * @param complete whether the search ran to its end (and, optimising, proved the optimum)
 */
record PeerResult(long solutions, OptionalLong optimum, boolean complete) {

    private static final Pattern NUMBER = Pattern.compile("-?\\d+");

    /** orbits' {@code enumerate --json}: its solutions and orbits both, and the optimum if it optimised. */
    record Orbits(long solutions, long orbits, OptionalLong optimum, boolean complete) {
        static Orbits of(JsonNode json) {
            JsonNode objective = json.get("objective");
            return new Orbits(
                    json.get("solutions").asLong(),
                    json.get("orbits").asLong(),
                    objective == null
                            ? OptionalLong.empty()
                            : OptionalLong.of(objective.get("value").asLong()),
                    json.get("complete").asBoolean()
                            && (objective == null || objective.get("proven").asBoolean()));
        }
    }

    /**
     * MiniZinc's output with {@code -a}: a line {@code ----------} after each solution and {@code ==========}
     * once the search space is exhausted (for an optimisation, once the last solution is proven optimal).
     */
    static PeerResult ofMiniZinc(String output) {
        long solutions = output.lines().filter("----------"::equals).count();
        boolean complete = output.lines().anyMatch("=========="::equals);
        return new PeerResult(solutions, OptionalLong.empty(), complete);
    }

    /**
     * The value MiniZinc printed last as {@code name=value} when minimising: the optimum, if the run also printed
     * {@code ==========}.
     */
    static Optional<Long> lastMiniZincValue(String output, String name) {
        Long last = null;
        for (String line : output.lines().toList()) {
            if (line.startsWith(name + "=")) {
                last = Long.parseLong(line.substring(name.length() + 1).strip());
            }
        }
        return Optional.ofNullable(last);
    }

    /** {@link CpSatPeer}'s one line: {@code solutions=N}, with {@code optimum=V} before it when it optimised. */
    static PeerResult ofCpSat(String output) {
        String line = output.lines()
                .filter(l -> l.startsWith("solutions=") || l.startsWith("optimum="))
                .reduce((first, second) -> second)
                .orElseThrow(() -> new IllegalStateException("CP-SAT printed no result: " + output.strip()));
        OptionalLong optimum = OptionalLong.empty();
        long solutions = -1;
        for (String field : Splitter.on(' ').omitEmptyStrings().split(line)) {
            String[] nameAndValue = field.split("=", 2);
            Matcher number = NUMBER.matcher(nameAndValue[1]);
            if (!number.matches()) {
                throw new IllegalStateException("CP-SAT printed an unreadable result: " + line);
            }
            long value = Long.parseLong(nameAndValue[1]);
            switch (nameAndValue[0]) {
                case "optimum" -> optimum = OptionalLong.of(value);
                case "solutions" -> solutions = value;
                default -> throw new IllegalStateException("CP-SAT printed an unknown field: " + line);
            }
        }
        return new PeerResult(solutions, optimum, solutions >= 0);
    }

    /**
     * The check of this result against orbits': the same optimum, and as many solutions as orbits counts
     * solutions (a plain model) or orbits (a model with lex-leader symmetry breaking on the same group). Empty
     * when they agree, else what differs.
     */
    Optional<String> disagreement(Orbits reference, boolean onePerOrbit) {
        long expected = onePerOrbit ? reference.orbits() : reference.solutions();
        String what = onePerOrbit ? "orbits" : "solutions";
        if (!complete) {
            return Optional.of("the search did not complete");
        }
        if (!optimum.equals(reference.optimum())) {
            return Optional.of("optimum " + text(optimum) + ", orbits " + text(reference.optimum()));
        }
        if (solutions != expected) {
            return Optional.of(solutions + " " + what + ", orbits " + expected);
        }
        return Optional.empty();
    }

    private static String text(OptionalLong value) {
        return value.isPresent() ? Long.toString(value.getAsLong()) : "none";
    }
}
