package org.orbits.checks;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A Markdown table: its column titles (or none), which columns hold figures aligned to the right, and its rows,
 * each checked to have a cell per column, so that no row of a generated page can shift its cells under the wrong
 * title.
 */
public final class MarkdownTable {

    private final List<String> titles;
    private final boolean[] right;
    private final List<String> rows = new ArrayList<>();

    private MarkdownTable(List<String> titles) {
        this.titles = List.copyOf(titles);
        this.right = new boolean[titles.size()];
    }

    public static MarkdownTable of(String... titles) {
        return of(Arrays.asList(titles));
    }

    public static MarkdownTable of(List<String> titles) {
        checkArgument(!titles.isEmpty(), "a table of no columns");
        return new MarkdownTable(titles);
    }

    /** A table whose columns have no titles: a list of names and values, say. */
    public static MarkdownTable untitled(int columns) {
        checkArgument(columns > 0, "a table of no columns");
        return new MarkdownTable(Collections.nCopies(columns, ""));
    }

    /** Aligns {@code columns} (counted from 0) to the right, as figures are read. */
    public MarkdownTable alignRight(int... columns) {
        for (int column : columns) {
            right[column] = true;
        }
        return this;
    }

    /** One row, a cell per column, each written as {@link String#valueOf(Object)} writes it. */
    public MarkdownTable row(Object... cells) {
        checkArgument(
                cells.length == titles.size(),
                "a row of %s cells in a table of %s columns",
                cells.length,
                titles.size());
        List<String> written = new ArrayList<>();
        for (Object cell : cells) {
            written.add(String.valueOf(cell));
        }
        rows.add(line(written));
        return this;
    }

    public MarkdownTable row(List<String> cells) {
        return row(cells.toArray());
    }

    String text() {
        StringBuilder separator = new StringBuilder("|");
        for (boolean toTheRight : right) {
            separator.append(toTheRight ? "---:|" : "---|");
        }
        String header = titles.stream().allMatch(String::isEmpty) ? "|" + " |".repeat(titles.size()) : line(titles);
        List<String> lines = new ArrayList<>(List.of(header, separator.toString()));
        lines.addAll(rows);
        return String.join("\n", lines);
    }

    private static String line(List<String> cells) {
        return "| " + String.join(" | ", cells) + " |";
    }
}
