package org.orbits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/developing.md walks a model file and a tiling file through the classes: every class it names in code
 * ({@code `Name`} or {@code `Name.method`}) is one of the project's, so that a renamed or removed class leaves no
 * false trail there.
 */
class DevelopingPageTest {

    /** Names the page gives in code that are not the project's classes: the JDK's, Guava's, an environment variable. */
    private static final Set<String> OUTSIDE = Set.of("ImmutableIntArray", "System", "CI");

    private static final Pattern CLASS_IN_CODE = Pattern.compile("`([A-Z][a-z]\\w*)(?:\\.\\w+)?`");

    @Test
    void everyClassThePageNamesInCodeExists() throws IOException {
        Set<String> classes = new TreeSet<>();
        for (String source : List.of("core/src/main/java", "core/src/test/java", "spark/src/main/java")) {
            Path root = Path.of(source);
            try (Stream<Path> files = Files.walk(root)) {
                files.map(file -> file.getFileName().toString())
                        .filter(name -> name.endsWith(".java"))
                        .forEach(name -> classes.add(name.substring(0, name.length() - ".java".length())));
            }
        }
        Matcher named = CLASS_IN_CODE.matcher(Files.readString(Path.of("docs/developing.md")));
        Set<String> missing = new TreeSet<>();
        int count = 0;
        while (named.find()) {
            count++;
            String name = named.group(1);
            if (!classes.contains(name) && !OUTSIDE.contains(name)) {
                missing.add(name);
            }
        }
        assertEquals(Set.of(), missing, "classes docs/developing.md names that the project does not have");
        assertTrue(count > 40, "the page's walks name the classes they pass through: " + count);
    }
}
