package org.orbits.model.choco;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.Supplier;
import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.events.IntEventType;
import org.chocosolver.util.ESat;

/**
 * Makes one assignment of the cells one solution, whatever the auxiliary variables. Once every cell is fixed and
 * propagation is done (this propagator runs last), an auxiliary still open is not a function of the cells, or not
 * one Choco's propagators pin down: a search of its own finds one value for every auxiliary (the best objective, in
 * an optimisation), or proves there is none, and this propagator fixes them to it or fails. So the main search never
 * branches on an auxiliary, and no assignment of the cells is found twice however many ways it extends.
 */
final class Witnesses extends Propagator<IntVar> {

    private final int keys;
    private final Supplier<WitnessSearch> searchFactory;
    private WitnessSearch search;

    Witnesses(IntVar[] keys, IntVar[] auxiliaries, Supplier<WitnessSearch> searchFactory) {
        super(concatenation(keys, auxiliaries), PropagatorPriority.VERY_SLOW, false);
        this.keys = keys.length;
        this.searchFactory = searchFactory;
    }

    /** The keys, then the auxiliaries: a propagator's variables over both. */
    static IntVar[] concatenation(IntVar[] keys, IntVar[] auxiliaries) {
        IntVar[] all = Arrays.copyOf(keys, keys.length + auxiliaries.length);
        System.arraycopy(auxiliaries, 0, all, keys.length, auxiliaries.length);
        return all;
    }

    @Override
    public int getPropagationConditions(int variable) {
        return variable < keys ? IntEventType.instantiation() : IntEventType.VOID.getMask();
    }

    @Override
    public void propagate(int mask) throws ContradictionException {
        for (int i = 0; i < keys; i++) {
            if (!vars[i].isInstantiated()) {
                return;
            }
        }
        boolean open = false;
        for (int i = keys; i < vars.length && !open; i++) {
            open = !vars[i].isInstantiated();
        }
        if (!open) {
            return;
        }
        if (search == null) {
            search = searchFactory.get();
        }
        Optional<int[]> witness = search.find();
        if (witness.isEmpty()) {
            fails();
        }
        int[] values = witness.get();
        for (int i = keys; i < vars.length; i++) {
            vars[i].instantiateTo(values[i - keys], this);
        }
    }

    @Override
    public ESat isEntailed() {
        // Asked at every solution by Choco's own check of it: a plain loop, where a stream cost about 8% of the
        // plain queens' search on a 0/1 board of 144 cells.
        for (IntVar variable : vars) {
            if (!variable.isInstantiated()) {
                return ESat.UNDEFINED;
            }
        }
        return ESat.TRUE;
    }
}
