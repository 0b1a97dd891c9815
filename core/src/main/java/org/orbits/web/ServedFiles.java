package org.orbits.web;

import com.google.common.base.Splitter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orbits.api.OrbitsException;

/**
 * Files served as they are: the page's own assets, from the jar, so that the page needs no network, and the
 * catalog's sheets and pages. Only files of entries on the shelf are read, so no address reaches another file.
 */
final class ServedFiles {

    private static final Map<String, String> CONTENT_TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "svg", "image/svg+xml",
            "png", "image/png",
            "md", "text/markdown; charset=utf-8");

    private final CatalogShelf catalog;
    private final JsonAnswers answers;

    ServedFiles(CatalogShelf catalog, JsonAnswers answers) {
        this.catalog = catalog;
        this.answers = answers;
    }

    /** One of the page's assets, {@code static/NAME} beside this class. */
    void asset(Exchange exchange, String name) throws IOException {
        try (InputStream resource = ServedFiles.class.getResourceAsStream("static/" + name)) {
            if (resource == null) {
                answers.error(exchange, 404, "no such asset: " + name);
                return;
            }
            send(exchange, extension(name), resource.readAllBytes());
        }
    }

    /**
     * An entry's SVG sheet or Markdown page, {@code /catalog/FAMILY/ENTRY.svg} or {@code .md}: only the files of
     * entries on the shelf are served, so an address that climbs out of the catalog is refused.
     */
    void catalogFile(Exchange exchange, String path) throws IOException {
        List<String> words = Splitter.on('/').splitToList(path.substring("/catalog/".length()));
        if (path.contains("..") || words.size() != 2) {
            throw new OrbitsException("a catalog file is /catalog/FAMILY/ENTRY.svg or .md, not " + Query.cut(path));
        }
        String name = words.get(1);
        String extension = extension(name);
        Optional<Path> file =
                catalog.file(words.get(0), name.substring(0, name.length() - extension.length() - 1), extension);
        if (file.isEmpty()) {
            answers.error(exchange, 404, "the catalog has no file " + Query.cut(path));
            return;
        }
        send(exchange, extension, Files.readAllBytes(file.get()));
    }

    private static String extension(String name) {
        return name.substring(name.lastIndexOf('.') + 1);
    }

    private static void send(Exchange exchange, String extension, byte[] bytes) throws IOException {
        exchange.send(200, CONTENT_TYPES.getOrDefault(extension, "application/octet-stream"), bytes);
    }
}
