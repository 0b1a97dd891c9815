package org.orbits.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.common.primitives.ImmutableIntArray;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.orbits.api.Instance;
import org.orbits.api.Orbits;

/**
 * The play page and the catalog in a real browser: Debian's headless Chromium, driven through its
 * chromedriver. On a machine without them the tests are skipped, except under CI, where a missing browser
 * fails the run. Screenshots of each test go to {@code core/target/browser/}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 60, unit = TimeUnit.SECONDS)
@Tag("slow")
class PlayPageBrowserTest {

    private static final List<Path> CHROMIUM =
            List.of(Path.of("/usr/bin/chromium"), Path.of("/usr/bin/chromium-browser"));
    private static final List<Path> DRIVER =
            List.of(Path.of("/usr/bin/chromedriver"), Path.of("/usr/lib/chromium/chromedriver"));
    private static final Path SCREENSHOTS = Path.of("core/target/browser");

    private final Orbits orbits = Orbits.standard();
    private WebServer server;
    private ChromeDriver browser;
    private WebDriverWait wait;
    private Path profile;

    @BeforeAll
    void startServerAndBrowser() throws IOException {
        Optional<Path> chromium = CHROMIUM.stream().filter(Files::isExecutable).findFirst();
        Optional<Path> driver = DRIVER.stream().filter(Files::isExecutable).findFirst();
        if (chromium.isEmpty() || driver.isEmpty()) {
            String missing = "no headless browser here (install Debian's chromium and chromium-driver)";
            if (System.getenv("CI") != null) {
                fail(missing + ", and CI must run the browser tests");
            }
            Assumptions.abort(missing);
        }
        server = WebServer.start(
                new WebServer.Settings("127.0.0.1", 0, Path.of("catalog"), 2, Duration.ofSeconds(30)),
                orbits,
                new PrintWriter(new StringWriter()));
        profile = Files.createTempDirectory("orbits-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.get().toFile());
        options.addArguments(
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--window-size=1280,900",
                "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(driver.get().toFile())
                .usingAnyFreePort()
                .build();
        browser = new ChromeDriver(service, options);
        wait = new WebDriverWait(browser, Duration.ofSeconds(20));
        Files.createDirectories(SCREENSHOTS);
    }

    @AfterAll
    void stop() throws IOException {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
        }
        if (profile != null) {
            try (var files = Files.walk(profile)) {
                files.sorted(java.util.Comparator.reverseOrder())
                        .forEach(path -> path.toFile().delete());
            }
        }
    }

    private void open(String path) {
        browser.get(server.address().resolve(path).toString());
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board svg [data-cell], #board svg")));
    }

    private void give(String cell, String value) {
        browser.findElement(By.cssSelector("#board [data-cell='" + cell + "']")).click();
        WebElement input = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("cell-value")));
        input.sendKeys(Keys.chord(Keys.CONTROL, "a"), value, Keys.ENTER);
    }

    /** Gives a value and waits until the board is drawn again with it. */
    private void giveAndWait(String cell, String value) {
        give(cell, value);
        wait.until(
                ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board .given[data-cell='" + cell + "']")));
    }

    private String status() {
        return browser.findElement(By.id("status")).getText();
    }

    private void waitForStatus(String words) {
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), words));
    }

    private void screenshot(String name) throws IOException {
        Files.write(SCREENSHOTS.resolve(name + ".png"), browser.getScreenshotAs(OutputType.BYTES));
    }

    private ImmutableIntArray boardValues(Instance instance) {
        List<String> names = instance.cellNames();
        int[] values = new int[names.size()];
        for (int cell = 0; cell < names.size(); cell++) {
            String text = browser.findElement(By.cssSelector("#board [data-cell='" + names.get(cell) + "'] text"))
                    .getText()
                    .trim();
            assertFalse(text.isEmpty(), names.get(cell) + " is empty on the solved board");
            values[cell] = Integer.parseInt(text);
        }
        return ImmutableIntArray.copyOf(values);
    }

    @Test
    void magic19WithCentre4AndCorner10SolvesToABoardTheCheckerAccepts() throws IOException {
        open("/play?family=ngon&n=6");
        giveAndWait("C", "4");
        giveAndWait("v0", "10");
        assertTrue(browser.getCurrentUrl().contains("given=C=4&given=v0=10"), browser.getCurrentUrl());
        browser.findElement(By.id("solve")).click();
        waitForStatus("Solved");
        screenshot("magic19-solved");
        Instance magic19 = orbits.instance("ngon", Map.of("n", "6"));
        ImmutableIntArray board = boardValues(magic19);
        assertEquals(Optional.empty(), magic19.violation(board));
        assertEquals(4, board.get(magic19.cellNames().indexOf("C")));
        assertEquals(10, board.get(magic19.cellNames().indexOf("v0")));
    }

    @Test
    void aGivenThatCannotBeCompletedShowsNoSolution() throws IOException {
        open("/play?family=ngon&n=6&given=C=1");
        browser.findElement(By.id("solve")).click();
        waitForStatus("No solution");
        screenshot("no-solution");
        assertTrue(status().contains("cannot be completed"), status());
    }

    @Test
    void allShowsTheFourOrbitsOfMagic19EachWithItsPictureBesideTheSolvedBoard() throws IOException {
        open("/play?family=ngon&n=6");
        browser.findElement(By.id("solve")).click();
        waitForStatus("Solved");
        org.openqa.selenium.Point board = browser.findElement(By.id("board")).getLocation();
        browser.findElement(By.id("all")).click();
        waitForStatus("Every solution");
        assertEquals(board, browser.findElement(By.id("board")).getLocation(), "All moved the board");
        screenshot("magic19-all");
        List<WebElement> orbits = browser.findElements(By.cssSelector("#orbits .orbit"));
        assertEquals(4, orbits.size());
        for (WebElement orbit : orbits) {
            assertEquals(
                    19, orbit.findElements(By.cssSelector("svg [data-cell]")).size());
            assertTrue(orbit.getText().contains("orbit of 12 solutions"), orbit.getText());
        }
        assertTrue(browser.findElement(By.id("orbits-heading")).getText().startsWith("4 orbits"));
    }

    @Test
    void aCatalogPageShowsEveryRepresentativesPicture() throws IOException {
        browser.get(server.address().resolve("/catalog/ngon/n6-s22").toString());
        List<WebElement> pictures = wait.until(
                ExpectedConditions.numberOfElementsToBe(By.cssSelector("#representatives .representative svg"), 4));
        screenshot("catalog-entry");
        for (WebElement picture : pictures) {
            assertEquals(19, picture.findElements(By.cssSelector("[data-cell]")).size());
        }
        browser.findElement(By.linkText("open on the board")).click();
        wait.until(ExpectedConditions.urlContains("/play?family=ngon"));
        wait.until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#board .given"), 19));
    }

    @Test
    void theCatalogIndexFiltersByFamily() throws IOException {
        browser.get(server.address().resolve("/catalog").toString());
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("table.catalog tbody tr")));
        int every =
                browser.findElements(By.cssSelector("table.catalog tbody tr")).size();
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("catalog-family"))).selectByValue("hip");
        List<WebElement> rows = browser.findElements(By.cssSelector("table.catalog tbody tr"));
        screenshot("catalog-index");
        assertTrue(rows.size() > 0 && rows.size() < every, rows.size() + " of " + every);
        rows.forEach(row -> assertTrue(row.getText().startsWith("hip"), row.getText()));
    }

    @Test
    void aValueOutOfRangeShowsItsMessageAndAWordIsRefused() throws IOException {
        open("/play?family=ngon&n=6");
        giveAndWait("v0", "25");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("remarks"), "v0=25 is outside 1..19"));
        screenshot("bad-value");
        give("m0", "ten");
        waitForStatus("not a whole number");
        assertFalse(browser.getCurrentUrl().contains("given=m0"), browser.getCurrentUrl());
    }

    @Test
    void aClickOnAHipPointChangesItsColour() {
        open("/play?family=hip&n=4");
        browser.findElement(By.cssSelector("#board [data-cell='r0c0']")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board .given[data-cell='r0c0']")));
        assertTrue(browser.getCurrentUrl().contains("given=r0c0=1"), browser.getCurrentUrl());
        browser.findElement(By.cssSelector("#board [data-cell='r0c0']")).click();
        wait.until(ExpectedConditions.urlContains("given=r0c0=0"));
    }

    @Test
    void cancelStopsALongSearchAndSaysSo() throws IOException {
        open("/play?family=ngon&n=12&sum=41");
        browser.findElement(By.id("all")).click();
        WebElement cancel = wait.until(ExpectedConditions.elementToBeClickable(By.id("cancel")));
        // Not in the catalog: the search tells its share done.
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("progress"), "% done"));
        cancel.click();
        waitForStatus("Cancelled");
        screenshot("cancelled");
        assertFalse(browser.findElement(By.id("cancel")).isDisplayed());
    }

    /** Clicks a cell and types into its editor, pressing nothing after it. */
    private void type(String cell, String value) {
        browser.findElement(By.cssSelector("#board [data-cell='" + cell + "']")).click();
        WebElement input = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("cell-value")));
        input.sendKeys(Keys.chord(Keys.CONTROL, "a"), value);
    }

    private int boardValue(Instance instance, String cell) {
        return boardValues(instance).get(instance.cellNames().indexOf(cell));
    }

    private String active(String script) {
        return String.valueOf(browser.executeScript("return document.activeElement" + script + ";"));
    }

    @Test
    void valuesTypedWithoutEnterAreKeptWhenAnotherCellIsClickedAndOnSolve() throws IOException {
        open("/play?family=ngon&n=6");
        type("C", "4");
        type("m0", "8");
        browser.findElement(By.id("solve")).click();
        waitForStatus("Solved");
        screenshot("typed-then-solved");
        assertTrue(browser.getCurrentUrl().contains("given=C=4&given=m0=8"), browser.getCurrentUrl());
        Instance magic19 = orbits.instance("ngon", Map.of("n", "6"));
        assertEquals(4, boardValue(magic19, "C"));
        assertEquals(8, boardValue(magic19, "m0"));
    }

    @Test
    void tabKeepsTheValueAndGoesOnToTheNextCell() {
        open("/play?family=ngon&n=6");
        type("C", "4");
        browser.switchTo().activeElement().sendKeys(Keys.TAB);
        wait.until(ExpectedConditions.urlContains("given=C=4"));
        assertEquals("m0 =", browser.findElement(By.id("cell-label")).getText());
        assertEquals("cell-value", active(".id"));
        browser.switchTo().activeElement().sendKeys("8", Keys.TAB);
        wait.until(ExpectedConditions.urlContains("given=m0=8"));
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board .given[data-cell='m0']")));
    }

    @Test
    void everyCellIsReachableFromTheKeyboard() {
        open("/play?family=ngon&n=6");
        browser.executeScript("document.getElementById('new-board').focus();");
        for (int tab = 0; tab < 6 && "null".equals(active(".dataset.cell ?? null")); tab++) {
            browser.switchTo().activeElement().sendKeys(Keys.TAB);
        }
        String first = active(".dataset.cell");
        assertEquals("C", first, "Tab does not reach the board");
        browser.switchTo().activeElement().sendKeys(Keys.ARROW_UP);
        String above = active(".dataset.cell");
        assertFalse(above.equals(first) || "undefined".equals(above), above);
        browser.switchTo().activeElement().sendKeys("5", Keys.ENTER);
        wait.until(ExpectedConditions.urlContains("given=" + above + "=5"));
        assertEquals(above, active(".dataset.cell"), "the focus left the cell after Enter");
        // From any cell the arrow keys lead to every other one.
        Object reached = browser.executeScript("const seen = new Set(['C']); const todo = ['C'];"
                + "while (todo.length) { const at = todo.pop();"
                + "  for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {"
                + "    const next = neighbour(at, key); if (next && !seen.has(next)) { seen.add(next); todo.push(next); } } }"
                + "return seen.size;");
        assertEquals(19L, reached);
    }

    @Test
    void aDependentDefaultFollowsItsParameterUnlessTheUserSetsIt() {
        open("/play?family=ngon&n=6&sum=22");
        WebElement n = browser.findElement(By.id("param-n"));
        n.sendKeys(Keys.chord(Keys.CONTROL, "a"), "12", Keys.TAB);
        wait.until(ExpectedConditions.urlContains("n=12&sum=40"));
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("label"), "sum=40"));
        WebElement sum = browser.findElement(By.id("param-sum"));
        sum.sendKeys(Keys.chord(Keys.CONTROL, "a"), "41", Keys.TAB);
        wait.until(ExpectedConditions.urlContains("n=12&sum=41"));
        browser.findElement(By.id("param-n")).sendKeys(Keys.chord(Keys.CONTROL, "a"), "11", Keys.TAB);
        wait.until(ExpectedConditions.urlContains("n=11&sum=41"));
    }

    @Test
    void oneClickSwitchesThePolygonAndEmptiesTheBoard() throws IOException {
        open("/play?family=ngon&n=6&given=C=4");
        List<WebElement> sizes = browser.findElements(By.cssSelector("#parameters .quick-value[data-parameter='n']"));
        assertEquals(
                List.of("3", "4", "5", "6", "7", "8", "9", "10", "11", "12"),
                sizes.stream().map(WebElement::getText).toList());
        browser.findElement(By.cssSelector(".quick-value[data-value='3']")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("label"), "n=3 sum=13"));
        screenshot("triangle");
        assertEquals(
                10, browser.findElements(By.cssSelector("#board [data-cell]")).size());
        assertFalse(browser.getCurrentUrl().contains("given="), browser.getCurrentUrl());
        assertEquals(
                "true",
                browser.findElement(By.cssSelector(".quick-value[data-value='3']"))
                        .getAttribute("aria-pressed"));
    }

    @Test
    void givensLookDifferentFromSolvedCellsAndTheLegendSaysWhich() throws IOException {
        open("/play?family=ngon&n=6&given=C=4&given=v0=10");
        browser.findElement(By.id("solve")).click();
        waitForStatus("Solved");
        String given = browser.findElement(By.cssSelector("#board .given[data-cell='C'] circle"))
                .getCssValue("stroke-width");
        String solved = browser.findElement(By.cssSelector("#board .solved[data-cell='m0'] circle"))
                .getCssValue("stroke-width");
        assertFalse(given.equals(solved), given + " and " + solved);
        String legend = browser.findElement(By.id("legend")).getText();
        assertTrue(legend.contains("given") && legend.contains("found by Solve"), legend);
        open("/play?family=hip&n=4");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("legend"), "colour 1"));
        screenshot("hip-legend");
        assertEquals(2, browser.findElements(By.cssSelector("#legend .swatch")).size());
    }

    @Test
    void theRemarksFollowTheBoard() {
        open("/play?family=ngon&n=6&given=C=4&given=v0=10");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("remarks"), "needs 8 at m0"));
        browser.findElement(By.id("solve")).click();
        waitForStatus("Solved");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("remarks-about"), "solved board"));
        assertFalse(browser.findElement(By.id("remarks")).getText().contains("needs 8 at m0"));
        giveAndWait("m0", "8");
        assertFalse(browser.findElement(By.id("remarks")).getText().contains("needs 8 at m0"));
    }

    @Test
    void allOfTheCatalogued12GonIsAnsweredAtOnceFromItsCatalogEntry() throws IOException {
        open("/play?family=ngon&n=12");
        browser.findElement(By.id("all")).click();
        waitForStatus("from the catalog");
        screenshot("all-from-catalog");
        WebElement source = browser.findElement(By.id("catalog-source"));
        assertTrue(source.getAttribute("href").endsWith("/catalog/ngon/n12-s40"), source.getAttribute("href"));
        String heading = browser.findElement(By.id("orbits-heading")).getText();
        assertTrue(heading.startsWith("3,968 orbits") && heading.contains("95,232 solutions"), heading);
        String said = browser.findElement(By.id("from-catalog")).getText();
        assertTrue(said.contains("first 1,000 of its 3,968 orbits"), said);
        assertEquals(200, browser.findElements(By.cssSelector("#orbits .orbit")).size());
    }

    @Test
    void thePageSaysSolutionsForSolutionsAndOrbitsForClassesAndNeverCompletions() {
        open("/play?family=ngon&n=6");
        browser.findElement(By.id("all")).click();
        waitForStatus("Every solution");
        String page = browser.findElement(By.tagName("body")).getText();
        assertFalse(page.toLowerCase(java.util.Locale.ROOT).contains("completion"), page);
        assertTrue(browser.findElement(By.id("orbits-heading")).getText().contains("48 solutions"));
        browser.findElement(By.id("solve")).click();
        waitForStatus("Solved");
        assertFalse(status().contains("completion"), status());
    }

    @Test
    void eachOrbitShowsASolutionOfTheGivensAndOpensIt() throws IOException {
        open("/play?family=ngon&n=6&given=v0=1&given=C=4");
        browser.findElement(By.id("all")).click();
        waitForStatus("from the catalog");
        WebElement card = browser.findElement(By.cssSelector("#orbits .orbit"));
        assertTrue(card.getText().contains("a solution of your givens"), card.getText());
        assertEquals(
                "1",
                card.findElement(By.cssSelector("[data-cell='v0'] text"))
                        .getText()
                        .trim());
        screenshot("all-with-givens");
        card.findElement(By.linkText("open on the board")).click();
        wait.until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#board .given"), 19));
        assertTrue(browser.getCurrentUrl().contains("given=v0=1"), browser.getCurrentUrl());
        assertTrue(browser.getCurrentUrl().contains("given=C=4"), browser.getCurrentUrl());
        Instance magic19 = orbits.instance("ngon", Map.of("n", "6"));
        assertEquals(Optional.empty(), magic19.violation(boardValues(magic19)));
    }

    @Test
    void solveShowsTheBestSolutionSoFarThenWhetherItIsProven() throws IOException {
        open("/play?family=hip&n=8&timeLimit=4");
        browser.findElement(By.id("solve")).click();
        waitForStatus("best so far has objective");
        // The best so far is drawn while the search goes on.
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board .solved")));
        screenshot("hip-best-so-far");
        waitForStatus("Best found, not proven");
        screenshot("hip-best-found");
        assertTrue(status().contains("objective"), status());
        assertEquals(64, browser.findElements(By.cssSelector("#board .solved")).size());
        open("/play?family=hip&n=4");
        browser.findElement(By.id("solve")).click();
        waitForStatus("Optimal (proven)");
    }

    @Test
    void theCatalogIndexShowsTheOptimumAndAnEntryLinksItsSiblingAndItsFiles() throws IOException {
        browser.get(server.address().resolve("/catalog?family=hip").toString());
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("table.catalog tbody tr")));
        List<String> headers = browser.findElements(By.cssSelector("table.catalog th")).stream()
                .map(WebElement::getText)
                .toList();
        assertTrue(headers.contains("optimum"), headers.toString());
        String table = browser.findElement(By.cssSelector("table.catalog")).getText();
        assertTrue(table.contains("min 0 (proven)"), table);
        // The open 9 x 9 board: its best colouring and its proven bound, whatever the catalog holds today.
        assertTrue(table.matches("(?s).*min \\d+ \\(open, bound \\d+\\).*"), table);
        screenshot("catalog-index-optimum");
        browser.get(server.address().resolve("/catalog/apex/r2-m3-mirror").toString());
        WebElement sibling = wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector(".analysis a")));
        assertEquals("r2-m3", sibling.getText());
        assertTrue(sibling.getAttribute("href").endsWith("/catalog/apex/r2-m3"), sibling.getAttribute("href"));
        assertFalse(browser.findElement(By.cssSelector(".analysis")).getText().contains("]("));
        assertTrue(browser.findElement(By.linkText("the sheet (SVG)"))
                .getAttribute("href")
                .endsWith("/catalog/apex/r2-m3-mirror.svg"));
    }

    @Test
    void aTilingFileOpenedOnThePageIsEnumeratedThereEachPieceInAColourOfItsOwn() throws IOException {
        open("/play?family=ngon&n=6");
        browser.findElement(By.id("tiling-file"))
                .sendKeys(Path.of("examples/tilings/pentominoes-3x20.tiling")
                        .toAbsolutePath()
                        .toString());
        waitForStatus("Opened pentominoes-3x20.tiling");
        wait.until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#board svg [data-cell]"), 60));
        assertTrue(browser.getCurrentUrl().contains("tiling="), browser.getCurrentUrl());
        assertTrue(browser.findElement(By.id("legend")).getText().contains("1 F"));
        browser.findElement(By.id("all")).click();
        waitForStatus("Every solution");
        List<WebElement> orbits = browser.findElements(By.cssSelector("#orbits .orbit"));
        assertEquals(2, orbits.size());
        for (WebElement orbit : orbits) {
            List<WebElement> cells = orbit.findElements(By.cssSelector("svg [data-cell]"));
            assertEquals(60, cells.size());
            assertEquals(
                    12,
                    cells.stream()
                            .map(cell -> cell.getAttribute("fill"))
                            .distinct()
                            .count(),
                    "each of the 12 pieces in a colour of its own");
        }
        assertTrue(browser.findElement(By.id("orbits-heading")).getText().startsWith("2 orbits under D2"));
        screenshot("tiling-all");
        // A bundled tiling in colours: each colour's swatch names its piece.
        open("/play?family=tilings&board=soma");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("legend"), "piece V"));
        assertEquals(7, browser.findElements(By.cssSelector("#legend .swatch")).size());
    }

    /**
     * A tiling file on triangles and one on hexagons: the board is drawn as its grid's cells, each a polygon the player
     * can pick, and All draws every orbit, each piece in a colour of its own.
     */
    @Test
    void triangleAndHexagonTilingFilesAreDrawnAndEnumeratedOnThePage() throws IOException {
        open("/play?family=ngon&n=6");
        browser.findElement(By.id("tiling-file"))
                .sendKeys(Path.of("examples/tilings/hexiamonds-4x9.tiling")
                        .toAbsolutePath()
                        .toString());
        waitForStatus("Opened hexiamonds-4x9.tiling");
        wait.until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#board svg polygon[data-cell]"), 72));
        WebElement triangle = browser.findElement(By.cssSelector("#board svg polygon[data-cell]"));
        assertEquals(3, triangle.getAttribute("points").trim().split(" ").length, "a triangle's three corners");
        browser.findElement(By.id("all")).click();
        waitForStatus("Every solution");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("orbits-heading"), "74 orbits under C2"));
        WebElement first =
                browser.findElements(By.cssSelector("#orbits .orbit")).get(0);
        List<WebElement> cells = first.findElements(By.cssSelector("svg polygon[data-cell]"));
        assertEquals(72, cells.size());
        assertEquals(
                12,
                cells.stream().map(cell -> cell.getAttribute("fill")).distinct().count());
        screenshot("tiling-triangles-all");
        browser.findElement(By.id("tiling-file"))
                .sendKeys(Path.of("examples/tilings/tetrahexes-4x7.tiling")
                        .toAbsolutePath()
                        .toString());
        waitForStatus("Opened tetrahexes-4x7.tiling");
        wait.until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#board svg polygon[data-cell]"), 28));
        WebElement hexagon = browser.findElement(By.cssSelector("#board svg polygon[data-cell]"));
        assertEquals(6, hexagon.getAttribute("points").trim().split(" ").length, "a hexagon's six corners");
        browser.findElement(By.id("all")).click();
        waitForStatus("Every solution");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("orbits-heading"), "9 orbits under C2"));
        screenshot("tiling-hexagons-all");
    }

    @Test
    void aMalformedTilingFileIsRefusedWithItsLine() throws IOException {
        Path bad = Files.createTempFile("broken", ".tiling");
        try {
            Files.writeString(bad, "board\n##\npiece A\n#x\n");
            open("/play?family=ngon&n=6");
            browser.findElement(By.id("tiling-file")).sendKeys(bad.toString());
            waitForStatus(bad.getFileName() + ":4: 'x' at column 2");
            assertFalse(browser.getCurrentUrl().contains("tiling="), browser.getCurrentUrl());
        } finally {
            Files.delete(bad);
        }
    }
}
