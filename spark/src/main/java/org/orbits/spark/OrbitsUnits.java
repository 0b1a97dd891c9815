package org.orbits.spark;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Serializable;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.orbits.cli.OrbitsCommand;
import org.orbits.puzzle.PuzzleRegistry;

/**
 * What the job asks of orbits: run one task's share of the work units, and merge the tasks' partial results
 * into the result {@code orbits enumerate --json} prints. Each task is one part of the search, as
 * {@code --units K --unit I} runs it, so every executor plans the same units and searches its own.
 */
final class OrbitsUnits implements Serializable {

    private final List<String> arguments;
    private final int tasks;

    OrbitsUnits(List<String> arguments, int tasks) {
        this.arguments = List.copyOf(arguments);
        this.tasks = tasks;
    }

    int tasks() {
        return tasks;
    }

    /** Task {@code task} (1-based) of {@link #tasks()}: its partial result as text, fit to ship to the driver. */
    String runTask(int task) {
        List<String> line = new ArrayList<>(List.of("enumerate"));
        line.addAll(arguments);
        line.addAll(
                List.of("--quiet", "--threads", "1", "--units", String.valueOf(tasks), "--unit", String.valueOf(task)));
        return orbits(line, 0);
    }

    /** The partial results of every task, merged. */
    String merge(List<String> partials) {
        try {
            Path folder = Files.createTempDirectory("orbits-parts");
            try {
                List<String> line = new ArrayList<>(List.of("merge", "--json"));
                for (int i = 0; i < partials.size(); i++) {
                    Path part = folder.resolve("part" + (i + 1) + ".json");
                    Files.writeString(part, partials.get(i));
                    line.add(part.toString());
                }
                return orbits(line, 0);
            } finally {
                try (var files = Files.list(folder)) {
                    for (Path file : files.toList()) {
                        Files.delete(file);
                    }
                }
                Files.delete(folder);
            }
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
    }

    private static String orbits(List<String> line, int expected) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = OrbitsCommand.run(
                PuzzleRegistry.standard(), new PrintWriter(out), new PrintWriter(err), line.toArray(String[]::new));
        if (exit != expected) {
            throw new IllegalStateException(err.toString().strip());
        }
        return out.toString();
    }
}
