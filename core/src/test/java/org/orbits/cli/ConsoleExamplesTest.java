package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbits.api.Orbits;
import org.orbits.model.ExternalTools;

/**
 * The console sessions of the README and of the pages under docs/ print what they show: every command of a
 * {@code console} block whose commands all are {@code ./orbits ...} runs through the command line's entry here,
 * and what it prints must be the block's text. Standard output and error are one stream, in the order a terminal
 * shows them; a command piped into filters ({@code | grep ...}) has its standard output run through them by bash.
 * Set aside is only what a terminal does not keep or a page says varies: the progress lines a terminal redraws in
 * place and erases, and an enumeration's closing line of search statistics on a page that says its outputs
 * leave it out (the README). A block's last line {@code ...} stands for the rest of the output.
 *
 * <p>Each session runs in a folder of its own, where the models the page writes before it (a {@code minizinc}
 * block, saved under the last {@code NAME.mzn} the text before it names) and every file the command names without
 * a folder are; the folder's name is taken out of what it prints.
 */
class ConsoleExamplesTest {

    /** What the README says of the statistics line; the sessions of a page that says it leave that line out. */
    private static final String STATISTICS_LEFT_OUT =
            "An enumeration ends with a line of search statistics (the settings, the time, the search nodes and"
                    + " fails); the outputs below leave it out";

    private static final Pattern BLOCK = Pattern.compile("(?ms)^```(\\w*)\\n(.*?)^```$");

    private static final Pattern MODEL_NAMED = Pattern.compile("`([\\w.-]+\\.mzn)`");

    /** A file word without a folder: a model, its data, or a file the command writes. */
    private static final Pattern FILE_WORD = Pattern.compile("[\\w.-]+\\.(?:mzn|fzn|dzn|svg|json|ckpt)");

    private static final Pattern STATISTICS =
            Pattern.compile("search \\(.*\\): [\\d.]+ s, [\\d,]+ nodes, [\\d,]+ fails");

    /**
     * A line of progress (ProgressLine): on a terminal redrawn in place, and erased when the search ends. It counts
     * solutions, representatives (a tiling, a search that breaks symmetry) or nothing (while the optimum is proven).
     */
    private static final Pattern PROGRESS = Pattern.compile(
            "orbits: .+: (?:\\d+/\\d+ units, )?(?:[\\d,]+ (?:solutions?|representatives?), )?[\\d,]+ nodes, .+");

    @TempDir
    Path folder;

    /**
     * One command of a console block as a page shows it.
     *
     * @param models the models the page writes before the command, by file name
     * @param shown the lines the page shows the command print
     * @param statisticsLeftOut whether the page says its outputs leave out the statistics line
     */
    record Session(
            Path page, Map<String, String> models, String command, List<String> shown, boolean statisticsLeftOut) {

        @Override
        public String toString() {
            return page + ": $ " + command;
        }
    }

    static Stream<Session> readme() throws IOException {
        return sessions(Path.of("README.md")).stream();
    }

    static Stream<Session> docs() throws IOException {
        List<Session> sessions = new ArrayList<>();
        try (Stream<Path> pages = Files.list(Path.of("docs"))) {
            for (Path page : pages.filter(path -> path.toString().endsWith(".md"))
                    .sorted()
                    .toList()) {
                sessions.addAll(sessions(page));
            }
        }
        return sessions.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readme")
    void theReadmesSessionsPrintWhatTheyShow(Session session) throws Exception {
        assertPrintsWhatItShows(session);
    }

    /** Slow: the pages' examples include an optimisation proven on every core in tens of seconds. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("docs")
    @Tag("slow")
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void theDocsSessionsPrintWhatTheyShow(Session session) throws Exception {
        assumeFalse(
                session.command().contains("--time-limit"),
                "a search stopped by a time limit finds what the machine's speed allows");
        assertPrintsWhatItShows(session);
    }

    /** The sessions of {@code page}, in its order. */
    static List<Session> sessions(Path page) throws IOException {
        String text = Files.readString(page);
        boolean statisticsLeftOut = text.replaceAll("\\s+", " ").contains(STATISTICS_LEFT_OUT);
        Map<String, String> models = new LinkedHashMap<>();
        List<Session> sessions = new ArrayList<>();
        int after = 0;
        Matcher block = BLOCK.matcher(text);
        while (block.find()) {
            String before = text.substring(after, block.start());
            after = block.end();
            if (block.group(1).equals("minizinc")) {
                Matcher named = MODEL_NAMED.matcher(before);
                String name = null;
                while (named.find()) {
                    name = named.group(1);
                }
                assertTrue(name != null, page + ": a minizinc block with no file name before it");
                models.put(name, block.group(2));
            } else if (block.group(1).equals("console")) {
                List<String> commands = new ArrayList<>();
                List<List<String>> shown = new ArrayList<>();
                for (String line : block.group(2).lines().toList()) {
                    if (line.startsWith("$ ")) {
                        commands.add(line.substring(2));
                        shown.add(new ArrayList<>());
                    } else {
                        shown.get(shown.size() - 1).add(line);
                    }
                }
                if (commands.stream().allMatch(command -> command.startsWith("./orbits "))) {
                    for (int i = 0; i < commands.size(); i++) {
                        sessions.add(new Session(
                                page,
                                Map.copyOf(models),
                                commands.get(i),
                                List.copyOf(shown.get(i)),
                                statisticsLeftOut));
                    }
                }
            }
        }
        return sessions;
    }

    private void assertPrintsWhatItShows(Session session) throws IOException, InterruptedException {
        for (Map.Entry<String, String> model : session.models().entrySet()) {
            Files.writeString(folder.resolve(model.getKey()), model.getValue());
        }
        int pipe = session.command().indexOf(" | ");
        String orbits = pipe < 0 ? session.command() : session.command().substring(0, pipe);
        assertFalse(orbits.contains("'") || orbits.contains("\""), "quoted words are not split here: " + orbits);
        List<String> words = new ArrayList<>();
        for (String word : orbits.substring("./orbits ".length()).split(" ", -1)) {
            words.add(FILE_WORD.matcher(word).matches() ? folder.resolve(word).toString() : word);
        }
        if (words.stream().anyMatch(word -> word.endsWith(".mzn"))) {
            ExternalTools.require("minizinc");
        }
        StringWriter terminal = new StringWriter();
        StringWriter piped = new StringWriter();
        PrintWriter err = new PrintWriter(terminal, true);
        PrintWriter out = pipe < 0 ? err : new PrintWriter(piped, true);
        OrbitsCommand.run(Orbits.standard(), out, err, words.toArray(String[]::new));
        String printed = pipe < 0
                ? terminal.toString()
                : filtered(piped.toString(), session.command().substring(pipe + 3)) + terminal;
        List<String> kept = new ArrayList<>();
        // The statistics line, and the indented lines of a proof's timing under it.
        boolean underStatistics = false;
        for (String line : printed.replace(folder + "/", "").lines().toList()) {
            if (session.statisticsLeftOut() && STATISTICS.matcher(line).matches()) {
                underStatistics = true;
            } else if (!(underStatistics && line.startsWith("  "))
                    && !PROGRESS.matcher(line).matches()) {
                underStatistics = false;
                kept.add(line);
            }
        }
        List<String> shown = session.shown();
        if (!shown.isEmpty() && shown.get(shown.size() - 1).equals("...")) {
            shown = shown.subList(0, shown.size() - 1);
            kept = kept.subList(0, Math.min(kept.size(), shown.size()));
        }
        assertEquals(String.join("\n", shown), String.join("\n", kept), session.toString());
    }

    /** {@code text}, a command's standard output, through the filters of its pipeline, as bash runs them. */
    private String filtered(String text, String filters) throws IOException, InterruptedException {
        Path input = Files.writeString(folder.resolve("standard-output"), text);
        Process bash = new ProcessBuilder("bash", "-c", filters)
                .directory(folder.toFile())
                .redirectInput(input.toFile())
                .redirectErrorStream(true)
                .start();
        String output = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        bash.waitFor();
        return output;
    }
}
