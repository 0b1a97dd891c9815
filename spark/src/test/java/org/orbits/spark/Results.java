package org.orbits.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.orbits.api.Orbits;
import org.orbits.cli.OrbitsCommand;

/** What the tests compare against: the JSON {@code orbits enumerate --json} prints, statistics aside. */
final class Results {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Results() {}

    /** {@code orbits enumerate ARGUMENTS --json}, run here on one machine. */
    static String enumerate(List<String> arguments) {
        List<String> line = new ArrayList<>(List.of("enumerate"));
        line.addAll(arguments);
        line.addAll(List.of("--json", "--quiet"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = OrbitsCommand.run(
                Orbits.standard(), new PrintWriter(out), new PrintWriter(err), line.toArray(String[]::new));
        assertEquals(0, exit, err.toString());
        return out.toString();
    }

    /**
     * The JSON without its statistics, which differ from run to run, and with nothing else changed: two
     * results are the same when these texts are equal.
     */
    static String withoutStatistics(String json) {
        try {
            JsonNode root = MAPPER.readTree(json);
            strip(root);
            return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }

    private static void strip(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.remove("statistics");
            object.elements().forEachRemaining(Results::strip);
        } else if (node.isArray()) {
            node.elements().forEachRemaining(Results::strip);
        }
    }
}
