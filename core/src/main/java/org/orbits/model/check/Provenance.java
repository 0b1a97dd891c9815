package org.orbits.model.check;

import java.util.List;
import java.util.Optional;

/**
 * Where the constraints of a compiled model come from in the user's own model, so that a message can name the
 * constraint the user wrote rather than the FlatZinc MiniZinc made of it. It is asked only for a message that is
 * shown, never while checking; a FlatZinc file, with no model behind it, has none ({@link #NONE}).
 */
@FunctionalInterface
public interface Provenance {

    /** No model behind the FlatZinc: messages name its constraints as it writes them. */
    Provenance NONE = line -> Optional.empty();

    /**
     * A constraint of the user's model, as a message names it.
     *
     * @param place where it is: {@code queens.mzn:7}
     * @param text what the user wrote there, on one line: {@code x[1] < x[2] \/ x[3] = 1}
     * @param bindings the values of the loop variables that made this part of it, in the user's names:
     *     {@code i=2}
     */
    record Origin(String place, String text, List<String> bindings) {
        public Origin {
            bindings = List.copyOf(bindings);
        }
    }

    /** The user's constraint that the FlatZinc constraint starting on {@code line} of the compiled model comes from. */
    Optional<Origin> constraintAt(int line);
}
