package org.orbits.model;

import com.google.common.base.Splitter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chocosolver.solver.Solver;
import org.orbits.model.check.FlatZincEvaluator;
import org.orbits.model.choco.ChocoTranslation;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.FlatZincParser;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.puzzle.PuzzleModel;

/** Small FlatZinc models written in a line, and their solutions found the two independent ways. */
final class TinyModels {

    private TinyModels() {}

    /**
     * A model of output variables {@code "x:-3..3 y:-3..3 b:bool"} (and hidden ones, named with a leading
     * {@code _}), the constraints given as FlatZinc writes them, and {@code solve satisfy}.
     */
    static String model(String variables, String... constraints) {
        StringBuilder text = new StringBuilder();
        for (String declaration : Splitter.onPattern("\\s+").omitEmptyStrings().split(variables)) {
            int colon = declaration.indexOf(':');
            String type = declaration.substring(colon + 1);
            boolean hidden = declaration.startsWith("_");
            String name = declaration.substring(hidden ? 1 : 0, colon);
            text.append("var ").append(type).append(": ").append(name);
            text.append(hidden ? "" : " :: output_var").append(";\n");
        }
        for (String constraint : constraints) {
            text.append("constraint ").append(constraint).append(";\n");
        }
        return text.append("solve satisfy;\n").toString();
    }

    static FlatZincModel parse(String text) {
        return FlatZincParser.parse(text, "tiny.fzn");
    }

    /** Every assignment of the cells Choco finds, in words ({@code "[1, 2]"}), asserting none is found twice. */
    static Set<String> chocoSolutions(String text) {
        FlatZincModel model = parse(text);
        PuzzleModel built = ChocoTranslation.translate(model, Outputs.of(model), ChocoTranslation.Choices.DEFAULT)
                .puzzleModel();
        Solver solver = built.model().getSolver();
        solver.setSearch(built.preferredSearch());
        Set<String> found = new HashSet<>();
        while (solver.solve()) {
            int[] values = new int[built.cells().length];
            for (int i = 0; i < values.length; i++) {
                values[i] = built.cells()[i].getValue();
            }
            String solution = Arrays.toString(values);
            if (!found.add(solution)) {
                throw new AssertionError("Choco found " + solution + " twice");
            }
        }
        return found;
    }

    /** Every assignment of the cells within their bounds that the evaluator accepts. */
    static Set<String> acceptedAssignments(String text) {
        FlatZincModel model = parse(text);
        Outputs outputs = Outputs.of(model);
        FlatZincEvaluator evaluator = new FlatZincEvaluator(model, outputs);
        Set<String> accepted = new HashSet<>();
        for (int[] cells : everyAssignment(outputs)) {
            if (evaluator.violation(cells).isEmpty()) {
                accepted.add(Arrays.toString(cells));
            }
        }
        return accepted;
    }

    static List<int[]> everyAssignment(FlatZincModel model) {
        return everyAssignment(Outputs.of(model));
    }

    static List<int[]> everyAssignment(Outputs outputs) {
        List<int[]> all = new ArrayList<>();
        int n = outputs.cells().size();
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) {
            cells[i] = (int) outputs.cells().get(i).lo();
        }
        while (true) {
            all.add(cells.clone());
            int i = n - 1;
            while (i >= 0 && cells[i] == outputs.cells().get(i).hi()) {
                cells[i] = (int) outputs.cells().get(i).lo();
                i--;
            }
            if (i < 0) {
                return all;
            }
            cells[i]++;
        }
    }
}
