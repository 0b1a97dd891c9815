package org.orbits.model.minizinc;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;

/** Finding a program on the PATH and running it to the end, its output and errors captured. */
final class Programs {

    /** What a run of a program came to. */
    record Run(int exitCode, String output, String errors) {}

    private Programs() {}

    /** The program called {@code name} in a directory of the PATH, if any. */
    static Optional<Path> onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String directory : path.split(File.pathSeparator, -1)) {
            if (directory.isEmpty()) {
                continue;
            }
            // java.io.File answers a missing file with false; the Files methods throw and catch an exception for
            // each directory that lacks the program, a noticeable part of a short run's start.
            File candidate = new File(directory, name);
            if (candidate.isFile() && candidate.canExecute()) {
                return Optional.of(candidate.toPath());
            }
        }
        return Optional.empty();
    }

    static Run run(List<String> command) {
        return start(command).finish();
    }

    /**
     * Runs {@code command} to its end, handing each line of its output to {@code lines} as it is written, on this
     * thread: a program that prints much (every solution of a model) is read without its whole output in memory. The
     * run's output is then empty.
     */
    static Run run(List<String> command, Consumer<String> lines) {
        Process process = launch(command);
        CompletableFuture<String> errors =
                CompletableFuture.supplyAsync(() -> text(process.getErrorStream()), Programs::daemon);
        try (BufferedReader output =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = output.readLine(); line != null; line = output.readLine()) {
                lines.accept(line);
            }
        } catch (IOException e) {
            process.destroyForcibly();
            throw new UncheckedIOException("reading the output of " + command.get(0) + " failed", e);
        } catch (RuntimeException | Error failed) {
            process.destroyForcibly();
            throw failed;
        }
        try {
            return new Run(process.waitFor(), "", errors.get());
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException(command.get(0) + " was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("reading the errors of " + command.get(0) + " failed", e.getCause());
        }
    }

    /** A program started and running, its output and errors read as it writes them. */
    static final class Started {
        private final String program;
        private final Process process;
        private final CompletableFuture<String> output;
        private final CompletableFuture<String> errors;

        private Started(String program, Process process) {
            this.program = program;
            this.process = process;
            // Both streams are read at once: a program that fills one pipe while we wait on the other would hang.
            this.output = CompletableFuture.supplyAsync(() -> text(process.getInputStream()), Programs::daemon);
            this.errors = CompletableFuture.supplyAsync(() -> text(process.getErrorStream()), Programs::daemon);
        }

        /** Waits for the program to end. */
        Run finish() {
            try {
                int exitCode = process.waitFor();
                return new Run(exitCode, output.get(), errors.get());
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new IllegalStateException(program + " was interrupted", e);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof UncheckedIOException failed) {
                    throw failed;
                }
                throw new IllegalStateException("reading the output of " + program + " failed", e.getCause());
            }
        }
    }

    /** Starts {@code command}, its standard input closed. */
    static Started start(List<String> command) {
        return new Started(command.get(0), launch(command));
    }

    private static Process launch(List<String> command) {
        ProcessBuilder builder = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.PIPE);
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("could not start " + command.get(0), e);
        }
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            process.destroyForcibly();
            throw new UncheckedIOException(e);
        }
        return process;
    }

    /** Runs a reader on a thread of its own that does not keep the JVM alive. */
    private static void daemon(Runnable reader) {
        Thread thread = new Thread(reader, "orbits-program-reader");
        thread.setDaemon(true);
        thread.start();
    }

    private static String text(InputStream stream) {
        try (stream) {
            return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
