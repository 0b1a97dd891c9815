package org.orbits.tiling;

import com.google.common.base.CharMatcher;
import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.orbits.puzzle.BadInputException;

/**
 * Reads a tiling file, written as a person draws:
 *
 * <pre>
 * # the twelve pentominoes in a 6 x 10 rectangle      a comment: a line starting "# "
 * board                                               the board, then its rows
 * ##########
 * ...
 *                                                     a blank line ends a block
 * piece F                                             a piece, then its rows
 * .##
 * ##.
 * .#.
 *
 * piece I x2                                          two copies of one piece
 * ####
 *
 * rule one-sided                                      flat pieces are not turned over
 * grid triangle                                       the grid: square (the default), triangle or hex
 * </pre>
 *
 * <p>{@code #} is a cell, {@code .} none; rows of different widths are padded with {@code .}. Each character is one
 * cell of the file's grid at its row and column: a square, a triangle pointing up or down as its row and column say,
 * a hexagon of a row drawn half a hexagon right of the row above (see {@link Grid} and its kinds). On the square grid a
 * line {@code --} separates the layers of a solid shape, and one shape of more than one layer makes the whole file
 * solid, its grid cubic. Every problem is a {@link BadInputException} whose message names the file and the line:
 * {@code pentominoes.tiling:7: ...}.
 *
 * <p>Pieces must be connected (side to side): a tiling's solution names the piece on each cell, and a piece in two
 * parts would leave its parts' placements undecided. Two pieces of one shape are one piece with a count, so that
 * tilings that differ only by swapping them are one tiling.
 */
final class TilingParser {

    private static final Splitter WORDS =
            Splitter.on(CharMatcher.whitespace()).omitEmptyStrings().trimResults();
    private static final Pattern COUNT = Pattern.compile("x([0-9]+)");
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]+");
    private static final Pattern PUZZLE_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]*");
    private static final String LAYER_BREAK = "--";

    /**
     * A board or piece as written: where its header is, its cells where the file draws them, and the line of its first
     * {@code --} (0 for none).
     */
    private record Block(int line, String name, int count, Shape shape, int layerBreak) {}

    private final String fileName;
    private final List<String> lines;
    private Block board;
    private final List<Block> pieces = new ArrayList<>();
    private int oneSidedLine;
    private Grid named = SquareGrid.INSTANCE;
    private int gridLine;

    private TilingParser(String fileName, String text) {
        this.fileName = fileName;
        this.lines = text.lines().toList();
    }

    /** The definition in {@code file}; a malformed file is a {@link BadInputException} naming its line. */
    static TilingDefinition read(Path file) {
        String fileName = file.getFileName().toString();
        try {
            return parse(fileName, Files.readString(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException missing) {
            throw new BadInputException("no tiling file " + file);
        } catch (IOException unreadable) {
            throw new UncheckedIOException("cannot read " + file, unreadable);
        }
    }

    /** The definition written in {@code text}, errors named after {@code fileName}. */
    static TilingDefinition parse(String fileName, String text) {
        return new TilingParser(fileName, text).definition();
    }

    private BadInputException bad(int line, String problem) {
        return new BadInputException(fileName + ":" + line + ": " + problem);
    }

    private static boolean isComment(String line) {
        return line.startsWith("# ");
    }

    private static boolean isRow(String line) {
        return !line.isEmpty() && CharMatcher.anyOf("#.").matchesAllOf(line);
    }

    private TilingDefinition definition() {
        int at = 0;
        while (at < lines.size()) {
            String line = lines.get(at);
            if (line.isBlank() || isComment(line)) {
                at++;
                continue;
            }
            at = keyword(at + 1, WORDS.splitToList(line));
        }
        return checked();
    }

    /** Reads the keyword line numbered {@code number} and what follows it; returns the index of the next line. */
    private int keyword(int number, List<String> words) {
        switch (words.get(0)) {
            case "board" -> {
                if (words.size() > 1) {
                    throw bad(number, "'board' takes no words after it, only rows below it");
                }
                if (board != null) {
                    throw bad(number, "a second board (the first is at line " + board.line() + ")");
                }
                Rows rows = rows(number);
                board = new Block(number, "board", 1, rows.shape(), rows.layerBreak());
                return rows.next();
            }
            case "grid" -> {
                return grid(number, words);
            }
            case "piece" -> {
                return piece(number, words);
            }
            case "rule" -> {
                if (words.size() != 2 || !words.get(1).equals("one-sided")) {
                    throw bad(
                            number,
                            "unknown rule '" + String.join(" ", words.subList(1, words.size()))
                                    + "' (known: one-sided)");
                }
                oneSidedLine = number;
                return number;
            }
            default -> {
                if (isRow(words.get(0))) {
                    throw bad(number, "a row outside a board or piece: rows follow a line 'board' or 'piece NAME'");
                }
                throw bad(number, "unknown keyword '" + words.get(0) + "' (known: board, piece, rule, grid)");
            }
        }
    }

    private int grid(int number, List<String> words) {
        String known = Grids.NAMED.stream().map(Grid::name).collect(Collectors.joining(", "));
        if (words.size() != 2) {
            throw bad(number, "write the grid as 'grid NAME' (known: " + known + ")");
        }
        if (gridLine > 0) {
            throw bad(number, "a second grid (the first is at line " + gridLine + ")");
        }
        named = Grids.named(words.get(1))
                .orElseThrow(() -> bad(number, "unknown grid '" + words.get(1) + "' (known: " + known + ")"));
        gridLine = number;
        return number;
    }

    private int piece(int number, List<String> words) {
        if (words.size() < 2 || words.size() > 3) {
            throw bad(number, "write a piece as 'piece NAME' or 'piece NAME xCOUNT'");
        }
        String name = words.get(1);
        if (!NAME.matcher(name).matches()) {
            throw bad(number, "a piece's name is made of letters, digits, '_' and '-': '" + name + "'");
        }
        int count = 1;
        if (words.size() == 3) {
            Matcher matcher = COUNT.matcher(words.get(2));
            if (!matcher.matches()) {
                throw bad(number, "a piece's count is written xCOUNT, as x2: '" + words.get(2) + "'");
            }
            count = matcher.group(1).length() > 6 ? Integer.MAX_VALUE : Integer.parseInt(matcher.group(1));
            if (count < 1) {
                throw bad(number, "piece " + name + " x" + count + ": a count is at least 1");
            }
        }
        for (Block earlier : pieces) {
            if (earlier.name().equals(name)) {
                throw bad(
                        number,
                        "piece " + name + " is named twice (first at line " + earlier.line() + "); write 'piece " + name
                                + " x2' for two of it");
            }
        }
        Rows rows = rows(number);
        if (rows.shape().size() == 0) {
            throw bad(number, "piece " + name + " has no cells");
        }
        pieces.add(new Block(number, name, count, rows.shape(), rows.layerBreak()));
        return rows.next();
    }

    /** A block's cells, the index of the line after its rows, and the line of its first {@code --} (0 for none). */
    private record Rows(Shape shape, int next, int layerBreak) {}

    /** Reads the rows below the header at line {@code header}, up to a blank line, a keyword or the end. */
    private Rows rows(int header) {
        List<Site> sites = new ArrayList<>();
        int layer = 0;
        int row = 0;
        int lastBreak = 0;
        int firstBreak = 0;
        int at = header;
        for (; at < lines.size(); at++) {
            String line = lines.get(at);
            if (isComment(line)) {
                continue;
            }
            String text = line.stripTrailing();
            if (text.isEmpty() || Character.isLetter(text.charAt(0))) {
                break;
            }
            if (text.equals(LAYER_BREAK)) {
                if (row == 0) {
                    throw bad(at + 1, "an empty layer: '--' separates two layers of rows");
                }
                layer++;
                row = 0;
                lastBreak = at + 1;
                firstBreak = firstBreak == 0 ? at + 1 : firstBreak;
                continue;
            }
            int wrong = CharMatcher.anyOf("#.").negate().indexIn(text);
            if (wrong >= 0) {
                throw bad(
                        at + 1,
                        "'" + text.charAt(wrong) + "' at column " + (wrong + 1)
                                + ": rows are made of '#' (a cell) and '.' (no cell)");
            }
            for (int column = 0; column < text.length(); column++) {
                if (text.charAt(column) == '#') {
                    sites.add(new Site(layer, row, column));
                }
            }
            row++;
        }
        if (row == 0) {
            throw bad(layer == 0 ? header : lastBreak, layer == 0 ? "no rows below this line" : "no rows after '--'");
        }
        return new Rows(Shape.of(sites), at, firstBreak);
    }

    /** The rules that concern the file as a whole, once every block is read. */
    private TilingDefinition checked() {
        String name =
                fileName.endsWith(".tiling") ? fileName.substring(0, fileName.length() - ".tiling".length()) : fileName;
        if (!PUZZLE_NAME.matcher(name).matches()) {
            // the name becomes the puzzle's id, which names catalog files and work units
            throw new BadInputException(fileName + ": a tiling file's name makes its puzzle's name, so it is made of"
                    + " ASCII letters, digits, '_', '.' and '-'");
        }
        int last = Math.max(1, lines.size());
        if (board == null) {
            throw bad(last, "no board: draw one below a line 'board'");
        }
        if (board.shape().size() == 0) {
            throw bad(board.line(), "the board has no cells");
        }
        if (pieces.isEmpty()) {
            throw bad(last, "no pieces: draw each below a line 'piece NAME'");
        }
        Grid grid = grid();
        if (grid.layered() && oneSidedLine > 0) {
            throw bad(oneSidedLine, "rule one-sided is for flat pieces: solid pieces are turned, never mirrored");
        }
        for (Block piece : pieces) {
            if (!grid.connected(piece.shape())) {
                throw bad(
                        piece.line(),
                        "piece " + piece.name() + " is not connected: every cell of a piece must join the others side"
                                + " to side");
            }
        }
        long pieceCells = pieces.stream()
                .mapToLong(piece -> (long) piece.count() * piece.shape().size())
                .sum();
        if (pieceCells != board.shape().size()) {
            throw bad(
                    board.line(),
                    "the board has " + board.shape().size() + " cells but the pieces have " + pieceCells + " in all");
        }
        ImmutableList<TilingPiece> drawn = pieces.stream()
                .map(piece -> new TilingPiece(piece.name(), grid.normalised(piece.shape()), piece.count()))
                .collect(ImmutableList.toImmutableList());
        TilingDefinition definition =
                new TilingDefinition(name, grid, grid.normalised(board.shape()), drawn, oneSidedLine > 0);
        Map<Shape, Integer> shapes = new HashMap<>();
        for (int k = 0; k < pieces.size(); k++) {
            Block piece = pieces.get(k);
            for (Shape orientation : definition.orientations(drawn.get(k))) {
                Integer earlier = shapes.putIfAbsent(orientation, k);
                if (earlier != null && earlier != k) {
                    Block same = pieces.get(earlier);
                    throw bad(
                            piece.line(),
                            "piece " + piece.name() + " has the shape of piece " + same.name() + " (line " + same.line()
                                    + "): write 'piece " + same.name() + " x2' for two of one piece");
                }
            }
        }
        return definition;
    }

    /**
     * The file's grid: the one it names (square by default), made cubic where some shape comes in layers; layers on
     * another grid are refused at the first {@code --}.
     */
    private Grid grid() {
        List<Block> blocks = new ArrayList<>(List.of(board));
        blocks.addAll(pieces);
        for (Block block : blocks) {
            if (block.layerBreak() > 0 && !Grids.of(named, true).layered()) {
                throw bad(
                        block.layerBreak(),
                        "'--' separates the layers of a solid, which is made of cubes: the " + named.name()
                                + " grid is flat");
            }
        }
        return Grids.of(named, blocks.stream().anyMatch(block -> block.shape().extent(0) > 1));
    }
}
