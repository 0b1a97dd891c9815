package org.orbits.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The example of docs/api.md compiles, runs and prints what the page says it prints. */
class ApiExampleTest {

    private static final Pattern EXAMPLE =
            Pattern.compile("# The Java API\\n.*?```java\\n(.*?)```.*?```text\\n(.*?)```", Pattern.DOTALL);

    @TempDir
    Path folder;

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void theApiPagesExamplePrintsWhatThePageShows() throws Exception {
        String page = Files.readString(Path.of("docs/api.md"));
        Matcher example = EXAMPLE.matcher(page);
        assertTrue(example.find(), "docs/api.md is headed 'The Java API' and has a java and a text block");
        String source = example.group(1);
        Matcher className = Pattern.compile("public class (\\w+)").matcher(source);
        assertTrue(className.find(), "the example is a public class");
        Path file = folder.resolve(className.group(1) + ".java");
        Files.writeString(file, source);

        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int compiled = compiler.run(
                null,
                diagnostics,
                diagnostics,
                "-classpath",
                System.getProperty("java.class.path"),
                "-d",
                folder.toString(),
                file.toString());
        assertEquals(0, compiled, diagnostics.toString(StandardCharsets.UTF_8));

        String printed = runMain(className.group(1));
        assertEquals(example.group(2), printed);
    }

    private String runMain(String name) throws Exception {
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try (URLClassLoader loader = new URLClassLoader(
                new URL[] {folder.toUri().toURL()}, getClass().getClassLoader())) {
            Method main = loader.loadClass(name).getMethod("main", String[].class);
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            main.invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(original);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }
}
