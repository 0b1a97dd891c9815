package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbits.api.Orbits;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

class OrbitsCommandTest {

    record Run(int exit, String out, String err) {}

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = OrbitsCommand.run(Orbits.standard(), new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void enumerateJsonReportsMagic19() throws Exception {
        Run run = run("enumerate", "ngon", "-p", "n=6", "--json", "--quiet");
        assertEquals(0, run.exit(), run.err());
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertEquals("ngon", json.get("family").asText());
        assertEquals(6, json.get("parameters").get("n").asInt());
        assertEquals("D6", json.get("group").get("name").asText());
        assertEquals(12, json.get("group").get("order").asInt());
        assertEquals("D6", json.get("group").get("structure").asText());
        JsonNode rotation = json.get("group").get("generators").get(0);
        assertEquals("m1", rotation.get("cells").get("m0").asText());
        assertEquals(0, rotation.get("values").size(), "a rotation of the ring maps no value");
        assertEquals(48, json.get("solutions").asLong());
        assertEquals(4, json.get("orbits").asInt());
        assertTrue(json.get("complete").asBoolean());
        assertEquals(4, json.get("representatives").size());
        assertEquals(12, json.get("representatives").get(0).get("orbitSize").asInt());
        assertEquals(2, json.get("representatives").get(0).get("cells").get("C").asInt());
    }

    @Test
    void bothSymmetryBreakingModesReportTheSameCounts() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        JsonNode lex = mapper.readTree(
                run("enumerate", "ngon", "-p", "n=5", "--json", "--quiet").out());
        JsonNode none = mapper.readTree(
                run("enumerate", "ngon", "-p", "n=5", "--json", "--quiet", "--symmetry-breaking", "none")
                        .out());
        assertEquals(lex.get("solutions"), none.get("solutions"));
        assertEquals(lex.get("orbits"), none.get("orbits"));
        assertEquals(lex.get("representatives"), none.get("representatives"));
    }

    @Test
    void enumerateReportsEveryGroupOfAnInstanceThatHasSeveral() throws Exception {
        JsonNode json = new ObjectMapper()
                .readTree(run("enumerate", "apex", "-p", "rows=5", "-p", "modulus=5", "--json", "--quiet")
                        .out());
        assertEquals("mirror-units", json.get("group").get("name").asText());
        JsonNode mirror = json.get("otherGroups").get(0);
        assertEquals("mirror", mirror.get("group").get("name").asText());
        assertEquals(json.get("solutions"), mirror.get("solutions"));
        assertTrue(mirror.get("orbits").asInt() > json.get("orbits").asInt());
    }

    @Test
    void aChosenGroupIsTheOnlyOneReported() throws Exception {
        JsonNode json = new ObjectMapper()
                .readTree(run(
                                "enumerate",
                                "apex",
                                "-p",
                                "rows=5",
                                "-p",
                                "modulus=5",
                                "--group",
                                "mirror",
                                "--json",
                                "--quiet")
                        .out());
        assertEquals("mirror", json.get("group").get("name").asText());
        assertFalse(json.has("otherGroups"));
    }

    @Test
    void aSolutionLimitIsReportedAsIncomplete() throws Exception {
        Run run = run("enumerate", "ngon", "--symmetry-breaking", "none", "--solution-limit", "3", "--json", "--quiet");
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertFalse(json.get("complete").asBoolean());
        Run text = run("enumerate", "ngon", "--symmetry-breaking", "none", "--solution-limit", "3", "--quiet");
        assertTrue(text.out().contains("INCOMPLETE"), text.out());
        assertEquals(5, text.exit(), text.err());
        assertEquals(5, run.exit(), run.err());
    }

    @Test
    void oneOrbitIsSingular() {
        Run run = run("enumerate", "ngon", "-p", "n=4", "-p", "sum=19", "--quiet");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().matches("(?s).* in 1 orbit under .*"), run.out());
        assertFalse(run.out().contains(" 1 orbits"), run.out());
    }

    @Test
    void theRepresentativesAreDrawnOnASheet(@TempDir Path folder) throws IOException {
        Path sheet = folder.resolve("orbits.svg");
        Run run = run("enumerate", "ngon", "-p", "n=4", "-p", "sum=21", "--svg", sheet.toString(), "--quiet");
        assertEquals(0, run.exit(), run.err());
        String svg = Files.readString(sheet);
        assertTrue(svg.startsWith("<svg"), svg);
        // One caption per representative: 6 orbits.
        assertEquals(6, svg.split("orbit size", -1).length - 1, svg);
        assertTrue(run.err().contains("drew 6 representatives in " + sheet), run.err());
    }

    @Test
    void solveCompletesGivens() {
        Run run = run("solve", "ngon", "--given", "C=4", "--given", "v0=10", "--quiet");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("C=4") && run.out().contains("v0=10"), run.out());
    }

    @Test
    void solveSaysPlainlyWhenThereIsNoSolution() {
        Run run = run("solve", "ngon", "--given", "C=1", "--quiet");
        assertEquals(1, run.exit());
        assertTrue(run.out().contains("no solution"), run.out());
    }

    @Test
    void solveAllReducesCompletionsToOrbits() {
        Run run = run("solve", "ngon", "--given", "C=2", "--all", "--quiet");
        assertEquals(0, run.exit());
        assertTrue(run.out().contains("36 completions in 3 orbits of D6"), run.out());
    }

    @Test
    void listShowsEveryParameterWithItsDefault() {
        Run run = run("list");
        assertEquals(0, run.exit());
        assertTrue(run.out().contains("-p n=...") && run.out().contains("default 3n+4"), run.out());
    }

    @Test
    void helpListsEveryCommandAndTheExitCodesAndEachCommandHasItsOwn() throws Exception {
        Run top = run();
        assertEquals(0, top.exit());
        for (String command :
                List.of("list", "enumerate", "merge", "solve", "symmetries", "catalog", "verify", "serve", "help")) {
            assertTrue(top.out().contains("\n  " + command + " "), command + " in\n" + top.out());
            if (!command.equals("help")) {
                Run own = run(command, "--help");
                assertEquals(0, own.exit(), own.err());
                assertTrue(own.out().startsWith("Usage: orbits " + command + " [OPTIONS]"), own.out());
                assertEquals(own.out(), run("help", command).out());
            }
        }
        assertTrue(top.out().contains("\nExit codes:\n") && top.out().contains("  130  interrupted"), top.out());
        assertEquals(top.out(), run("--help").out());
        assertEquals(top.out(), run("help", "--help").out());
        assertEquals("orbits " + pomVersion(), run("--version").out().strip());
        assertEquals(
                "orbits " + pomVersion(), run("enumerate", "--version").out().strip());
        Run unknown = run("frobnicate");
        assertEquals(2, unknown.exit());
        assertEquals(
                "orbits: unknown command 'frobnicate' (see 'orbits --help')",
                unknown.err().strip());
    }

    @Test
    void listAndHelpShowEachFamilysModelOptions() {
        String list = run("list").out();
        String ngon = list.substring(list.indexOf("ngon —"), list.indexOf("apex —"));
        String hip = list.substring(list.indexOf("hip —"), list.indexOf("almostmagic —"));
        assertTrue(ngon.contains("-o allDifferent=...") && ngon.contains("-o encoding=..."), ngon);
        assertFalse(hip.contains("-o "), hip);
        String help = run("enumerate", "--help").out();
        assertTrue(help.contains("apex         encoding=standard | arithmetic (default standard)"), help);
    }

    @Test
    void aRunNamesOnlyTheSettingsThatApplyToItsFamily() throws Exception {
        String hip = run("enumerate", "hip", "-p", "n=3", "--quiet").out();
        assertTrue(hip.contains("search (search puzzle, symmetry breaking lex)"), hip);
        JsonNode ngon = new ObjectMapper()
                .readTree(run("enumerate", "ngon", "-p", "n=4", "-o", "allDifferent=bc", "--json", "--quiet")
                        .out())
                .get("settings");
        assertEquals("BC", ngon.get("allDifferent").asText());
        assertEquals("standard", ngon.get("encoding").asText());
        assertEquals("puzzle", ngon.get("search").asText());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "enumerate nonsuch|unknown puzzle family 'nonsuch'",
                "enumerate ngon -p n=2|n=2 is outside 3..40",
                "enumerate ngon -p n=1000|n=1000 is outside 3..40",
                "enumerate ngon -p n=six|n=six is not a whole number",
                "enumerate ngon -p colour=red|unknown parameter 'colour'",
                "enumerate ngon --symmetry-breaking some|unknown symmetry breaking 'some'",
                "enumerate ngon --alldiff XY|unknown allDifferent 'XY'",
                "enumerate hip --alldiff BC|hip has no model option 'allDifferent'",
                "enumerate ngon --encoding arithmetic|unknown encoding 'arithmetic'",
                "enumerate ngon -p n|'n' is not of the form name=value",
                "enumerate ngon --time-limit -1|--time-limit must be a positive number",
                "solve ngon --given z9=3|'z9' names no cell",
                "solve ngon --given C=20|outside 1..19",
                "solve ngon --given C=0|outside 1..19",
                "solve ngon --given C=x|not a whole number",
                "solve ngon --given C=3 --given m1=3|both hold 3",
                "solve ngon --given C=3 --given C=4|given twice",
                "enumerate ngon --no-such-option|unknown option '--no-such-option'",
                "enumerate apex -p rows=8 -p modulus=7|the 36 cells do not split evenly over 7 digits",
                "enumerate apex --group mirrors|no symmetry group 'mirrors'",
                "enumerate ngon --threads 0|--threads must be at least 1",
                "enumerate almostmagic -p objective=sum|objective=sum is not one of cells, regions",
                "enumerate almostmagic -p spread=-1|spread=-1 is outside 0..3",
            })
    void badInputIsOneLineAndExitTwo(String args, String message) {
        Run run = run(args.split(" "));
        assertEquals(2, run.exit(), run.err());
        assertTrue(run.err().contains(message), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    @Test
    void anUnsatisfiableSumIsNoSolutionExitOne() {
        Run run = run("enumerate", "ngon", "-p", "n=7", "--quiet");
        assertEquals(1, run.exit());
        assertTrue(run.out().contains("0 solutions in 0 orbits"), run.out());
        assertEquals("orbits: ngon n=7 sum=25 has no solution\n", run.err().replace(System.lineSeparator(), "\n"));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aTimeLimitBoundsTheWholeCommandAndTheResultIsMarkedIncomplete() {
        long start = System.nanoTime();
        Run run = run("enumerate", "hip", "-p", "n=8", "--time-limit", "3", "--quiet");
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertEquals(5, run.exit(), run.err());
        assertTrue(millis < 5000, "a 3 s limit took " + millis + " ms");
        assertTrue(run.out().contains("INCOMPLETE"), run.out());
        assertTrue(run.out().contains("NOT proven"), run.out());
    }

    @Test
    void aFileThatCannotBeWrittenIsOneLineNamingItAndExitFour(@TempDir Path folder) throws IOException {
        Path notAFolder = Files.writeString(folder.resolve("catalog"), "a file, not a folder");
        Path out = notAFolder.resolve("sub");
        Run run = run("catalog", "--only", "ngon", "--catalog", out.toString(), "--quiet");
        assertEquals(4, run.exit(), run.err());
        assertTrue(run.err().contains(out.toString()), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertFalse(run.err().contains("at org."), run.err());
    }

    @Test
    void solveOfAnOptimisationGivesAnOptimalCompletionAndSaysItIsProven() throws Exception {
        Run run = run("solve", "hip", "-p", "n=4", "--given", "r0c0=0", "--quiet");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("with givens r0c0=0: an optimal completion"), run.out());
        assertTrue(run.out().contains("r0c0=0 "), run.out());
        assertTrue(run.out().contains("  objective (minimise): 0, optimal (proven)"), run.out());
        JsonNode json = new ObjectMapper()
                .readTree(run("solve", "hip", "-p", "n=4", "--json", "--quiet").out());
        assertTrue(json.get("complete").asBoolean());
        assertEquals("minimise", json.get("objective").get("sense").asText());
        assertEquals(0, json.get("objective").get("value").asInt());
        assertTrue(json.get("objective").get("proven").asBoolean());
        assertFalse(json.get("objective").has("bound"));
        assertEquals(16, json.get("solution").size());
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void solveStoppedBeforeTheOptimumIsProvenPrintsTheBestCompletionFound() throws Exception {
        Run run = run("solve", "hip", "-p", "n=8", "--time-limit", "2", "--quiet");
        assertEquals(5, run.exit(), run.err());
        assertTrue(run.out().contains(": the best completion found"), run.out());
        assertFalse(run.out().contains("no solution"), run.out());
        assertTrue(run.out().contains("r0c0="), run.out());
        assertTrue(
                run.out()
                        .matches("(?s).*  objective \\(minimise\\): \\d+, best found, not proven \\(stopped by the"
                                + " time limit\\)\\n"),
                run.out());
        JsonNode json = new ObjectMapper()
                .readTree(run("solve", "hip", "-p", "n=8", "--time-limit", "2", "--json", "--quiet")
                        .out());
        assertFalse(json.get("complete").asBoolean());
        assertTrue(json.get("solved").asBoolean());
        assertFalse(json.get("objective").get("proven").asBoolean());
        assertTrue(json.get("objective").get("value").isInt(), json.toString());
        assertEquals(64, json.get("solution").size());
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void anEnumerationStoppedBeforeTheOptimumShowsTheBestSolutionFound() throws Exception {
        Run run = run("enumerate", "hip", "-p", "n=8", "--time-limit", "2", "--group", "D4", "--quiet");
        assertEquals(5, run.exit(), run.err());
        assertTrue(
                run.out()
                        .matches("(?s).*: best solution found, minimise objective \\d+ \\(NOT proven optimal: the"
                                + " search was stopped\\):\\n  r\\d+c\\d+=.*"),
                run.out());
        JsonNode json = new ObjectMapper()
                .readTree(run("enumerate", "hip", "-p", "n=8", "--time-limit", "2", "--json", "--quiet")
                        .out());
        assertFalse(json.get("complete").asBoolean());
        assertFalse(json.get("objective").get("proven").asBoolean());
        assertTrue(json.get("objective").get("value").isInt(), json.toString());
        assertEquals(64, json.get("bestSolution").size(), json.toString());
        JsonNode complete = new ObjectMapper()
                .readTree(run("enumerate", "hip", "-p", "n=4", "--json", "--quiet")
                        .out());
        assertTrue(complete.get("objective").get("proven").asBoolean());
        assertFalse(complete.has("bestSolution"), "a complete run has its solutions at the optimum");
    }

    /** The version of core's pom, its own or, as here, the one it inherits from its parent: what the build is. */
    static String pomVersion() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Element project = factory.newDocumentBuilder()
                .parse(Path.of("core/pom.xml").toFile())
                .getDocumentElement();
        Element own = child(project, "version");
        return (own != null ? own : child(child(project, "parent"), "version"))
                .getTextContent()
                .strip();
    }

    private static Element child(Element parent, String tag) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(tag)) {
                return element;
            }
        }
        return null;
    }
}
