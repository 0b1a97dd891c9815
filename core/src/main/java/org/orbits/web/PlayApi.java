package org.orbits.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.Parameter;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.Remark;
import org.orbits.search.ProgressListener;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Orbit;

/** The play page's questions, answered as JSON: what a position looks like, and Solve, All and Check. */
final class PlayApi {

    private final Engine engine;
    private final ObjectMapper json;
    private final Duration maxTimeLimit;

    PlayApi(Engine engine, ObjectMapper json, Duration maxTimeLimit) {
        this.engine = engine;
        this.json = json;
        this.maxTimeLimit = maxTimeLimit;
    }

    ArrayNode families() {
        ArrayNode families = json.createArrayNode();
        for (PuzzleFamily family : engine.registry().families()) {
            ObjectNode node = families.addObject();
            node.put("name", family.name());
            node.put("title", family.title());
            node.put("symmetry", family.symmetryDescription());
            ArrayNode parameters = node.putArray("parameters");
            for (Parameter parameter : family.parameters()) {
                ObjectNode p = parameters.addObject();
                p.put("name", parameter.name());
                p.put("description", parameter.description());
                p.put("default", parameter.defaultValue());
                p.put("range", parameter.range());
            }
        }
        return families;
    }

    Position position(Query query) {
        PuzzleInstance instance = engine.instance(query.required("family"), query.parameters());
        return Position.of(instance, query.all("given"));
    }

    /** The instance, the position drawn, and what the rules say of it. */
    ObjectNode board(Query query) {
        Position position = position(query);
        PuzzleInstance instance = position.instance();
        ObjectNode board = json.createObjectNode();
        board.put("family", instance.family().name());
        board.put("instance", instance.id());
        board.put("label", instance.label());
        ObjectNode parameters = board.putObject("parameters");
        instance.parameters().forEach(parameters::put);
        ArrayNode cells = board.putArray("cells");
        instance.cellNames().forEach(cells::add);
        board.put("minValue", instance.minValue());
        board.put("maxValue", instance.maxValue());
        board.put("valuesDistinct", instance.valuesDistinct());
        board.put("optimisation", instance.objectiveOf(blankSolution(instance)).isPresent());
        Group group = instance.defaultGroup();
        board.put("group", group.name());
        board.put("groupOrder", group.order());
        ObjectNode givens = board.putObject("givens");
        position.givens().forEach((cell, value) -> givens.put(position.name(cell), value));
        board.put("svg", Svg.of(instance.draw(position.values())));
        ArrayNode remarks = board.putArray("remarks");
        for (Remark remark : position.remarks()) {
            ObjectNode node = remarks.addObject();
            node.put("broken", remark.broken());
            node.put("text", remark.text());
            ArrayNode about = node.putArray("cells");
            remark.cells().forEach(about::add);
        }
        return board;
    }

    /** Any instance's objective, if it has one, is defined on every filling; this one is only asked whether. */
    private static int[] blankSolution(PuzzleInstance instance) {
        int[] values = new int[instance.cellNames().size()];
        java.util.Arrays.fill(values, instance.minValue());
        return values;
    }

    ObjectNode solve(Query query, Engine.Cancellation cancellation) {
        Position position = position(query).searchable();
        Engine.Completion completion = engine.solve(position, timeLimit(query), cancellation);
        ObjectNode answer = json.createObjectNode();
        answer.put("solved", completion.values().isPresent());
        answer.put("complete", completion.complete());
        answer.put("millis", completion.millis());
        completion
                .values()
                .ifPresentOrElse(
                        values -> {
                            answer.put(
                                    "message", "solved: a completion of the givens, checked by the puzzle's checker");
                            answer.set("solution", cells(position.instance(), values));
                            answer.put("svg", Svg.of(position.instance().draw(values)));
                        },
                        () -> answer.put(
                                "message",
                                completion.complete()
                                        ? "no solution: the givens cannot be completed"
                                        : "no solution found within the time limit: the search was stopped, so one may exist"));
        return answer;
    }

    Duration timeLimit(Query query) {
        return query.single("timeLimit")
                .map(text -> {
                    double seconds;
                    try {
                        seconds = Double.parseDouble(text);
                    } catch (NumberFormatException notANumber) {
                        throw new BadInputException("timeLimit=" + text + " is not a number of seconds");
                    }
                    if (!(seconds > 0) || seconds > maxTimeLimit.toSeconds()) {
                        throw new BadInputException(
                                "timeLimit=" + text + " is outside 0.." + maxTimeLimit.toSeconds() + " seconds");
                    }
                    return Duration.ofMillis((long) (seconds * 1000));
                })
                .orElse(maxTimeLimit);
    }

    ObjectNode cells(PuzzleInstance instance, int[] values) {
        ObjectNode cells = json.createObjectNode();
        List<String> names = instance.cellNames();
        for (int cell = 0; cell < values.length; cell++) {
            cells.put(names.get(cell), values[cell]);
        }
        return cells;
    }

    ObjectNode orbitEvent(PuzzleInstance instance, int number, int[] completion, Orbit orbit) {
        ObjectNode event = json.createObjectNode();
        event.put("event", "orbit");
        event.put("number", number);
        event.put("orbitSize", orbit.size());
        event.set("completion", cells(instance, completion));
        event.set("canonicalForm", cells(instance, orbit.representative()));
        event.put("svg", Svg.of(instance.draw(completion)));
        return event;
    }

    /** The independent checker on a board filled by hand: every cell filled, every rule kept. */
    ObjectNode check(Query query) {
        Position position = position(query);
        PuzzleInstance instance = position.instance();
        ObjectNode answer = json.createObjectNode();
        List<String> empty = position.emptyCells();
        if (!empty.isEmpty()) {
            answer.put("ok", false);
            answer.put(
                    "message",
                    empty.size() + " of " + instance.cellNames().size() + " cells are empty: "
                            + String.join(" ", empty.subList(0, Math.min(12, empty.size())))
                            + (empty.size() > 12 ? " ..." : ""));
            return answer;
        }
        int[] values = position.values();
        var violation = instance.violation(values);
        answer.put("ok", violation.isEmpty());
        if (violation.isPresent()) {
            answer.put("message", "the checker says: " + violation.get());
        } else {
            String objective = instance.objectiveOf(values)
                    .map(o -> "; its " + o.sense().word() + " objective is " + o.value()
                            + " (whether that is the optimum is for Solve to say)")
                    .orElse("");
            answer.put("message", "correct: the checker accepts this board" + objective);
        }
        return answer;
    }

    Engine engine() {
        return engine;
    }

    ObjectNode startEvent(Position position) {
        ObjectNode event = json.createObjectNode();
        event.put("event", "start");
        event.put("label", position.instance().label());
        event.put("group", position.instance().defaultGroup().name());
        event.put("groupOrder", position.instance().defaultGroup().order());
        return event;
    }

    /** Where the search stands; before its first report, only the time since the request came. */
    ObjectNode progressEvent(ProgressListener.Snapshot snapshot, long startNanos) {
        ObjectNode event = json.createObjectNode();
        event.put("event", "progress");
        if (snapshot == null) {
            event.put("phase", "starting");
            event.put("elapsedMillis", (System.nanoTime() - startNanos) / 1_000_000);
        } else {
            event.put("phase", snapshot.phase());
            event.put("solutions", snapshot.solutions());
            event.put("nodes", snapshot.nodes());
            event.put("elapsedMillis", snapshot.elapsedNanos() / 1_000_000);
        }
        return event;
    }

    ObjectNode doneEvent(Engine.Census census, Engine.Cancellation cancellation) {
        ObjectNode event = json.createObjectNode();
        event.put("event", "done");
        event.put("complete", census.complete());
        event.put("cancelled", cancellation.cancelled());
        event.put("completions", census.completions());
        event.put("orbits", census.completionsPerOrbit().size());
        ArrayNode perOrbit = event.putArray("completionsPerOrbit");
        census.completionsPerOrbit().values().forEach(perOrbit::add);
        event.put("millis", census.millis());
        return event;
    }
}
