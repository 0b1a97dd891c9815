package org.orbits.model.check;

import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.Item;

/**
 * One constraint of the model as the evaluator works it, looked up once when the model is read: the variables it
 * mentions, its arguments resolved, its truth, the candidate it gives a single unknown, and the deduction of a global
 * that decides several unknowns at once (none for most).
 */
final class ConstraintRule {

    /** Its place among the evaluator's constraints. */
    final int index;

    final Item.Constraint constraint;
    /** The evaluator's indices of the variables it mentions, each once. */
    final int[] mentioned;

    final Semantics.Truth truth;
    final Functions.Candidate candidate;
    /** Null for a constraint that decides only single unknowns. */
    final Deductions.Deduction deduction;

    private final Reading.Resolved resolved;

    /** The rule of {@code constraint}; {@code deduce} false leaves globals to decide only single unknowns. */
    ConstraintRule(int index, Item.Constraint constraint, int[] mentioned, Reading.Resolved resolved, boolean deduce) {
        String name = constraint.name();
        int arity = constraint.arguments().size();
        this.index = index;
        this.constraint = constraint;
        this.mentioned = mentioned;
        this.resolved = resolved;
        this.truth = Semantics.truth(name, arity);
        this.candidate = Functions.of(name, arity);
        this.deduction = deduce ? Deductions.of(name, arity) : null;
    }

    Reading reading(FlatZincModel source, Reading.Assignment assignment) {
        return new Reading(source, constraint.arguments(), assignment, resolved);
    }
}
