package org.orbits.cli;

import com.google.common.base.Splitter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.function.Supplier;
import org.orbits.api.OrbitsException;

/**
 * One command's syntax: its options and operands, each bound to what it sets, read from the words that follow
 * the command's name, and the help that describes them. Options are written {@code --name VALUE},
 * {@code --name=VALUE} or, for a one-letter name, {@code -pVALUE}; {@code --} ends the options. A value option
 * takes the word after it whatever it looks like ({@code --time-limit -1} is a value the command then refuses).
 * Every command takes {@code -h}/{@code --help} and {@code -V}/{@code --version}.
 *
 * <p>A short run spends little time here: the syntax is plain code, with no annotations to read and nothing to
 * load beyond this class (a general-purpose parser took a quarter of a small model's whole run).
 *
 * <p>Public so that another program (the Spark job) declares a command with the very options an {@code orbits}
 * command declares, leaving out by name those it cannot honour: an option added to the command reaches both.
 */
public final class Syntax {

    /** The width help is wrapped to. */
    static final int WIDTH = 100;

    /** What the words asked for: the command run, or its help or the version shown instead. */
    enum Asked {
        RUN,
        HELP,
        VERSION
    }

    /** Words the command cannot take: told in one line, with where to read its help, and exit 2. */
    static final class UsageException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * An option: a flag ({@code label} null) or one that takes a value, which {@code set} converts (a word it
     * cannot convert throws an {@link IllegalArgumentException}, and the option's value is then {@code kind}'s
     * mistake).
     */
    private record Option(
            List<String> names,
            String label,
            String description,
            String kind,
            boolean repeatable,
            Consumer<String> set) {

        boolean flag() {
            return label == null;
        }

        /** The longest name, as messages name the option. */
        String name() {
            return names.get(names.size() - 1);
        }
    }

    private record Operand(String label, String description, boolean many, Consumer<String> take) {}

    private final String command;
    private final List<String> description;
    private final List<Option> options = new ArrayList<>();
    private final List<Operand> operands = new ArrayList<>();
    private Supplier<String> footer = () -> "";

    /** The syntax of {@code COMMAND}, described by paragraphs, the first its summary. */
    public Syntax(String command, String... description) {
        this.command = command;
        this.description = List.of(description);
    }

    String command() {
        return command;
    }

    /** The first paragraph of the description, as the list of commands shows it. */
    String summary() {
        return description.get(0);
    }

    /** An option without a value: {@code names} such as {@code "-g, --given"} or {@code "--json"}. */
    public Syntax flag(String names, String description, Runnable set) {
        return add(names, null, description, "", false, word -> set.run());
    }

    public Syntax text(String names, String label, String description, Consumer<String> set) {
        return add(names, label, description, "", false, set);
    }

    /** A text option that may be given several times, each value added in turn. */
    public Syntax texts(String names, String label, String description, Consumer<String> add) {
        return add(names, label, description, "", true, add);
    }

    public Syntax integer(String names, String label, String description, IntConsumer set) {
        return add(names, label, description, "an integer", false, word -> set.accept(Integer.parseInt(word)));
    }

    public Syntax whole(String names, String label, String description, LongConsumer set) {
        return add(names, label, description, "an integer", false, word -> set.accept(Long.parseLong(word)));
    }

    public Syntax number(String names, String label, String description, DoubleConsumer set) {
        return add(names, label, description, "a number", false, word -> set.accept(Double.parseDouble(word)));
    }

    public Syntax path(String names, String label, String description, Consumer<Path> set) {
        return add(names, label, description, "a path", false, word -> set.accept(pathOf(word)));
    }

    /** A path option that may be given several times. */
    public Syntax paths(String names, String label, String description, Consumer<Path> add) {
        return add(names, label, description, "a path", true, word -> add.accept(pathOf(word)));
    }

    /**
     * A word as a path. A word no path can be (a NUL character) is a usage mistake; one whose characters the JVM
     * cannot write in its encoding of file names (a name in UTF-8 where no locale says UTF-8, so the JVM took ASCII)
     * is said so in one line, with what to set.
     */
    static Path pathOf(String word) {
        try {
            return Path.of(word);
        } catch (InvalidPathException notAPath) {
            if (word.indexOf('\0') < 0) {
                throw new OrbitsException("'" + word + "' cannot name a file here: this JVM names files in "
                        + System.getProperty("sun.jnu.encoding", "its locale's encoding")
                        + " (set LANG or LC_ALL to a UTF-8 locale, such as C.UTF-8)");
            }
            throw new UsageException("'" + word + "' is not a path");
        }
    }

    /** The one operand the command must be given. */
    public Syntax operand(String label, String description, Consumer<String> set) {
        operands.add(new Operand(label, description, false, set));
        return this;
    }

    /** One operand or more, as the last. */
    public Syntax operands(String label, String description, Consumer<String> add) {
        operands.add(new Operand(label, description, true, add));
        return this;
    }

    /** Text shown after the options in the help, made only when help is shown. */
    public Syntax footer(Supplier<String> footer) {
        this.footer = footer;
        return this;
    }

    /**
     * Leaves out the options {@code names} names (each by any of its names), as a program that shares a command's
     * syntax but cannot honour them does: help no longer lists them, and a word that names one is an unknown
     * option. A name no option has is a mistake of the caller's, told at once, so that a list of names left out
     * cannot outlive an option renamed.
     */
    public Syntax without(Collection<String> names) {
        List<String> unknown = new ArrayList<>(names);
        unknown.removeIf(name -> find(name) != null);
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("no options " + unknown + " in the syntax of " + command);
        }
        options.removeIf(option -> option.names().stream().anyMatch(names::contains));
        return this;
    }

    /**
     * Shows the operand {@code label} as {@code narrowed}, described anew: for a program that takes fewer kinds of
     * it than the command whose syntax it shares (and refuses the others when it runs). The words still go to
     * what the operand was declared to set.
     */
    public Syntax narrowOperand(String label, String narrowed, String description) {
        for (int i = 0; i < operands.size(); i++) {
            Operand operand = operands.get(i);
            if (operand.label().equals(label)) {
                operands.set(i, new Operand(narrowed, description, operand.many(), operand.take()));
                return this;
            }
        }
        throw new IllegalArgumentException("no operand " + label + " in the syntax of " + command);
    }

    private Syntax add(
            String names, String label, String description, String kind, boolean repeatable, Consumer<String> set) {
        options.add(new Option(List.of(names.split(", ")), label, description, kind, repeatable, set));
        return this;
    }

    /** Reads the words after the command's name, setting what they name; help or version wins over the rest. */
    Asked read(List<String> words) {
        for (String word : words) {
            if (word.equals("--")) {
                break;
            }
            if (word.equals("-h") || word.equals("--help")) {
                return Asked.HELP;
            }
            if (word.equals("-V") || word.equals("--version")) {
                return Asked.VERSION;
            }
        }
        List<String> operandWords = new ArrayList<>();
        Set<Option> seen = new HashSet<>();
        boolean optionsOver = false;
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (optionsOver || !word.startsWith("-") || word.equals("-")) {
                operandWords.add(word);
                continue;
            }
            if (word.equals("--")) {
                optionsOver = true;
                continue;
            }
            String key = word;
            String attached = null;
            if (word.startsWith("--")) {
                int equals = word.indexOf('=');
                if (equals > 0) {
                    key = word.substring(0, equals);
                    attached = word.substring(equals + 1);
                }
            } else if (word.length() > 2) {
                key = word.substring(0, 2);
                attached = word.charAt(2) == '=' ? word.substring(3) : word.substring(2);
            }
            Option option = find(key);
            if (option == null || (option.flag() && attached != null && !word.startsWith("--"))) {
                throw new UsageException("unknown option '" + word + "'");
            }
            if (!option.repeatable() && !seen.add(option)) {
                throw new UsageException("option '" + option.name() + "' is given twice");
            }
            if (option.flag()) {
                if (attached != null) {
                    throw new UsageException("option '" + key + "' takes no value, but was given '" + attached + "'");
                }
                option.set().accept("");
                continue;
            }
            String value = attached;
            if (value == null) {
                if (i + 1 == words.size()) {
                    throw new UsageException("option '" + key + "' needs a value (" + option.label() + ")");
                }
                value = words.get(++i);
            }
            try {
                option.set().accept(value);
            } catch (IllegalArgumentException notConverted) {
                throw new UsageException(
                        "invalid value for option '" + key + "': '" + value + "' is not " + option.kind());
            }
        }
        takeOperands(operandWords);
        return Asked.RUN;
    }

    private Option find(String key) {
        for (Option option : options) {
            if (option.names().contains(key)) {
                return option;
            }
        }
        return null;
    }

    private void takeOperands(List<String> words) {
        int next = 0;
        for (Operand operand : operands) {
            if (next == words.size()) {
                throw new UsageException("missing " + operand.label());
            }
            if (operand.many()) {
                words.subList(next, words.size()).forEach(operand.take());
                next = words.size();
            } else {
                operand.take().accept(words.get(next++));
            }
        }
        if (next < words.size()) {
            throw new UsageException("unexpected argument '" + words.get(next) + "'");
        }
    }

    /** The command's help, as {@code program}'s: usage, description, operands, options, then the footer. */
    String help(String program) {
        StringBuilder text = new StringBuilder("Usage: ")
                .append(program)
                .append(' ')
                .append(command)
                .append(" [OPTIONS]");
        for (Operand operand : operands) {
            text.append(' ').append(operand.label()).append(operand.many() ? "..." : "");
        }
        text.append('\n');
        description.forEach(paragraph -> wrap(text, paragraph, 0, 0));
        List<String[]> rows = new ArrayList<>();
        for (Operand operand : operands) {
            rows.add(new String[] {"    " + operand.label(), operand.description()});
        }
        for (Option option : options) {
            rows.add(new String[] {optionNames(option), option.description()});
        }
        rows.add(new String[] {"-h, --help", "show this help and exit"});
        rows.add(new String[] {"-V, --version", "show the version and exit"});
        text.append('\n');
        table(text, rows);
        text.append(footer.get());
        return text.toString();
    }

    private static String optionNames(Option option) {
        String names = String.join(", ", option.names());
        String shown = option.names().get(0).startsWith("--") ? "    " + names : names;
        return option.flag() ? shown : shown + "=" + option.label();
    }

    /** Rows of a name and its description, the descriptions in a column wrapped to the width. */
    static void table(StringBuilder text, List<String[]> rows) {
        int column = 0;
        for (String[] row : rows) {
            column = Math.max(column, row[0].length());
        }
        column = Math.min(column, 32) + 4;
        for (String[] row : rows) {
            String name = "  " + row[0];
            text.append(name);
            if (name.length() + 2 > column) {
                text.append('\n').append(" ".repeat(column));
            } else {
                text.append(" ".repeat(column - name.length()));
            }
            wrap(text, row[1], column, column);
        }
    }

    /** Appends {@code paragraph} wrapped to the width, its first line already indented by {@code first}. */
    static void wrap(StringBuilder text, String paragraph, int first, int indent) {
        int used = first;
        boolean lineEmpty = true;
        for (String word : Splitter.on(' ').split(paragraph)) {
            if (!lineEmpty && used + 1 + word.length() > WIDTH) {
                text.append('\n').append(" ".repeat(indent));
                used = indent;
                lineEmpty = true;
            }
            if (!lineEmpty) {
                text.append(' ');
                used++;
            }
            text.append(word);
            used += word.length();
            lineEmpty = false;
        }
        text.append('\n');
    }
}
