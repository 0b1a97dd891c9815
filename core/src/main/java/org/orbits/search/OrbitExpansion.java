package org.orbits.search;

import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.GroupProof;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;

/**
 * What a search does with the solutions it finds when a group's generators are not all proven before it starts (see
 * {@link GroupProof}): it breaks symmetry only under the proven subgroup H, so that each solution it finds stands for
 * its orbit under H, every member of which is a solution since H is proven; and it proves each generator not proven
 * on every member of that orbit, its image passing the instance's checker and, in an optimisation, having the same
 * objective. Once the search is over, every solution
 * has been met this way, so a generator that passed is proven on the whole solution set, and one that failed was
 * refused in one line naming it, the solution and what its image breaks.
 *
 * <p>Where every generator is proven, nothing is expanded and nothing is checked: a solution stands for itself.
 */
public final class OrbitExpansion {

    /** Nothing to expand or prove: the group is proven, or the search breaks no symmetry and proves nothing. */
    public static final OrbitExpansion NONE = new OrbitExpansion(null, null, List.of());

    private final PuzzleInstance instance;
    private final Group proven;
    private final List<Symmetry> unproven;

    private OrbitExpansion(PuzzleInstance instance, Group proven, List<Symmetry> unproven) {
        this.instance = instance;
        this.proven = proven;
        this.unproven = List.copyOf(unproven);
    }

    /**
     * The expansion a search of {@code instance} needs under {@code proof}, breaking symmetry with {@code breaking}
     * (the proven subgroup, or the trivial group when the search breaks none).
     */
    public static OrbitExpansion of(PuzzleInstance instance, GroupProof proof, Group breaking) {
        if (proof.complete()) {
            return NONE;
        }
        return new OrbitExpansion(instance, breaking, proof.unproven());
    }

    /** Whether solutions stand for more than themselves, or have generators to prove on them. */
    public boolean active() {
        return instance != null;
    }

    /** The members of the orbit of {@code solution} under the proven subgroup the search broke, each once. */
    List<int[]> members(int[] solution) {
        if (!active() || proven.order() == 1) {
            return List.of(solution);
        }
        Set<ImmutableIntArray> seen = new LinkedHashSet<>();
        List<int[]> members = new ArrayList<>();
        for (Symmetry h : proven.elements()) {
            int[] image = h.apply(solution);
            if (seen.add(ImmutableIntArray.copyOf(image))) {
                members.add(image);
            }
        }
        return members;
    }

    /** How many solutions {@code solution} stands for: its orbit's under the proven subgroup. */
    long weight(int[] solution) {
        return active() && proven.order() > 1 ? members(solution).size() : 1;
    }

    /** Proves every generator not proven on every member of {@code solution}'s orbit; refuses one that fails. */
    void prove(int[] solution) {
        if (!active() || unproven.isEmpty()) {
            return;
        }
        for (int[] member : members(solution)) {
            Optional<Objective> objective = instance.objectiveOf(member);
            for (Symmetry g : unproven) {
                int[] image;
                try {
                    image = g.apply(member);
                } catch (IllegalArgumentException twoInOneCell) {
                    throw new BadInputException("the declared symmetry '" + g.name() + "' is no symmetry of "
                            + instance.label() + ": it maps the solution " + cells(member)
                            + " to no assignment, two of its values landing in one cell");
                }
                String problem = instance.violation(image).orElse(null);
                if (problem != null) {
                    throw new BadInputException("the declared symmetry '" + g.name() + "' is no symmetry of "
                            + instance.label() + ": it maps the solution " + cells(member) + " to " + cells(image)
                            + ", which breaks the model: " + problem);
                }
                // A symmetry of an optimisation keeps the objective too: else the image of an optimum is a solution
                // that is none, and pruning with the map could have cut the optimum off.
                Optional<Objective> imageObjective =
                        objective.isPresent() ? instance.objectiveOf(image) : Optional.empty();
                if (objective.isPresent() && !imageObjective.equals(objective)) {
                    throw new BadInputException("the declared symmetry '" + g.name() + "' is no symmetry of "
                            + instance.label() + ": it maps the solution " + cells(member) + ", of objective "
                            + objective.get().value() + ", to " + cells(image) + ", of objective "
                            + imageObjective.map(o -> String.valueOf(o.value())).orElse("none")
                            + ": a symmetry of an optimisation must keep its objective");
                }
            }
        }
    }

    private String cells(int[] values) {
        StringJoiner text = new StringJoiner(" ");
        for (int c = 0; c < values.length; c++) {
            text.add(instance.cellNames().get(c) + "=" + values[c]);
        }
        return text.toString();
    }
}
