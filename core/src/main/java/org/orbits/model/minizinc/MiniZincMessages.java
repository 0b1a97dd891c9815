package org.orbits.model.minizinc;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MiniZinc's error report, several lines with the place apart from the message, condensed to the one line orbits
 * shows: {@code queens.mzn:3: type error: undefined identifier `m'}. The place is the first one MiniZinc names
 * outside orbits' own library, so that an assertion failing inside orbits.mzn points at the user's call.
 */
final class MiniZincMessages {

    /** {@code /path/model.mzn:2.12-20}, {@code model.mzn:2.1-10:}, {@code /path/lib.mzn:62.5-65.101}. */
    private static final Pattern PLACE = Pattern.compile("^(.*?):(\\d+)\\.\\d+(?:-\\d+(?:\\.\\d+)?)?:?$");

    private MiniZincMessages() {}

    static String condense(String errors, String library) {
        String message = null;
        String place = null;
        for (String raw : errors.lines().toList()) {
            String line = raw.strip();
            if (message == null && line.startsWith("Error:")) {
                message = line.substring("Error:".length()).strip();
                message = message.startsWith("error:")
                        ? message.substring("error:".length()).strip()
                        : message;
            }
            Matcher matcher = PLACE.matcher(line);
            if (place == null && matcher.matches() && !matcher.group(1).startsWith(library)) {
                place = where(matcher.group(1)) + ":" + matcher.group(2);
            }
        }
        String said = Optional.ofNullable(message).orElseGet(() -> errors.lines()
                .map(String::strip)
                .filter(l -> !l.isEmpty())
                .findFirst()
                .orElse("minizinc failed without saying why"));
        return (place == null ? "" : place + ": ") + said.replaceAll("\\s+", " ");
    }

    /** A file by its name alone; the command line's data as such. */
    private static String where(String file) {
        if (file.startsWith("cmd:")) {
            return "the -D data";
        }
        int slash = file.lastIndexOf('/');
        return slash >= 0 ? file.substring(slash + 1) : file;
    }
}
