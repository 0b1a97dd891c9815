package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.orbits.cli.DaemonProtocol.Address;
import org.orbits.cli.DaemonProtocol.Field;
import org.orbits.cli.DaemonProtocol.Kind;
import org.orbits.cli.DaemonProtocol.Line;
import org.orbits.cli.DaemonProtocol.Reply;
import org.orbits.cli.DaemonProtocol.Status;

/**
 * The launcher, {@code ./orbits}, is bash: it cannot share the daemon's definition of the protocol, so this reads it
 * and checks that it says {@link DaemonProtocol}'s words, its request's fields in their order, and sends only the
 * variables the protocol names. A launcher and a daemon that drifted apart would otherwise each run every command in
 * a JVM of its own, silently.
 */
class LauncherProtocolTest {

    private static String script;

    @BeforeAll
    static void read() throws IOException {
        script = Files.readString(Path.of("orbits"));
    }

    /** What {@code regex}'s group 1 is wherever it matches, in order; the script must hold at least one. */
    private static List<String> found(String regex) {
        Matcher matcher = Pattern.compile(regex).matcher(script);
        List<String> all = new ArrayList<>();
        while (matcher.find()) {
            all.add(matcher.group(1));
        }
        assertTrue(!all.isEmpty(), "the launcher has no " + regex);
        return all;
    }

    private static String one(String regex) {
        List<String> all = found(regex);
        assertEquals(1, all.size(), regex + " is in the launcher once: " + all);
        return all.get(0);
    }

    @Test
    void everyConnectionGivesTheProtocolsNameAndTheTokenThenWaitsForTheProof() {
        assertEquals(DaemonProtocol.NAME, one("(?m)^protocol=(\\S+)$"));
        assertEquals("\"$protocol\" \"$token\" >&\"$conn\"", one("printf '%s\\\\0' (\"\\$protocol\".*?>&\"\\$conn\")"));
        assertEquals(Reply.HELLO.word(), one("\\[ \"\\$reply\" = \"(\\w+) \\$proof\" \\]"));
        // Every connection is made by the one function that has the daemon prove itself.
        assertEquals(1, found("(/dev/tcp/)").size());
    }

    @Test
    void theAddressIsReadInTheDaemonsOrder() {
        assertEquals(
                Arrays.stream(Address.values())
                        .map(field -> field.name().toLowerCase(java.util.Locale.ROOT))
                        .toList(),
                List.of(one("read -r ([a-z ]+) <\"\\$folder/address\"").split(" ")));
    }

    @Test
    void theLauncherSaysEachKindOfConnectionInTheDaemonsWords() {
        // Every field sent ends with a NUL: the kinds are the first word of each send after the proof.
        List<String> sends = found("printf '%s\\\\0' ([^\\n]+)");
        assertEquals(5, sends.size(), "the launcher's sends are these: " + sends);
        Set<String> kinds = new TreeSet<>();
        for (String send : sends) {
            String first = send.substring(0, send.indexOf(' '));
            if (!first.equals("\"$protocol\"") && !first.equals("\"$1\"")) {
                kinds.add(first);
            }
        }
        kinds.addAll(found("daemon_ask (\\w+)"));
        assertEquals(
                Arrays.stream(Kind.values()).map(Kind::word).collect(Collectors.toCollection(TreeSet::new)), kinds);
    }

    @Test
    void aRunsRequestSendsTheFieldsInTheDaemonsOrder() {
        String request = one("(?s)printf '%s\\\\0' run (.*?) >&\"\\$control\"");
        List<String> fields = new ArrayList<>();
        Matcher field = Pattern.compile("\"(\\w+)=|\\$\\{(fields)\\[@\\]\\+|\\$\\{@/#/(\\w+)=\\}")
                .matcher(request);
        while (field.find()) {
            fields.add(field.group(1) != null ? field.group(1) : field.group(2) != null ? "env" : field.group(3));
        }
        assertEquals(Arrays.stream(Field.values()).map(Field::word).toList(), fields);
        assertTrue(request.endsWith("''"), "an empty field ends the request: " + request);
        assertEquals(Field.ENV.word(), one("fields\\+=\\(\"(\\w+)=\\$name="));
    }

    @Test
    void theLauncherSendsOnlyTheVariablesTheProtocolNames() {
        String notSent = one("(?m)^\\s+([A-Z_*| ]+)\\) ;;\\s*$");
        String sent = one("(?m)^\\s+([A-Z_*| ]+)\\)\\s*\\n\\s+fields\\+=");
        assertEquals(DaemonProtocol.LAUNCHERS_OWN, patterns(notSent));
        assertEquals(DaemonProtocol.SENT, patterns(sent));
        for (String own : DaemonProtocol.RUNS_OWN) {
            assertTrue(DaemonProtocol.sent(own) && !DaemonProtocol.compared(own), own);
        }
    }

    private static List<String> patterns(String arm) {
        return Stream.of(arm.split("\\|")).map(String::strip).toList();
    }

    @Test
    void theLinesBetweenThemAreTheDaemonsWords() {
        Set<String> lines = new TreeSet<>(found("printf ['\"](\\w+)\\\\n['\"]"));
        assertEquals(
                Arrays.stream(Line.values()).map(Line::word).collect(Collectors.toCollection(TreeSet::new)), lines);
        assertEquals(Reply.READY.word(), one("\\[ \"\\$\\{reply%% \\*\\}\" != (\\w+) \\]"));
        assertEquals(Reply.READY.word(), one("id=\\$\\{reply#(\\w+) \\}"));
        assertEquals(Reply.STARTED.word(), one("\\[ \"\\$reply\" != (\\w+) \\]"));
        assertEquals(Reply.EXIT.word(), one("\"(\\w+) \"\\*\\) code=\\$\\{reply#exit \\}"));
        assertEquals(Reply.EXIT.word(), one("code=\\$\\{reply#(\\w+) \\}"));
        assertEquals(Reply.REFUSED.word(), one("\\[ \"\\$\\{answer\\[0\\]%% \\*\\}\" != (\\w+) \\]"));
    }

    @Test
    void theStatusIsReadInTheDaemonsWords() {
        Set<String> read = new TreeSet<>(found("said\\[([\\w-]+)\\]"));
        assertEquals(
                Arrays.stream(Status.values())
                        .map(Status::word)
                        .filter(word -> !word.equals(Status.KEY.word()))
                        .collect(Collectors.toCollection(TreeSet::new)),
                read,
                "all but the key, which the launcher knows");
        assertEquals(Status.PID.word(), one("running=\\$\\{answer\\[0\\]#(\\w+) \\}"));
        assertEquals(
                Status.PID, java.util.EnumSet.allOf(Status.class).iterator().next(), "the pid comes first");
    }
}
