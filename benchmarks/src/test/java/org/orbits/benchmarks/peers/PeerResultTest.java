package org.orbits.benchmarks.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class PeerResultTest {

    private static final PeerResult.Orbits MAGIC19 = new PeerResult.Orbits(48, 4, OptionalLong.empty(), true);
    private static final PeerResult.Orbits HIP7 = new PeerResult.Orbits(48, 6, OptionalLong.of(3), true);

    @Test
    void miniZincCountsOneSolutionPerSeparatorAndIsCompleteOnlyAfterTheSearchIsExhausted() {
        String exhausted = "C=2\n----------\nC=2\n----------\nC=4\n----------\n==========\n";
        assertEquals(new PeerResult(3, OptionalLong.empty(), true), PeerResult.ofMiniZinc(exhausted));
        String stopped = "C=2\n----------\n";
        assertFalse(PeerResult.ofMiniZinc(stopped).complete());
    }

    @Test
    void theOptimumIsTheLastValueMiniZincPrintedWhileMinimising() {
        String output = "objective=5\n----------\nobjective=3\n----------\n==========\n";
        assertEquals(Optional.of(3L), PeerResult.lastMiniZincValue(output, "objective"));
        assertEquals(Optional.empty(), PeerResult.lastMiniZincValue("=====UNSATISFIABLE=====\n", "objective"));
    }

    @Test
    void cpSatPrintsItsOptimumAndItsCountOnOneLine() {
        assertEquals(new PeerResult(48, OptionalLong.of(3), true), PeerResult.ofCpSat("optimum=3 solutions=48\n"));
        assertEquals(new PeerResult(306, OptionalLong.empty(), true), PeerResult.ofCpSat("solutions=306\n"));
        assertThrows(IllegalStateException.class, () -> PeerResult.ofCpSat("CP-SAT: status UNKNOWN\n"));
        assertThrows(IllegalStateException.class, () -> PeerResult.ofCpSat("solutions=many\n"));
    }

    @Test
    void orbitsFiguresAreReadFromItsJson() throws Exception {
        String json = "{\"complete\":true,\"objective\":{\"sense\":\"minimise\",\"value\":3,\"proven\":true},"
                + "\"solutions\":48,\"orbits\":6}";
        assertEquals(HIP7, PeerResult.Orbits.of(new ObjectMapper().readTree(json)));
        String unproven = json.replace("\"proven\":true", "\"proven\":false");
        assertFalse(PeerResult.Orbits.of(new ObjectMapper().readTree(unproven)).complete());
    }

    @Test
    void aPlainModelMustFindEverySolutionAndALexLeaderModelOnePerOrbit() {
        PeerResult fortyEight = new PeerResult(48, OptionalLong.empty(), true);
        PeerResult four = new PeerResult(4, OptionalLong.empty(), true);
        assertTrue(fortyEight.disagreement(MAGIC19, false).isEmpty());
        assertTrue(four.disagreement(MAGIC19, true).isEmpty());
        assertEquals(Optional.of("4 solutions, orbits 48"), four.disagreement(MAGIC19, false));
        assertEquals(Optional.of("48 orbits, orbits 4"), fortyEight.disagreement(MAGIC19, true));
    }

    @Test
    void aDifferentOptimumOrAnUnfinishedSearchIsADisagreement() {
        assertTrue(new PeerResult(6, OptionalLong.of(3), true)
                .disagreement(HIP7, true)
                .isEmpty());
        assertEquals(
                Optional.of("optimum 4, orbits 3"),
                new PeerResult(6, OptionalLong.of(4), true).disagreement(HIP7, true));
        assertEquals(
                Optional.of("the search did not complete"),
                new PeerResult(6, OptionalLong.of(3), false).disagreement(HIP7, true));
    }
}
