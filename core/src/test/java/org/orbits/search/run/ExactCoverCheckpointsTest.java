package org.orbits.search.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.ProgressListener;
import org.orbits.search.units.ForgedResults;
import org.orbits.tiling.TilingsFamily;

/**
 * A tiling's checkpoint is held to what its engine says of the search: the 3 x 20 pentomino rectangle's restriction is
 * exact, each orbit met once, so an orbit a checkpoint says was met twice is refused in one line of bad input, as a
 * Choco search's is; it once passed the checks read back and failed the census with an internal error.
 */
class ExactCoverCheckpointsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** 8 tilings in 2 orbits under the rectangle's 4 symmetries. */
    private static final PuzzleInstance RECTANGLE = new TilingsFamily().instance(Map.of("board", "pentominoes-3x20"));

    @TempDir
    Path folder;

    private static SearchRequest request(Path file) {
        return SearchRequest.defaults().checkpointed(1, file, () -> false, ProgressListener.SILENT);
    }

    @Test
    void anOrbitSaidToBeMetTwiceWhereTheRestrictionIsExactIsRefused() throws IOException {
        Path file = folder.resolve("rectangle.checkpoint");
        Reduction whole = Enumerations.enumerate(RECTANGLE, request(file));
        assertTrue(whole.complete());
        assertEquals(8, whole.groups().get(0).solutions());
        assertEquals(2, whole.groups().get(0).orbits().size());
        ObjectNode saved = (ObjectNode) JSON.readTree(Files.readString(file));
        ArrayNode units = saved.withArray("/enumerated");
        int withOrbits = 0;
        while (units.get(withOrbits).get("orbits").isEmpty()) {
            withOrbits++;
        }
        int unit = withOrbits;
        Files.writeString(
                file, ForgedResults.resealed(Files.readString(file), tree -> ForgedResults.seen(tree, unit, 0, 2)));
        BadInputException refusal =
                assertThrows(BadInputException.class, () -> Enumerations.enumerate(RECTANGLE, request(file)));
        assertTrue(
                refusal.getMessage().contains(", met 2 times in all where the search meets each orbit once"),
                refusal.getMessage());
    }
}
