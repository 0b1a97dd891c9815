package org.orbits.search.units;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Consumer;

/**
 * Checkpoints and parts edited as someone who knows the format would edit them: the change made, then the digest
 * computed again, so that what a test shows refused is refused for what the file says, not for its digest.
 */
public final class ForgedResults {

    private static final ObjectMapper JSON = new ObjectMapper();

    private ForgedResults() {}

    /** {@code text} (a checkpoint's or a part's) with {@code edit} made to its JSON, sealed again. */
    public static String resealed(String text, Consumer<ObjectNode> edit) {
        try {
            ObjectNode tree = (ObjectNode) JSON.readTree(text);
            edit.accept(tree);
            tree.remove("digest");
            tree.put("digest", JSON.treeToValue(tree, PartialResult.class).contentDigest());
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(tree);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }

    /**
     * Says in {@code tree} that its orbit {@code orbit} of unit {@code index} (in the file's order) was met {@code
     * seen} times, the unit's count and the totals made to agree.
     */
    public static void seen(ObjectNode tree, int index, int orbit, long seen) {
        ObjectNode unit = unit(tree, index);
        ObjectNode found = (ObjectNode) unit.get("orbits").get(orbit);
        long more = seen - found.get("seen").asLong();
        found.put("seen", seen);
        unit.put("seen", unit.get("seen").asLong() + more);
        ObjectNode totals = tree.withObject("/totals");
        totals.put("seen", totals.get("seen").asLong() + more);
    }

    /** The units' orbits in {@code tree}, a checkpoint's or a part's: unit {@code index}'s in the file's order. */
    public static ObjectNode unit(ObjectNode tree, int index) {
        return (ObjectNode) tree.withArray("/enumerated").get(index);
    }
}
