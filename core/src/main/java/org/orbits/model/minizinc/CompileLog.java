package org.orbits.model.minizinc;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What MiniZinc says on its error stream when it compiles with {@code --verbose-compilation}: its version, every file
 * it read, in the order it read them ({@code processing file '/abs/model.mzn'}, {@code processing data file
 * 'data.dzn'}), found however it found them (beside the including file, through {@code -I}, in a solver's library or
 * the standard library, at any depth), and, apart from its progress lines, its messages. The files are MiniZinc's own
 * account of what it read, so that orbits never resolves an include itself.
 *
 * @param version MiniZinc's version ({@code 2.6.4}), empty when it did not say
 * @param read every file read, each once, as a whole path (a relative one resolved against this process's working
 *     directory, which MiniZinc shares)
 * @param messages the other lines: warnings and errors, for {@link MiniZincMessages#condense}
 * @param whole whether every file read was understood: a name broken over lines, or none a path can hold, leaves the
 *     list short, and a compile whose files are not all known is not kept
 */
record CompileLog(Optional<String> version, List<Path> read, String messages, boolean whole) {

    /** The option that makes MiniZinc tell what it reads. */
    static final String OPTION = "--verbose-compilation";

    private static final Pattern VERSION = Pattern.compile("^MiniZinc to FlatZinc converter, version (\\S+)");
    private static final Pattern READ = Pattern.compile("^processing (?:data )?file '(.*)'$");

    /**
     * The progress lines MiniZinc writes with the option, none of which is a message: its banner, the stages and
     * their times, the memory it used.
     */
    private static final Pattern PROGRESS = Pattern.compile("^(?:Copyright \\(C\\) .*"
            + "|Parsing file\\(s\\) .*"
            + "|\\s*done parsing \\(.*"
            + "|Flattening \\.\\.\\.\\s*"
            + "|\\s*CompilePass: .*"
            + "|(?:MIP domains|Optimizing|Converting to old FlatZinc|Printing FlatZinc to stdout) \\.\\.\\."
            + "(?: done \\([^)]*\\))?\\s*"
            + "|\\s*done \\([^)]*\\)(?:, max stack depth \\d+)?\\s*"
            + "|Maximum memory \\d+ Mbytes\\.)$");

    CompileLog {
        read = List.copyOf(read);
    }

    static CompileLog of(String errors) {
        Optional<String> version = Optional.empty();
        Set<Path> read = new LinkedHashSet<>();
        List<String> messages = new ArrayList<>();
        boolean whole = true;
        for (String line : errors.lines().toList()) {
            Matcher named = VERSION.matcher(line);
            Matcher file = READ.matcher(line);
            if (named.find()) {
                version = Optional.of(named.group(1));
            } else if (file.matches()) {
                try {
                    read.add(Path.of(file.group(1)).toAbsolutePath().normalize());
                } catch (InvalidPathException notAPath) {
                    whole = false;
                }
            } else if (line.startsWith("processing ")) {
                whole = false; // a name with a line break in it
            } else if (!PROGRESS.matcher(line).matches()) {
                messages.add(line);
            }
        }
        return new CompileLog(version, List.copyOf(read), String.join("\n", messages), whole);
    }
}
