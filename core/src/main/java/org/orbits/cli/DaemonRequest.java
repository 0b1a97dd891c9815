package org.orbits.cli;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A command line the launcher sends the daemon to run, with what the run needs of the launcher's process: its working
 * directory, its environment and file-creation mask, whether its standard error is a terminal (and the same file as
 * its standard output) and when it started.
 *
 * <p>On the wire, as bash writes it with {@code printf '%s\0'}, every field ends with a NUL byte, which no argument,
 * path or environment variable can hold, so nothing is quoted or escaped: {@code key=K}, {@code dir=D},
 * {@code started=MILLIS}, {@code terminal=0|1}, {@code umask=MASK}, {@code merged=0|1}, then {@code env=NAME=VALUE} for each variable and {@code arg=WORD}
 * for each word of the command line, in order, and an empty field to end.
 *
 * @param key the digest of the jar the launcher would run: a daemon serves its own build only
 * @param directory the launcher's working directory, absolute
 * @param started when the launcher started, in epoch milliseconds
 * @param terminal whether the launcher's standard error is a terminal
 * @param umask the launcher's file-creation mask, as the shell's {@code umask} prints it
 * @param merged whether the launcher's standard error is its standard output (a terminal, or {@code 2>&1}): then both
 *     come on one connection, in the order they are written
 */
record DaemonRequest(
        String key,
        String directory,
        long started,
        boolean terminal,
        String umask,
        boolean merged,
        Map<String, String> environment,
        List<String> arguments) {

    /** The longest field a request may hold, and the most fields: a command line is far shorter. */
    static final int FIELD_LIMIT = 1 << 20;

    private static final int FIELD_COUNT_LIMIT = 100_000;

    /**
     * The commands a daemon runs; the others run in a process of their own: {@code serve} runs until Ctrl-C, and
     * {@code catalog} and {@code verify} run for minutes, which a warm JVM hardly shortens, on every core and with a
     * heap the daemon would then keep. These are also the commands that name every file they touch through the
     * caller's directory.
     */
    static final Set<String> COMMANDS =
            Set.of("list", "enumerate", "merge", "solve", "symmetries", "help", "-h", "--help", "-V", "--version");

    /**
     * The variables the engine, the JVM or the programs it starts (MiniZinc) read from the process, not from the run
     * ({@code PATH} finds MiniZinc, {@code LANG} sets the output's encoding, {@code ORBITS_JAVA_OPTS} the JVM's
     * options): a run whose values differ from the daemon's runs in a process of its own. {@code ORBITS_DEBUG} is the
     * run's own, and the launcher's {@code ORBITS_DAEMON} settings are the launcher's.
     */
    static boolean processWide(String name) {
        return switch (name) {
            case "PATH",
                    "HOME",
                    "LANG",
                    "XDG_CACHE_HOME",
                    "JAVA_TOOL_OPTIONS",
                    "JDK_JAVA_OPTIONS",
                    "_JAVA_OPTIONS" -> true;
            case "ORBITS_DEBUG" -> false;
            default -> name.startsWith("LC_")
                    || name.startsWith("MZN_")
                    || (name.startsWith("ORBITS_") && !name.startsWith("ORBITS_DAEMON"));
        };
    }

    DaemonRequest {
        environment = Map.copyOf(environment);
        arguments = List.copyOf(arguments);
    }

    /** Reads a request's fields, up to the empty one that ends it. */
    static DaemonRequest read(InputStream in, Charset charset) throws IOException {
        Map<String, String> fields = new LinkedHashMap<>();
        Map<String, String> environment = new LinkedHashMap<>();
        List<String> arguments = new ArrayList<>();
        for (int count = 0; ; count++) {
            if (count == FIELD_COUNT_LIMIT) {
                throw new IOException("too many fields");
            }
            String field = field(in, FIELD_LIMIT, charset);
            if (field.isEmpty()) {
                break;
            }
            int equals = field.indexOf('=');
            if (equals < 0) {
                throw new IOException("a field without a name");
            }
            String name = field.substring(0, equals);
            String value = field.substring(equals + 1);
            switch (name) {
                case "arg" -> arguments.add(value);
                case "env" -> {
                    int inner = value.indexOf('=');
                    if (inner > 0) {
                        environment.put(value.substring(0, inner), value.substring(inner + 1));
                    }
                }
                default -> fields.put(name, value);
            }
        }
        try {
            return new DaemonRequest(
                    fields.getOrDefault("key", ""),
                    fields.getOrDefault("dir", ""),
                    Long.parseLong(fields.getOrDefault("started", "0")),
                    fields.getOrDefault("terminal", "0").equals("1"),
                    fields.getOrDefault("umask", ""),
                    fields.getOrDefault("merged", "0").equals("1"),
                    environment,
                    arguments);
        } catch (NumberFormatException notANumber) {
            throw new IOException("a start time that is not a number", notANumber);
        }
    }

    /** One NUL-terminated field of at most {@code limit} bytes. */
    static String field(InputStream in, int limit, Charset charset) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        while (true) {
            int next = in.read();
            if (next < 0) {
                throw new EOFException("the request ended early");
            }
            if (next == 0) {
                return bytes.toString(charset);
            }
            if (bytes.size() == limit) {
                throw new IOException("a field longer than " + limit + " bytes");
            }
            bytes.write(next);
        }
    }

    /**
     * Why the daemon of build {@code ourKey}, in an environment of {@code ours} and with the file-creation mask
     * {@code ourUmask}, leaves this request to a process of its own, or empty if it runs it.
     */
    Optional<String> declined(String ourKey, Map<String, String> ours, String ourUmask) {
        if (!key.equals(ourKey)) {
            return Optional.of("this daemon runs another build of the jar");
        }
        if (!arguments.isEmpty() && !COMMANDS.contains(arguments.get(0))) {
            return Optional.of("'" + arguments.get(0) + "' runs in a process of its own");
        }
        Path where;
        try {
            where = Path.of(directory);
        } catch (IllegalArgumentException notAPath) {
            return Optional.of("the working directory is not a path");
        }
        if (!where.isAbsolute() || !Files.isDirectory(where)) {
            return Optional.of("the working directory " + directory + " is not a directory here");
        }
        return differingProcess(ours, ourUmask).map(what -> what + " differs from the daemon's");
    }

    /**
     * What of the launcher's process, which a run in the daemon would not have, differs from the daemon's: a
     * process-wide variable, or the file-creation mask, which the files a command writes are made with.
     */
    Optional<String> differingProcess(Map<String, String> ours, String ourUmask) {
        if (!umask.equals(ourUmask)) {
            return Optional.of("the file-creation mask " + umask);
        }
        Set<String> names = new TreeSet<>(ours.keySet());
        names.addAll(environment.keySet());
        return names.stream()
                .filter(DaemonRequest::processWide)
                .filter(name -> !Objects.equals(ours.get(name), environment.get(name)))
                .findFirst()
                .map(name -> "the variable " + name);
    }

    /** The caller this request runs for, its Ctrl-C arriving through {@code interrupter}. */
    Caller caller(Caller.Interrupter interrupter) {
        return new Caller(
                Path.of(directory), environment, terminal, Optional.of(Instant.ofEpochMilli(started)), interrupter);
    }
}
