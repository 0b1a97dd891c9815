package org.orbits.benchmarks.peers;

import com.google.ortools.Loader;
import com.google.ortools.init.OrToolsVersion;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;

/**
 * OR-tools CP-SAT on one workload's plain model, as a process of its own so that it is timed whole: it proves
 * the optimum (on {@value #WORKERS} workers) if the puzzle minimises, then enumerates every solution (at the
 * optimum) and prints {@code [optimum=V ]solutions=N}. CP-SAT enumerates on one worker only: it refuses
 * {@code enumerate_all_solutions} with more ("Enumerating all solutions does not work in parallel").
 *
 * <p>Usage: {@code CpSatPeer WORKLOAD} (a name from {@link PeerWorkload#all()}); {@code CpSatPeer --check}
 * loads the native library and says which version it is.
 */
public final class CpSatPeer {

    static final int WORKERS = 2;

    private CpSatPeer() {}

    public static void main(String[] args) {
        Loader.loadNativeLibraries();
        if (args.length == 1 && args[0].equals("--check")) {
            System.out.println("OR-tools " + OrToolsVersion.getVersionString());
            return;
        }
        if (args.length != 1 || PeerWorkload.named(args[0]).isEmpty()) {
            System.err.println("usage: CpSatPeer WORKLOAD, a workload of the peer comparison (or --check)");
            System.exit(2);
        }
        CpSatModels.Plain plain =
                PeerWorkload.named(args[0]).orElseThrow().cpSat().get();
        String optimum = "";
        if (plain.objective() != null) {
            plain.model().minimize(plain.objective());
            CpSolver prover = new CpSolver();
            prover.getParameters().setNumWorkers(WORKERS);
            CpSolverStatus status = prover.solve(plain.model());
            if (status != CpSolverStatus.OPTIMAL) {
                System.err.println("CP-SAT: the optimum is not proven: " + status);
                System.exit(4);
            }
            long best = Math.round(prover.objectiveValue());
            plain.model().clearObjective();
            plain.model().addEquality(plain.objective(), best);
            optimum = "optimum=" + best + " ";
        }
        CpSolver enumerator = new CpSolver();
        enumerator.getParameters().setNumWorkers(1).setEnumerateAllSolutions(true);
        long[] solutions = {0};
        CpSolverStatus status = enumerator.solve(plain.model(), new CpSolverSolutionCallback() {
            @Override
            public void onSolutionCallback() {
                solutions[0]++;
            }
        });
        if (status != CpSolverStatus.OPTIMAL && status != CpSolverStatus.INFEASIBLE) {
            System.err.println("CP-SAT: the enumeration did not complete: " + status);
            System.exit(4);
        }
        System.out.println(optimum + "solutions=" + solutions[0]);
    }
}
