package org.orbits.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.orbits.api.Orbits;
import org.orbits.api.OrbitsException;
import org.orbits.web.WebServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        description = {
            "Serves the play page and the catalog in the browser, with JSON endpoints a script can call too.",
            "Runs until Ctrl-C; nothing is fetched from the internet."
        })
final class ServeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(
            names = "--port",
            paramLabel = "P",
            defaultValue = "7919",
            description = "the port (default: ${DEFAULT-VALUE}; 0 for any free one)")
    int port;

    @Option(
            names = "--host",
            paramLabel = "ADDRESS",
            defaultValue = "127.0.0.1",
            description = "the address to listen on (default: ${DEFAULT-VALUE}, this machine only)")
    String host;

    @Option(
            names = "--catalog",
            paramLabel = "DIR",
            defaultValue = "catalog",
            description = "the catalog folder to show (default: ${DEFAULT-VALUE}); a catalog of models (see 'orbits"
                    + " catalog --models') lists its models among the families")
    Path catalog;

    @Option(
            names = "--searches",
            paramLabel = "N",
            description = "how many searches run at once, each on one thread (default: every core, here "
                    + "${sys:orbits.cores}), for Solve and for All apart, so a Solve never waits behind long searches; a"
                    + " search that cannot start within 3 s is refused with 503 and a JSON reason")
    Integer searches;

    @Option(
            names = "--max-time-limit",
            paramLabel = "SECONDS",
            defaultValue = "120",
            description = "the longest one search may run (default: ${DEFAULT-VALUE})")
    long maxTimeLimit;

    private final Orbits orbits;

    ServeCommand(Orbits orbits) {
        this.orbits = orbits;
    }

    @Override
    public Integer call() throws InterruptedException {
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
                spec.commandLine().getErr());
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            spec.commandLine().getOut().println("orbits serve: stopped");
            spec.commandLine().getOut().flush();
            stopped.countDown();
        }));
        spec.commandLine()
                .getOut()
                .println("orbits serve: " + server.address() + " (the play page; the catalog, "
                        + server.catalogEntries() + " entries from " + catalog + ", at " + server.address()
                        + "catalog)."
                        + " Ctrl-C stops.");
        spec.commandLine().getOut().flush();
        stopped.await();
        return OrbitsCommand.OK;
    }
}
