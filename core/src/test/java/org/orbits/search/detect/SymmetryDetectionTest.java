package org.orbits.search.detect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbits.puzzle.model.ModelPuzzle;

class SymmetryDetectionTest {

    @TempDir
    Path directory;

    @Test
    void queens() {
        ModelPuzzle queens = DetectionModels.load(directory, "queens.mzn", DetectionModels.QUEENS);
        DetectedSymmetries detected = SymmetryDetection.detect(queens);
        detected.lines().forEach(System.out::println);
        assertEquals(8, detected.group().orElseThrow().order());
    }

    @Test
    void magicSquare() {
        ModelPuzzle square = DetectionModels.load(directory, "magic.mzn", DetectionModels.MAGIC_SQUARE);
        DetectedSymmetries detected = SymmetryDetection.detect(square);
        detected.lines().forEach(System.out::println);
        assertTrue(detected.group().orElseThrow().order() >= 16);
    }
}
