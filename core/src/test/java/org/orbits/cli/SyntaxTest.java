package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SyntaxTest {

    /** What a test command's syntax sets. */
    private static final class Read {
        final List<String> params = new ArrayList<>();
        final List<String> operands = new ArrayList<>();
        boolean json;
        int threads = -1;
        double limit = -1;
        Path file;

        Syntax syntax(boolean many) {
            Syntax syntax = new Syntax("try", "Tries the syntax.", "A second paragraph.")
                    .texts("-p, --param", "NAME=VALUE", "a parameter", params::add)
                    .flag("--json", "JSON", () -> json = true)
                    .integer("--threads", "N", "threads", count -> threads = count)
                    .number("--time-limit", "SECONDS", "a limit", seconds -> limit = seconds)
                    .path("--file", "FILE", "a file", path -> file = path);
            return many
                    ? syntax.operands("FILE", "files", operands::add)
                    : syntax.operand("FAMILY", "the family", operands::add);
        }
    }

    private static Read read(boolean many, String... words) {
        Read read = new Read();
        assertEquals(Syntax.Asked.RUN, read.syntax(many).read(List.of(words)));
        return read;
    }

    private static String mistake(boolean many, String... words) {
        return assertThrows(
                        Syntax.UsageException.class,
                        () -> new Read().syntax(many).read(List.of(words)))
                .getMessage();
    }

    @Test
    void valuesComeAfterTheNameAfterAnEqualsSignOrAttachedToAOneLetterName() {
        Read read = read(
                false,
                "-p",
                "n=8",
                "ngon",
                "--param=sum=40",
                "-pk=3",
                "-p=m=2",
                "--threads",
                "3",
                "--json",
                "--time-limit=-1.5",
                "--file",
                "a b.txt");
        assertEquals(List.of("n=8", "sum=40", "k=3", "m=2"), read.params);
        assertEquals(List.of("ngon"), read.operands);
        assertTrue(read.json);
        assertEquals(3, read.threads);
        assertEquals(-1.5, read.limit);
        assertEquals(Path.of("a b.txt"), read.file);
    }

    @Test
    void aValueMayLookLikeAnOptionAndDoubleDashEndsTheOptions() {
        Read read = read(false, "--time-limit", "-1", "--", "-odd-name");
        assertEquals(-1, read.limit);
        assertEquals(List.of("-odd-name"), read.operands);
        assertEquals(List.of("a", "b", "c"), read(true, "a", "--json", "b", "c").operands);
    }

    @Test
    void helpAndVersionWinOverEverythingElseBeforeDoubleDash() {
        assertEquals(Syntax.Asked.HELP, new Read().syntax(false).read(List.of("--nonsense", "-h")));
        assertEquals(Syntax.Asked.VERSION, new Read().syntax(false).read(List.of("x", "--version")));
        assertEquals(Syntax.Asked.RUN, new Read().syntax(true).read(List.of("x", "--", "--help")));
    }

    @Test
    void eachMistakeIsNamed() {
        assertEquals("unknown option '--nonsense'", mistake(false, "x", "--nonsense"));
        assertEquals("unknown option '-q3'", mistake(false, "x", "-q3"));
        assertEquals("option '--threads' needs a value (N)", mistake(false, "x", "--threads"));
        assertEquals(
                "invalid value for option '--threads': 'two' is not an integer",
                mistake(false, "x", "--threads", "two"));
        assertEquals(
                "invalid value for option '--time-limit': '1s' is not a number",
                mistake(false, "x", "--time-limit=1s"));
        assertEquals("option '--threads' is given twice", mistake(false, "x", "--threads", "1", "--threads", "2"));
        assertEquals("option '--json' takes no value, but was given 'yes'", mistake(false, "x", "--json=yes"));
        assertEquals("missing FAMILY", mistake(false, "--json"));
        assertEquals("missing FILE", mistake(true));
        assertEquals("unexpected argument 'y'", mistake(false, "x", "y"));
    }

    @Test
    void anOptionLeftOutIsNeitherReadNorShownAndOnlyADeclaredOneCanBeLeftOut() {
        Read read = new Read();
        Syntax syntax = read.syntax(false).without(List.of("--json", "-p"));
        assertEquals(
                "unknown option '--json'",
                assertThrows(Syntax.UsageException.class, () -> syntax.read(List.of("x", "--json")))
                        .getMessage());
        assertEquals(
                "unknown option '--param'",
                assertThrows(Syntax.UsageException.class, () -> syntax.read(List.of("x", "--param", "n=1")))
                        .getMessage());
        syntax.read(List.of("x", "--threads", "2"));
        assertEquals(2, read.threads);
        String help = syntax.help("orbits");
        assertFalse(help.contains("--json") || help.contains("--param"), help);
        assertTrue(help.contains("--threads=N"), help);
        assertThrows(
                IllegalArgumentException.class, () -> new Read().syntax(false).without(List.of("--jason")));
    }

    @Test
    void aNarrowedOperandIsShownAnewAndStillTakesItsWord() {
        Read read = new Read();
        Syntax syntax = read.syntax(false).narrowOperand("FAMILY", "KIND", "a kind of family");
        syntax.read(List.of("ngon"));
        assertEquals(List.of("ngon"), read.operands);
        String help = syntax.help("other");
        assertTrue(help.startsWith("Usage: other try [OPTIONS] KIND\n"), help);
        assertTrue(help.contains("    KIND") && help.contains("a kind of family") && !help.contains("FAMILY"), help);
        assertThrows(
                IllegalArgumentException.class, () -> new Read().syntax(false).narrowOperand("MODEL", "M", "a model"));
    }

    @Test
    void helpShowsUsageDescriptionOperandsAndEveryOptionWrappedToTheWidth() {
        String help = new Read().syntax(false).footer(() -> "\nFooter.\n").help("orbits");
        assertTrue(
                help.startsWith("Usage: orbits try [OPTIONS] FAMILY\nTries the syntax.\nA second paragraph.\n"), help);
        for (String shown : List.of(
                "    FAMILY",
                "-p, --param=NAME=VALUE",
                "    --json",
                "    --threads=N",
                "-h, --help",
                "-V, --version",
                "\nFooter.\n")) {
            assertTrue(help.contains(shown), shown + " in\n" + help);
        }
        assertTrue(help.lines().allMatch(line -> line.length() <= Syntax.WIDTH), help);
        StringBuilder wrapped = new StringBuilder();
        Syntax.wrap(wrapped, "word ".repeat(60).strip(), 4, 6);
        List<String> lines = wrapped.toString().lines().toList();
        assertTrue(
                lines.size() > 1 && lines.stream().skip(1).allMatch(line -> line.startsWith("      word")),
                lines::toString);
        assertTrue(4 + lines.get(0).length() <= Syntax.WIDTH, lines::toString);
        assertTrue(lines.stream().allMatch(line -> line.length() <= Syntax.WIDTH), lines::toString);
    }
}
