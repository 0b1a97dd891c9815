package org.orbits.checks;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.orbits.puzzle.Objective;

/**
 * The JSON form of a {@link CatalogEntry}, keys in a fixed order and lines ending in {@code \n} whatever
 * the platform, so the same entry always gives the same bytes. {@code orbits enumerate --json} prints the
 * same document with run statistics added.
 */
public final class CatalogJson {

    /**
     * Reads documents. An object mapper takes a short run a good part of its start-up to make, so only reading,
     * which a short run never does, makes one; writing walks the tree itself.
     */
    private static final class Reader {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }

    private static final JsonFactory FACTORY = new JsonFactory();

    /** The field of an entry's checks that holds its symmetry analysis. */
    static final String ANALYSIS = "symmetryAnalysis";

    /** How a heavy entry was proven, in words that do not change from run to run. */
    static final String HEAVY_PROOF = "one search under lex-leader symmetry breaking, under the group that holds"
            + " the instance's others, on every core and resumable from a checkpoint: it proves the optimum and"
            + " finds one canonical representative per orbit, each passing the checker; every other group's"
            + " orbits come from those";

    /** What confirms a heavy entry on every verify, with no search. */
    static final String HEAVY_CHECKS = "orbits verify: every solution of every stored orbit (each representative"
            + " expanded by the group) passes the checker at the stored optimum, their number is the stored count,"
            + " and Burnside's lemma over them (each element's fixed solutions among them) gives the stored orbits;"
            + " orbits verify --heavy re-proves the entry";

    private CatalogJson() {}

    public static ObjectNode toTree(CatalogEntry entry) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("family", entry.family());
        root.put("instance", entry.instance());
        ObjectNode parameters = root.putObject("parameters");
        entry.parameters().forEach((name, value) -> putNumberOrText(parameters, name, value));
        ObjectNode group = root.putObject("group");
        group.put("name", entry.group());
        group.put("order", entry.groupOrder());
        root.put("complete", entry.complete());
        entry.objective()
                .ifPresent(objective -> writeObjective(
                        root.putObject("objective"),
                        objective.sense().word(),
                        objective.value(),
                        objective.proven(),
                        objective.bound()));
        root.put("solutions", entry.solutions());
        root.put("orbits", entry.orbits());
        root.put("symmetricSolutions", entry.symmetricSolutions());
        ArrayNode representatives = root.putArray("representatives");
        for (CatalogEntry.Representative representative : entry.representatives()) {
            ObjectNode node = representatives.addObject();
            node.put("orbitSize", representative.orbitSize());
            ObjectNode cells = node.putObject("cells");
            representative.cells().forEach(cells::put);
        }
        entry.checks().ifPresent(checks -> {
            ObjectNode node = root.putObject("checks");
            if (checks.external().isPresent()) {
                CatalogEntry.External external = checks.external().get();
                external(node, external, checks.definitionSolutions());
                node.putObject(CHECKER)
                        .put("representatives", entry.representatives().size());
            } else {
                checks.cover().ifPresent(cover -> {
                    ObjectNode counted = node.putObject(FIRST_EMPTY_CELL);
                    counted.put("nodeBudget", cover.nodeBudget());
                    if (cover.solutions().isPresent()) {
                        counted.put("solutions", cover.solutions().getAsLong());
                    } else {
                        counted.putNull("solutions");
                    }
                });
                ObjectNode definition = node.putObject("definitionModel");
                if (!checks.definitionRun()) {
                    definition.put("run", false);
                } else {
                    definition.put("nodeBudget", checks.definitionNodes());
                    if (checks.definitionSolutions().isPresent()) {
                        definition.put("solutions", checks.definitionSolutions().getAsLong());
                    } else {
                        definition.putNull("solutions");
                    }
                }
            }
            node.putObject("burnside").put("fixedPoints", checks.fixedPoints());
            if (!checks.fullEnumeration()) {
                // Written only when false, so that the entries counted in full read as they always have.
                node.put("fullEnumeration", false);
            }
            checks.heavy().ifPresent(heavy -> {
                ObjectNode marked = node.putObject("heavy");
                marked.put("command", heavy.command());
                marked.put("proof", HEAVY_PROOF);
                marked.put("confirmedBy", HEAVY_CHECKS);
            });
            checks.analysis().ifPresent(analysis -> analysis(node.putObject(ANALYSIS), analysis));
        });
        return root;
    }

    /** The stored symmetry analysis: why it was not run, or the detected group beside the declared one. */
    private static void analysis(ObjectNode node, CatalogEntry.Analysis analysis) {
        if (analysis.notRun().isPresent()) {
            node.put("notRun", analysis.notRun().get());
            return;
        }
        node.put("structure", analysis.structure());
        node.put("order", analysis.order());
        analysis.sources().forEach(node.putArray("sources")::add);
        node.put("generators", analysis.generators());
        analysis.notDetected().forEach(node.putArray("notDetected")::add);
        analysis.notDeclared().forEach(node.putArray("notDeclared")::add);
        node.put("orbits", analysis.orbits());
        analysis.sameAs().forEach(node.putArray("sameAs")::add);
    }

    private static CatalogEntry.Analysis analysis(JsonNode node) {
        if (node.has("notRun")) {
            return CatalogEntry.Analysis.notRun(required(node, "notRun").asText());
        }
        return new CatalogEntry.Analysis(
                Optional.empty(),
                required(node, "structure").asText(),
                required(node, "order").asLong(),
                texts(required(node, "sources")),
                required(node, "generators").asInt(),
                texts(required(node, "notDetected")),
                texts(required(node, "notDeclared")),
                required(node, "orbits").asInt(),
                texts(required(node, "sameAs")));
    }

    private static ImmutableList<String> texts(JsonNode array) {
        if (!array.isArray()) {
            throw new IllegalArgumentException("not a list: " + array);
        }
        ImmutableList.Builder<String> texts = ImmutableList.builder();
        array.forEach(text -> texts.add(text.asText()));
        return texts.build();
    }

    /** The check of every listed representative by the independent evaluator, in a model's checks. */
    static final String CHECKER = "checker";

    /** The count of a tiling that shares nothing with its engine (see {@link CoverCount}), in its checks. */
    static final String FIRST_EMPTY_CELL = "firstEmptyCell";

    /** Another solver's count, under its name in lower case: {@code "gecode": {"solver": "Gecode", ...}}. */
    public static void external(ObjectNode checks, CatalogEntry.External external, OptionalLong solutions) {
        ObjectNode counted = checks.putObject(external.key());
        counted.put("solver", external.solver());
        counted.put("budget", external.budget());
        if (solutions.isPresent()) {
            counted.put("solutions", solutions.getAsLong());
        } else {
            counted.putNull("solutions");
            counted.put("why", external.why());
        }
    }

    public static String write(JsonNode tree) {
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        StringWriter text = new StringWriter();
        try (JsonGenerator generator = FACTORY.createGenerator(text)) {
            generator.setPrettyPrinter(printer);
            write(generator, tree);
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
        return text + "\n";
    }

    /** Writes one node and everything under it, as an object mapper would. */
    private static void write(JsonGenerator generator, JsonNode node) throws IOException {
        switch (node.getNodeType()) {
            case OBJECT -> {
                generator.writeStartObject();
                for (Map.Entry<String, JsonNode> field : node.properties()) {
                    generator.writeFieldName(field.getKey());
                    write(generator, field.getValue());
                }
                generator.writeEndObject();
            }
            case ARRAY -> {
                generator.writeStartArray();
                for (JsonNode element : node) {
                    write(generator, element);
                }
                generator.writeEndArray();
            }
            case STRING -> generator.writeString(node.textValue());
            case BOOLEAN -> generator.writeBoolean(node.booleanValue());
            case NULL -> generator.writeNull();
            case NUMBER -> {
                switch (node.numberType()) {
                    case INT -> generator.writeNumber(node.intValue());
                    case LONG -> generator.writeNumber(node.longValue());
                    case DOUBLE -> generator.writeNumber(node.doubleValue());
                    default -> throw new IllegalArgumentException("no catalog field holds a " + node.numberType());
                }
            }
            default -> throw new IllegalArgumentException("no catalog field holds a " + node.getNodeType());
        }
    }

    public static String write(CatalogEntry entry) {
        return write(toTree(entry));
    }

    /** Reads an entry back; a document that is not one names what is wrong in an {@link IllegalArgumentException}. */
    public static CatalogEntry read(String json) {
        JsonNode root;
        try {
            root = Reader.MAPPER.readTree(json);
        } catch (JsonProcessingException notJson) {
            throw new IllegalArgumentException("not JSON: " + notJson.getOriginalMessage());
        }
        ImmutableMap.Builder<String, String> parameters = ImmutableMap.builder();
        fields(required(root, "parameters"))
                .forEachRemaining(e -> parameters.put(e.getKey(), e.getValue().asText()));
        Optional<EntryObjective> objective = Optional.ofNullable(root.get("objective"))
                .map(node -> new EntryObjective(
                        sense(required(node, "sense").asText()),
                        node.path("value").isInt()
                                ? OptionalInt.of(node.get("value").asInt())
                                : OptionalInt.empty(),
                        required(node, "proven").asBoolean(),
                        node.path("bound").isInt()
                                ? OptionalInt.of(node.get("bound").asInt())
                                : OptionalInt.empty()));
        ImmutableList.Builder<CatalogEntry.Representative> representatives = ImmutableList.builder();
        for (JsonNode node : required(root, "representatives")) {
            ImmutableMap.Builder<String, Integer> cells = ImmutableMap.builder();
            fields(required(node, "cells"))
                    .forEachRemaining(e -> cells.put(e.getKey(), e.getValue().asInt()));
            representatives.add(new CatalogEntry.Representative(
                    cells.build(), required(node, "orbitSize").asInt()));
        }
        Optional<CatalogEntry.Checks> checks = Optional.ofNullable(root.get("checks"))
                .map(node -> {
                    Optional<CatalogEntry.External> external = external(node);
                    JsonNode definition = external.isPresent()
                            ? required(node, external.get().key())
                            : required(node, "definitionModel");
                    Optional<CatalogEntry.Cover> cover = Optional.ofNullable(node.get(FIRST_EMPTY_CELL))
                            .map(counted -> new CatalogEntry.Cover(
                                    required(counted, "nodeBudget").asLong(),
                                    counted.path("solutions").isIntegralNumber()
                                            ? OptionalLong.of(
                                                    counted.get("solutions").asLong())
                                            : OptionalLong.empty()));
                    boolean notRun = !definition.path("run").asBoolean(true);
                    return new CatalogEntry.Checks(
                            external.isPresent() || notRun
                                    ? 0
                                    : required(definition, "nodeBudget").asLong(),
                            definition.path("solutions").isIntegralNumber()
                                    ? OptionalLong.of(
                                            definition.get("solutions").asLong())
                                    : OptionalLong.empty(),
                            required(required(node, "burnside"), "fixedPoints").asLong(),
                            node.path("fullEnumeration").asBoolean(true),
                            Optional.ofNullable(node.get("heavy"))
                                    .map(heavy -> new CatalogEntry.Heavy(
                                            required(heavy, "command").asText())),
                            external,
                            cover,
                            Optional.ofNullable(node.get(ANALYSIS)).map(CatalogJson::analysis));
                });
        JsonNode group = required(root, "group");
        return new CatalogEntry(
                required(root, "family").asText(),
                required(root, "instance").asText(),
                parameters.build(),
                required(group, "name").asText(),
                required(group, "order").asInt(),
                required(root, "solutions").asLong(),
                required(root, "orbits").asInt(),
                required(root, "symmetricSolutions").asLong(),
                required(root, "complete").asBoolean(),
                objective,
                representatives.build(),
                checks);
    }

    /** The other solver's count among the checks, if one counted: the one check that names its solver. */
    private static Optional<CatalogEntry.External> external(JsonNode checks) {
        Iterator<Map.Entry<String, JsonNode>> fields = fields(checks);
        while (fields.hasNext()) {
            JsonNode check = fields.next().getValue();
            if (check.has("solver")) {
                return Optional.of(new CatalogEntry.External(
                        required(check, "solver").asText(),
                        required(check, "budget").asText(),
                        check.path("why").asText("")));
            }
        }
        return Optional.empty();
    }

    private static void putNumberOrText(ObjectNode node, String name, String value) {
        try {
            node.put(name, Integer.parseInt(value));
        } catch (NumberFormatException text) {
            node.put(name, value);
        }
    }

    private static Objective.Sense sense(String word) {
        for (Objective.Sense sense : Objective.Sense.values()) {
            if (sense.word().equals(word)) {
                return sense;
            }
        }
        throw new IllegalArgumentException("unknown objective sense '" + word + "'");
    }

    private static JsonNode required(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            throw new IllegalArgumentException("missing field '" + field + "'");
        }
        return value;
    }

    private static Iterator<Map.Entry<String, JsonNode>> fields(JsonNode node) {
        return node.fields();
    }

    /**
     * An objective as the catalog and {@code enumerate --json} write it: {@code {sense, value, proven, bound?}},
     * the value null when none was found.
     */
    public static void writeObjective(
            ObjectNode node, String sense, OptionalInt value, boolean proven, OptionalInt bound) {
        node.put("sense", sense);
        if (value.isPresent()) {
            node.put("value", value.getAsInt());
        } else {
            node.putNull("value");
        }
        node.put("proven", proven);
        bound.ifPresent(at -> node.put("bound", at));
    }
}
