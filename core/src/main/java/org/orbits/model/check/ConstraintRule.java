package org.orbits.model.check;

import org.orbits.model.flatzinc.Builtin;
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

    final Truth truth;
    final Functions.Candidate candidate;
    /** Null for a constraint that decides only single unknowns. */
    final Deductions.Deduction deduction;

    private final Reading.Resolved resolved;

    /**
     * The rule of {@code constraint}, which uses {@code builtin}; {@code deduce} false leaves globals to decide only
     * single unknowns.
     */
    ConstraintRule(
            int index,
            Item.Constraint constraint,
            Builtin.Use builtin,
            int[] mentioned,
            Reading.Resolved resolved,
            boolean deduce) {
        this.index = index;
        this.constraint = constraint;
        this.mentioned = mentioned;
        this.resolved = resolved;
        BuiltinRules.Rule rule = BuiltinRules.of(builtin);
        this.truth = rule.truth();
        this.candidate = rule.candidate();
        this.deduction = deduce ? rule.deduction() : null;
    }

    Reading reading(FlatZincModel source, Reading.Assignment assignment) {
        return new Reading(source, constraint.arguments(), assignment, resolved);
    }
}
