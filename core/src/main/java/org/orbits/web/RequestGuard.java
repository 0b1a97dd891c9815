package org.orbits.web;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;

/**
 * Who may ask the server what. The page answers the browser of this machine; a page of another site that its user
 * visits must neither start work here nor read an answer. As Jupyter's server does:
 *
 * <ul>
 *   <li><b>Host</b>: every request names this server in its {@code Host} header, as {@code 127.0.0.1}, {@code
 *       localhost}, {@code [::1]} or the name given with {@code --host}, with its port. Another site's name that its
 *       owner points at this machine (DNS rebinding) is refused, so that site's script reads no answer.
 *   <li><b>Origin</b>: a request whose {@code Origin} is another site's is refused.
 *   <li><b>Work</b>: a request that starts work (every POST, and every {@code /api/} address but the families and the
 *       catalog's index) shows that it comes from this page or from a script, not from an image or a form of another
 *       site's page, which carry no {@code Origin} on a GET: the browser's {@code Sec-Fetch-Site} says {@code
 *       same-origin} (or {@code none}, an address the user typed), or the request carries the header {@value #HEADER},
 *       which a page of another site cannot add without the server's leave (CORS), never given here.
 * </ul>
 *
 * Each refusal is a 403 with a message that says what to send.
 */
final class RequestGuard {

    /** The header a script sends with a request that starts work; the page sends it too. */
    static final String HEADER = "X-Orbits";

    private static final Set<String> LOOPBACK = Set.of("127.0.0.1", "localhost", "::1");
    private static final Set<String> CHEAP = Set.of("/api/families", "/api/catalog");

    private final Set<String> names;
    private final int port;

    /** A guard for a server started as {@code host} (the {@code --host} value) and listening on {@code port}. */
    RequestGuard(String host, int port) {
        Set<String> known = new TreeSet<>(LOOPBACK);
        known.add(bare(host.toLowerCase(Locale.ROOT)));
        this.names = Set.copyOf(known);
        this.port = port;
    }

    /** Why the request is refused (to be answered 403), or empty when it may go on. */
    Optional<String> refusal(String method, String path, UnaryOperator<String> headers) {
        String host = headers.apply("Host");
        if (host == null || !thisServer(host)) {
            return Optional.of("the request names " + (host == null ? "no Host" : "the Host '" + Query.cut(host) + "'")
                    + ", not this server: it answers to " + answersTo());
        }
        String origin = headers.apply("Origin");
        if (origin != null && !thisOrigin(origin)) {
            return Optional.of("a request from another site (Origin " + Query.cut(origin) + ") is refused: this server"
                    + " answers its own page, at " + answersTo());
        }
        if (!startsWork(method, path)) {
            return Optional.empty();
        }
        String site = headers.apply("Sec-Fetch-Site");
        if (site != null && (site.equals("cross-site") || site.equals("same-site"))) {
            return Optional.of("a request that starts work from a page of another site (Sec-Fetch-Site: "
                    + Query.cut(site) + ") is refused");
        }
        boolean fromThisPage = site != null && (site.equals("same-origin") || site.equals("none"));
        if (!fromThisPage && headers.apply(HEADER) == null) {
            return Optional.of(method + " " + Query.cut(path) + " starts work, so it must show that no other site sent"
                    + " it: send the header '" + HEADER + ": 1' (the page does)");
        }
        return Optional.empty();
    }

    /** Whether {@code method} on {@code path} starts work: a search, a board drawn, a file read. */
    static boolean startsWork(String method, String path) {
        if (method.equals("POST")) {
            return true;
        }
        return method.equals("GET") && path.startsWith("/api/") && !CHEAP.contains(path);
    }

    /** The addresses this server answers to, for a message. */
    private String answersTo() {
        return names.stream()
                .sorted()
                .map(name -> (name.contains(":") ? "[" + name + "]" : name) + ":" + port)
                .reduce((a, b) -> a + ", " + b)
                .orElseThrow();
    }

    /** Whether a {@code Host} header, {@code name[:port]}, names this server. */
    private boolean thisServer(String host) {
        String value = host.trim().toLowerCase(Locale.ROOT);
        int colon = value.lastIndexOf(':');
        int bracket = value.lastIndexOf(']');
        String name = colon > bracket ? value.substring(0, colon) : value;
        int asked;
        try {
            asked = colon > bracket ? Integer.parseInt(value.substring(colon + 1)) : 80;
        } catch (NumberFormatException notAPort) {
            return false;
        }
        return asked == port && names.contains(bare(name));
    }

    /** Whether an {@code Origin} header, {@code http://name[:port]}, is this server's own. */
    private boolean thisOrigin(String origin) {
        URI uri;
        try {
            uri = new URI(origin.trim());
        } catch (URISyntaxException notAnOrigin) {
            return false;
        }
        if (!"http".equalsIgnoreCase(uri.getScheme()) || uri.getHost() == null) {
            return false;
        }
        int asked = uri.getPort() < 0 ? 80 : uri.getPort();
        return asked == port && names.contains(bare(uri.getHost().toLowerCase(Locale.ROOT)));
    }

    /** An IPv6 address without its brackets. */
    private static String bare(String name) {
        return name.startsWith("[") && name.endsWith("]") ? name.substring(1, name.length() - 1) : name;
    }
}
