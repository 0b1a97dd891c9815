package org.orbits.search;

import java.util.concurrent.CountDownLatch;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.Stages;
import org.orbits.symmetry.LexPropagator;

/**
 * Readies the solver on a core of its own while the caller waits for something else (the command line, for MiniZinc
 * to compile a model of one's own). The first model a JVM builds and solves pays for the solver's classes being
 * initialised and run for the first time (about 100 ms); the caller waits for this before it builds a model of its
 * own, so no two threads ever initialise the solver's classes together.
 */
public final class SolverWarmUp {

    private final CountDownLatch done = new CountDownLatch(1);

    private SolverWarmUp() {}

    /** Starts readying the solver on a thread of its own. */
    public static SolverWarmUp start() {
        SolverWarmUp warmUp = new SolverWarmUp();
        Thread thread = new Thread(warmUp::warm, "orbits-solver-warm-up");
        thread.setDaemon(true);
        thread.start();
        return warmUp;
    }

    /** Waits for the warm-up to end. */
    public void await() {
        try {
            done.await();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** A small model with the kinds of variables, constraints and search the puzzles use, solved in full. */
    private void warm() {
        try {
            Model model = new Model("warm-up");
            IntVar[] labels = model.intVarArray("label", 4, 1, 6);
            BoolVar[] colours = model.boolVarArray("colour", 4);
            model.allDifferent(labels).post();
            model.arithm(labels[0], "<", labels[1]).post();
            model.sum(labels, "=", 12).post();
            Tuples pairs = new Tuples(true);
            pairs.add(1, 2);
            pairs.add(2, 3);
            pairs.add(3, 1);
            model.table(labels[2], labels[3], pairs).post();
            model.sum(colours, "<=", 2).post();
            LexPropagator.lessEq(new IntVar[] {labels[0], labels[1]}, new IntVar[] {labels[1], labels[0]})
                    .post();
            Solver solver = model.getSolver();
            solver.setSearch(Search.minDomLBSearch(labels), Search.inputOrderLBSearch(colours));
            while (solver.solve()) {
                // every solution, as an enumeration finds them
            }
        } catch (RuntimeException | LinkageError ignored) {
            // A warm-up that fails costs nothing but the time it saved: the command builds its own model.
        } finally {
            Stages.reached("solver warmed up");
            done.countDown();
        }
    }
}
