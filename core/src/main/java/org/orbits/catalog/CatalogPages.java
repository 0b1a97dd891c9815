package org.orbits.catalog;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.orbits.model.ModelFamily;
import org.orbits.puzzle.CatalogCounts;
import org.orbits.puzzle.CellGrid;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.Picture;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.Group;

/**
 * The human pages of the catalog: one Markdown page and one SVG sheet per instance, and the index.
 *
 * <p>It runs past 300 lines because every page, the sheets and the index speak of the same checks and counts in the
 * same words; apart, the words would drift between them, and verify compares the pages word for word.
 */
public final class CatalogPages {

    private static final int COLUMNS = 4;
    private static final double CAPTION = 22;
    private static final double GAP = 10;
    /** Each representative's picture on a sheet has one caption, so a sheet's pictures can be counted. */
    static final String CAPTION_FORMAT = "#%d · orbit size %d";

    private CatalogPages() {}

    public static String markdown(Catalog.Slot slot, CatalogEntry entry) {
        PuzzleInstance instance = slot.instance();
        StringBuilder page = new StringBuilder();
        page.append("# ").append(slot.label()).append("\n\n");
        page.append(instance.family().title()).append(".\n\n");
        if (instance.groups().size() > 1 && !slot.open()) {
            page.append("Reduced under the group ").append(entry.group()).append(". The same solutions under");
            for (Group other : instance.groups()) {
                if (other != slot.group()) {
                    page.append(" [")
                            .append(other.name())
                            .append("](")
                            .append(new Catalog.Slot(instance, other).stem())
                            .append(".md)");
                }
            }
            page.append(".\n\n");
        }
        page.append("| | |\n|---|---|\n");
        entry.parameters().forEach((name, value) -> page.append("| ")
                .append(name)
                .append(" | ")
                .append(value)
                .append(" |\n"));
        page.append("| symmetry group | ")
                .append(entry.group())
                .append(" (order ")
                .append(entry.groupOrder())
                .append(") |\n");
        entry.objective().ifPresent(objective -> page.append("| optimum | ")
                .append(objectiveText(objective))
                .append(" |\n"));
        page.append("| solutions | ").append(entry.solutions()).append(" |\n");
        page.append("| orbits | ").append(entry.orbits()).append(" |\n");
        page.append("| solutions fixed by a symmetry other than the identity | ")
                .append(entry.symmetricSolutions())
                .append(" |\n");
        page.append("| complete | ")
                .append(
                        entry.complete()
                                ? "yes"
                                : slot.open()
                                        ? "no: an open entry, the solutions are the orbit of the best solution found"
                                        : "no: the counts are lower bounds")
                .append(" |\n\n");
        entry.checks().ifPresent(checks -> page.append(checksText(entry, checks)));
        if (entry.checks().isPresent() || slot.open()) {
            page.append(SymmetryAnalysis.text(slot, entry));
        }
        if (entry.representatives().isEmpty()) {
            page.append("No solution exists: the search was exhausted without finding one.\n");
            return page.toString();
        }
        Optional<CellGrid> grid = boardOf(instance);
        page.append("Each orbit is shown by its canonical representative, the lexicographically least image ")
                .append("under the group in the cell order ")
                .append(grid.isPresent() ? "listed below" : "of the table below")
                .append(".\n\n");
        if (entry.representatives().size() < entry.orbits()) {
            page.append(fewerListed(slot, entry));
        }
        if (entry.representatives().size() > DRAWN) {
            page.append("The sheet draws the first ")
                    .append(DRAWN)
                    .append("; the ")
                    .append(grid.isPresent() ? "boards below list" : "table lists")
                    .append(" all ")
                    .append(entry.representatives().size())
                    .append(".\n\n");
        }
        page.append("![every orbit representative](").append(slot.stem()).append(".svg)\n\n");
        if (grid.isPresent()) {
            boards(page, instance, entry, grid.get());
        } else {
            table(page, instance, entry);
        }
        return page.toString();
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
                + " of the catalog holds the others: " + enumerateCommand(slot) + " lists every one.\n\n";
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

    /** The most cells a page shows as a table, a column per cell; larger boards are drawn as rows of values. */
    static final int WIDEST_TABLE = 24;

    /** One column per cell, one row per representative. */
    private static void table(StringBuilder page, PuzzleInstance instance, CatalogEntry entry) {
        List<String> cells = instance.cellNames();
        page.append("| # | orbit size | ").append(String.join(" | ", cells)).append(" |\n");
        page.append("|---|---|").append("---|".repeat(cells.size())).append("\n");
        int number = 1;
        for (CatalogEntry.Representative representative : entry.representatives()) {
            page.append("| ").append(number++).append(" | ").append(representative.orbitSize());
            for (String cell : cells) {
                page.append(" | ").append(representative.cells().get(cell));
            }
            page.append(" |\n");
        }
    }

    /**
     * Each representative as its board, row by row, in one fenced block: a value per position, aligned, and
     * {@code .} where the board has no cell.
     */
    private static void boards(StringBuilder page, PuzzleInstance instance, CatalogEntry entry, CellGrid grid) {
        List<String> cells = instance.cellNames();
        page.append("The cell order: ").append(String.join(" ", cells)).append(".\n\n");
        page.append("Each representative is its ")
                .append(grid.name())
                .append(", ")
                .append(grid.rows())
                .append(" rows of ")
                .append(grid.columns())
                .append(", top row first")
                .append(
                        placed(grid) < grid.rows() * grid.columns()
                                ? ", `.` where the " + grid.name() + " has no cell"
                                : "")
                .append(":\n\n```text\n");
        int width = entry.representatives().stream()
                .flatMap(representative -> representative.cells().values().stream())
                .mapToInt(value -> Integer.toString(value).length())
                .max()
                .orElse(1);
        int number = 1;
        for (CatalogEntry.Representative representative : entry.representatives()) {
            if (number > 1) {
                page.append('\n');
            }
            page.append(String.format(Locale.ROOT, CAPTION_FORMAT, number++, representative.orbitSize()))
                    .append('\n');
            int[] values = representative.values();
            for (int row = 0; row < grid.rows(); row++) {
                StringBuilder line = new StringBuilder();
                for (int column = 0; column < grid.columns(); column++) {
                    int cell = grid.cellAt(row, column);
                    String shown = cell == CellGrid.ABSENT ? "." : Integer.toString(values[cell]);
                    line.append(column == 0 ? "" : " ")
                            .append(" ".repeat(width - shown.length()))
                            .append(shown);
                }
                page.append(line.toString().stripTrailing()).append('\n');
            }
        }
        page.append("```\n");
    }

    /** Which checks confirmed the counts, in words that do not change from run to run. */
    private static String checksText(CatalogEntry entry, CatalogEntry.Checks checks) {
        if (checks.heavy().isPresent()) {
            return heavyChecksText(entry, checks, checks.heavy().get());
        }
        String atOptimum = entry.objective().isPresent() ? " at the proven optimum" : "";
        StringBuilder text = new StringBuilder("Confirmed by:\n\n");
        if (checks.fullEnumeration()) {
            text.append("- full enumeration")
                    .append(atOptimum)
                    .append(", every solution reduced to its orbit by the canonicaliser: ")
                    .append(counted(entry.solutions(), "solution"))
                    .append(", ")
                    .append(counted(entry.orbits(), "orbit"))
                    .append(";\n");
        } else {
            text.append("- enumeration")
                    .append(atOptimum)
                    .append(" of the greatest member of each orbit (g(x) <=lex x for every element g), each reduced")
                    .append(" to its orbit by the canonicaliser: ")
                    .append(counted(entry.orbits(), "orbit"))
                    .append(" of ")
                    .append(counted(entry.solutions(), "solution"))
                    .append(" in all. Not every solution was enumerated: that costs about ")
                    .append(entry.groupOrder())
                    .append(" times the lex-leader search, and the catalog's rule enumerates in full only where")
                    .append(" the lex-leader search's nodes times the group's order stay below ")
                    .append(Catalog.FULL_ENUMERATION_NODES)
                    .append(";\n");
        }
        text.append(
                        "- enumeration under lex-leader symmetry breaking, one canonical representative per orbit: the same ")
                .append(entry.orbits())
                .append(" representatives, with the same orbit sizes;\n");
        if (checks.external().isPresent()) {
            text.append("- ")
                    .append(externalText(checks.external().get(), checks.definitionSolutions(), atOptimum))
                    .append(";\n");
            text.append("- ")
                    .append(evaluatorText(entry.representatives().size()))
                    .append(";\n");
        } else {
            definitionText(text, checks, atOptimum);
        }
        text.append("- Burnside's lemma: the ")
                .append(entry.groupOrder())
                .append(" elements of ")
                .append(entry.group())
                .append(" fix ")
                .append(checks.fixedPoints())
                .append(" solutions in all, ")
                .append(
                        checks.fullEnumeration()
                                ? "each element's by a search of its own"
                                : "each element's but the identity's by a search of its own (the identity's is the"
                                        + " sum of the orbit sizes above)")
                .append(", and ")
                .append(burnsideAverage(entry, checks));
        return text.toString();
    }

    /** The definition model's count, as a family's entry states it. */
    private static void definitionText(StringBuilder text, CatalogEntry.Checks checks, String atOptimum) {
        text.append("- the definition model (the rules alone: no implied constraint, no custom propagator, no symmetry")
                .append(" breaking, Choco's default search): ");
        if (checks.definitionSolutions().isPresent()) {
            text.append(checks.definitionSolutions().getAsLong())
                    .append(" solutions")
                    .append(atOptimum);
        } else {
            text.append("not run: budget (it did not finish within ")
                    .append(checks.definitionNodes())
                    .append(" search nodes)");
        }
        text.append(";\n");
    }

    /** Another solver's count of a user's model, in words: {@code Gecode's count of the same model ...}. */
    public static String externalText(CatalogEntry.External external, OptionalLong solutions, String atOptimum) {
        StringBuilder text = new StringBuilder()
                .append(external.solver())
                .append("'s count of the same model through MiniZinc (another solver on another translation, within ")
                .append(external.budget())
                .append("): ");
        if (solutions.isPresent()) {
            text.append(solutions.getAsLong()).append(" solutions").append(atOptimum);
        } else {
            text.append("no count (").append(external.why()).append(")");
        }
        return text.toString();
    }

    /** The evaluator's check of a user's model's representatives, in words. */
    public static String evaluatorText(int representatives) {
        return "the independent evaluator, written from the FlatZinc specification and sharing nothing with the"
                + " Choco translation: every solution enumerated and "
                + (representatives == 1
                        ? "the representative listed pass it"
                        : "each of the " + representatives + " representatives listed pass it");
    }

    /** Burnside's average over the group, as both kinds of entry state it. */
    private static String burnsideAverage(CatalogEntry entry, CatalogEntry.Checks checks) {
        return checks.fixedPoints() + " / " + entry.groupOrder() + " = " + counted(entry.orbits(), "orbit") + ".\n\n";
    }

    /** How a heavy entry was proven and what confirms it on every verify. */
    private static String heavyChecksText(CatalogEntry entry, CatalogEntry.Checks checks, CatalogEntry.Heavy heavy) {
        String atOptimum = entry.objective().isPresent() ? " at the proven optimum" : "";
        StringBuilder text = new StringBuilder("**A heavy entry.** Its proof takes longer than a catalog run can")
                .append(" carry, so `orbits catalog` keeps these files as they are; `")
                .append(heavy.command())
                .append("` regenerates and re-proves it.\n\n");
        text.append("Proven by ")
                .append(CatalogJson.HEAVY_PROOF)
                .append(": ")
                .append(counted(entry.solutions(), "solution"))
                .append(atOptimum)
                .append(", ")
                .append(counted(entry.orbits(), "orbit"))
                .append(".\n\n");
        text.append("Confirmed by, on every `orbits verify` (no search):\n\n");
        text.append("- the independent checker: each of the ")
                .append(entry.solutions())
                .append(" solutions of the stored orbits, every representative expanded by the group, passes it")
                .append(atOptimum)
                .append(", and they are the same solutions under every group of the instance;\n");
        text.append("- Burnside's lemma over those solutions: the ")
                .append(entry.groupOrder())
                .append(" elements of ")
                .append(entry.group())
                .append(" fix ")
                .append(checks.fixedPoints())
                .append(" of them in all, and ")
                .append(burnsideAverage(entry, checks));
        text.append("When it was proven, also by the definition model (the rules alone): ");
        if (checks.definitionSolutions().isPresent()) {
            text.append(checks.definitionSolutions().getAsLong())
                    .append(" solutions")
                    .append(atOptimum);
        } else {
            text.append("not run: budget (it did not finish within ")
                    .append(checks.definitionNodes())
                    .append(" search nodes)");
        }
        text.append(". `orbits verify --heavy` re-proves it.\n\n");
        return text.toString();
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
     * The most pictures a sheet draws: a sheet of a thousand 13-gons weighs megabytes and is past browsing, and
     * the page's table lists every representative the entry does.
     */
    public static final int DRAWN = 100;

    /** The first {@value #DRAWN} representatives' pictures on one sheet, captioned with number and orbit size. */
    public static String svg(PuzzleInstance instance, CatalogEntry entry) {
        List<CatalogEntry.Representative> representatives =
                entry.representatives().stream().limit(DRAWN).toList();
        if (representatives.isEmpty()) {
            return """
                    <svg xmlns="http://www.w3.org/2000/svg" width="240" height="40" viewBox="0 0 240 40">
                    <text x="10" y="25" font-family="sans-serif" font-size="14">no solution</text>
                    </svg>
                    """;
        }
        List<Picture> pictures =
                representatives.stream().map(r -> instance.draw(r.values())).toList();
        double cellWidth = pictures.stream().mapToDouble(Picture::width).max().orElseThrow() + GAP;
        double cellHeight = pictures.stream().mapToDouble(Picture::height).max().orElseThrow() + CAPTION + GAP;
        int columns = Math.min(COLUMNS, pictures.size());
        int rows = (pictures.size() + columns - 1) / columns;
        double width = columns * cellWidth;
        double height = rows * cellHeight;
        StringBuilder svg = new StringBuilder(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\""
                        + " font-family=\"sans-serif\">%n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>%n",
                width,
                height,
                width,
                height));
        for (int k = 0; k < pictures.size(); k++) {
            double x = (k % columns) * cellWidth;
            int row = k / columns;
            double y = row * cellHeight;
            svg.append(String.format(
                    Locale.ROOT,
                    "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"13\">" + CAPTION_FORMAT
                            + "</text>%n",
                    x + cellWidth / 2,
                    y + 16,
                    k + 1,
                    representatives.get(k).orbitSize()));
            svg.append(
                    String.format(Locale.ROOT, "<g transform=\"translate(%.1f %.1f)\">%n", x + GAP / 2, y + CAPTION));
            svg.append(pictures.get(k).svgElements());
            svg.append("</g>\n");
        }
        return svg.append("</svg>\n").toString();
    }

    /** The catalog's front page: one row per instance with its counts and a link to its page. */
    static String index(List<Catalog.Stored> stored) {
        StringBuilder page = new StringBuilder("# The orbits catalog\n\n");
        boolean allInFull = stored.stream().allMatch(row -> row.entry()
                .checks()
                .map(CatalogEntry.Checks::fullEnumeration)
                .orElse(true));
        if (allInFull) {
            page.append("Every solution of every instance below was enumerated, checked by the puzzle's independent ")
                    .append(
                            "checker and reduced to orbits under the symmetry group. Each count was computed two ways, ")
                    .append("by full enumeration reduced by the canonicaliser and by enumeration under lex-leader ");
        } else {
            page.append("Every orbit of every instance below was enumerated, checked by the puzzle's independent ")
                    .append("checker and reduced under the symmetry group. Each count was computed two ways, by ")
                    .append("enumeration reduced by the canonicaliser (of every solution, or for the largest entries, ")
                    .append(
                            "as their pages say, of each orbit's greatest member) and by enumeration under lex-leader ");
        }
        boolean models = stored.stream().anyMatch(row -> row.entry()
                .checks()
                .flatMap(CatalogEntry.Checks::external)
                .isPresent());
        if (models) {
            page.append("symmetry breaking, and the two agree; each page also says which further checks confirmed it: ")
                    .append("another solver's count of the same model, the independent evaluator of every ")
                    .append("representative and Burnside's lemma. Generated by `./orbits catalog --models` from ")
                    .append("the sources this folder keeps in `" + ModelCatalogFolder.SOURCES + "`, checked by ")
                    .append("`./orbits verify`; do not edit by hand.\n\n");
        } else {
            page.append("symmetry breaking, and the two agree; each page also says which further checks confirmed it: ")
                    .append("the count of a model of the rules alone (where it finishes within its budget) and ")
                    .append("Burnside's lemma. Generated by `./orbits catalog`, checked by ")
                    .append("`./orbits verify`; do not edit by hand.\n\n");
        }
        if (stored.stream().anyMatch(row -> row.slot().heavy())) {
            page.append("The entries marked heavy take longer to prove than a catalog run can carry: ")
                    .append("`./orbits catalog` keeps their files as they are and `./orbits catalog --heavy` ")
                    .append("regenerates and re-proves them, while every `./orbits verify` re-checks each solution ")
                    .append("of their stored orbits with the checker and their counts by Burnside's lemma over ")
                    .append("those solutions.\n\n");
        }
        if (stored.stream().anyMatch(row -> row.slot().open())) {
            page.append("The entries marked open are optimisation instances whose optimum was not proven in ")
                    .append("reasonable time: each records the bounds on the optimum that the solver proved and ")
                    .append("the orbit of the best solution found.\n\n");
        }
        page.append("| family | instance | parameters | group | solutions | orbits |\n");
        page.append("|---|---|---|---|---|---|\n");
        for (Catalog.Stored row : stored) {
            CatalogEntry entry = row.entry();
            StringBuilder parameters = new StringBuilder();
            entry.parameters().forEach((name, value) -> parameters
                    .append(parameters.length() == 0 ? "" : ", ")
                    .append(name)
                    .append('=')
                    .append(value));
            page.append("| ")
                    .append(entry.family())
                    .append(" | [")
                    .append(entry.instance())
                    .append("](")
                    .append(entry.family())
                    .append('/')
                    .append(row.slot().stem())
                    .append(".md)")
                    .append(" | ")
                    .append(parameters)
                    .append(" | ")
                    .append(entry.group())
                    .append(" (")
                    .append(entry.groupOrder())
                    .append(')')
                    .append(" | ")
                    .append(entry.solutions())
                    .append(entry.complete() ? "" : "+")
                    .append(" | ")
                    .append(entry.orbits())
                    .append(entry.complete() ? "" : "+")
                    .append(row.slot().open() ? " (open)" : "")
                    .append(row.slot().heavy() ? " (heavy)" : "")
                    .append(" |\n");
        }
        summaries(stored, page);
        return page.toString();
    }

    /** Each family's own summary table, if it has one, after the index's table, in the index's family order. */
    private static void summaries(List<Catalog.Stored> stored, StringBuilder page) {
        Map<PuzzleFamily, List<CatalogCounts>> byFamily = new LinkedHashMap<>();
        for (Catalog.Stored row : stored) {
            CatalogEntry entry = row.entry();
            Optional<EntryObjective> objective = entry.objective();
            byFamily.computeIfAbsent(row.slot().instance().family(), family -> new ArrayList<>())
                    .add(new CatalogCounts(
                            row.slot().instance(),
                            entry.group(),
                            entry.solutions(),
                            entry.orbits(),
                            entry.complete(),
                            objective.map(EntryObjective::value).orElse(OptionalInt.empty()),
                            objective.map(EntryObjective::proven).orElse(false),
                            objective.map(EntryObjective::bound).orElse(OptionalInt.empty())));
        }
        byFamily.forEach((family, counts) -> family.catalogSummary(counts).ifPresent(table -> {
            page.append("\n## ").append(table.title()).append("\n\n");
            if (!table.note().isEmpty()) {
                page.append(table.note()).append("\n\n");
            }
            page.append("| ").append(String.join(" | ", table.header())).append(" |\n");
            page.append("|").append("---|".repeat(table.header().size())).append("\n");
            table.rows()
                    .forEach(cells ->
                            page.append("| ").append(String.join(" | ", cells)).append(" |\n"));
        }));
    }

    /** {@code count} and the noun, singular for one: "1 orbit", "48 orbits". */
    private static String counted(long count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
