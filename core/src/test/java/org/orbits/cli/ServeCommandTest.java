package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbits.api.Orbits;

class ServeCommandTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "serve --port 99999|cannot listen on 127.0.0.1:99999",
                "serve --port 0 --searches 0|--searches must be at least 1, not 0",
                "serve --port 0 --catalog no/such/folder|--catalog no/such/folder is not a folder",
                "serve --port 0 --max-time-limit 0|--max-time-limit must be at least 1 second, not 0",
                "serve --port x|invalid value for option '--port': 'x' is not an integer",
            })
    void badInputIsOneLineAndExitTwoWithoutServing(String args, String message) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = OrbitsCommand.run(
                Orbits.standard(), new PrintWriter(out, true), new PrintWriter(err, true), args.split(" "));
        assertEquals(2, exit, err.toString());
        assertTrue(err.toString().contains(message), err.toString());
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
        assertEquals("", out.toString());
    }
}
