package org.orbits.web;

import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import com.google.common.hash.Hashing;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.orbits.api.Instance;
import org.orbits.api.OrbitsException;

/**
 * The tiling files opened on the play page: each sent once ({@code POST /api/tiling?name=FILE.tiling}, the file's
 * text as the body), read, and kept under a name made of its text's digest, so that the page's address, its board,
 * Solve, All and Check name it as {@code tiling=ID} as they name a family. The server keeps the files opened last;
 * one no longer kept is asked for again by the page. The same text opened twice is one puzzle.
 */
final class OpenedTilings {

    /** How many opened files the server keeps at once. */
    static final int MOST_KEPT = 32;

    /** The longest file read, in bytes: a board of thousands of cells and its pieces fit. */
    static final int MAX_BYTES = 100_000;

    private final Engine engine;
    private final Cache<String, Instance> opened =
            CacheBuilder.newBuilder().maximumSize(MOST_KEPT).build();

    OpenedTilings(Engine engine) {
        this.engine = engine;
    }

    /** An opened file: the name the page names it by, and its puzzle. */
    record Opened(String id, Instance instance) {}

    /**
     * Reads the file {@code fileName} of {@code bytes}; a file that is not UTF-8 text or breaks the tiling format is
     * an {@link OrbitsException} naming the file and, for the format, the line.
     */
    Opened open(String fileName, byte[] bytes) {
        String name = fileName(fileName);
        String text;
        try {
            text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException notText) {
            throw new OrbitsException(name + " is not UTF-8 text: a tiling file is lines of '#', '.' and words");
        }
        String id = Hashing.sha256()
                .hashString(name + "\n" + text, StandardCharsets.UTF_8)
                .toString()
                .substring(0, 16);
        Instance instance = opened.getIfPresent(id);
        if (instance == null) {
            instance = engine.tiling(name, text);
            opened.put(id, instance);
        }
        return new Opened(id, instance);
    }

    /** The puzzle opened as {@code id}, if the server still keeps it. */
    Optional<Instance> get(String id) {
        return Optional.ofNullable(opened.getIfPresent(id));
    }

    /** The puzzle opened as {@code id}, or a message that asks for the file again. */
    Instance require(String id) {
        return get(id).orElseThrow(() -> new OrbitsException("no tiling file is open here as '" + Query.cut(id)
                + "': the server keeps the last " + MOST_KEPT + " opened and forgets them when it stops;"
                + " open the file again"));
    }

    /** The file's name as the page sent it: a plain name ending in {@code .tiling}. */
    private static String fileName(String name) {
        if (name == null || name.isBlank()) {
            throw new OrbitsException("the request names no file (add name=FILE.tiling)");
        }
        if (name.contains("/") || name.contains("\\") || !name.endsWith(".tiling") || name.length() > 200) {
            throw new OrbitsException("'" + Query.cut(name) + "' is not the name of a tiling file: it ends in"
                    + " .tiling and names no folder");
        }
        return name;
    }
}
