package org.orbits.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import com.google.common.primitives.ImmutableIntArray;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.orbits.api.Cancellation;
import org.orbits.api.Family;
import org.orbits.api.Instance;
import org.orbits.api.OrbitFound;
import org.orbits.api.OrbitsException;
import org.orbits.api.Progress;
import org.orbits.api.Remark;
import org.orbits.api.SymmetryGroup;

/** The play page's questions, answered as JSON: what a position looks like, and Solve, All and Check. */
final class PlayApi {

    private final Engine engine;
    private final OpenedTilings tilings;
    private final ObjectMapper json;
    private final Duration maxTimeLimit;
    /** {@link #atDefault} by family and parameters asked: each answer builds an instance per parameter. */
    private final Cache<List<String>, List<String>> defaults =
            CacheBuilder.newBuilder().maximumSize(256).build();

    PlayApi(Engine engine, OpenedTilings tilings, ObjectMapper json, Duration maxTimeLimit) {
        this.engine = engine;
        this.tilings = tilings;
        this.json = json;
        this.maxTimeLimit = maxTimeLimit;
    }

    ArrayNode families() {
        ArrayNode families = json.createArrayNode();
        for (Family family : engine.families()) {
            ObjectNode node = families.addObject();
            node.put("name", family.name());
            node.put("title", family.title());
            node.put("symmetry", family.symmetry());
            ArrayNode parameters = node.putArray("parameters");
            for (Family.Parameter parameter : family.parameters()) {
                ObjectNode p = parameters.addObject();
                p.put("name", parameter.name());
                p.put("description", parameter.description());
                p.put("default", parameter.defaultValue());
                p.put("range", parameter.range());
            }
        }
        return families;
    }

    /** The position a query names: a family and its parameters, or a tiling file opened here ({@code tiling=ID}). */
    Position position(Query query) {
        Optional<String> tiling = query.single("tiling");
        Instance instance = tiling.isPresent()
                ? tilings.require(tiling.get())
                : engine.instance(query.required("family"), query.parameters());
        return Position.of(instance, query.all("given"));
    }

    /** The instance, the position drawn, and what the rules say of it. */
    ObjectNode board(Query query) {
        Position position = position(query);
        Instance instance = position.instance();
        ObjectNode board = json.createObjectNode();
        board.put("family", instance.family());
        board.put("instance", instance.id());
        board.put("label", instance.label());
        query.single("tiling").ifPresent(id -> board.put("tiling", id));
        ObjectNode parameters = board.putObject("parameters");
        instance.parameters().forEach(parameters::put);
        ArrayNode atDefault = board.putArray("atDefault");
        Map<String, String> asked = query.parameters();
        defaults.asMap()
                .computeIfAbsent(List.of(instance.family(), asked.toString()), key -> atDefault(instance, asked))
                .forEach(atDefault::add);
        ArrayNode cells = board.putArray("cells");
        instance.cellNames().forEach(cells::add);
        board.put("minValue", instance.minValue());
        board.put("maxValue", instance.maxValue());
        board.put("valuesDistinct", instance.valuesDistinct());
        board.put("optimisation", instance.optimisation());
        SymmetryGroup group = instance.groups().get(0);
        board.put("group", group.name());
        board.put("groupOrder", group.order());
        ObjectNode givens = board.putObject("givens");
        position.givens().forEach((cell, value) -> givens.put(position.name(cell), value));
        board.put("svg", instance.drawing(position.values()));
        ObjectNode colours = board.putObject("valueColours");
        valueColours(instance).forEach(colours::put);
        ObjectNode names = board.putObject("valueNames");
        position.valueNames().forEach(names::put);
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

    /**
     * The parameters whose value is the one the family would choose by itself, given the others as asked: a
     * page may let such a parameter follow the others (an n-gon's sum follows n), and keep the rest as set.
     */
    List<String> atDefault(Instance instance, Map<String, String> asked) {
        List<String> names = new ArrayList<>();
        instance.parameters().forEach((name, value) -> {
            if (!asked.containsKey(name)) {
                names.add(name);
                return;
            }
            Map<String, String> without = new LinkedHashMap<>(asked);
            without.remove(name);
            try {
                if (value.equals(
                        engine.instance(instance.family(), without).parameters().get(name))) {
                    names.add(name);
                }
            } catch (OrbitsException othersAloneAreNotAPuzzle) {
                // Without this parameter the others make no instance: it is not a default.
            }
        });
        return List.copyOf(names);
    }

    private static final int MOST_COLOURS = 8;
    private static final Pattern FILL = Pattern.compile("fill=\"([^\"]*)\"");

    /**
     * Where the drawing shows a value as a colour and not as a word (a coloured point, no number), the colour
     * of each value, so that the page can draw a legend; empty where values are written out.
     */
    static Map<String, String> valueColours(Instance instance) {
        int count = instance.maxValue() - instance.minValue() + 1;
        if (count < 1 || count > MOST_COLOURS || instance.cellNames().isEmpty()) {
            return Map.of();
        }
        Map<String, String> colours = new LinkedHashMap<>();
        for (int value = instance.minValue(); value <= instance.maxValue(); value++) {
            int[] values = new int[instance.cellNames().size()];
            Arrays.fill(values, Instance.EMPTY);
            values[0] = value;
            String svg = instance.drawing(ImmutableIntArray.copyOf(values));
            String cell = "data-cell=\"" + instance.cellNames().get(0) + "\"";
            int at = svg.indexOf(cell);
            if (at < 0) {
                return Map.of();
            }
            int next = svg.indexOf("data-cell=", at + cell.length());
            String element = svg.substring(at, next < 0 ? svg.length() : next);
            if (element.contains(">" + value + "<")) {
                return Map.of();
            }
            Matcher fill = FILL.matcher(element);
            if (!fill.find() || colours.containsValue(fill.group(1))) {
                return Map.of();
            }
            colours.put(String.valueOf(value), fill.group(1));
        }
        return colours;
    }

    ObjectNode solve(Query query, Cancellation cancellation, Progress.Listener progress) {
        Position position = position(query).searchable();
        Engine.Completion completion = engine.solve(position, timeLimit(query), cancellation, progress);
        ObjectNode answer = json.createObjectNode();
        answer.put("solved", completion.values().isPresent());
        answer.put("complete", completion.complete());
        answer.put("millis", completion.millis());
        completion.objective().ifPresent(optimum -> {
            ObjectNode objective = answer.putObject("objective");
            objective.put("sense", optimum.sense());
            optimum.value().ifPresent(value -> objective.put("value", value));
            objective.put("proven", optimum.proven());
            objective.put("status", optimum.status());
        });
        completion
                .values()
                .ifPresentOrElse(
                        values -> {
                            answer.put(
                                    "message",
                                    completion
                                            .objective()
                                            .map(optimum -> "solved: " + optimum.status()
                                                    + ", a solution of the givens checked by the puzzle's checker")
                                            .orElse(
                                                    "solved: a solution of the givens, checked by the puzzle's checker"));
                            answer.set("solution", cells(position.instance(), values));
                            answer.put("svg", position.instance().drawing(values));
                        },
                        () -> answer.put(
                                "message",
                                completion.complete()
                                        ? "no solution: the givens cannot be completed"
                                        : "no solution found within the time limit: the search was stopped, so one may exist"));
        return answer;
    }

    /**
     * Where a Solve stands: the time so far and, of an optimisation, the best objective value found so far; the
     * picture of the best solution comes along only when it differs from {@code shown}, the one sent before.
     */
    ObjectNode solveProgressEvent(Position position, Progress progress, long startNanos, ImmutableIntArray shown) {
        ObjectNode event = progressEvent(progress, startNanos);
        if (progress != null && progress.bestSolution().isPresent()) {
            ImmutableIntArray best = progress.bestSolution().get();
            Instance instance = position.instance();
            instance.objectiveOf(best).ifPresent(value -> event.put("best", value));
            if (!best.equals(shown)) {
                event.set("bestSolution", cells(instance, best));
                event.put("bestSvg", instance.drawing(best));
            }
        }
        return event;
    }

    Duration timeLimit(Query query) {
        return query.single("timeLimit")
                .map(text -> {
                    double seconds;
                    try {
                        seconds = Double.parseDouble(text);
                    } catch (NumberFormatException notANumber) {
                        throw new OrbitsException("timeLimit=" + text + " is not a number of seconds");
                    }
                    if (!(seconds > 0) || seconds > maxTimeLimit.toSeconds()) {
                        throw new OrbitsException(
                                "timeLimit=" + text + " is outside 0.." + maxTimeLimit.toSeconds() + " seconds");
                    }
                    return Duration.ofMillis((long) (seconds * 1000));
                })
                .orElse(maxTimeLimit);
    }

    ObjectNode cells(Instance instance, ImmutableIntArray values) {
        ObjectNode cells = json.createObjectNode();
        List<String> names = instance.cellNames();
        for (int cell = 0; cell < values.length(); cell++) {
            cells.put(names.get(cell), values.get(cell));
        }
        return cells;
    }

    /**
     * The solutions of an orbit that complete the position's givens, least first: the representative alone where
     * nothing is given. Where the group cannot be listed, the representative stands for its orbit.
     */
    List<ImmutableIntArray> completing(Position position, ImmutableIntArray representative) {
        if (position.givens().isEmpty()) {
            return List.of(representative);
        }
        Instance instance = position.instance();
        try {
            return instance.imagesAgreeingWith(
                    instance.groups().get(0).name(), representative, position.givensByName());
        } catch (OrbitsException tooLarge) {
            return List.of(representative);
        }
    }

    /** An orbit met by a search: it holds a solution of the givens, so one is shown, and drawn when {@code drawn}. */
    ObjectNode orbitEvent(Position position, int number, OrbitFound orbit, boolean drawn) {
        List<ImmutableIntArray> agreeing = completing(position, orbit.representative());
        return orbitEvent(
                position,
                number,
                orbit.representative(),
                orbit.size(),
                agreeing.isEmpty() ? orbit.representative() : agreeing.get(0),
                drawn);
    }

    /**
     * One orbit: its canonical form, and {@code shown}, a solution of it that completes the givens (the canonical
     * form itself where it does); drawn when {@code drawn}.
     */
    ObjectNode orbitEvent(
            Position position,
            int number,
            ImmutableIntArray canonical,
            long size,
            ImmutableIntArray shown,
            boolean drawn) {
        Instance instance = position.instance();
        ObjectNode event = json.createObjectNode();
        event.put("event", "orbit");
        event.put("number", number);
        event.put("orbitSize", size);
        event.set("canonicalForm", cells(instance, canonical));
        event.set("shown", cells(instance, shown));
        event.put("shownIsCanonical", shown.equals(canonical));
        if (drawn) {
            event.put("svg", instance.drawing(shown));
        }
        return event;
    }

    /** The independent checker on a board filled by hand: every cell filled, every rule kept. */
    ObjectNode check(Query query) {
        Position position = position(query);
        Instance instance = position.instance();
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
        ImmutableIntArray values = position.values();
        var violation = instance.violation(values);
        answer.put("ok", violation.isEmpty());
        if (violation.isPresent()) {
            answer.put("message", "the checker says: " + violation.get());
        } else {
            String objective = instance.objectiveOf(values)
                    .map(value -> "; its objective is " + value + " (whether that is the optimum is for Solve to say)")
                    .orElse("");
            answer.put("message", "correct: the checker accepts this board" + objective);
        }
        return answer;
    }

    Engine engine() {
        return engine;
    }

    ObjectMapper json() {
        return json;
    }

    ObjectNode startEvent(Position position) {
        ObjectNode event = json.createObjectNode();
        event.put("event", "start");
        event.put("label", position.instance().label());
        event.put("group", position.instance().groups().get(0).name());
        event.put("groupOrder", position.instance().groups().get(0).order());
        return event;
    }

    /** Where the search stands; before its first report, only the time since the request came. */
    ObjectNode progressEvent(Progress progress, long startNanos) {
        ObjectNode event = json.createObjectNode();
        event.put("event", "progress");
        if (progress == null) {
            event.put("phase", "starting");
            event.put("elapsedMillis", (System.nanoTime() - startNanos) / 1_000_000);
        } else {
            event.put("phase", progress.phase());
            event.put("solutions", progress.solutions());
            event.put("nodes", progress.nodes());
            event.put("elapsedMillis", progress.elapsed().toMillis());
            // Split into work units, the search can tell its share done and, once a unit is done, the time left.
            if (progress.split()) {
                event.put("shareDone", progress.shareDone());
                Duration left = progress.remaining();
                if (!left.isNegative()) {
                    event.put("remainingMillis", left.toMillis());
                }
            }
        }
        return event;
    }

    ObjectNode doneEvent(Engine.AllCompletions census, Cancellation cancellation) {
        ObjectNode event = json.createObjectNode();
        event.put("event", "done");
        event.put("complete", census.complete());
        event.put("cancelled", cancellation.isCancelled());
        event.put("completions", census.completions());
        event.put("orbits", census.completionsPerOrbit().size());
        ArrayNode perOrbit = event.putArray("completionsPerOrbit");
        census.completionsPerOrbit().forEach(perOrbit::add);
        event.put("millis", census.millis());
        return event;
    }
}
