package org.orbits.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class BenchmarkReportTest {

    private static JmhResults.Row row(String variant, double solutions) {
        return new JmhResults.Row(
                variant, new double[] {1.0}, Double.NaN, 1, 0, solutions, new JmhResults.Runs(2, 2, 5));
    }

    @Test
    void aSectionIsNamedByTheInstanceItsResultsRecordWithTheOrbitsTheDefaultsStreamed() {
        JmhResults.Section ngon = new JmhResults.Section(
                "NgonBenchmark", "ngon n=9 sum=36", List.of(row("default", 246), row("symmetry=none", 4428)));
        assertEquals("n-gon, n=9 sum=36: full enumeration under D9 (246 orbits)", SettingsSection.heading(ngon));
        assertEquals("./orbits enumerate ngon -p n=9 -p sum=36 --group D9 --threads 1", SettingsSection.command(ngon));
    }

    @Test
    void anOptimisationIsNamedAsAProofAndThenAnEnumeration() {
        JmhResults.Section hip = new JmhResults.Section("ScalingBenchmark", "hip n=7", List.of(row("default", 6)));
        assertEquals(
                "Threads: Hip, n=7: prove the minimum, then enumerate every optimal solution under D4 (6 orbits), on"
                        + " one thread (`default`) and split into work units on more",
                SettingsSection.heading(hip));
    }

    @Test
    void anInstanceWithItsDefaultsIsNamedByEveryParameter() {
        JmhResults.Section apex = new JmhResults.Section("ApexBenchmark", "apex", List.of(row("default", 29)));
        assertEquals(
                "The Apex, rows=8 modulus=9: full enumeration under mirror-units (29 orbits)",
                SettingsSection.heading(apex));
    }

    @Test
    void theRunIsDatedByItsStartAndTimedToItsFinish() {
        assertEquals(
                "started 2026-11-23 00:10 UTC, took 24 min in all (compiling, each setting's check against the"
                        + " defaults and every fork included)",
                BenchmarkReport.when("started: 2026-11-23T00:10:00Z\nfinished: 2026-11-23T00:33:40Z\n"));
        assertEquals(
                "started 2026-11-23 00:10 UTC, not finished", BenchmarkReport.when("started: 2026-11-23T00:10:00Z"));
        assertEquals("not recorded", BenchmarkReport.when(""));
    }

    @Test
    void aWorkloadLabelIsTheFamilyThenNameValuePairs() {
        var parameters = Workload.instanceOf("hip rows=4 cols=8 split=any").parameters();
        assertEquals("4", parameters.get("rows"));
        assertEquals("8", parameters.get("cols"));
        assertEquals("any", parameters.get("split"));
        assertThrows(IllegalArgumentException.class, () -> Workload.instanceOf("ngon n9"));
    }
}
