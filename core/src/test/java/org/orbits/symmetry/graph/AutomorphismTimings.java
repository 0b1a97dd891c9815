package org.orbits.symmetry.graph;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Times the automorphism search on the test families and on graphs of about 20,000 vertices, with both target
 * cell rules, and dreadnaut on the same graphs where it is installed (its time includes starting the process).
 * Not a test: run it by hand, on an otherwise idle machine, with
 *
 * <pre>
 * mvn -q test-compile
 * java -cp core/target/test-classes:core/target/classes:$(mvn -q -f core dependency:build-classpath \
 *     -Dmdep.outputFile=/dev/stdout) org.orbits.symmetry.graph.AutomorphismTimings
 * </pre>
 *
 * Each time is the median of five runs after three to warm the JIT up, processor time and wall-clock time. The star and the edgeless graph have
 * about as many generators as vertices, each a full array: memory grows as the square of their size.
 */
final class AutomorphismTimings {

    private AutomorphismTimings() {}

    public static void main(String[] args) {
        Map<String, Supplier<ColouredGraph>> graphs = new LinkedHashMap<>();
        graphs.put("cycle C100", () -> GraphFamilies.cycle(100));
        graphs.put("path P100", () -> GraphFamilies.path(100));
        graphs.put("complete K20", () -> GraphFamilies.complete(20));
        graphs.put("complete bipartite K3,4", () -> GraphFamilies.completeBipartite(3, 4));
        graphs.put("Petersen", GraphFamilies::petersen);
        graphs.put("cube Q3", () -> GraphFamilies.hypercube(3));
        graphs.put("cube Q4", () -> GraphFamilies.hypercube(4));
        graphs.put("3 disjoint triangles", () -> GraphFamilies.copies(GraphFamilies.complete(3), 3));
        graphs.put("asymmetric tree", GraphFamilies::asymmetricTree);
        graphs.put("Shrikhande", GraphFamilies::shrikhande);
        graphs.put("Paley(13)", () -> GraphFamilies.paley(13));
        graphs.put("8 queens row model", () -> QueensConstraintGraphTest.rowModel(8));
        graphs.put("rook's graph K9 x K9", () -> GraphFamilies.rook(9));
        graphs.put("Latin square 9 (Puget)", () -> GraphFamilies.latinSquare(9));
        graphs.put("grid 100 x 100", () -> GraphFamilies.grid(100, 100));
        graphs.put("grid 141 x 141", () -> GraphFamilies.grid(141, 141));
        graphs.put("Latin square 27 (Puget)", () -> GraphFamilies.latinSquare(27));
        // nauty's own search takes quadratically many nodes on these (72 s for the star), so dreadnaut skips them.
        graphs.put("edgeless, 5,000 vertices", AutomorphismTimings::edgeless);
        graphs.put("star K1,4999", () -> GraphFamilies.completeBipartite(1, 4_999));
        Set<String> tooSlowForDreadnaut = Set.of("edgeless, 5,000 vertices", "star K1,4999");
        Optional<Dreadnaut> dreadnaut = Dreadnaut.onPath();
        System.out.println("| graph | vertices | edges | order | nodes (largest) | ms (largest) | nodes (smallest) "
                + "| ms (smallest) | dreadnaut ms | dreadnaut agrees |");
        System.out.println("|---|---:|---:|---|---:|---:|---:|---:|---:|---|");
        for (Map.Entry<String, Supplier<ColouredGraph>> named : graphs.entrySet()) {
            ColouredGraph graph = named.getValue().get();
            Automorphisms found = AutomorphismSearch.standard().automorphisms(graph);
            List<String> row = new ArrayList<>(List.of(
                    named.getKey(),
                    Integer.toString(graph.vertexCount()),
                    Integer.toString(graph.edgeCount()),
                    found.order().map(AutomorphismTimings::shortly).orElse("out of budget")));
            for (TargetCell rule : List.of(TargetCell.FIRST_LARGEST, TargetCell.FIRST_SMALLEST)) {
                AutomorphismSearch search = AutomorphismSearch.standard().withTargetCell(rule);
                row.add(Long.toString(search.automorphisms(graph).nodes()));
                row.add(medianMillis(() -> search.automorphisms(graph)));
            }
            if (dreadnaut.isPresent() && !tooSlowForDreadnaut.contains(named.getKey())) {
                long start = System.nanoTime();
                Dreadnaut.Result theirs = dreadnaut.get().automorphisms(graph);
                row.add(String.format("%.0f", (System.nanoTime() - start) / 1e6));
                row.add(theirs.agreesWith(found.order().orElseThrow()) ? "yes" : "NO: " + theirs.groupSize());
            } else {
                row.add("-");
                row.add(dreadnaut.isPresent() ? "not run" : "not installed");
            }
            System.out.println("| " + String.join(" | ", row) + " |");
        }
    }

    private static ColouredGraph edgeless() {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(5_000, 0);
        return b.build();
    }

    private static String shortly(java.math.BigInteger order) {
        String digits = order.toString();
        return digits.length() <= 12
                ? digits
                : digits.charAt(0) + "." + digits.substring(1, 4) + "e" + (digits.length() - 1);
    }

    /**
     * The median of five runs after three to warm up, as "cpu / wall" milliseconds: the processor time of this
     * thread is the fairer figure on a shared machine, where the wall-clock time includes waiting for a core.
     */
    private static String medianMillis(Runnable run) {
        for (int i = 0; i < 3; i++) {
            run.run();
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[] cpu = new double[5];
        double[] wall = new double[5];
        for (int i = 0; i < cpu.length; i++) {
            long startCpu = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            run.run();
            wall[i] = (System.nanoTime() - start) / 1e6;
            cpu[i] = (threads.getCurrentThreadCpuTime() - startCpu) / 1e6;
        }
        Arrays.sort(cpu);
        Arrays.sort(wall);
        return String.format("%.1f / %.1f", cpu[cpu.length / 2], wall[wall.length / 2]);
    }
}
