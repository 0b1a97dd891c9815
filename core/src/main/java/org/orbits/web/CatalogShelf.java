package org.orbits.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orbits.catalog.Catalog;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;

/**
 * The catalog as the server shows it, read once when it starts: every stored entry in catalog order, as its
 * JSON file holds it, and each representative drawn by its family's drawing. Entries whose files are missing
 * are left out; a folder with no catalog at all gives an empty shelf.
 */
final class CatalogShelf {

    /** One entry: its place and the stored JSON document. */
    private record Shelved(Catalog.Slot slot, ObjectNode stored) {}

    private final ObjectMapper json;
    private final Map<String, Shelved> entries = new LinkedHashMap<>();

    CatalogShelf(PuzzleRegistry registry, Path root, ObjectMapper json) {
        this.json = json;
        Catalog catalog = new Catalog(root);
        for (PuzzleFamily family : registry.families()) {
            for (Catalog.Slot slot : Catalog.slots(family)) {
                Path file = catalog.file(slot, ".json");
                if (Files.isRegularFile(file)) {
                    entries.put(family.name() + "/" + slot.stem(), new Shelved(slot, read(file)));
                }
            }
        }
    }

    private ObjectNode read(Path file) {
        try {
            return (ObjectNode) json.readTree(file.toFile());
        } catch (IOException | ClassCastException unreadable) {
            throw new IllegalStateException("cannot read the catalog entry " + file + ": " + unreadable.getMessage());
        }
    }

    int size() {
        return entries.size();
    }

    /** Every entry's counts, without representatives, for the index. */
    ArrayNode index() {
        ArrayNode rows = json.createArrayNode();
        entries.forEach((key, shelved) -> {
            ObjectNode row = summary(shelved);
            rows.add(row);
        });
        return rows;
    }

    /**
     * One entry with every representative, the first {@code pictures} of them drawn, or empty if the catalog
     * holds no such entry. Some entries hold hundreds of orbits: drawing them all makes a page of megabytes.
     */
    Optional<ObjectNode> entry(String family, String stem, int pictures) {
        Shelved shelved = entries.get(family + "/" + stem);
        if (shelved == null) {
            return Optional.empty();
        }
        ObjectNode page = summary(shelved);
        PuzzleInstance instance = shelved.slot().instance();
        ArrayNode shownAll = page.putArray("representatives");
        for (JsonNode representative : shelved.stored().path("representatives")) {
            ObjectNode shown = shownAll.addObject();
            shown.put("orbitSize", representative.path("orbitSize").asInt());
            shown.set("cells", representative.path("cells"));
            if (shownAll.size() <= pictures) {
                shown.put("svg", Svg.of(instance.draw(values(instance, representative.path("cells")))));
            }
        }
        return Optional.of(page);
    }

    private ObjectNode summary(Shelved shelved) {
        ObjectNode stored = shelved.stored();
        ObjectNode row = json.createObjectNode();
        row.put("family", shelved.slot().instance().family().name());
        row.put("entry", shelved.slot().stem());
        row.put("instance", shelved.slot().instance().id());
        row.put("label", shelved.slot().label());
        row.put("open", shelved.slot().open());
        row.set("parameters", stored.path("parameters"));
        row.set("group", stored.path("group"));
        row.put("complete", stored.path("complete").asBoolean());
        row.set("solutions", stored.path("solutions"));
        row.set("orbits", stored.path("orbits"));
        row.set("symmetricSolutions", stored.path("symmetricSolutions"));
        if (stored.has("objective")) {
            row.set("objective", stored.path("objective"));
        }
        return row;
    }

    private static int[] values(PuzzleInstance instance, JsonNode cells) {
        List<String> names = instance.cellNames();
        int[] values = new int[names.size()];
        List<String> missing = new ArrayList<>();
        for (int cell = 0; cell < names.size(); cell++) {
            JsonNode value = cells.get(names.get(cell));
            if (value == null) {
                missing.add(names.get(cell));
            } else {
                values[cell] = value.asInt();
            }
        }
        if (!missing.isEmpty()) {
            throw new IllegalStateException("a catalog representative of " + instance.label() + " lacks " + missing);
        }
        Iterator<String> stored = cells.fieldNames();
        while (stored.hasNext()) {
            instance.cellIndex(stored.next());
        }
        return values;
    }
}
