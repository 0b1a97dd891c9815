package org.orbits.checks;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.base.CharMatcher;
import java.util.ArrayList;
import java.util.List;

/**
 * A Markdown page as its blocks: headings, paragraphs, lists, tables and fenced text, one blank line between
 * them and a newline at the end. The pages say what is where by the blocks they add, and the spacing between
 * blocks, which {@code orbits verify} compares byte for byte, is decided here once.
 *
 * <p>Not a template: the pages' sentences turn on counts (a plural, a clause that only some entries need), which
 * a logic-less template would receive already written, and a template library costs a short run of the tool tens
 * of milliseconds of class loading.
 */
public final class MarkdownPage {

    private final List<String> blocks = new ArrayList<>();

    public MarkdownPage heading(int level, String title) {
        checkArgument(level >= 1 && level <= 6, "a Markdown heading's level is 1 to 6, not %s", level);
        return block("#".repeat(level) + " " + title);
    }

    /** A paragraph: one line of text, wrapped by whoever reads it. */
    public MarkdownPage paragraph(String text) {
        return block(text);
    }

    /** An image, alone in its paragraph. */
    public MarkdownPage image(String description, String target) {
        return block("!" + link(description, target));
    }

    /** A bulleted list, an item a line; each item brings its own punctuation. */
    public MarkdownPage list(List<String> items) {
        checkArgument(!items.isEmpty(), "a list of no items");
        List<String> lines = new ArrayList<>();
        for (String item : items) {
            lines.add("- " + item);
        }
        return block(String.join("\n", lines));
    }

    public MarkdownPage table(MarkdownTable table) {
        return block(table.text());
    }

    /** Lines shown as they are, in a fenced block for {@code language}; an empty line keeps its place. */
    public MarkdownPage fenced(String language, List<String> lines) {
        return block("```" + language + "\n" + String.join("\n", lines) + "\n```");
    }

    /**
     * Markdown written elsewhere, whole: a section kept by hand beside generated ones, say. The blank lines at its
     * ends are dropped, as the page puts its own between blocks.
     */
    public MarkdownPage section(String markdown) {
        return block(CharMatcher.is('\n').trimFrom(markdown));
    }

    /** {@code [text](target)}. */
    public static String link(String text, String target) {
        return "[" + text + "](" + target + ")";
    }

    public String text() {
        return String.join("\n\n", blocks) + "\n";
    }

    private MarkdownPage block(String text) {
        checkArgument(
                !text.isBlank() && !text.startsWith("\n") && !text.endsWith("\n"),
                "a block has text and no blank line of its own, which the page puts between blocks: %s",
                text);
        blocks.add(text);
        return this;
    }
}
