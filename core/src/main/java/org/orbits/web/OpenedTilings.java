package org.orbits.web;

import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import com.google.common.hash.Hashing;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import org.orbits.api.Instance;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;
import org.orbits.api.TilingSize;

/**
 * The tiling files opened on the play page: each sent once ({@code POST /api/tiling?name=FILE.tiling}, the file's
 * text as the body), read, and kept under a name made of its text's digest, so that the page's address, its board,
 * Solve, All and Check name it as {@code tiling=ID} as they name a family. The same text opened twice is one puzzle.
 *
 * <p>A file costs what its placements cost, which its size in bytes does not bound: a 94 KB file of long straight
 * pieces on a large board has tens of millions. So a file is read first, and its placements counted from above without
 * making them ({@link Orbits#tilingSize}); past {@link #MOST_PLACEMENTS} placements, {@link #MOST_COVERED} cells
 * covered by them, or {@link #MOST_PRUNING_STEPS} steps of the pruning before each search (placements times the
 * board's cells), it is refused with 422 before anything is built. The puzzle is then built off the request's thread,
 * under the search pool's limits. The server keeps the files opened last: {@value #MOST_KEPT}, fewer when they are
 * large, at most {@value #KEPT_AT_THE_LIMITS} at the limits; one no longer kept is asked for again by the page.
 */
final class OpenedTilings {

    /** How many opened files the server keeps at once. */
    static final int MOST_KEPT = 32;

    /** How many files at the limits the server keeps at once. */
    static final int KEPT_AT_THE_LIMITS = 4;

    /** The longest file read, in bytes: a board of thousands of cells and its pieces fit. */
    static final int MAX_BYTES = 100_000;

    /** The most placements a file may have, counted from above: about 60 MB of the server's memory. */
    static final long MOST_PLACEMENTS = 200_000;

    /** The most cells its placements may cover in all, counted from above: about 25 MB more. */
    static final long MOST_COVERED = 2_000_000;

    /**
     * The most steps (placements times the board's cells) of the pruning each search makes before it starts, which
     * no time limit stops: about a second and a half.
     */
    static final long MOST_PRUNING_STEPS = 250_000_000;

    /** The status of a file too large to build: well formed, but not to be built here. */
    private static final int UNPROCESSABLE = 422;

    /** A file's weight when kept: a file at the limits weighs {@value}; every file at least 1/32 of four such. */
    private static final int AT_THE_LIMITS = 1_000;

    /** Where a file's puzzle is built: off the request's thread, under the search pool's limits. */
    interface Builder {
        Instance build(Callable<Instance> puzzle) throws ExecutionException, InterruptedException;
    }

    private record Kept(Instance instance, int weight) {}

    private final Engine engine;
    private final Cache<String, Kept> opened = CacheBuilder.newBuilder()
            .concurrencyLevel(1)
            .maximumWeight((long) KEPT_AT_THE_LIMITS * AT_THE_LIMITS)
            .weigher((String id, Kept kept) -> kept.weight())
            .build();

    OpenedTilings(Engine engine) {
        this.engine = engine;
    }

    /** An opened file: the name the page names it by, and its puzzle. */
    record Opened(String id, Instance instance) {}

    /**
     * Reads the file {@code fileName} of {@code bytes} and builds its puzzle with {@code builder}; a file that is not
     * UTF-8 text or breaks the tiling format is an {@link OrbitsException} naming the file and, for the format, the
     * line; a file too large to build is a {@link RequestRefused} (422) that says which limit it passes.
     */
    Opened open(String fileName, byte[] bytes, Builder builder) throws ExecutionException, InterruptedException {
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
        Kept kept = opened.getIfPresent(id);
        if (kept == null) {
            int weight = weight(name, engine.tilingSize(name, text));
            Instance instance = builder.build(() -> engine.tiling(name, text));
            kept = new Kept(instance, weight);
            opened.put(id, kept);
        }
        return new Opened(id, kept.instance());
    }

    /**
     * The weight of a file of {@code size} among those kept, once it is known to be within the limits: its share of
     * the limits on memory, and never less than a file among {@value #MOST_KEPT} of four at the limits.
     */
    private static int weight(String name, TilingSize size) {
        long placements = size.placementsAtMost();
        long covered = size.coveredAtMost();
        long steps = placements * size.cells();
        if (placements > MOST_PLACEMENTS || covered > MOST_COVERED || steps > MOST_PRUNING_STEPS) {
            throw new RequestRefused(
                    UNPROCESSABLE,
                    String.format(
                            Locale.ROOT,
                            "%s is too large to build here: its pieces may have up to %,d placements on the board's"
                                    + " %,d cells, covering %,d cells in all (at most %,d placements, %,d cells covered"
                                    + " and %,d placements times cells are built)",
                            name,
                            placements,
                            size.cells(),
                            covered,
                            MOST_PLACEMENTS,
                            MOST_COVERED,
                            MOST_PRUNING_STEPS));
        }
        long share = Math.max(placements * AT_THE_LIMITS / MOST_PLACEMENTS, covered * AT_THE_LIMITS / MOST_COVERED);
        return (int) Math.max(share, (long) KEPT_AT_THE_LIMITS * AT_THE_LIMITS / MOST_KEPT);
    }

    /** The puzzle opened as {@code id}, if the server still keeps it. */
    Optional<Instance> get(String id) {
        return Optional.ofNullable(opened.getIfPresent(id)).map(Kept::instance);
    }

    /** The puzzle opened as {@code id}, or a message that asks for the file again. */
    Instance require(String id) {
        return get(id).orElseThrow(() -> new OrbitsException("no tiling file is open here as '" + Query.cut(id)
                + "': the server keeps the files opened last (up to " + MOST_KEPT + ", fewer when they are large) and"
                + " forgets them when it stops;"
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
