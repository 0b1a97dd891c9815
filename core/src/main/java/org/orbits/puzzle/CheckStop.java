package org.orbits.puzzle;

import java.util.function.BooleanSupplier;

/**
 * When a check of a solution ({@link PuzzleInstance#violation}) must give up: a search sets it, on the thread that
 * checks the solutions it finds, to what stops the search itself (its time limit, a cancel), so that a checker that
 * may search for long (a model's evaluator) stops with it rather than overrun the limit. A checker that stops before
 * it decided throws {@link UndecidedCheckException}: the solution then neither passes nor fails, and the search that
 * met it is incomplete. Outside a search's checks nothing stops a check.
 *
 * <p>It is the thread's, not an argument of {@link PuzzleInstance#violation}, so that neither the instances that never
 * search nor the code between the search and the checker (counting, symmetry checks) need know of it.
 */
public final class CheckStop {

    private static final ThreadLocal<BooleanSupplier> CURRENT = new ThreadLocal<>();

    private CheckStop() {}

    /** Runs {@code checks} with {@code stop} as what stops any check this thread makes meanwhile. */
    public static void during(BooleanSupplier stop, Runnable checks) {
        BooleanSupplier outer = CURRENT.get();
        CURRENT.set(stop);
        try {
            checks.run();
        } finally {
            if (outer == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(outer);
            }
        }
    }

    /** What stops a check made now on this thread: never, outside {@link #during}. */
    public static BooleanSupplier current() {
        BooleanSupplier stop = CURRENT.get();
        return stop != null ? stop : CheckStop::never;
    }

    private static boolean never() {
        return false;
    }
}
