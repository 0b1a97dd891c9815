package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.puzzle.BadInputException;

/** What a model file is, decided once from its name; its data and parameters kept as they were given. */
class ModelSourceTest {

    @TempDir
    Path work;

    @Test
    void aFznFileIsFlatZincAndAnyOtherAModel() {
        assertEquals(ModelSource.Kind.FLATZINC, ModelSource.of(Path.of("q.fzn")).kind());
        assertEquals(ModelSource.Kind.MINIZINC, ModelSource.of(Path.of("q.mzn")).kind());
        assertEquals(
                ModelSource.Kind.MINIZINC, ModelSource.of(Path.of("queens")).kind());
    }

    @Test
    void aFlatZincFileTakesNoDataAndNoParameters() {
        assertThrows(
                BadInputException.class, () -> ModelSource.of(Path.of("q.fzn"), List.of(Path.of("d.dzn")), Map.of()));
        assertThrows(BadInputException.class, () -> ModelSource.of(Path.of("q.fzn"), List.of(), Map.of("n", "8")));
    }

    @Test
    void aWordWithAModelsSuffixOrAPathIsAModelEvenWhereAFamilyHasItsName() {
        assertTrue(ModelSource.namesModel("apex.mzn", name -> true));
        assertTrue(ModelSource.namesModel("./apex", name -> true));
        assertFalse(ModelSource.namesModel("apex", name -> name.equals("apex")));
        assertFalse(ModelSource.namesModel("nosuchfamily", name -> false));
    }

    @Test
    void aBareWordThatNamesAFileAndNoFamilyIsAModel() throws IOException {
        Path file = Files.writeString(work.resolve("pairs"), "solve satisfy;\n");
        String relative = Path.of("").toAbsolutePath().relativize(file).toString();
        assertTrue(ModelSource.namesModel(relative, name -> false));
    }

    @Test
    void dataFilesStayApartWhateverTheirNames() {
        ModelSource source =
                ModelSource.of(Path.of("m.mzn"), List.of(Path.of("a,b.dzn"), Path.of("c.dzn")), Map.of("n", "4"));
        assertEquals(List.of(Path.of("a,b.dzn"), Path.of("c.dzn")), source.data());
        assertEquals("a_b-c-n4", source.id());
        assertEquals(Map.of("data", "a,b.dzn,c.dzn", "n", "4"), source.shown());
    }

    @Test
    void aDataFileNotWhereGivenIsTakenFromBesideTheModel() throws IOException {
        Path folder = Files.createDirectory(work.resolve("models"));
        Path model = Files.writeString(folder.resolve("m.mzn"), "int: n;\n");
        Path data = Files.writeString(folder.resolve("n.dzn"), "n = 3;\n");
        assertEquals(
                List.of(data),
                ModelSource.of(model, List.of(Path.of("n.dzn")), Map.of()).data());
    }

    @Test
    void aFamilyIsNamedAfterItsFileWithOddCharactersMadePlain() {
        assertEquals("queens", ModelSource.of(Path.of("dir/queens.mzn")).familyName());
        assertEquals("my_pairs__2_", ModelSource.of(Path.of("my pairs (2).mzn")).familyName());
        assertEquals("model_x", ModelSource.of(Path.of("_x.mzn")).familyName());
    }
}
