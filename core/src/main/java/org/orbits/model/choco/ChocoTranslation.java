package org.orbits.model.choco;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.search.strategy.strategy.IntStrategy;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.model.declared.DeclaredSymmetries;
import org.orbits.model.flatzinc.Builtin;
import org.orbits.model.flatzinc.Expr;
import org.orbits.model.flatzinc.FlatZincModel;
import org.orbits.model.flatzinc.Item;
import org.orbits.model.flatzinc.Outputs;
import org.orbits.model.flatzinc.TypeInst;
import org.orbits.model.presolve.Channels;
import org.orbits.model.presolve.FoundGlobal;
import org.orbits.model.presolve.Presolve;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.Objective;
import org.orbits.puzzle.PuzzleModel;

/**
 * A FlatZinc model as a Choco model: one variable per FlatZinc variable, each constraint posted as Choco's own (the
 * builtins, and the globals of orbits' solver library), the outputs as the cells.
 *
 * <p>Two solutions that differ only in auxiliary variables are one solution. The search branches on the cells,
 * and on auxiliaries the cells determine (those a chain of {@code defines_var} leads to from the cells, see
 * {@link Dependencies}), never on other auxiliaries; and once the cells are fixed, {@link Witnesses} fixes every
 * auxiliary still open to one value that extends the cells to a solution, or fails when none does. So each
 * assignment of the cells that extends to a solution is found exactly once, under any search order on the cells.
 * The declarations of orbits' symmetry predicates constrain nothing and are not posted.
 */
public final class ChocoTranslation {

    /** An auxiliary of a larger domain is not tried as a key: a value of it fixes little. */
    private static final int MAX_KEY_DOMAIN = 4096;

    /**
     * How to state the model.
     *
     * @param allDifferent the consistency of Choco's allDifferent, as {@code IIntConstraintFactory.allDifferent}
     *     spells it
     * @param annotatedSearch whether the search follows the solve item's annotations before the cells
     * @param globals whether the globals the FlatZinc implies ({@link Presolve}) are posted beside it
     * @param keys whether, where the model has no search annotation, the search branches first on the auxiliaries
     *     that fix most cells ({@link KeyVariables})
     * @param views whether the variables a reified comparison with a constant or a {@code bool2int} defines are
     *     stated as views of the variable they follow ({@link Views}) instead of variables tied by a propagator
     */
    public record Choices(String allDifferent, boolean annotatedSearch, boolean globals, boolean keys, boolean views) {
        public static final Choices DEFAULT = new Choices("AC", true);

        /** Globals found, keys chosen, views stated. */
        public Choices(String allDifferent, boolean annotatedSearch) {
            this(allDifferent, annotatedSearch, true, true, true);
        }

        /** Views stated. */
        public Choices(String allDifferent, boolean annotatedSearch, boolean globals, boolean keys) {
            this(allDifferent, annotatedSearch, globals, keys, true);
        }
    }

    private final FlatZincModel source;
    private final Model model;
    private final Terms terms;
    private final IntVar[] cells;
    private final IntVar[] decisions;
    /** The auxiliaries the annotations branch on that the cells do not determine. */
    private final IntVar[] projected;

    private final Optional<PuzzleModel.ObjectiveVariable> objective;
    private final List<String> notes = new ArrayList<>();
    /** What the translation found in the FlatZinc and how it searches for it, a line each. */
    private final List<String> findings = new ArrayList<>();

    private final AbstractStrategy<IntVar> search;
    /** The scope of each all_different constraint, for {@link #cellsDistinct}. */
    private final List<IntVar[]> allDifferentScopes = new ArrayList<>();

    private ChocoTranslation(FlatZincModel source, Outputs outputs, Choices options, boolean witnessed) {
        this.source = source;
        this.model = new Model(source.source());
        this.terms = new Terms(source, model, options.views());
        BuiltinPosts posts = new BuiltinPosts(options.allDifferent(), allDifferentScopes::add);
        List<FoundGlobal> found = options.globals() ? Presolve.of(source) : List.of();
        // The disequalities an all-different found states whole are posted as it, not one by one.
        Set<Item.Constraint> stated = Presolve.stated(found);
        for (Item.Constraint constraint : source.constraints()) {
            if (!isDeclaration(constraint.name()) && !stated.contains(constraint) && !terms.viewed(constraint)) {
                posts.post(Builtin.of(source, constraint), new Arguments(constraint, terms));
            }
        }
        PresolvedPosts.post(found, terms, options.allDifferent(), allDifferentScopes::add);
        findings.addAll(Presolve.summary(found));
        int line = source.solve().line();
        this.cells = outputs.cells().stream()
                .map(cell -> terms.intVar(cell.reference(), line))
                .toArray(IntVar[]::new);
        Item.Solve solve = source.solve();
        Set<IntVar> branchable = branchable(outputs);
        // The auxiliaries the annotations branch on that the cells do not determine (the position of each
        // number under a printed row, the column of each queen under a printed board): the main search follows
        // the annotations on them first, as the model's author asked, and Projection keeps one leaf per
        // assignment of the cells.
        Set<IntVar> named = new HashSet<>(terms.variables().values());
        // Only where the model satisfies: where it optimises, an objective the cells do not determine could differ
        // between the extensions of one assignment of the cells.
        boolean projecting = options.annotatedSearch() && witnessed && solve.goal() == Item.Solve.Goal.SATISFY;
        List<IntVar> annotatedVariables = SearchAnnotations.variables(solve, terms);
        IntVar[] keys = new IntVar[0];
        boolean unannotated = projecting && options.keys() && annotatedVariables.isEmpty();
        if (unannotated) {
            keys = keys(outputs, options, branchable);
        }
        // A key the cells fix through a channelling read backwards (the column of a queen, by its row of the board)
        // has one value per assignment of the cells: no leaf can repeat one, and Projection need not ask.
        Set<String> channelled = keys.length == 0 ? Set.of() : Channels.determined(source, namesOf(branchable));
        IntVar[] fixedByCells = Arrays.stream(keys)
                .filter(key -> channelled.contains(key.getName()))
                .toArray(IntVar[]::new);
        this.projected = projecting
                ? Stream.concat(
                                annotatedVariables.stream()
                                        .filter(variable -> !branchable.contains(variable) && named.contains(variable)),
                                Arrays.stream(keys).filter(key -> !channelled.contains(key.getName())))
                        .toArray(IntVar[]::new)
                : new IntVar[0];
        IntVar[] open = Stream.of(
                        Arrays.stream(projected),
                        Arrays.stream(fixedByCells),
                        Arrays.stream(cells).filter(cell -> !cell.isInstantiated()))
                .flatMap(stream -> stream)
                .distinct()
                .toArray(IntVar[]::new);
        // A model without cells (MiniZinc found it inconsistent) still has one thing to branch on, fixed.
        this.decisions = open.length > 0 ? open : cells.length > 0 ? cells.clone() : new IntVar[] {model.intVar(0)};
        this.objective = solve.objective()
                .map(expr -> new PuzzleModel.ObjectiveVariable(
                        terms.intVar(expr, line),
                        solve.goal() == Item.Solve.Goal.MAXIMIZE
                                ? Objective.Sense.MAXIMISE
                                : Objective.Sense.MINIMISE));
        Set<IntVar> annotated = new HashSet<>(branchable);
        annotated.addAll(Arrays.asList(projected));
        List<AbstractStrategy<IntVar>> strategies = new ArrayList<>();
        if (options.annotatedSearch()) {
            strategies.addAll(SearchAnnotations.of(solve, terms, annotated::contains, notes));
        }
        if (keys.length > 0) {
            // Smallest domain first: dom/wdeg searched fewer nodes on the plain queens (33,388 against 43,520 for
            // n = 12) but took about twice the time a node, its weights summed over the keys' many constraints at
            // each choice. No restarts: an enumeration that restarted would find again what it had found, with
            // nothing to tell it so.
            strategies.add(Search.minDomLBSearch(keys));
        }
        // What the annotations leave open, smallest domain first (the first in the cells' order among equals),
        // the least value first: on a grid of 0/1 cells that is the cells' order, on a grid of numbers fewer nodes.
        // Where the model names no search, the variable whose value failed last is chosen again first (last
        // conflict): fewer nodes on 7 of the 13 models written without one that were measured (graceful Petersen
        // 14,714 against 17,891, the plain magic square 26,004 against 33,734), more on two (the heptagram 8,215
        // against 7,261, Costas 3,844 against 3,556), and no dearer a node, where dom/wdeg and the failure-driven
        // orders searched four times as many on the 0/1 board of no-three-in-line. Not on the keys: there it
        // searched more (the plain queens 59,961 against 43,520). No restarts either way.
        IntStrategy rest = Search.minDomLBSearch(decisions);
        strategies.add(unannotated ? Search.lastConflict(rest) : rest);
        if (unannotated && keys.length == 0) {
            findings.add("no search annotation: the search branches on the cells smallest domain first, the one whose"
                    + " value failed last first again, without restarts");
        }
        @SuppressWarnings("unchecked")
        AbstractStrategy<IntVar> sequence = strategies.size() == 1
                ? strategies.get(0)
                : (AbstractStrategy<IntVar>) Search.sequencer(strategies.toArray(new AbstractStrategy<?>[0]));
        this.search = sequence;
        if (witnessed) {
            postWitnesses(outputs, options);
            postProjection(outputs, options);
        }
    }

    /**
     * The auxiliaries to branch on first where the model names none: those the cells do not determine whose values
     * fix more cells than a cell's own do, tried on a translation of their own.
     */
    private IntVar[] keys(Outputs outputs, Choices options, Set<IntVar> branchable) {
        List<String> candidates = new ArrayList<>();
        terms.variables().forEach((name, variable) -> {
            if (!branchable.contains(variable)
                    && source.variables().get(name).type().base() != TypeInst.Base.BOOL
                    && !variable.isInstantiated()
                    && variable.getDomainSize() <= MAX_KEY_DOMAIN) {
                candidates.add(name);
            }
        });
        if (candidates.isEmpty()) {
            return new IntVar[0];
        }
        List<String> chosen = KeyVariables.choose(
                copy(outputs, options), candidates, decided -> Dependencies.determinedBy(source, decided));
        if (!chosen.isEmpty()) {
            findings.add("no search annotation: the search branches first on " + chosen.size()
                    + " auxiliaries whose values each fix more cells than a cell does ("
                    + String.join(", ", chosen.size() <= 6 ? chosen : chosen.subList(0, 6))
                    + (chosen.size() <= 6 ? "" : ", ...")
                    + "), smallest domain first, then on the cells, the one whose value failed last first again,"
                    + " without restarts");
        }
        return chosen.stream().map(name -> terms.variables().get(name)).toArray(IntVar[]::new);
    }

    /** The model {@code source} states, with {@code outputs} as its cells. */
    public static ChocoTranslation translate(FlatZincModel source, Outputs outputs, Choices options) {
        return new ChocoTranslation(source, outputs, options, true);
    }

    /**
     * Whether one all_different constraint of the model holds every cell, each a variable of its own, so that no
     * two cells of a solution hold one value.
     */
    public boolean cellsDistinct() {
        Set<IntVar> distinct = new HashSet<>(Arrays.asList(cells));
        if (distinct.size() != cells.length) {
            return false;
        }
        return allDifferentScopes.stream().anyMatch(scope -> new HashSet<>(Arrays.asList(scope)).containsAll(distinct));
    }

    /** Whether a constraint of this name is one of orbits' symmetry declarations, which the reader collects. */
    public static boolean isDeclaration(String constraint) {
        return DeclaredSymmetries.isDeclaration(constraint);
    }

    /** The FlatZinc names of {@code variables}, those that name one. */
    private Set<String> namesOf(Set<IntVar> variables) {
        Set<String> names = new HashSet<>();
        terms.variables().forEach((name, variable) -> {
            if (variables.contains(variable)) {
                names.add(name);
            }
        });
        return names;
    }

    /** The variables the cells determine, which the search may branch on. */
    private Set<IntVar> branchable(Outputs outputs) {
        Set<String> cellVariables = outputs.cells().stream()
                .map(Outputs.Cell::reference)
                .filter(reference -> reference instanceof Expr.Name)
                .map(reference -> ((Expr.Name) reference).id())
                .collect(Collectors.toSet());
        Set<IntVar> branchable = new HashSet<>(Arrays.asList(cells));
        for (String name : Dependencies.determinedBy(source, cellVariables)) {
            IntVar variable = terms.variables().get(name);
            if (variable != null) {
                branchable.add(variable);
            }
        }
        return branchable;
    }

    private void postWitnesses(Outputs outputs, Choices options) {
        Set<IntVar> keys = new LinkedHashSet<>(Arrays.asList(decisions));
        List<String> names = new ArrayList<>();
        List<IntVar> auxiliaries = new ArrayList<>();
        terms.variables().forEach((name, variable) -> {
            if (!keys.contains(variable)) {
                names.add(name);
                auxiliaries.add(variable);
            }
        });
        if (auxiliaries.isEmpty()) {
            return;
        }
        Map<String, IntVar> main = terms.variables();
        String[] wanted = names.toArray(new String[0]);
        Witnesses witnesses = new Witnesses(
                keys.toArray(new IntVar[0]),
                auxiliaries.toArray(new IntVar[0]),
                () -> new WitnessSearch(copy(outputs, options), main, wanted));
        new Constraint("auxiliaries witnessed", witnesses).post();
    }

    private void postProjection(Outputs outputs, Choices options) {
        if (projected.length == 0) {
            return;
        }
        Map<IntVar, String> names = new HashMap<>();
        terms.variables().forEach((name, variable) -> names.putIfAbsent(variable, name));
        String[] projectedNames = Arrays.stream(projected).map(names::get).toArray(String[]::new);
        new Constraint(
                        "one leaf per assignment of the cells",
                        new Projection(
                                cells,
                                projected,
                                () -> Projection.smaller(() -> copy(outputs, options), projectedNames)))
                .post();
    }

    /** A further translation of the same FlatZinc, with no search of its own and nothing posted beside it. */
    private TranslationCopy copy(Outputs outputs, Choices options) {
        ChocoTranslation copy = new ChocoTranslation(
                source,
                outputs,
                new Choices(options.allDifferent(), false, options.globals(), false, options.views()),
                false);
        return new TranslationCopy(copy.model, copy.cells, copy.terms.variables(), copy.objective);
    }

    public Model model() {
        return model;
    }

    /** One variable per cell, in cell order (a constant for a cell the compiler fixed). */
    public IntVar[] cells() {
        return cells.clone();
    }

    /** The distinct cells not fixed: what the search branches on. */
    public IntVar[] decisions() {
        return decisions.clone();
    }

    public Optional<PuzzleModel.ObjectiveVariable> objective() {
        return objective;
    }

    /** The annotations' searches on the variables the cells determine, then the cells in order, lowest first. */
    public AbstractStrategy<IntVar> search() {
        return search;
    }

    /** The Choco variable of each FlatZinc variable that is no alias, by name. */
    public Map<String, IntVar> variables() {
        return terms.variables();
    }

    /** The globals found in the FlatZinc and the keys chosen to branch on, in words, a line each. */
    public List<String> findings() {
        return List.copyOf(findings);
    }

    /** The search annotations it had to skip, in words. */
    public List<String> notes() {
        return List.copyOf(notes);
    }

    /** The model for the engine. */
    public PuzzleModel puzzleModel() {
        return new PuzzleModel(model, cells(), decisions(), search, objective);
    }

    /**
     * The model as a definition model: its search set to Choco's default strategy on the cells, since the
     * default's branching on every variable would count an assignment of the cells once per extension.
     */
    public DefinitionModel definitionModel() {
        model.getSolver().setSearch(Search.domOverWDegSearch(decisions), Search.inputOrderLBSearch(decisions));
        return new DefinitionModel(model, cells(), objective);
    }
}
