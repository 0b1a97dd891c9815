package org.orbits.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StandardErrorTest {

    @TempDir
    Path folder;

    private Path descriptorLinkedTo(String device) throws IOException {
        return Files.createSymbolicLink(folder.resolve("fd-" + device.replace('/', '_')), Path.of(device));
    }

    @Test
    void aPseudoTerminalOrATtyIsATerminal() throws IOException {
        assertTrue(StandardError.isTerminalDevice(descriptorLinkedTo("/dev/pts/3")));
        assertTrue(StandardError.isTerminalDevice(descriptorLinkedTo("/dev/tty1")));
    }

    @Test
    void aPipeAFileOrNullIsNot() throws IOException {
        assertFalse(StandardError.isTerminalDevice(descriptorLinkedTo("pipe:[123456]")));
        assertFalse(StandardError.isTerminalDevice(descriptorLinkedTo("/home/someone/run.log")));
        assertFalse(StandardError.isTerminalDevice(descriptorLinkedTo("/dev/null")));
        assertFalse(StandardError.isTerminalDevice(folder.resolve("no such link")));
    }

    @Test
    void underTheTestsStandardErrorIsCapturedNotATerminal() {
        assertFalse(StandardError.isTerminal());
    }
}
