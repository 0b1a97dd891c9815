package org.orbits.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

class CatalogJsonTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** What the catalog's files were written with before the writer walked the tree itself. */
    private static String mapperWrites(JsonNode tree) throws Exception {
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        return MAPPER.writer(printer).writeValueAsString(tree) + "\n";
    }

    @Test
    void writesEveryKindOfNodeAsAnObjectMapperDoes() throws Exception {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("text", "quote \" backslash \\ tab \t newline \n and ü, 𝄞");
        root.put("int", -7);
        root.put("long", 9_000_000_000L);
        root.put("double", 0.204);
        root.put("whole double", 3.0);
        root.put("true", true);
        root.put("false", false);
        root.putNull("null");
        root.putObject("empty object");
        root.putArray("empty array");
        ObjectNode nested = root.putArray("array").addObject();
        nested.putObject("cells").put("r0c0", 1).put("r0c1", 0);
        nested.put("orbitSize", 16);
        root.withArray("array").add(5).add("five").addNull().addArray().add(false);

        assertEquals(mapperWrites(root), CatalogJson.write(root));
    }

    @Test
    void anEntryReadsBackAsItWasWritten() throws Exception {
        String json =
                CatalogJson.write(MAPPER.readTree("{\"family\":\"hip\",\"instance\":\"n2\",\"parameters\":{\"n\":2},"
                        + "\"group\":{\"name\":\"D4\",\"order\":8},\"complete\":true,\"solutions\":2,\"orbits\":1,"
                        + "\"symmetricSolutions\":2,\"representatives\":[{\"orbitSize\":2,\"cells\":{\"r0c0\":0,\"r0c1\":1,"
                        + "\"r1c0\":1,\"r1c1\":0}}]}"));

        CatalogEntry entry = CatalogJson.read(json);

        assertEquals(json, CatalogJson.write(entry));
        assertEquals(mapperWrites(MAPPER.readTree(json)), json);
        assertEquals(1, entry.representatives().size());
    }

    @Test
    void aModelsChecksNameGecodeAndTheCheckerAndReadBackAsWritten() throws Exception {
        CatalogEntry entry = new CatalogEntry(
                "queens",
                "n4",
                com.google.common.collect.ImmutableMap.of("n", "4"),
                "declared",
                2,
                2,
                1,
                2,
                true,
                java.util.Optional.empty(),
                com.google.common.collect.ImmutableList.of(new CatalogEntry.Representative(
                        com.google.common.collect.ImmutableMap.of("q[1]", 2, "q[2]", 4, "q[3]", 1, "q[4]", 3), 2)),
                java.util.Optional.of(new CatalogEntry.Checks(
                        0,
                        java.util.OptionalLong.of(2),
                        4,
                        true,
                        java.util.Optional.empty(),
                        java.util.Optional.of(new CatalogEntry.External("Gecode", "1000000 nodes", "")))));
        String json = CatalogJson.write(entry);
        JsonNode checks = MAPPER.readTree(json).path("checks");
        assertEquals(2, checks.path("gecode").path("solutions").asLong(), json);
        assertEquals("Gecode", checks.path("gecode").path("solver").asText(), json);
        assertEquals(1, checks.path("checker").path("representatives").asInt(), json);
        assertEquals(false, checks.has("definitionModel"), json);
        assertEquals(entry, CatalogJson.read(json));

        CatalogEntry unfinished = entry.withChecks(new CatalogEntry.Checks(
                0,
                java.util.OptionalLong.empty(),
                4,
                true,
                java.util.Optional.empty(),
                java.util.Optional.of(new CatalogEntry.External("Gecode", "1000000 nodes", "it did not finish"))));
        String open = CatalogJson.write(unfinished);
        assertEquals(
                true,
                MAPPER.readTree(open)
                        .path("checks")
                        .path("gecode")
                        .path("solutions")
                        .isNull(),
                open);
        assertEquals(
                "it did not finish",
                MAPPER.readTree(open).path("checks").path("gecode").path("why").asText());
        assertEquals(unfinished, CatalogJson.read(open));
    }
}
