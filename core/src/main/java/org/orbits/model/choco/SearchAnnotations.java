package org.orbits.model.choco;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.assignments.DecisionOperator;
import org.chocosolver.solver.search.strategy.assignments.DecisionOperatorFactory;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainMax;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainMedian;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainMiddle;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainMin;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainRandom;
import org.chocosolver.solver.search.strategy.selectors.values.IntValueSelector;
import org.chocosolver.solver.search.strategy.selectors.variables.AntiFirstFail;
import org.chocosolver.solver.search.strategy.selectors.variables.DomOverWDeg;
import org.chocosolver.solver.search.strategy.selectors.variables.FirstFail;
import org.chocosolver.solver.search.strategy.selectors.variables.InputOrder;
import org.chocosolver.solver.search.strategy.selectors.variables.Largest;
import org.chocosolver.solver.search.strategy.selectors.variables.MaxRegret;
import org.chocosolver.solver.search.strategy.selectors.variables.Occurrence;
import org.chocosolver.solver.search.strategy.selectors.variables.Smallest;
import org.chocosolver.solver.search.strategy.selectors.variables.VariableSelector;
import org.chocosolver.solver.search.strategy.selectors.variables.VariableSelectorWithTies;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.Item;

/**
 * The solve item's search annotations as Choco strategies: {@code int_search} and {@code bool_search} with the
 * variable and value choices of the FlatZinc specification, {@code seq_search} in order. Only the variables the
 * translation allows are branched on: the cells, the auxiliaries they determine (see {@link Dependencies}), and
 * in the main search the other auxiliaries the annotations name, whose leaves {@link Projection} keeps one per
 * assignment of the cells. What is not understood is skipped and noted, as the specification allows.
 */
final class SearchAnnotations {

    private final Terms terms;
    private final Predicate<IntVar> branchable;
    private final List<String> notes;

    private SearchAnnotations(Terms terms, Predicate<IntVar> branchable, List<String> notes) {
        this.terms = terms;
        this.branchable = branchable;
        this.notes = notes;
    }

    /** The strategies the annotations ask for, in order; {@code notes} gets what was ignored. */
    static List<AbstractStrategy<IntVar>> of(
            Item.Solve solve, Terms terms, Predicate<IntVar> branchable, List<String> notes) {
        SearchAnnotations reader = new SearchAnnotations(terms, branchable, notes);
        List<AbstractStrategy<IntVar>> strategies = new ArrayList<>();
        for (Expr.Call annotation : solve.annotations()) {
            reader.read(annotation, solve.line(), strategies);
        }
        return strategies;
    }

    /** Every variable the annotations branch on, not fixed, in the order they name them. */
    static List<IntVar> variables(Item.Solve solve, Terms terms) {
        List<IntVar> named = new ArrayList<>();
        for (Expr.Call annotation : solve.annotations()) {
            collect(annotation, terms, solve.line(), named);
        }
        return named.stream().filter(v -> !v.isInstantiated()).distinct().toList();
    }

    private static void collect(Expr annotation, Terms terms, int line, List<IntVar> into) {
        if (!(annotation instanceof Expr.Call call)) {
            return;
        }
        if (call.name().equals("seq_search")
                && call.arguments().size() == 1
                && call.arguments().get(0) instanceof Expr.ArrayLiteral steps) {
            steps.elements().forEach(step -> collect(step, terms, line, into));
        } else if ((call.name().equals("int_search") || call.name().equals("bool_search"))
                && call.arguments().size() >= 3) {
            into.addAll(Arrays.asList(terms.intVars(call.arguments().get(0), line)));
        }
    }

    private void read(Expr annotation, int line, List<AbstractStrategy<IntVar>> into) {
        if (!(annotation instanceof Expr.Call call)) {
            notes.add("the search annotation " + annotation + " is not understood; ignored");
            return;
        }
        switch (call.name()) {
            case "seq_search" -> {
                if (call.arguments().size() == 1 && call.arguments().get(0) instanceof Expr.ArrayLiteral steps) {
                    steps.elements().forEach(step -> read(step, line, into));
                } else {
                    notes.add("seq_search expects one array of searches; ignored");
                }
            }
            case "int_search", "bool_search" -> {
                if (call.arguments().size() < 3) {
                    notes.add(call.name() + " expects variables, a variable choice and a value choice; ignored");
                    return;
                }
                IntVar[] variables = Arrays.stream(
                                terms.intVars(call.arguments().get(0), line))
                        .filter(v -> !v.isInstantiated() && branchable.test(v))
                        .distinct()
                        .toArray(IntVar[]::new);
                if (variables.length > 0) {
                    into.add(search(
                            variables,
                            word(call.arguments().get(1)),
                            word(call.arguments().get(2))));
                }
            }
            case "warm_start", "warm_start_array", "restart_none" -> {}
            default -> notes.add("the search annotation " + call.name() + " is not supported; ignored");
        }
    }

    private static String word(Expr expr) {
        return expr instanceof Expr.Name name
                ? name.id()
                : expr instanceof Expr.Call call ? call.name() : expr.toString();
    }

    private AbstractStrategy<IntVar> search(IntVar[] variables, String variableChoice, String valueChoice) {
        Model model = terms.model();
        VariableSelector<IntVar> selector =
                switch (variableChoice) {
                    case "input_order" -> new InputOrder<>(model);
                    case "first_fail" -> new FirstFail(model);
                    case "anti_first_fail" -> new AntiFirstFail(model);
                    case "smallest" -> new Smallest();
                    case "largest" -> new Largest();
                    case "occurrence" -> new Occurrence<>();
                    case "most_constrained" -> new VariableSelectorWithTies<>(new FirstFail(model), new Occurrence<>());
                    case "max_regret" -> new MaxRegret();
                    case "dom_w_deg" -> new DomOverWDeg<>(variables, 0);
                    default -> {
                        notes.add("the variable choice " + variableChoice + " is not supported; input_order instead");
                        yield new InputOrder<>(model);
                    }
                };
        IntValueSelector value;
        DecisionOperator<IntVar> operator = DecisionOperatorFactory.makeIntEq();
        switch (valueChoice) {
            case "indomain_min", "indomain" -> value = new IntDomainMin();
            case "indomain_max" -> value = new IntDomainMax();
            case "indomain_median" -> value = new IntDomainMedian();
            case "indomain_middle" -> value = new IntDomainMiddle(IntDomainMiddle.FLOOR);
            case "indomain_random" -> value = new IntDomainRandom(0);
            case "indomain_split", "indomain_interval" -> {
                value = new IntDomainMiddle(IntDomainMiddle.FLOOR);
                operator = DecisionOperatorFactory.makeIntSplit();
            }
            case "indomain_reverse_split" -> {
                value = new IntDomainMiddle(!IntDomainMiddle.FLOOR);
                operator = DecisionOperatorFactory.makeIntReverseSplit();
            }
            default -> {
                notes.add("the value choice " + valueChoice + " is not supported; indomain_min instead");
                value = new IntDomainMin();
            }
        }
        return Search.intVarSearch(selector, value, operator, variables);
    }
}
