package org.orbits.model.choco;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleModel;

/**
 * The search {@link Witnesses} runs: a second translation of the same FlatZinc, every variable restricted to its
 * domain in the main model at the moment of asking, searched under Choco's default strategy for one solution (for
 * the best one, when the model optimises). It is built on first need only, for most models never need it.
 */
final class WitnessSearch {

    private final Map<String, IntVar> main;
    private final String[] wanted;
    private final TranslationCopy copy;
    private final List<Constraint> posted = new ArrayList<>();

    /**
     * @param main the main model's variables by FlatZinc name
     * @param wanted the names of the variables whose values a witness gives, in the order it gives them
     */
    WitnessSearch(TranslationCopy copy, Map<String, IntVar> main, String[] wanted) {
        this.copy = copy;
        this.main = main;
        this.wanted = wanted.clone();
        copy.objective().ifPresent(objective -> copy.model()
                .setObjective(objective.sense() == Objective.Sense.MAXIMISE, objective.variable()));
    }

    /** One extension of the main model's current domains to a solution, as the values of the wanted variables. */
    Optional<int[]> find() {
        Model model = copy.model();
        Solver solver = model.getSolver();
        solver.reset();
        posted.forEach(model::unpost);
        posted.clear();
        Map<String, IntVar> own = copy.variables();
        main.forEach((name, variable) -> {
            IntVar mine = own.get(name);
            Constraint domain = variable.isInstantiated()
                    ? model.arithm(mine, "=", variable.getValue())
                    : variable.hasEnumeratedDomain()
                            ? model.member(mine, values(variable))
                            : model.member(mine, variable.getLB(), variable.getUB());
            domain.post();
            posted.add(domain);
        });
        int[] found = null;
        Optional<PuzzleModel.ObjectiveVariable> objective = copy.objective();
        while (solver.solve()) {
            found = new int[wanted.length];
            for (int i = 0; i < wanted.length; i++) {
                found[i] = own.get(wanted[i]).getValue();
            }
            if (objective.isEmpty()) {
                break;
            }
        }
        return Optional.ofNullable(found);
    }

    private static int[] values(IntVar variable) {
        int[] values = new int[variable.getDomainSize()];
        int i = 0;
        for (int value = variable.getLB(); value <= variable.getUB(); value = variable.nextValue(value)) {
            values[i++] = value;
        }
        return values;
    }
}
