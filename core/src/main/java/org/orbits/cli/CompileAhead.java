package org.orbits.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.orbits.api.Assignments;
import org.orbits.api.Orbits;

/**
 * Starts MiniZinc on the model a search command names before the command line is read in full, on a thread of its
 * own, so that the model compiles while the JVM readies the rest. It reads only the model file and the {@code -p}
 * and {@code -d} options, as {@link InstanceOptions} takes them; a command line it reads otherwise than the parser
 * does only costs a compile that no one claims, since the instance is loaded from what the parser read.
 */
final class CompileAhead {

    private CompileAhead() {}

    static void start(Orbits orbits, List<String> searching, String... args) {
        if (args.length < 2 || !searching.contains(args[0])) {
            return;
        }
        String model = null;
        List<String> parameters = new ArrayList<>();
        List<String> data = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            String word = args[i];
            if (word.equals("--")) {
                break;
            } else if (word.equals("-p") || word.equals("--param") || word.equals("-d") || word.equals("--data")) {
                if (i + 1 < args.length) {
                    (word.startsWith("-p") || word.equals("--param") ? parameters : data).add(args[++i]);
                }
            } else if (word.startsWith("--param=")) {
                parameters.add(word.substring("--param=".length()));
            } else if (word.startsWith("--data=")) {
                data.add(word.substring("--data=".length()));
            } else if (word.startsWith("-p") && !word.startsWith("-p=")) {
                parameters.add(word.substring(2));
            } else if (word.startsWith("-d") && !word.startsWith("-d=")) {
                data.add(word.substring(2));
            } else if (model == null && !word.startsWith("-") && word.endsWith(".mzn")) {
                model = word;
            }
        }
        if (model == null) {
            return;
        }
        try {
            Map<String, String> given = new LinkedHashMap<>(Assignments.byName(parameters, "parameter"));
            if (!data.isEmpty() && !given.containsKey("data")) {
                given.put("data", String.join(",", data));
            }
            Path file = Path.of(model);
            // Finding MiniZinc, readying the solver library and starting the process take a few tens of milliseconds:
            // on a thread of their own, while this one reads the command line. Should the model be asked for before
            // the compile has started, it is compiled then, and the early compile is left to finish unclaimed.
            Thread starter = new Thread(() -> orbits.compileAhead(file, given), "orbits-compile-ahead");
            starter.setDaemon(true);
            starter.start();
        } catch (RuntimeException unreadable) {
            // The parser will say what is wrong with the command line.
        }
    }
}
