package org.orbits.model.flatzinc;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.orbits.model.flatzinc.Lexer.Kind;
import org.orbits.model.flatzinc.Lexer.Token;

/**
 * The items of a FlatZinc text as written, without reading what they mean: where each starts, its shape and its
 * {@code mzn_path} annotations. Two compiles of one model, one with MiniZinc's {@code --keep-paths} and one without,
 * write the same items in the same order, differing only in the numbers of the names MiniZinc introduced and in the
 * annotations; so an item of one is found in the other by its place in the list, and the shapes say whether it is
 * the same item. It reads what {@link FlatZincParser} would refuse (a set variable, say), since it is used to place
 * such a refusal in the user's model.
 */
public final class FlatZincItems {

    /**
     * One item.
     *
     * @param line the line it starts on
     * @param shape its tokens with the annotations left out and every introduced name as {@code X_INTRODUCED}
     * @param paths the strings of its {@code mzn_path} annotations, in order
     */
    public record Entry(int line, String shape, List<String> paths) {
        public Entry {
            paths = List.copyOf(paths);
        }
    }

    private static final Pattern INTRODUCED = Pattern.compile("X_INTRODUCED_\\d+_");

    private FlatZincItems() {}

    /** The items of {@code text}, named {@code source} in a message should it not even split into tokens. */
    public static List<Entry> of(String text, String source) {
        List<Token> tokens = Lexer.tokens(text, source);
        List<Entry> items = new ArrayList<>();
        int at = 0;
        while (tokens.get(at).kind() != Kind.END) {
            int line = tokens.get(at).line();
            StringBuilder shape = new StringBuilder();
            List<String> paths = new ArrayList<>();
            while (tokens.get(at).kind() != Kind.END && !tokens.get(at).is(";")) {
                if (tokens.get(at).is("::")) {
                    at = annotation(tokens, at + 1, paths);
                    continue;
                }
                Token token = tokens.get(at++);
                String word = token.kind() == Kind.IDENTIFIER
                        ? INTRODUCED.matcher(token.text()).replaceAll("X_INTRODUCED")
                        : token.text();
                shape.append(shape.length() == 0 ? "" : " ").append(word);
            }
            if (tokens.get(at).is(";")) {
                at++;
            }
            items.add(new Entry(line, shape.toString(), paths));
        }
        return items;
    }

    /** Skips the annotation starting at {@code at} (its name, and its arguments in brackets), keeping a path's string. */
    private static int annotation(List<Token> tokens, int at, List<String> paths) {
        Token name = tokens.get(at);
        if (name.kind() != Kind.IDENTIFIER) {
            return at;
        }
        at++;
        if (!tokens.get(at).is("(")) {
            return at;
        }
        int depth = 0;
        do {
            Token token = tokens.get(at);
            depth += token.is("(") || token.is("[") ? 1 : token.is(")") || token.is("]") ? -1 : 0;
            if (name.text().equals("mzn_path") && token.kind() == Kind.STRING) {
                paths.add(token.text());
            }
            at++;
        } while (depth > 0 && tokens.get(at).kind() != Kind.END);
        return at;
    }

    /** The index of the item that the line {@code line} belongs to: the last one starting on it or before; -1 if none. */
    public static int itemAt(List<Entry> items, int line) {
        int found = -1;
        for (int i = 0; i < items.size() && items.get(i).line() <= line; i++) {
            found = i;
        }
        return found;
    }
}
