package org.orbits.model.minizinc;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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

    /** {@code undefined identifier `n'}, as MiniZinc names an unknown parameter. */
    private static final Pattern UNDEFINED = Pattern.compile("undefined identifier `([A-Za-z][A-Za-z0-9_]*)'");

    /**
     * MiniZinc's report on compiling {@code model} with the parameters {@code given} ({@code -p}), in one line: an
     * error in what {@code -p} gave (MiniZinc sees it as data on its command line, with no name of its own) names the
     * parameter; any other is {@link #condense(String, String)}'s.
     */
    static String condense(String errors, String library, Path model, Map<String, String> given) {
        String condensed = condense(errors, library);
        Matcher fromCommandLine =
                Pattern.compile(Pattern.quote(COMMAND_LINE) + ":\\d+: (.*)").matcher(condensed);
        if (!fromCommandLine.matches()) {
            return condensed;
        }
        String said = fromCommandLine.group(1);
        Matcher undefined = UNDEFINED.matcher(said);
        if (undefined.find() && given.containsKey(undefined.group(1))) {
            String name = undefined.group(1);
            return "-p " + name + "=" + given.get(name) + ": the model " + model.getFileName() + " has no parameter '"
                    + name + "'";
        }
        if (said.contains("multiple assignment")) {
            List<String> setByModel = new ArrayList<>();
            String text = readable(model);
            for (String name : given.keySet()) {
                Matcher assigned = Pattern.compile("(?m)^[^%\\n]*:\\s*" + Pattern.quote(name) + "\\s*=")
                        .matcher(text);
                if (assigned.find()) {
                    int line = (int) text.substring(0, assigned.start()).lines().count() + 1;
                    setByModel.add("-p " + name + "=" + given.get(name) + ": the model gives '" + name
                            + "' its value itself (" + model.getFileName() + ":" + line + ")");
                }
            }
            if (!setByModel.isEmpty()) {
                return String.join("; ", setByModel) + ", so it is no parameter to give";
            }
            return "a parameter given with -p (" + String.join(", ", given.keySet())
                    + ") has a value in the model or its data already: " + said;
        }
        return "the parameters given with -p (" + String.join(", ", given.keySet()) + "): " + said;
    }

    /** The model's text, or nothing when it cannot be read: it only sharpens a message. */
    private static String readable(Path model) {
        try {
            return Files.readString(model);
        } catch (IOException | UncheckedIOException unreadable) {
            return "";
        }
    }

    /** Where MiniZinc places what {@code -D} gave it. */
    private static final String COMMAND_LINE = "the -D data";

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
            return COMMAND_LINE;
        }
        int slash = file.lastIndexOf('/');
        return slash >= 0 ? file.substring(slash + 1) : file;
    }
}
