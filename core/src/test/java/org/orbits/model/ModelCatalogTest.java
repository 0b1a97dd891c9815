package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleFamily;

/** The listing of a models folder: what it names, and every way a line can be wrong, as one line. */
class ModelCatalogTest {

    @TempDir
    Path folder;

    private void files(String... names) throws IOException {
        for (String name : names) {
            Files.writeString(folder.resolve(name), "% " + name + "\n");
        }
    }

    private String refused(String listing) throws IOException {
        Files.writeString(folder.resolve(ModelCatalog.LISTING), listing);
        return assertThrows(BadInputException.class, () -> ModelCatalog.read(folder))
                .getMessage();
    }

    @Test
    void withoutAListingEveryModelIsAFamilyInNameOrder() throws IOException {
        files("b.mzn", "a.fzn", "d.dzn", "notes.txt");
        ModelCatalog catalog = ModelCatalog.read(folder);
        assertEquals(
                List.of("a", "b"),
                catalog.families().stream().map(PuzzleFamily::name).toList());
        assertEquals(List.of(folder.resolve("a.fzn"), folder.resolve("b.mzn")), catalog.sources());
    }

    @Test
    void aListingNamesFamiliesInTheOrderOfTheirFirstLineAndKeepsWhatItNames() throws IOException {
        files("queens.mzn", "magic.mzn", "helper.mzn", "three.dzn", "unused.dzn");
        Files.writeString(
                folder.resolve(ModelCatalog.LISTING),
                """
                # comments and blank lines are skipped

                magic.mzn -d three.dzn   # a data file
                queens.mzn n=4
                queens.mzn -p n=5           # as the command line gives it
                """);
        ModelCatalog catalog = ModelCatalog.read(folder);
        assertEquals(
                List.of("magic", "queens"),
                catalog.families().stream().map(PuzzleFamily::name).toList());
        assertEquals(
                List.of("catalog.txt", "helper.mzn", "magic.mzn", "queens.mzn", "three.dzn"),
                catalog.sources().stream()
                        .map(path -> path.getFileName().toString())
                        .toList());
    }

    @Test
    void everyWrongLineIsNamedByItsNumber() throws IOException {
        files("queens.mzn", "three.dzn");
        Path listing = folder.resolve(ModelCatalog.LISTING);
        assertEquals(listing + " line 1: 'queens.txt' is not a model file (.mzn or .fzn)", refused("queens.txt\n"));
        assertEquals(listing + " line 2: no model 'magic.mzn' in " + folder, refused("queens.mzn\nmagic.mzn\n"));
        assertEquals(
                listing + " line 1: the data file 'sub/three.dzn' is not named by its name alone (a listing names"
                        + " files of its own folder)",
                refused("queens.mzn -d sub/three.dzn\n"));
        assertEquals(listing + " line 1: -d names no data file", refused("queens.mzn -d\n"));
        assertEquals(listing + " line 1: 'n' is neither -d FILE nor [-p] NAME=VALUE", refused("queens.mzn n\n"));
        assertEquals(listing + " line 1: -p is not followed by NAME=VALUE", refused("queens.mzn -p n\n"));
        assertEquals(listing + " line 1: --param is not followed by NAME=VALUE", refused("queens.mzn --param\n"));
        assertEquals(listing + " line 1: the parameter n is given twice", refused("queens.mzn n=4 -p n=5\n"));
        assertEquals(
                listing + " line 1: give data files with -d FILE, not data=three.dzn",
                refused("queens.mzn data=three.dzn\n"));
        assertEquals(listing + " line 1: the parameter n is given twice", refused("queens.mzn n=4 n=5\n"));
        assertEquals(
                listing + " line 3: the same instance as " + listing + " line 1",
                refused("queens.mzn n=4 m=1\n\nqueens.mzn m=1 n=4\n"));
        assertEquals(listing + " lists no model", refused("# nothing\n"));
    }

    @Test
    void twoModelsOfOneNameAreRefused() throws IOException {
        files("queens.mzn", "queens.fzn");
        assertEquals(
                "two models of " + folder + " make the family 'queens': queens.fzn and queens.mzn",
                assertThrows(BadInputException.class, () -> ModelCatalog.read(folder))
                        .getMessage());
    }
}
