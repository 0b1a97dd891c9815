package org.orbits.model;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.orbits.puzzle.BadInputException;

/**
 * Where a user's puzzle comes from, as given on the command line (the API's {@code ModelInput} carries it) or in a
 * models catalog's listing, down to the translation: the model's file, the data files MiniZinc reads with it, and
 * the values its parameters are given. What kind of file it is is decided
 * here, once, from its name: a {@code .fzn} file is FlatZinc, read as it is; any other file is a MiniZinc model,
 * compiled with its data and parameters.
 *
 * @param data the data files, in the order given (MiniZinc reads them in that order)
 * @param parameters the model's parameters by name, in the order given ({@code n} to {@code 8} reaches MiniZinc as
 *     {@code n = 8;})
 */
public record ModelSource(Path file, Kind kind, ImmutableList<Path> data, ImmutableMap<String, String> parameters) {

    /** How a model file is read. */
    public enum Kind {
        /** A MiniZinc model, compiled by {@code minizinc} with its data files and parameters. */
        MINIZINC,
        /** A FlatZinc file, read as it is: it takes no data files and no parameters. */
        FLATZINC
    }

    /** The key the data files are shown under among an instance's parameters (never read back from there). */
    public static final String DATA = "data";

    public ModelSource {
        if (kind == Kind.FLATZINC && (!data.isEmpty() || !parameters.isEmpty())) {
            throw new BadInputException("a FlatZinc file takes no data files or parameters: " + file.getFileName());
        }
        if (!data.isEmpty() && parameters.containsKey(DATA)) {
            throw new BadInputException("the parameter '" + DATA + "' and data files cannot be given together: an"
                    + " instance shows its data files under that name");
        }
    }

    /**
     * The input of the model in {@code file}, its kind told by its name. A data file that is not where it is given
     * but is beside the model is taken from there, as MiniZinc users keep their data beside their models.
     */
    public static ModelSource of(Path file, List<Path> data, Map<String, String> parameters) {
        Kind kind = file.getFileName() != null && file.getFileName().toString().endsWith(".fzn")
                ? Kind.FLATZINC
                : Kind.MINIZINC;
        List<Path> found =
                data.stream().map(given -> besideIfMissing(file, given)).toList();
        return new ModelSource(file, kind, ImmutableList.copyOf(found), ImmutableMap.copyOf(parameters));
    }

    private static Path besideIfMissing(Path model, Path given) {
        if (Files.isRegularFile(given) || given.isAbsolute() || model.getParent() == null) {
            return given;
        }
        Path beside = model.getParent().resolve(given);
        return Files.isRegularFile(beside) ? beside : given;
    }

    /** The model in {@code file} with no data files and no parameters. */
    public static ModelSource of(Path file) {
        return of(file, List.of(), Map.of());
    }

    /**
     * Whether {@code word}, typed where a puzzle family or a model goes, names a model file: a word that ends in
     * {@code .mzn} or {@code .fzn}, or holds a path separator, always does (a path is a path, whatever a family is
     * called); otherwise a family's name is the family, and any other word that names a file is a model.
     */
    public static boolean namesModel(String word, Predicate<String> isFamily) {
        if (word.endsWith(".mzn") || word.endsWith(".fzn") || word.contains("/") || word.contains(File.separator)) {
            return true;
        }
        return !isFamily.test(word) && Files.isRegularFile(Path.of(word));
    }

    /** Whether the file is a MiniZinc model, compiled before it is read. */
    public boolean compiled() {
        return kind == Kind.MINIZINC;
    }

    /**
     * The parameters as an instance shows them: the data files' names first (under {@value #DATA}, comma-separated),
     * then the model's parameters as given. For labels and files only: nothing reads the data files back from here.
     */
    public ImmutableMap<String, String> shown() {
        Map<String, String> shown = new LinkedHashMap<>();
        if (!data.isEmpty()) {
            shown.put(
                    DATA,
                    String.join(
                            ",",
                            data.stream()
                                    .map(file -> file.getFileName().toString())
                                    .toList()));
        }
        shown.putAll(parameters);
        return ImmutableMap.copyOf(shown);
    }

    /**
     * A file-name-safe identifier of the instance: each data file's name without its extension, then each
     * parameter's name and value; {@code default} for none.
     */
    public String id() {
        List<String> words = new ArrayList<>();
        for (Path file : data) {
            String base = file.getFileName().toString();
            words.add(safe(base.contains(".") ? base.substring(0, base.lastIndexOf('.')) : base));
        }
        parameters.forEach((name, value) -> words.add(safe(name) + safe(value)));
        return words.isEmpty() ? "default" : String.join("-", words);
    }

    /**
     * The name of the model's family: its file's name without the extension, any character but letters, digits,
     * {@code _}, {@code .} and {@code -} made {@code _}, so that it can name a catalog's folder.
     */
    public String familyName() {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        String base = name.contains(".") ? name.substring(0, name.lastIndexOf('.')) : name;
        String safe = safe(base);
        return safe.isEmpty() || !Character.isLetterOrDigit(safe.charAt(0)) ? "model" + safe : safe;
    }

    private static String safe(String text) {
        return text.replaceAll("[^A-Za-z0-9_.-]", "_");
    }

    @Override
    public String toString() {
        return file + (shown().isEmpty() ? "" : " " + shown());
    }
}
