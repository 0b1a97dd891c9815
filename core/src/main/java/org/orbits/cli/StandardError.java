package org.orbits.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether standard error is a terminal, where the progress bar is drawn. Java has no {@code isatty}, and
 * {@code System.console()} answers for standard input and output, not for standard error: a run whose output
 * goes to a file keeps a terminal on standard error, and a run whose errors go to a log may have one on
 * standard output. On Linux, {@code /proc/self/fd/2} links to the device standard error is open on: a
 * terminal is {@code /dev/pts/N}, {@code /dev/ttyN} or {@code /dev/tty}. Elsewhere (no {@code /proc}) the
 * console must exist and {@code TERM} name a terminal that is not {@code dumb}: a guess, but one that errs
 * towards plain lines, which are never wrong in a log.
 */
final class StandardError {

    private static final Path DESCRIPTOR = Path.of("/proc/self/fd/2");

    private StandardError() {}

    // The tool runs on JDK 17, where System.console() is null unless standard input and output are a terminal.
    @SuppressWarnings("SystemConsoleNull")
    static boolean isTerminal() {
        if (Files.isSymbolicLink(DESCRIPTOR)) {
            return isTerminalDevice(DESCRIPTOR);
        }
        String term = System.getenv("TERM");
        return System.console() != null && term != null && !term.isBlank() && !term.equals("dumb");
    }

    /** Whether {@code descriptor}, a link to an open file, leads to a terminal device. */
    static boolean isTerminalDevice(Path descriptor) {
        try {
            String device = Files.readSymbolicLink(descriptor).toString();
            return device.startsWith("/dev/pts/") || device.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException unreadable) {
            return false;
        }
    }
}
