package org.orbits.benchmarks.peers;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * One workload of the peer comparison, as each contestant runs it: orbits' command line, the MiniZinc model and
 * data file (for an optimisation puzzle, {@code <model>-minimum.mzn} proves the least value and
 * {@code <model>-optima.mzn} enumerates every solution at it), and the plain CP-SAT model.
 *
 * @param name a short name, for {@code --only} and the results file
 * @param title the report's name for it
 * @param orbitsArguments what follows {@code ./orbits enumerate}; the group is always named, since it is the
 *     group the MiniZinc model breaks
 * @param miniZincModel the model's base name in {@code benchmarks/peers/minizinc}
 * @param miniZincData the data file there
 * @param optimisation whether the puzzle minimises (prove the optimum, then enumerate every optimal solution)
 * @param cpSat the plain CP-SAT model
 */
record PeerWorkload(
        String name,
        String title,
        List<String> orbitsArguments,
        String miniZincModel,
        String miniZincData,
        boolean optimisation,
        Supplier<CpSatModels.Plain> cpSat) {

    /** The table, in its order, and the n-gon n = 8 between (cheap, and the JMH workload). */
    static List<PeerWorkload> all() {
        return List.of(
                ngon("magic19", "Magic-19 (n-gon n = 6)", 6),
                ngon("ngon-n8", "n-gon n = 8", 8),
                ngon("ngon-n9", "n-gon n = 9", 9),
                ngon("ngon-n10", "n-gon n = 10", 10),
                new PeerWorkload(
                        "apex-mirror-units",
                        "Apex, 8 rows mod 9, mirror-units",
                        List.of("apex", "-p", "rows=8", "-p", "modulus=9", "--group", "mirror-units"),
                        "apex",
                        "apex-mirror-units.dzn",
                        false,
                        () -> CpSatModels.apex(8, 9)),
                new PeerWorkload(
                        "hip-n6",
                        "Hip 6 x 6 ties, D4-swap",
                        List.of("hip", "-p", "n=6", "--group", "D4-swap"),
                        "hip",
                        "hip-n6-swap.dzn",
                        true,
                        () -> CpSatModels.hip(6)),
                new PeerWorkload(
                        "hip-n7",
                        "Hip 7 x 7 minimum, D4",
                        List.of("hip", "-p", "n=7", "--group", "D4"),
                        "hip",
                        "hip-n7.dzn",
                        true,
                        () -> CpSatModels.hip(7)),
                new PeerWorkload(
                        "almostmagic",
                        "Almost Magic, least total, C4",
                        List.of("almostmagic", "-p", "objective=cells", "-p", "spread=1", "--group", "C4"),
                        "almostmagic",
                        "almostmagic-cells.dzn",
                        true,
                        () -> CpSatModels.almostMagic(1, 1000)));
    }

    static Optional<PeerWorkload> named(String name) {
        return all().stream().filter(w -> w.name().equals(name)).findFirst();
    }

    private static PeerWorkload ngon(String name, String title, int n) {
        int sum = 3 * n + 4; // the seeds' line sum, orbits' default
        return new PeerWorkload(
                name,
                title,
                List.of("ngon", "-p", "n=" + n, "-p", "sum=" + sum, "--group", "D" + n),
                "ngon",
                "ngon-n" + n + ".dzn",
                false,
                () -> CpSatModels.ngon(n, sum));
    }
}
