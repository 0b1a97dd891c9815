package org.orbits.catalog;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The links and images of a catalog page, and what a reader following them would find: a page that points
 * at a missing file, a file outside the catalog, or another entry's sheet is as wrong as a wrong count.
 */
final class PageLinks {

    /** {@code [text](target)} and {@code ![text](target)}; the catalog's pages use no other link syntax. */
    private static final Pattern LINK = Pattern.compile("(!?)\\[[^\\]]*\\]\\(([^)\\s]*)\\)");

    private static final Pattern PICTURE =
            Pattern.compile(">" + SheetLayout.CAPTION_FORMAT.replace("%d", "[0-9]+") + "</text>");

    private PageLinks() {}

    /** One link of a page: whether it shows an image, and where it points, as written. */
    record Link(boolean image, String target) {}

    static List<Link> of(String markdown) {
        List<Link> links = new ArrayList<>();
        Matcher matcher = LINK.matcher(markdown);
        while (matcher.find()) {
            links.add(new Link(!matcher.group(1).isEmpty(), matcher.group(2)));
        }
        return links;
    }

    /** The images a page shows, resolved against its folder. */
    static List<Path> images(Path page) {
        return of(Catalog.text(page)).stream()
                .filter(Link::image)
                .map(link -> resolve(page, link))
                .toList();
    }

    /** Every link of {@code page} that does not lead to a file of the catalog under {@code root}, one line each. */
    static List<String> broken(Path root, Path page) {
        List<String> problems = new ArrayList<>();
        Path catalog = root.toAbsolutePath().normalize();
        for (Link link : of(Catalog.text(page))) {
            String what = (link.image() ? "image " : "link ") + link.target();
            if (link.target().isEmpty() || link.target().contains(":")) {
                problems.add(page + ": " + what + " is not a file of the catalog");
                continue;
            }
            Path target = resolve(page, link).toAbsolutePath().normalize();
            if (!target.startsWith(catalog)) {
                problems.add(page + ": " + what + " leads out of the catalog");
            } else if (!Files.isRegularFile(target)) {
                problems.add(page + ": " + what + " leads to no file");
            }
        }
        return problems;
    }

    /** How many orbit pictures a sheet holds. */
    static int pictures(Path sheet) {
        Matcher matcher = PICTURE.matcher(Catalog.text(sheet));
        int count = 0;
        while (matcher.find()) {
            count++;
        }
        return count;
    }

    private static Path resolve(Path page, Link link) {
        return page.toAbsolutePath().getParent().resolve(link.target());
    }
}
