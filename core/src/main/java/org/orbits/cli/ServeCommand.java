package org.orbits.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;
import org.orbits.web.WebServer;

/** {@code orbits serve}: the play page and the catalog in the browser, and their JSON endpoints. */
final class ServeCommand implements Subcommand {

    private int port = 7919;
    private String host = "127.0.0.1";
    private Path catalog = Path.of(CatalogRuns.DEFAULT_FOLDER);
    private Integer searches;
    private long maxTimeLimit = 120;

    private final Console console;

    ServeCommand(Console console) {
        this.console = console;
    }

    @Override
    public Syntax syntax() {
        return new Syntax(
                        "serve",
                        "Serves the play page and the catalog in the browser, with JSON endpoints a script can call"
                                + " too.",
                        "Runs until Ctrl-C; nothing is fetched from the internet.")
                .integer("--port", "P", "the port (default: " + port + "; 0 for any free one)", number -> port = number)
                .text(
                        "--host",
                        "ADDRESS",
                        "the address to listen on (default: " + host + ", this machine only)",
                        address -> host = address)
                .path(
                        "--catalog",
                        "DIR",
                        "the catalog folder to show (default: " + CatalogRuns.DEFAULT_FOLDER + "); a catalog of"
                                + " models (see 'orbits catalog --models') lists its models among the families",
                        dir -> catalog = dir)
                .integer(
                        "--searches",
                        "N",
                        "how many searches run at once, each on one thread (default: every core, here "
                                + ThreadsOption.cores() + "), for Solve and for All apart, so a Solve never waits"
                                + " behind long searches; a search that cannot start within 3 s is refused with 503"
                                + " and a JSON reason",
                        count -> searches = count)
                .whole(
                        "--max-time-limit",
                        "SECONDS",
                        "the longest one search may run (default: " + maxTimeLimit + ")",
                        seconds -> maxTimeLimit = seconds);
    }

    @Override
    public ExitCode call() throws InterruptedException {
        Orbits orbits = console.orbits();
        int threads = searches == null ? ThreadsOption.cores() : searches;
        if (!Files.isDirectory(catalog)) {
            throw new OrbitsException("--catalog " + catalog + " is not a folder");
        }
        if (maxTimeLimit < 1) {
            throw new OrbitsException("--max-time-limit must be at least 1 second, not " + maxTimeLimit);
        }
        WebServer server = WebServer.start(
                new WebServer.Settings(host, port, catalog, threads, Duration.ofSeconds(maxTimeLimit)),
                orbits,
                console.err());
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            console.out().println("orbits serve: stopped");
            console.out().flush();
            stopped.countDown();
        }));
        console.out()
                .println("orbits serve: " + server.address() + " (the play page; the catalog, "
                        + server.catalogEntries() + " entries from " + catalog + ", at " + server.address()
                        + "catalog)."
                        + " Ctrl-C stops.");
        console.out().flush();
        stopped.await();
        return ExitCode.OK;
    }
}
