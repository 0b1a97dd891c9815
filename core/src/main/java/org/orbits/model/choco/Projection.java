package org.orbits.model.choco;

import java.util.Arrays;
import java.util.function.Supplier;
import org.chocosolver.memory.IEnvironment;
import org.chocosolver.solver.Cause;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.events.IntEventType;
import org.chocosolver.util.ESat;

/**
 * Makes a search that branches on auxiliary variables the cells do not determine (the ones a model's search
 * annotation names: the positions under a sequence, the rows under a board) still find each assignment of the cells
 * once. At a leaf, once the cells and those auxiliaries are all fixed, it asks a second model of the same FlatZinc
 * whether the same cells extend to auxiliaries lexicographically smaller: if so, that extension is the assignment's
 * one, found at another leaf, and this leaf fails; if not, it is kept. So of all the leaves that hold one assignment of
 * the cells exactly one is kept, whichever worker reaches it, and where the cells determine the auxiliaries (as they
 * mostly do) the second model's propagation alone says so.
 */
final class Projection extends Propagator<IntVar> {

    private final int cells;
    private final Supplier<Smaller> smallerFactory;
    private Smaller smaller;

    /** The second model: the cells fixed, the auxiliaries asked to be lexicographically smaller than given. */
    interface Smaller {
        /** Whether {@code cells} extend to values of the auxiliaries lexicographically smaller than {@code auxiliaries}. */
        boolean exists(int[] cells, int[] auxiliaries);
    }

    Projection(IntVar[] cells, IntVar[] auxiliaries, Supplier<Smaller> smallerFactory) {
        super(Witnesses.concatenation(cells, auxiliaries), PropagatorPriority.VERY_SLOW, false);
        this.cells = cells.length;
        this.smallerFactory = smallerFactory;
    }

    @Override
    public int getPropagationConditions(int variable) {
        return IntEventType.instantiation();
    }

    @Override
    public void propagate(int mask) throws ContradictionException {
        for (IntVar variable : vars) {
            if (!variable.isInstantiated()) {
                return;
            }
        }
        if (smaller == null) {
            smaller = smallerFactory.get();
        }
        int[] cellValues = new int[cells];
        int[] auxiliaryValues = new int[vars.length - cells];
        for (int i = 0; i < vars.length; i++) {
            if (i < cells) {
                cellValues[i] = vars[i].getValue();
            } else {
                auxiliaryValues[i - cells] = vars[i].getValue();
            }
        }
        if (smaller.exists(cellValues, auxiliaryValues)) {
            fails();
        }
    }

    @Override
    public ESat isEntailed() {
        for (IntVar variable : vars) {
            if (!variable.isInstantiated()) {
                return ESat.UNDEFINED;
            }
        }
        return ESat.TRUE;
    }

    /**
     * The second model, a translation of the same FlatZinc with no search of its own, reused from leaf to leaf.
     * Mostly the cells determine the auxiliaries and propagation alone says so: the cells are fixed in a world of
     * the copy's own, propagated, and the world undone. Only where propagation leaves an auxiliary open does a
     * search run, on a further copy, for auxiliaries lexicographically smaller than those given.
     */
    static Smaller smaller(Supplier<TranslationCopy> copies, String[] auxiliaryNames) {
        TranslationCopy probe = copies.get();
        IntVar[] cells = probe.cells();
        IntVar[] auxiliaries = named(probe, auxiliaryNames);
        Solver solver = probe.model().getSolver();
        boolean rootHolds;
        try {
            solver.propagate();
            rootHolds = true;
        } catch (ContradictionException none) {
            rootHolds = false;
        }
        boolean holds = rootHolds;
        Smaller[] searched = new Smaller[1];
        return (cellValues, auxiliaryValues) -> {
            if (!holds) {
                return false;
            }
            IEnvironment environment = probe.model().getEnvironment();
            environment.worldPush();
            try {
                for (int i = 0; i < cells.length; i++) {
                    cells[i].instantiateTo(cellValues[i], Cause.Null);
                }
                solver.propagate();
                if (Arrays.stream(auxiliaries).allMatch(IntVar::isInstantiated)) {
                    int[] determined = Arrays.stream(auxiliaries)
                            .mapToInt(IntVar::getValue)
                            .toArray();
                    return Arrays.compare(determined, auxiliaryValues) < 0;
                }
            } catch (ContradictionException noExtension) {
                return false;
            } finally {
                environment.worldPop();
            }
            if (searched[0] == null) {
                searched[0] = searched(copies.get(), auxiliaryNames);
            }
            return searched[0].exists(cellValues, auxiliaryValues);
        };
    }

    private static IntVar[] named(TranslationCopy copy, String[] names) {
        return Arrays.stream(names).map(name -> copy.variables().get(name)).toArray(IntVar[]::new);
    }

    /** A search for smaller auxiliaries, the cells and the bound posted for each question and taken back after. */
    private static Smaller searched(TranslationCopy copy, String[] auxiliaryNames) {
        Model model = copy.model();
        IntVar[] cells = copy.cells();
        IntVar[] auxiliaries = named(copy, auxiliaryNames);
        return (cellValues, auxiliaryValues) -> {
            Solver solver = model.getSolver();
            solver.reset();
            Constraint[] posted = new Constraint[cells.length + 1];
            for (int i = 0; i < cells.length; i++) {
                posted[i] = model.arithm(cells[i], "=", cellValues[i]);
            }
            IntVar[] given = Arrays.stream(auxiliaryValues)
                    .mapToObj(value -> model.intVar(value))
                    .toArray(IntVar[]::new);
            posted[cells.length] = model.lexLess(auxiliaries, given);
            for (Constraint constraint : posted) {
                constraint.post();
            }
            try {
                return solver.solve();
            } finally {
                model.unpost(posted);
            }
        };
    }
}
