package org.orbits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every relative link of the README and of the pages under docs/ leads to a file of the repository, and a link to a
 * section of a Markdown page to a heading that page has (named as GitHub names its headings' anchors).
 */
class DocsLinksTest {

    @TempDir
    Path folder;

    /** {@code [text](target)} and {@code ![alt](target)}; the text may hold code but no brackets. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    private static final Pattern FENCE = Pattern.compile("(?m)^```.*?^```", Pattern.DOTALL);

    private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6} (.+)$");

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> docs = Files.list(Path.of("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    /** The page without its fenced blocks, whose brackets are code, not links. */
    private static String prose(Path page) throws IOException {
        return FENCE.matcher(Files.readString(page)).replaceAll("");
    }

    /** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
    static String anchor(String heading) {
        return heading.strip()
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}\\p{N} _-]", "")
                .replace(' ', '-');
    }

    private static Set<String> anchors(Path page) throws IOException {
        Matcher heading = HEADING.matcher(prose(page));
        List<String> found = new ArrayList<>();
        while (heading.find()) {
            found.add(anchor(heading.group(1)));
        }
        return found.stream().collect(Collectors.toSet());
    }

    /** Every relative link of {@code page} whose file or section is missing, in words. */
    private static List<String> broken(Path page) throws IOException {
        List<String> broken = new ArrayList<>();
        Matcher link = LINK.matcher(prose(page));
        while (link.find()) {
            String target = link.group(1);
            if (target.matches("[a-z]+:.*")) {
                continue;
            }
            int hash = target.indexOf('#');
            String file = hash < 0 ? target : target.substring(0, hash);
            Path resolved = file.isEmpty() ? page : page.resolveSibling(file).normalize();
            if (!Files.exists(resolved)) {
                broken.add(page + ": " + target + " leads to no file");
            } else if (hash >= 0
                    && resolved.toString().endsWith(".md")
                    && !anchors(resolved).contains(target.substring(hash + 1))) {
                broken.add(page + ": " + target + " names no heading of " + resolved);
            }
        }
        return broken;
    }

    @Test
    void everyRelativeLinkOfTheReadmeAndTheDocsLeadsToAFileAndSection() throws IOException {
        List<Path> pages = pages();
        assertTrue(pages.size() > 1, "the README and the docs: " + pages);
        List<String> broken = new ArrayList<>();
        for (Path page : pages) {
            broken.addAll(broken(page));
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void theCheckFindsAMissingFileAndAMissingSection() throws IOException {
        Path page = folder.resolve("page.md");
        Files.writeString(
                page,
                "# A page\n\n## The `./orbits serve` command\n\n[here](#the-orbits-serve-command), [gone](gone.md),"
                        + " [elsewhere](page.md#no-such-heading), [web](https://example.org/x)\n\n```\n[code](not-a-link.md)\n```\n");
        assertEquals(
                List.of(
                        page + ": gone.md leads to no file",
                        page + ": page.md#no-such-heading names no heading of " + page),
                broken(page));
    }
}
