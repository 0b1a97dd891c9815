package org.orbits.model.minizinc;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.orbits.files.PrivateFolders;

/**
 * A solver configuration under which MiniZinc compiles models for Gecode's FlatZinc interpreter. Debian's Gecode
 * 6.2 library overrides some of MiniZinc 2.6's global constraint files in the old way (whole files, not their
 * {@code fzn_} predicates), and two of them ({@code inverse.mzn}, {@code nvalue.mzn}) no longer type-check against
 * the newer standard library, so {@code include "globals.mzn"} fails. This builds, in orbits' cache, a library
 * directory of links to Gecode's files minus those that fail, found by compiling a model that includes every global
 * and dropping the file each error names; it copies nothing. Where that cannot be done, the configuration has no
 * library of its own and MiniZinc's standard decompositions serve.
 */
final class GecodeLibrary {

    private static final String CONFIGURATION = "gecode.msc";
    private static final Pattern NAMED_PREDICATE = Pattern.compile("(?:predicate|function)[^(]*?\\b([a-z_0-9]+)\\(");

    private final Path configuration;
    private final Path executable;

    private GecodeLibrary(Path configuration, Path executable) {
        this.configuration = configuration;
        this.executable = executable;
    }

    Path configuration() {
        return configuration;
    }

    Path executable() {
        return executable;
    }

    /** Gecode as MiniZinc knows it, set up under {@code cache}; empty when MiniZinc knows no Gecode. */
    static Optional<GecodeLibrary> find(Path minizinc, Path cache) {
        PrivateFolders.ensure(cache, "the cache folder");
        Programs.Run solvers = Programs.run(List.of(minizinc.toString(), "--solvers-json"));
        Programs.Run directories = Programs.run(List.of(minizinc.toString(), "--config-dirs"));
        try {
            ObjectMapper json = new ObjectMapper();
            JsonNode gecode = null;
            for (JsonNode solver : json.readTree(solvers.output())) {
                if (solver.path("id").asText().equals("org.gecode.gecode")) {
                    gecode = solver;
                }
            }
            if (gecode == null || gecode.path("executable").asText().isEmpty()) {
                return Optional.empty();
            }
            Path executable = Path.of(gecode.path("executable").asText());
            String library = gecode.path("mznlib").asText();
            Path stdlib = Path.of(
                    json.readTree(directories.output()).path("mznStdlibDir").asText());
            Path own = library.startsWith("-G") ? stdlib.resolve(library.substring(2)) : Path.of(library);
            return Optional.of(new GecodeLibrary(linked(minizinc, own, executable, cache), executable));
        } catch (IOException e) {
            throw new UncheckedIOException("could not read what minizinc says of its solvers", e);
        }
    }

    /** The configuration over links to Gecode's library files minus the clashing ones, made once per library. */
    private static Path linked(Path minizinc, Path gecodeLibrary, Path executable, Path cache) throws IOException {
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(gecodeLibrary)) {
            try (Stream<Path> listing = Files.list(gecodeLibrary)) {
                listing.filter(f -> f.toString().endsWith(".mzn")).sorted().forEach(files::add);
            }
        }
        Path directory = cache.resolve("gecode-" + digest(gecodeLibrary, files, executable));
        Path configuration = directory.resolve(CONFIGURATION);
        if (Files.isRegularFile(configuration)) {
            return configuration;
        }
        Path staging = Files.createTempDirectory(cache, "gecode-staging-");
        for (Path file : files) {
            Files.createSymbolicLink(staging.resolve(file.getFileName()), file);
        }
        Files.writeString(staging.resolve(CONFIGURATION), configurationText(executable), StandardCharsets.UTF_8);
        Files.write(staging.resolve("orbits.mzn"), standIn());
        Path probe = staging.resolve("orbits-probe.mzn");
        Files.writeString(probe, "include \"globals.mzn\";\nvar 1..2: x;\nsolve satisfy;\n", StandardCharsets.UTF_8);
        boolean compiles = false;
        for (int attempt = 0; attempt <= files.size() && !compiles; attempt++) {
            Programs.Run run = Programs.run(List.of(
                    minizinc.toString(),
                    "--solver",
                    staging.resolve(CONFIGURATION).toString(),
                    "-c",
                    "--output-fzn-to-stdout",
                    "--no-output-ozn",
                    probe.toString()));
            compiles = run.exitCode() == 0;
            if (!compiles && !dropNamedFile(run.errors(), staging)) {
                break;
            }
        }
        if (!compiles) {
            // Nothing of Gecode's own left that can be trusted: the standard decompositions alone.
            try (Stream<Path> links = Files.list(staging)) {
                for (Path link : links.filter(Files::isSymbolicLink).toList()) {
                    Files.delete(link);
                }
            }
        }
        Files.delete(probe);
        try {
            Files.move(staging, directory, StandardCopyOption.ATOMIC_MOVE);
        } catch (FileSystemException e) {
            if (!Files.isRegularFile(configuration)) {
                throw e;
            }
        }
        return configuration;
    }

    /** orbits' stand-in orbits.mzn, in which every symmetry declaration is true: Gecode counts the model alone. */
    static byte[] standIn() {
        try (InputStream in = GecodeLibrary.class.getResourceAsStream("/org/orbits/model/standin/orbits.mzn")) {
            if (in == null) {
                throw new IllegalStateException("the jar lacks orbits' stand-in orbits.mzn");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Removes the link of the file that defines the predicate the error names; false if there is none. */
    private static boolean dropNamedFile(String errors, Path directory) throws IOException {
        Matcher matcher = NAMED_PREDICATE.matcher(errors);
        while (matcher.find()) {
            Path link = directory.resolve(matcher.group(1) + ".mzn");
            if (Files.isSymbolicLink(link)) {
                Files.delete(link);
                return true;
            }
        }
        return false;
    }

    private static String configurationText(Path executable) {
        return "{\n  \"id\": \"org.orbits.gecode\",\n  \"name\": \"Gecode, for orbits' counts\",\n  \"version\": \"1\",\n"
                + "  \"mznlib\": \".\",\n  \"executable\": \""
                + executable.toString().replace("\\", "\\\\") + "\",\n"
                + "  \"tags\": [\"cp\", \"int\"],\n  \"stdFlags\": [\"-a\", \"-n\", \"-s\", \"-t\"],\n"
                + "  \"supportsMzn\": false,\n  \"supportsFzn\": true\n}\n";
    }

    private static String digest(Path library, List<Path> files, Path executable) throws IOException {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(library.toString().getBytes(StandardCharsets.UTF_8));
            sha.update(executable.toString().getBytes(StandardCharsets.UTF_8));
            sha.update(standIn());
            for (Path file : files) {
                sha.update(file.getFileName().toString().getBytes(StandardCharsets.UTF_8));
                sha.update(Files.readAllBytes(file));
            }
            return HexFormat.of().formatHex(sha.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
