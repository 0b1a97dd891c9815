package org.orbits.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.primitives.ImmutableIntArray;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orbits.api.Instance;
import org.orbits.api.Orbits;
import org.orbits.api.StoredEntry;

/**
 * The catalog as the server shows it, read once when it starts: every stored entry in catalog order, as its
 * JSON file holds it, and each representative drawn by its family's drawing. Entries whose files are missing
 * are left out; a folder with no catalog at all gives an empty shelf.
 */
final class CatalogShelf {

    /** One entry: its place, the stored JSON document and what its page says in words (read once). */
    private record Shelved(StoredEntry slot, ObjectNode stored, ObjectNode words) {}

    private final ObjectMapper json;
    private final Map<String, Shelved> entries = new LinkedHashMap<>();

    CatalogShelf(Orbits orbits, Path root, ObjectMapper json) {
        this.json = json;
        for (StoredEntry stored : orbits.catalogEntries(root)) {
            ObjectNode words = json.createObjectNode();
            pageWords(stored.file(), words);
            entries.put(stored.family() + "/" + stored.entry(), new Shelved(stored, read(stored.file()), words));
        }
    }

    private ObjectNode read(Path file) {
        try {
            return (ObjectNode) json.readTree(file.toFile());
        } catch (IOException | ClassCastException unreadable) {
            throw new IllegalStateException("cannot read the catalog entry " + file + ": " + unreadable.getMessage());
        }
    }

    /**
     * What an entry records of one instance under one group: every solution counted and the representatives it
     * lists, which may be only the first of its orbits.
     *
     * @param sizes each listed representative's orbit size, in the same order
     */
    record Listing(
            String family,
            String entry,
            long solutions,
            long orbits,
            List<ImmutableIntArray> representatives,
            List<Long> sizes,
            boolean optimisation) {

        /** Whether the entry lists a representative of every orbit. */
        boolean everyOrbit() {
            return representatives.size() == orbits;
        }
    }

    /**
     * The complete entry of {@code instance} (same family and parameters) counted under the group named {@code
     * group}, if the catalog holds one: an open or incomplete entry does not answer for every solution.
     */
    Optional<Listing> listing(Instance instance, String group) {
        for (Shelved shelved : entries.values()) {
            Instance stored = shelved.slot().instance();
            ObjectNode document = shelved.stored();
            if (!shelved.slot().family().equals(instance.family())
                    || !stored.parameters().equals(instance.parameters())
                    || !document.path("group").path("name").asText().equals(group)
                    || !document.path("complete").asBoolean()
                    || shelved.slot().open()) {
                continue;
            }
            List<ImmutableIntArray> representatives = new ArrayList<>();
            List<Long> sizes = new ArrayList<>();
            for (JsonNode representative : document.path("representatives")) {
                representatives.add(values(stored, representative.path("cells")));
                sizes.add(representative.path("orbitSize").asLong());
            }
            return Optional.of(new Listing(
                    shelved.slot().family(),
                    shelved.slot().entry(),
                    document.path("solutions").asLong(),
                    document.path("orbits").asLong(),
                    representatives,
                    sizes,
                    document.has("objective")));
        }
        return Optional.empty();
    }

    /**
     * One of an entry's own files, its SVG sheet or Markdown page ({@code extension} {@code svg} or {@code md}),
     * if the catalog holds the entry: only files of entries on the shelf are read, so no request names another.
     */
    Optional<Path> file(String family, String stem, String extension) {
        Shelved shelved = entries.get(family + "/" + stem);
        if (shelved == null || !(extension.equals("svg") || extension.equals("md"))) {
            return Optional.empty();
        }
        Path json = shelved.slot().file();
        String name = json.getFileName().toString();
        Path file = json.resolveSibling(name.substring(0, name.length() - ".json".length()) + "." + extension);
        return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
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
        page.setAll(shelved.words());
        Instance instance = shelved.slot().instance();
        ArrayNode shownAll = page.putArray("representatives");
        for (JsonNode representative : shelved.stored().path("representatives")) {
            ObjectNode shown = shownAll.addObject();
            shown.put("orbitSize", representative.path("orbitSize").asInt());
            shown.set("cells", representative.path("cells"));
            if (shownAll.size() <= pictures) {
                shown.put("svg", instance.drawing(values(instance, representative.path("cells"))));
            }
        }
        return Optional.of(page);
    }

    /**
     * What the entry's Markdown page says in words and its JSON does not: the checks that confirmed it ({@code
     * confirmedBy}, one line per check) and the symmetry analysis ({@code analysis}). A page that cannot be read
     * leaves them out.
     */
    private static void pageWords(Path jsonFile, ObjectNode page) {
        String name = jsonFile.getFileName().toString();
        Path markdown = jsonFile.resolveSibling(name.substring(0, name.length() - ".json".length()) + ".md");
        List<String> lines;
        try {
            lines = Files.readAllLines(markdown, StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            return;
        }
        ArrayNode confirmed = null;
        boolean inChecks = false;
        for (String line : lines) {
            if (line.equals("Confirmed by:")) {
                inChecks = true;
                confirmed = page.putArray("confirmedBy");
            } else if (inChecks && line.startsWith("- ")) {
                confirmed.add(line.substring(2).replaceAll("[;.]$", ""));
            } else if (inChecks && !line.isBlank()) {
                inChecks = false;
            }
            if (line.startsWith(ANALYSIS)) {
                page.put("analysis", line.substring(ANALYSIS.length()).strip());
            }
        }
    }

    private static final String ANALYSIS = "Symmetry analysis:";

    private ObjectNode summary(Shelved shelved) {
        ObjectNode stored = shelved.stored();
        ObjectNode row = json.createObjectNode();
        row.put("family", shelved.slot().family());
        row.put("entry", shelved.slot().entry());
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

    private static ImmutableIntArray values(Instance instance, JsonNode cells) {
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
            String name = stored.next();
            if (!names.contains(name)) {
                throw new IllegalStateException(
                        "a catalog representative of " + instance.label() + " names no cell '" + name + "'");
            }
        }
        return ImmutableIntArray.copyOf(values);
    }
}
