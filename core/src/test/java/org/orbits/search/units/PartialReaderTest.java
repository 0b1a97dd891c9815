package org.orbits.search.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.puzzle.BadInputException;

/**
 * A checkpoint or a part read back is believed only whole and as written: its digest, its units and its totals are
 * checked before anything it records is used, and anything else is one line of bad input naming the file.
 */
class PartialReaderTest {

    private static final String SOURCE = "run.checkpoint";

    /** A checkpoint of three units of four finished, the second having met two orbits. */
    static PartialResult written(int part, int parts) {
        WorkPlan plan = new WorkPlan(
                "ngon",
                ImmutableMap.of("n", "6", "sum", "22"),
                "D6",
                ImmutableMap.of("symmetryBreaking", "lex"),
                ImmutableList.of(new int[] {1}, new int[] {2}, new int[] {3}, new int[] {4}));
        Ledger ledger = new Ledger(plan, plan.part(part, parts), true);
        List<Integer> assigned = ledger.assigned();
        ledger.enumerated(assigned.get(0), List.of(), Cost.NONE);
        if (assigned.size() > 1) {
            ledger.enumerated(
                    assigned.get(1),
                    List.of(
                            new Found(ImmutableIntArray.of(2, 8, 16, 13), 1),
                            new Found(ImmutableIntArray.of(2, 9, 15, 17), 1)),
                    new Cost(40, 12, 5_000));
        }
        return PartialResult.of(PartialResult.CHECKPOINT, ledger, List.of("D6"), null, part, parts, "0123456789abcdef");
    }

    private static String text() {
        return written(1, 1).text();
    }

    private static BadInputException refused(String text) {
        return assertThrows(BadInputException.class, () -> PartialReader.read(text, SOURCE, PartialResult.CHECKPOINT));
    }

    private static void refusedFor(String text, String why) {
        String message = refused(text).getMessage();
        assertEquals(SOURCE + " is a damaged checkpoint: " + why, message);
    }

    @Test
    void aResultReadBackIsTheOneWritten() {
        PartialResult read = PartialReader.read(text(), SOURCE, PartialResult.CHECKPOINT);
        assertEquals(text(), read.text());
        assertEquals(read.contentDigest(), read.digest());
        assertEquals(new PartialResult.Totals(2, 2, 2), read.totals());
        assertEquals(written(1, 1).ledger().summary(), read.ledger().summary());
    }

    @Test
    void oneCharacterChangedIsRefusedByTheDigest() {
        String digestFails = "its digest does not match its content: it was changed or damaged after it was written";
        // The damage: a finished unit named as another, which then passed as finished.
        assertTrue(text().contains("\"unit\" : 0,"));
        refusedFor(text().replace("\"unit\" : 0,", "\"unit\" : 3,"), digestFails);
        refusedFor(text().replace("[2,9,15,17]", "[2,9,15,18]"), digestFails);
        refusedFor(text().replace("\"nodes\" : 40", "\"nodes\" : 41"), digestFails);
    }

    @Test
    void aRepresentativeDeletedIsRefusedThoughTheDigestIsMadeAgain() {
        refusedFor(
                ForgedResults.resealed(
                        text(),
                        tree -> ForgedResults.unit(tree, 1).withArray("/orbits").remove(0)),
                "unit 1 says it found 2 solutions, but its orbits add up to 1");
        refusedFor(
                ForgedResults.resealed(text(), tree -> {
                    ForgedResults.unit(tree, 1).withArray("/orbits").remove(0);
                    ForgedResults.unit(tree, 1).put("seen", 1);
                }),
                "its totals (2 units, 2 orbits, 2 solutions) are not the sums of its units, (2 units, 1 orbits, 1"
                        + " solutions)");
    }

    @Test
    void everyUnitIsInRangeAndFinishedOnce() {
        refusedFor(
                ForgedResults.resealed(
                        text(), tree -> tree.withArray("/assigned").add(7)),
                "it answers for unit 7, but the plan's units are 0..3");
        refusedFor(
                ForgedResults.resealed(
                        text(), tree -> tree.withArray("/assigned").add(2)),
                "unit 2 is assigned twice");
        refusedFor(
                ForgedResults.resealed(
                        text(), tree -> ForgedResults.unit(tree, 0).put("unit", 1)),
                "unit 1 is enumerated twice");
        refusedFor(
                ForgedResults.resealed(text(), tree -> {
                    ArrayNode assigned = tree.putArray("assigned");
                    assigned.add(1).add(2);
                }),
                "unit 0 is enumerated but is not one of the units it answers for");
        refusedFor(
                ForgedResults.resealed(text(), tree -> tree.putArray("units")
                        .add(tree.arrayNode().add(9))),
                "its work units do not match their fingerprint " + written(1, 1).plan());
    }

    @Test
    void aSatisfactionPuzzleRecordsNoObjective() {
        refusedFor(
                ForgedResults.resealed(text(), tree -> tree.put("best", 17)),
                "it has no objective, yet records a best value or proven units");
        refusedFor(
                ForgedResults.resealed(text(), tree -> tree.withArray("/proven").add(0)),
                "it has no objective, yet records a best value or proven units");
    }

    @Test
    void aNullWhereAValueGoesIsDamage() {
        refusedFor(
                ForgedResults.resealed(
                        text(), tree -> tree.withObject("/parameters").putNull("n")),
                "a parameter or a setting has no value");
        refusedFor(
                ForgedResults.resealed(
                        text(), tree -> tree.withArray("/enumerated").setNull(0)),
                "a list of groups or units holds a null");
        refusedFor(
                ForgedResults.resealed(
                        text(), tree -> ForgedResults.unit(tree, 1).putNull("orbits")),
                "unit 1 has no list of orbits");
    }

    @Test
    void anythingButAWholeResultIsOneLineOfBadInput() {
        String text = text();
        for (String damaged : List.of(
                "",
                "{",
                "null",
                "[]",
                "checkpoint",
                text.substring(0, text.length() / 2),
                text + "{}",
                text.replace("\"format\" : 3", "\"format\" : 2"),
                text.replace("\"part\" : 1,", "\"part\" : 1, \"part\" : 1,"),
                text.replace("\"part\" : 1,", "\"part\" : \"1\","),
                text.replace("\"part\" : 1,", "\"part\" : 1.0,"),
                text.replace("\"orbits\" : \"checkpoint\"", "\"orbits\" : \"partial result\""),
                text.replace("\"group\" : \"D6\",", ""),
                text.replace("\"digest\"", "\"checksum\""))) {
            String message = refused(damaged).getMessage();
            assertTrue(message.startsWith(SOURCE + " is "), message);
            assertFalse(message.contains("\n"), message);
            assertFalse(message.contains("Exception"), message);
        }
    }
}
