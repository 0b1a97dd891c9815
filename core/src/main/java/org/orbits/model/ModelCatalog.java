package org.orbits.model;

import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;

/**
 * A folder of models made catalog families: one {@link ModelFamily} per model file, holding the instances the
 * folder's listing {@value #LISTING} names, one a line:
 *
 * <pre>
 * # comment
 * queens-board.mzn n=4
 * magic.mzn -d three.dzn
 * </pre>
 *
 * <p>Each line names a model file ({@code .mzn} or {@code .fzn}) of the folder, then any data files of the folder
 * ({@code -d FILE}, repeatable) and parameter values ({@code NAME=VALUE}, no spaces), in any order; the model's
 * lines give its instances in their order, and the families come in the order of their first line. Without a
 * listing, every model of the folder is one family with one instance, at the model's own values, in file name
 * order. Every file is named by its name alone: a catalog copies the folder's sources and reads them again there.
 */
public final class ModelCatalog {

    /** The listing's file name in a models folder. */
    public static final String LISTING = "catalog.txt";

    private final Path folder;
    private final ImmutableList<ModelFamily> families;
    private final ImmutableList<Path> sources;
    private final ImmutableList<Named> instances;

    /** An instance the folder names, and where, for messages: the listing's line, or the model file. */
    private record Named(ModelFamily family, ModelSource input, String place) {}

    private ModelCatalog(Path folder, List<ModelFamily> families, List<Path> sources, List<Named> instances) {
        this.folder = folder;
        this.families = ImmutableList.copyOf(families);
        this.sources = ImmutableList.copyOf(sources);
        this.instances = ImmutableList.copyOf(instances);
    }

    /** The listing's line, read into its model, data files and parameter values: files of the folder, by name. */
    private record Line(String place, String model, List<String> data, Map<String, String> parameters) {

        ModelSource input(Path folder) {
            return ModelSource.of(
                    folder.resolve(model), data.stream().map(folder::resolve).toList(), parameters);
        }
    }

    /** Reads the folder's listing, or lists every model of the folder when it has none; loads no model yet. */
    public static ModelCatalog read(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new BadInputException("no models folder at " + folder);
        }
        Path listing = folder.resolve(LISTING);
        List<Line> lines = Files.isRegularFile(listing) ? listed(folder, listing) : everyModel(folder);
        if (lines.isEmpty()) {
            throw new BadInputException(
                    Files.isRegularFile(listing)
                            ? listing + " lists no model"
                            : folder + " holds no model (.mzn or .fzn) and no " + LISTING);
        }
        Map<String, List<Line>> byModel = new LinkedHashMap<>();
        Map<String, String> firstLine = new HashMap<>();
        TreeSet<String> named = new TreeSet<>();
        for (Line line : lines) {
            String key = line.model() + " " + line.data() + " " + new TreeMap<>(line.parameters());
            String before = firstLine.putIfAbsent(key, line.place());
            if (before != null) {
                throw new BadInputException(line.place() + ": the same instance as " + before);
            }
            byModel.computeIfAbsent(line.model(), model -> new ArrayList<>()).add(line);
            named.add(line.model());
            named.addAll(line.data());
        }
        Map<String, String> familyFiles = new HashMap<>();
        List<ModelFamily> families = new ArrayList<>();
        List<Named> instances = new ArrayList<>();
        byModel.forEach((model, modelLines) -> {
            ModelFamily family = ModelFamily.catalogued(
                    folder.resolve(model),
                    modelLines.stream().map(line -> line.input(folder)).toList());
            String other = familyFiles.putIfAbsent(family.name(), model);
            if (other != null) {
                throw new BadInputException("two models of " + folder + " make the family '" + family.name() + "': "
                        + other + " and " + model);
            }
            families.add(family);
            modelLines.forEach(line -> instances.add(new Named(family, line.input(folder), line.place())));
        });
        if (Files.isRegularFile(listing)) {
            named.add(LISTING);
        }
        named.addAll(includable(folder));
        return new ModelCatalog(
                folder, families, named.stream().map(folder::resolve).toList(), instances);
    }

    /** The folder the models were read from. */
    public Path folder() {
        return folder;
    }

    /** One family per model, in listing order. */
    public ImmutableList<ModelFamily> families() {
        return families;
    }

    /**
     * The files a catalog keeps to read the models again: the listing, every model and data file it names, and
     * every other {@code .mzn} file of the folder, which a model may include.
     */
    public ImmutableList<Path> sources() {
        return sources;
    }

    /**
     * Compiles every instance, so that a model that cannot be read fails before any search: its one line names
     * where the instance was named and the problem. Instances are kept, so this costs nothing later.
     */
    public void load() {
        Map<String, String> ids = new HashMap<>();
        for (Named named : instances) {
            PuzzleInstance instance;
            try {
                instance = named.family().instance(named.input());
            } catch (BadInputException bad) {
                throw new BadInputException(named.place() + ": " + bad.getMessage());
            }
            String other = ids.putIfAbsent(named.family().name() + "/" + instance.id(), named.place());
            if (other != null) {
                throw new BadInputException(named.place() + ": its instance is named '" + instance.id()
                        + "', as that of " + other + " is: the two give files of the same name");
            }
        }
    }

    private static List<Line> listed(Path folder, Path listing) {
        List<String> text;
        try {
            text = Files.readAllLines(listing, StandardCharsets.UTF_8);
        } catch (IOException failed) {
            throw new BadInputException("cannot read " + listing + ": " + failed.getMessage());
        }
        List<Line> lines = new ArrayList<>();
        for (int number = 1; number <= text.size(); number++) {
            String content = text.get(number - 1);
            int comment = content.indexOf('#');
            if (comment >= 0) {
                content = content.substring(0, comment);
            }
            List<String> words = Splitter.onPattern("\\s+").omitEmptyStrings().splitToList(content);
            if (!words.isEmpty()) {
                lines.add(line(folder, listing + " line " + number, words));
            }
        }
        return lines;
    }

    private static Line line(Path folder, String place, List<String> words) {
        String model = words.get(0);
        if (!model.endsWith(".mzn") && !model.endsWith(".fzn")) {
            throw new BadInputException(place + ": '" + model + "' is not a model file (.mzn or .fzn)");
        }
        file(folder, place, model, "model");
        List<String> data = new ArrayList<>();
        Map<String, String> parameters = new LinkedHashMap<>();
        for (int i = 1; i < words.size(); i++) {
            String word = words.get(i);
            if (word.equals("-p") || word.equals("--param")) {
                // -p NAME=VALUE, as the command line gives it
                if (i + 1 == words.size() || words.get(i + 1).indexOf('=') <= 0) {
                    throw new BadInputException(place + ": " + word + " is not followed by NAME=VALUE");
                }
                word = words.get(++i);
            }
            if (word.equals("-d") || word.equals("--data")) {
                if (i + 1 == words.size()) {
                    throw new BadInputException(place + ": " + word + " names no data file");
                }
                String file = words.get(++i);
                file(folder, place, file, "data file");
                data.add(file);
            } else if (word.indexOf('=') > 0) {
                String name = word.substring(0, word.indexOf('='));
                if (name.equals(ModelSource.DATA)) {
                    throw new BadInputException(place + ": give data files with -d FILE, not " + word);
                }
                if (parameters.put(name, word.substring(word.indexOf('=') + 1)) != null) {
                    throw new BadInputException(place + ": the parameter " + name + " is given twice");
                }
            } else {
                throw new BadInputException(place + ": '" + word + "' is neither -d FILE nor [-p] NAME=VALUE");
            }
        }
        return new Line(place, model, data, parameters);
    }

    /** A file the listing names: a file of the folder itself, named by its name alone. */
    private static void file(Path folder, String place, String name, String what) {
        if (name.contains("/") || name.contains("\\") || name.equals("..") || name.equals(".")) {
            throw new BadInputException(place + ": the " + what + " '" + name + "' is not named by its name alone"
                    + " (a listing names files of its own folder)");
        }
        if (!Files.isRegularFile(folder.resolve(name))) {
            throw new BadInputException(place + ": no " + what + " '" + name + "' in " + folder);
        }
    }

    private static List<Line> everyModel(Path folder) {
        return files(folder).stream()
                .filter(name -> name.endsWith(".mzn") || name.endsWith(".fzn"))
                .map(model -> new Line(folder.resolve(model).toString(), model, List.of(), Map.of()))
                .toList();
    }

    private static List<String> includable(Path folder) {
        return files(folder).stream().filter(name -> name.endsWith(".mzn")).toList();
    }

    /** The names of the folder's regular files, sorted. */
    private static List<String> files(Path folder) {
        try (Stream<Path> listed = Files.list(folder)) {
            return listed.filter(Files::isRegularFile)
                    .map(path -> path.getFileName().toString())
                    .sorted()
                    .toList();
        } catch (IOException failed) {
            throw new UncheckedIOException("cannot list " + folder, failed);
        }
    }
}
