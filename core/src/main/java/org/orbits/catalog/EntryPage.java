package org.orbits.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.orbits.checks.CatalogEntry;
import org.orbits.checks.CheckWords;
import org.orbits.checks.EntryObjective;
import org.orbits.checks.MarkdownPage;
import org.orbits.checks.MarkdownTable;
import org.orbits.model.ModelFamily;
import org.orbits.puzzle.CellGrid;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;

/**
 * An entry's page: what the instance is, its counts, what confirmed them, and every representative the entry lists,
 * as a table of a column per cell or, for a board too wide for that, as the board itself.
 */
final class EntryPage {

    /** The most cells a page shows as a table, a column per cell; larger boards are drawn as rows of values. */
    static final int WIDEST_TABLE = 24;

    private EntryPage() {}

    static String markdown(Catalog.Slot slot, CatalogEntry entry) {
        PuzzleInstance instance = slot.instance();
        MarkdownPage page = new MarkdownPage()
                .heading(1, slot.label())
                .paragraph(instance.family().title() + ".");
        if (instance.groups().size() > 1 && !slot.open()) {
            String others = instance.groups().stream()
                    .filter(other -> other != slot.group())
                    .map(other ->
                            " " + MarkdownPage.link(other.name(), new Catalog.Slot(instance, other).stem() + ".md"))
                    .collect(Collectors.joining());
            page.paragraph("Reduced under the group " + entry.group() + ". The same solutions under" + others + ".");
        }
        page.table(facts(slot, entry));
        entry.checks().ifPresent(checks -> CheckWords.add(page, instance, entry, checks));
        if (entry.checks().isPresent() || slot.open()) {
            page.paragraph(AnalysisWords.text(slot, entry));
        }
        if (entry.representatives().isEmpty()) {
            return page.paragraph("No solution exists: the search was exhausted without finding one.")
                    .text();
        }
        Optional<CellGrid> grid = boardOf(instance);
        page.paragraph("Each orbit is shown by its canonical representative, the lexicographically least image under"
                + " the group in the cell order " + (grid.isPresent() ? "listed below" : "of the table below") + ".");
        int listed = entry.representatives().size();
        if (listed < entry.orbits()) {
            page.paragraph(fewerListed(slot, entry));
        }
        if (listed > SheetLayout.DRAWN) {
            page.paragraph("The sheet draws the first " + SheetLayout.DRAWN + "; the "
                    + (grid.isPresent() ? "boards below list" : "table lists") + " all " + listed + ".");
        }
        page.image("every orbit representative", slot.stem() + ".svg");
        if (grid.isPresent()) {
            boards(page, instance, entry, grid.get());
        } else {
            page.table(table(instance, entry));
        }
        return page.text();
    }

    /** The table of names and values at the top of the page: the parameters, the group and the counts. */
    private static MarkdownTable facts(Catalog.Slot slot, CatalogEntry entry) {
        MarkdownTable facts = MarkdownTable.untitled(2);
        entry.parameters().forEach(facts::row);
        facts.row("symmetry group", entry.group() + " (order " + entry.groupOrder() + ")");
        entry.objective().ifPresent(objective -> facts.row("optimum", objectiveText(objective)));
        return facts.row("solutions", entry.solutions())
                .row("orbits", entry.orbits())
                .row("solutions fixed by a symmetry other than the identity", entry.symmetricSolutions())
                .row(
                        "complete",
                        entry.complete()
                                ? "yes"
                                : slot.open()
                                        ? "no: an open entry, the solutions are the orbit of the best solution found"
                                        : "no: the counts are lower bounds");
    }

    private static String objectiveText(EntryObjective objective) {
        String value = objective.value().isPresent()
                ? Integer.toString(objective.value().getAsInt())
                : "none found";
        if (objective.proven()) {
            return objective.sense().word() + ": " + value + " (proven optimal)";
        }
        if (objective.bound().isPresent()) {
            boolean minimise = objective.sense() == Objective.Sense.MINIMISE;
            return objective.sense().word() + ": open, at " + (minimise ? "least " : "most ")
                    + objective.bound().getAsInt() + " (proven) and at " + (minimise ? "most " : "least ") + value
                    + " (the best solution found)";
        }
        return objective.sense().word() + ": " + value + " (not proven: open)";
    }

    /**
     * Why a page lists fewer representatives than the entry has orbits, and where the rest are: nowhere in the
     * catalog, but one command lists them.
     */
    private static String fewerListed(Catalog.Slot slot, CatalogEntry entry) {
        int listed = entry.representatives().size();
        return "Only the first " + listed + " of the " + entry.orbits() + " orbits are listed, in that order: the"
                + " catalog keeps at most " + CatalogEntry.LISTED + " representatives per entry, so that an instance"
                + " with tens of thousands of orbits does not fill megabytes of pages, and the counts above cover"
                + " every orbit. The JSON entry `" + slot.stem() + ".json` holds the same " + listed + " and no file"
                + " of the catalog holds the others: " + enumerateCommand(slot) + " lists every one.";
    }

    /**
     * The command that enumerates a slot's instance under its group and prints every representative, in backticks;
     * a model's in words, since its command names the model's file and data.
     */
    private static String enumerateCommand(Catalog.Slot slot) {
        PuzzleInstance instance = slot.instance();
        if (instance.family() instanceof ModelFamily) {
            return "`orbits enumerate` of the model at these values with `--json`";
        }
        StringBuilder command =
                new StringBuilder("orbits enumerate ").append(instance.family().name());
        instance.parameters()
                .forEach((name, value) ->
                        command.append(" -p ").append(name).append('=').append(value));
        if (instance.groups().size() > 1) {
            command.append(" --group ").append(slot.group().name());
        }
        return "`" + command.append(" --json`");
    }

    /**
     * The board on which an instance lays out every one of its cells, if it has one and its cells are too many
     * for a readable table: a table has a column per cell, and past {@value #WIDEST_TABLE} cells its rows run off
     * any screen.
     */
    private static Optional<CellGrid> boardOf(PuzzleInstance instance) {
        if (instance.cellNames().size() <= WIDEST_TABLE) {
            return Optional.empty();
        }
        return instance.cellGrids().stream()
                .filter(grid -> placed(grid) == instance.cellNames().size())
                .findFirst();
    }

    private static int placed(CellGrid grid) {
        int placed = 0;
        for (int at = 0; at < grid.cellAt().length(); at++) {
            placed += grid.cellAt().get(at) == CellGrid.ABSENT ? 0 : 1;
        }
        return placed;
    }

    /** One column per cell, one row per representative. */
    private static MarkdownTable table(PuzzleInstance instance, CatalogEntry entry) {
        List<String> cells = instance.cellNames();
        List<String> titles = new ArrayList<>(List.of("#", "orbit size"));
        titles.addAll(cells);
        MarkdownTable table = MarkdownTable.of(titles);
        int number = 1;
        for (CatalogEntry.Representative representative : entry.representatives()) {
            List<String> row =
                    new ArrayList<>(List.of(String.valueOf(number++), String.valueOf(representative.orbitSize())));
            for (String cell : cells) {
                row.add(String.valueOf(representative.cells().get(cell)));
            }
            table.row(row);
        }
        return table;
    }

    /** A value as the board shows it: as the puzzle names it (a tiling's piece), else the number. */
    private static String shown(PuzzleInstance instance, int value) {
        return instance.valueName(value).orElse(Integer.toString(value));
    }

    /**
     * Each representative as its board, row by row, in one fenced block: a value per position, aligned, and
     * {@code .} where the board has no cell.
     */
    private static void boards(MarkdownPage page, PuzzleInstance instance, CatalogEntry entry, CellGrid grid) {
        page.paragraph("The cell order: " + String.join(" ", instance.cellNames()) + ".")
                .paragraph("Each representative is its " + grid.name() + ", " + grid.rows() + " rows of "
                        + grid.columns() + ", top row first"
                        + (placed(grid) < grid.rows() * grid.columns()
                                ? ", `.` where the " + grid.name() + " has no cell"
                                : "")
                        + ":");
        int width = entry.representatives().stream()
                .flatMap(representative -> representative.cells().values().stream())
                .mapToInt(value -> shown(instance, value).length())
                .max()
                .orElse(1);
        List<String> lines = new ArrayList<>();
        int number = 1;
        for (CatalogEntry.Representative representative : entry.representatives()) {
            if (number > 1) {
                lines.add("");
            }
            lines.add(String.format(Locale.ROOT, SheetLayout.CAPTION_FORMAT, number++, representative.orbitSize()));
            int[] values = representative.values();
            for (int row = 0; row < grid.rows(); row++) {
                StringBuilder line = new StringBuilder();
                for (int column = 0; column < grid.columns(); column++) {
                    int cell = grid.cellAt(row, column);
                    String shown = cell == CellGrid.ABSENT ? "." : shown(instance, values[cell]);
                    line.append(column == 0 ? "" : " ")
                            .append(" ".repeat(width - shown.length()))
                            .append(shown);
                }
                lines.add(line.toString().stripTrailing());
            }
        }
        page.fenced("text", lines);
    }
}
