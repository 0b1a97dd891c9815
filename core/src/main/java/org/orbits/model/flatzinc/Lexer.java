package org.orbits.model.flatzinc;

import java.util.ArrayList;
import java.util.List;
import org.orbits.puzzle.BadInputException;

/** Splits FlatZinc text into tokens, each with its line; comments run from {@code %} to the end of the line. */
final class Lexer {

    enum Kind {
        IDENTIFIER,
        INT,
        FLOAT,
        STRING,
        SYMBOL,
        END
    }

    record Token(Kind kind, String text, int line) {
        boolean is(String symbolOrWord) {
            return (kind == Kind.SYMBOL || kind == Kind.IDENTIFIER) && text.equals(symbolOrWord);
        }

        /** The token as a message quotes it. */
        String quoted() {
            return kind == Kind.END ? "the end of the file" : "'" + text + "'";
        }
    }

    private final String text;
    private final String source;
    private int at;
    private int line = 1;

    private Lexer(String text, String source) {
        this.text = text;
        this.source = source;
    }

    static List<Token> tokens(String text, String source) {
        Lexer lexer = new Lexer(text, source);
        List<Token> tokens = new ArrayList<>();
        Token token;
        do {
            token = lexer.next();
            tokens.add(token);
        } while (token.kind() != Kind.END);
        return tokens;
    }

    private Token next() {
        skipSpaceAndComments();
        if (at >= text.length()) {
            return new Token(Kind.END, "", line);
        }
        char c = text.charAt(at);
        if (Character.isLetter(c) || c == '_') {
            int start = at;
            while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_')) {
                at++;
            }
            return new Token(Kind.IDENTIFIER, text.substring(start, at), line);
        }
        if (Character.isDigit(c) || (c == '-' && at + 1 < text.length() && Character.isDigit(text.charAt(at + 1)))) {
            return number();
        }
        if (c == '"') {
            return string();
        }
        for (String symbol : new String[] {"::", "..", "(", ")", "[", "]", "{", "}", ",", ";", ":", "="}) {
            if (text.startsWith(symbol, at)) {
                at += symbol.length();
                return new Token(Kind.SYMBOL, symbol, line);
            }
        }
        throw new BadInputException(source + ":" + line + ": unexpected character '" + c + "'");
    }

    private void skipSpaceAndComments() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c == '%') {
                while (at < text.length() && text.charAt(at) != '\n') {
                    at++;
                }
            } else if (Character.isWhitespace(c)) {
                if (c == '\n') {
                    line++;
                }
                at++;
            } else {
                return;
            }
        }
    }

    private Token number() {
        int start = at;
        if (text.charAt(at) == '-') {
            at++;
        }
        if (text.startsWith("0x", at) || text.startsWith("0o", at)) {
            at += 2;
            while (at < text.length() && Character.isLetterOrDigit(text.charAt(at))) {
                at++;
            }
            return new Token(Kind.INT, text.substring(start, at), line);
        }
        digits();
        boolean isFloat = false;
        if (at + 1 < text.length() && text.charAt(at) == '.' && Character.isDigit(text.charAt(at + 1))) {
            isFloat = true;
            at++;
            digits();
        }
        if (at < text.length() && (text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
            isFloat = true;
            at++;
            if (at < text.length() && (text.charAt(at) == '+' || text.charAt(at) == '-')) {
                at++;
            }
            digits();
        }
        return new Token(isFloat ? Kind.FLOAT : Kind.INT, text.substring(start, at), line);
    }

    private void digits() {
        while (at < text.length() && Character.isDigit(text.charAt(at))) {
            at++;
        }
    }

    private Token string() {
        int startLine = line;
        StringBuilder contents = new StringBuilder();
        at++;
        while (at < text.length() && text.charAt(at) != '"') {
            char c = text.charAt(at);
            if (c == '\n') {
                throw new BadInputException(source + ":" + startLine + ": a string runs past the end of its line");
            }
            if (c == '\\' && at + 1 < text.length()) {
                at++;
                char escaped = text.charAt(at);
                contents.append(
                        switch (escaped) {
                            case 'n' -> '\n';
                            case 't' -> '\t';
                            default -> escaped;
                        });
            } else {
                contents.append(c);
            }
            at++;
        }
        if (at >= text.length()) {
            throw new BadInputException(source + ":" + startLine + ": a string is not closed");
        }
        at++;
        return new Token(Kind.STRING, contents.toString(), startLine);
    }
}
