package org.orbits.model.minizinc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** MiniZinc's account of a compile, as 2.6.4 writes it with --verbose-compilation. */
class CompileLogTest {

    private static final String FAILED =
            """
            MiniZinc to FlatZinc converter, version 2.6.4
            Copyright (C) 2014-2022 Monash University, NICTA, Data61
            Parsing file(s) model.mzn', '/home/ada/puzzles/data.dzn' ...
            processing file '/usr/share/minizinc/std/stdlib.mzn'
            processing file '/home/ada/puzzles/model.mzn'
            processing file '/home/ada/puzzles/sub/a.mzn'
            processing data file '/home/ada/puzzles/data.dzn'
             done parsing (0.07 s)
            Flattening ...
            \tCompilePass: Flatten with '/usr/share/minizinc//' library ...
            MIP domains ... done (0.07 s)
            Optimizing ... done (0.07 s)
            Warning: model inconsistency detected

            Error: assertion failed: no way
            /home/ada/puzzles/model.mzn:2.12-34
              in call 'assert'
            Converting to old FlatZinc ... done (0.07 s)
             done (0.15 s), max stack depth 6
            Printing FlatZinc to stdout ...
            Maximum memory 7 Mbytes.
            """;

    @Test
    void everyFileReadIsListedOnceInTheOrderRead() {
        CompileLog log = CompileLog.of(FAILED + "processing file '/home/ada/puzzles/sub/a.mzn'\n");
        assertEquals(Optional.of("2.6.4"), log.version());
        assertEquals(
                List.of(
                        Path.of("/usr/share/minizinc/std/stdlib.mzn"),
                        Path.of("/home/ada/puzzles/model.mzn"),
                        Path.of("/home/ada/puzzles/sub/a.mzn"),
                        Path.of("/home/ada/puzzles/data.dzn")),
                log.read());
        assertTrue(log.whole());
    }

    @Test
    void theMessagesAreWhatIsLeftOfTheProgressLines() {
        assertEquals(
                "Warning: model inconsistency detected\n\nError: assertion failed: no way\n/home/ada/puzzles/model.mzn:2.12-34\n"
                        + "  in call 'assert'",
                CompileLog.of(FAILED).messages());
        assertEquals(
                "model.mzn:2: assertion failed: no way",
                MiniZincMessages.condense(CompileLog.of(FAILED).messages(), "/lib"));
    }

    @Test
    void aFileNameBrokenOverTwoLinesLeavesTheListShort() {
        CompileLog log = CompileLog.of("processing file '/home/ada/puzzles/a\nb.mzn'\n");
        assertFalse(log.whole());
    }
}
