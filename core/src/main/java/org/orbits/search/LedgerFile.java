package org.orbits.search;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.orbits.catalog.AtomicFiles;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;

/**
 * The ledgers of one run split into work units, one per group searched, with what identifies the run: the
 * instance, the settings and which part of how many parts it is. Saved now and then as a checkpoint (written
 * whole to a temporary file and moved into place, so a crash leaves the previous state), or printed at the
 * end as a partial result for {@code orbits merge}.
 */
public final class LedgerFile {

    static final String CHECKPOINT = "checkpoint";
    static final String PARTIAL = "partial result";
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final long SAVE_PERIOD_NANOS = 1_000_000_000L;

    private final Identity identity;
    private final Map<String, Ledger> runs = new LinkedHashMap<>();
    private final Optional<Path> path;
    private final boolean keepSolutions;
    private long lastSave;

    /** What must be equal for two ledger files to belong to one search: instance, settings and split. */
    public record Identity(
            String family, ImmutableMap<String, String> parameters, SolverSettings settings, int part, int parts) {

        public static Identity of(PuzzleInstance instance, SolverSettings settings, int part, int parts) {
            return new Identity(instance.family().name(), instance.parameters(), settings, part, parts);
        }

        public String label() {
            StringBuilder label = new StringBuilder(family);
            parameters.forEach(
                    (name, value) -> label.append(' ').append(name).append('=').append(value));
            return label + " (" + settings + ")" + (parts == 1 ? "" : ", part " + part + " of " + parts);
        }

        /** The same instance and settings, whatever the part. */
        public boolean sameSearch(Identity other) {
            return family.equals(other.family)
                    && parameters.equals(other.parameters)
                    && settings.equals(other.settings)
                    && parts == other.parts;
        }
    }

    private LedgerFile(Identity identity, Optional<Path> path, boolean keepSolutions) {
        this.identity = identity;
        this.path = path;
        this.keepSolutions = keepSolutions;
    }

    /**
     * A ledger file kept in memory only; {@code keepSolutions} when it is to be printed as a partial result,
     * so that each finished unit's solutions are recorded.
     */
    public static LedgerFile inMemory(Identity identity, boolean keepSolutions) {
        return new LedgerFile(identity, Optional.empty(), keepSolutions);
    }

    /**
     * The checkpoint at {@code path}: read back when it exists (it must be for the same run), otherwise new;
     * written as units finish.
     */
    public static LedgerFile checkpoint(Path path, Identity identity) {
        if (!Files.exists(path)) {
            return new LedgerFile(identity, Optional.of(path), true);
        }
        LedgerFile read = read(path, CHECKPOINT);
        if (!read.identity.equals(identity)) {
            throw new BadInputException(
                    "checkpoint " + path + " is for " + read.identity.label() + ", not for " + identity.label());
        }
        return new LedgerFile(identity, Optional.of(path), true).adopt(read);
    }

    private LedgerFile adopt(LedgerFile read) {
        runs.putAll(read.runs);
        return this;
    }

    public Identity identity() {
        return identity;
    }

    /** Whether finished units' solutions must be kept, because this file is written out. */
    boolean keepsSolutions() {
        return keepSolutions;
    }

    /** The ledger of the run under {@code group}, planned by {@code plan} when the file has none yet. */
    public synchronized Ledger run(String group, Supplier<WorkPlan> plan) {
        return runs.computeIfAbsent(group, name -> {
            WorkPlan made = plan.get();
            List<Integer> assigned = made.part(identity.part, identity.parts);
            return new Ledger(made, assigned);
        });
    }

    public synchronized Map<String, Ledger> runs() {
        return new LinkedHashMap<>(runs);
    }

    /** Whether a previous run had recorded anything for {@code group}. */
    public synchronized boolean resumes(String group) {
        Ledger ledger = runs.get(group);
        return ledger != null
                && (!ledger.proven().isEmpty() || !ledger.enumerated().isEmpty());
    }

    /** Writes the checkpoint if it is a second since the last write, or now when {@code force}d. */
    synchronized void save(boolean force) {
        if (path.isEmpty() || (!force && System.nanoTime() - lastSave < SAVE_PERIOD_NANOS)) {
            return;
        }
        AtomicFiles.write(path.get(), text(CHECKPOINT));
        lastSave = System.nanoTime();
    }

    /** The whole file as JSON text; {@code kind} says what it is: a checkpoint or a partial result. */
    public synchronized String text(String kind) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("orbits", kind);
        root.put("format", 1);
        root.put("family", identity.family);
        ObjectNode parameters = root.putObject("parameters");
        identity.parameters.forEach(parameters::put);
        ObjectNode settings = root.putObject("settings");
        identity.settings.words().forEach(settings::put);
        root.put("part", identity.part);
        root.put("parts", identity.parts);
        ArrayNode list = root.putArray("runs");
        runs.forEach((group, ledger) -> list.add(toJson(group, ledger)));
        try {
            DefaultPrettyPrinter printer =
                    new DefaultPrettyPrinter().withArrayIndenter(DefaultPrettyPrinter.NopIndenter.instance);
            return MAPPER.writer(printer).writeValueAsString(root).replace("\r\n", "\n") + "\n";
        } catch (JsonProcessingException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    public String partialResult() {
        return text(PARTIAL);
    }

    private static ObjectNode toJson(String group, Ledger ledger) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("group", group);
        WorkPlan plan = ledger.plan();
        node.put("plan", plan.fingerprint());
        ArrayNode units = node.putArray("units");
        plan.prefixes().forEach(prefix -> ints(units.addArray(), prefix));
        ints(
                node.putArray("assigned"),
                ledger.assigned().stream().mapToInt(Integer::intValue).toArray());
        ledger.best().ifPresent(best -> node.put("best", best));
        ints(
                node.putArray("proven"),
                ledger.proven().stream().mapToInt(Integer::intValue).toArray());
        cost(node.putObject("proofCost"), ledger.proofCost());
        ledger.enumeratedAt().ifPresent(value -> node.put("enumeratedAt", value));
        ArrayNode enumerated = node.putArray("enumerated");
        ledger.enumerated().forEach((unit, solutions) -> {
            ObjectNode entry = enumerated.addObject();
            entry.put("unit", unit);
            ArrayNode list = entry.putArray("solutions");
            solutions.forEach(solution -> ints(list.addArray(), solution));
        });
        cost(node.putObject("enumerationCost"), ledger.enumerationCost());
        return node;
    }

    private static void ints(ArrayNode array, int[] values) {
        for (int value : values) {
            array.add(value);
        }
    }

    private static void cost(ObjectNode node, SearchStatistics cost) {
        node.put("nodes", cost.nodes());
        node.put("fails", cost.fails());
        node.put("nanos", cost.nanos());
    }

    /** Reads a ledger file of the given kind; anything unreadable is bad input naming the file. */
    public static LedgerFile read(Path path, String kind) {
        JsonNode root;
        try {
            root = MAPPER.readTree(Files.readString(path));
        } catch (IOException unreadable) {
            throw new BadInputException("cannot read " + path + ": " + firstLine(unreadable));
        } catch (UncheckedIOException unreadable) {
            throw new BadInputException("cannot read " + path + ": " + firstLine(unreadable.getCause()));
        }
        if (root == null || !kind.equals(root.path("orbits").asText())) {
            throw new BadInputException(path + " is not an orbits " + kind);
        }
        try {
            return fromJson(root);
        } catch (RuntimeException malformed) {
            throw new BadInputException(path + " is a damaged " + kind + ": " + firstLine(malformed));
        }
    }

    private static String firstLine(Throwable problem) {
        String message = String.valueOf(problem.getMessage());
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }

    private static LedgerFile fromJson(JsonNode root) {
        ImmutableMap.Builder<String, String> parameters = ImmutableMap.builder();
        for (Iterator<Map.Entry<String, JsonNode>> it =
                        required(root, "parameters").fields();
                it.hasNext(); ) {
            Map.Entry<String, JsonNode> parameter = it.next();
            parameters.put(parameter.getKey(), parameter.getValue().asText());
        }
        Map<String, String> words = new LinkedHashMap<>();
        required(root, "settings")
                .fields()
                .forEachRemaining(
                        word -> words.put(word.getKey(), word.getValue().asText()));
        SolverSettings settings = SolverSettings.ofWords(words);
        Identity identity = new Identity(
                text(root, "family"),
                parameters.build(),
                settings,
                required(root, "part").asInt(),
                required(root, "parts").asInt());
        LedgerFile file = new LedgerFile(identity, Optional.empty(), true);
        for (JsonNode run : required(root, "runs")) {
            String group = text(run, "group");
            List<int[]> prefixes = new ArrayList<>();
            required(run, "units").forEach(prefix -> prefixes.add(ints(prefix)));
            WorkPlan plan =
                    new WorkPlan(identity.family, identity.parameters, group, settings, ImmutableList.copyOf(prefixes));
            if (!plan.fingerprint().equals(text(run, "plan"))) {
                throw new IllegalArgumentException("the units of group " + group + " do not match their fingerprint");
            }
            Ledger ledger = new Ledger(plan, boxed(ints(required(run, "assigned"))));
            Map<Integer, List<int[]>> enumerated = new TreeMap<>();
            for (JsonNode entry : required(run, "enumerated")) {
                List<int[]> solutions = new ArrayList<>();
                required(entry, "solutions").forEach(solution -> solutions.add(ints(solution)));
                enumerated.put(required(entry, "unit").asInt(), solutions);
            }
            ledger.restore(
                    optionalInt(run, "best"),
                    boxed(ints(required(run, "proven"))),
                    cost(required(run, "proofCost")),
                    optionalInt(run, "enumeratedAt"),
                    enumerated,
                    cost(required(run, "enumerationCost")));
            file.runs.put(group, ledger);
        }
        return file;
    }

    private static JsonNode required(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            throw new IllegalArgumentException("no '" + field + "'");
        }
        return value;
    }

    private static String text(JsonNode node, String field) {
        return required(node, field).asText();
    }

    private static OptionalInt optionalInt(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? OptionalInt.empty() : OptionalInt.of(value.asInt());
    }

    private static int[] ints(JsonNode array) {
        if (!array.isArray()) {
            throw new IllegalArgumentException("expected a list of numbers, found " + array);
        }
        int[] values = new int[array.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = array.get(i).intValue();
        }
        return values;
    }

    private static List<Integer> boxed(int[] values) {
        List<Integer> list = new ArrayList<>();
        for (int value : values) {
            list.add(value);
        }
        return list;
    }

    private static SearchStatistics cost(JsonNode node) {
        return new SearchStatistics(
                required(node, "nodes").asLong(),
                required(node, "fails").asLong(),
                required(node, "nanos").asLong());
    }
}
