package org.orbits.search;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.StringJoiner;
import java.util.stream.Collectors;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.FamilyDescription;
import org.orbits.puzzle.ModelOptions;

/**
 * The named choices a run is made with, what the CLI exposes and the benchmarks compare: the search
 * strategy and symmetry breaking, which every family has, and the family's own model options.
 */
public record SolverSettings(Strategy strategy, SymmetryBreaking symmetryBreaking, ModelOptions modelOptions) {

    public static final SolverSettings DEFAULT =
            new SolverSettings(Strategy.PUZZLE, SymmetryBreaking.LEX, ModelOptions.DEFAULTS);

    private static final String SEARCH = "search";
    private static final String SYMMETRY_BREAKING = "symmetryBreaking";

    public SolverSettings withSymmetryBreaking(SymmetryBreaking breaking) {
        return new SolverSettings(strategy, breaking, modelOptions);
    }

    public SolverSettings withStrategy(Strategy chosen) {
        return new SolverSettings(chosen, symmetryBreaking, modelOptions);
    }

    public SolverSettings withModelOptions(ModelOptions chosen) {
        return new SolverSettings(strategy, symmetryBreaking, chosen);
    }

    /**
     * The same settings with every model option of {@code family} spelt out (defaults included), checked:
     * what a run reports, so that it names exactly the options that apply.
     */
    public SolverSettings completedFor(FamilyDescription family) {
        return withModelOptions(modelOptions.completedFor(family));
    }

    /** How the search picks a variable and a value. */
    public enum Strategy implements Worded {
        /** The family's own order, chosen for its structure. */
        PUZZLE("puzzle"),
        /** Choco's default search. */
        CHOCO_DEFAULT("default"),
        DOM_OVER_WDEG("domOverWDeg"),
        MIN_DOM_LB("minDomLB"),
        INPUT_ORDER_LB("inputOrderLB"),
        /**
         * Activity-based search (Michel and Van Hentenryck, CPAIOR 2012). It restarts, so every solution found
         * is recorded as a nogood: no solution is counted twice, and the growing cutoff ends in a complete run.
         */
        ACTIVITY("activity");

        private final String word;

        Strategy(String word) {
            this.word = word;
        }

        /** Whether the search restarts from the root now and then, which work units cannot follow. */
        public boolean restarts() {
            return this == ACTIVITY;
        }

        @Override
        public String word() {
            return word;
        }
    }

    public enum SymmetryBreaking implements Worded {
        /** Enumerate every solution; orbits come from the canonicaliser. */
        NONE("none"),
        /** {@code x <=lex g(x)} for every non-identity group element: one solution per orbit. */
        LEX("lex"),
        /**
         * {@code g(x) <=lex x} for every non-identity group element: one solution per orbit, its greatest
         * member, which the canonicaliser then reduces; a second way to the same orbits as {@link #LEX}.
         */
        LEX_GREATEST("lex-greatest"),
        /** {@code x <=lex g(x)} for the generators only: weaker, may keep several per orbit. */
        LEX_GENERATORS("lex-generators");

        private final String word;

        SymmetryBreaking(String word) {
            this.word = word;
        }

        @Override
        public String word() {
            return word;
        }
    }

    /** A setting's value as the CLI and the benchmarks spell it. */
    public interface Worded {
        String word();
    }

    /** The constant of {@code type} whose word (or name) is {@code word}, ignoring case. */
    public static <E extends Enum<E> & Worded> E parse(Class<E> type, String word, String what) {
        if (word == null) {
            throw new BadInputException("no " + what + " given");
        }
        for (E constant : type.getEnumConstants()) {
            if (constant.word().equalsIgnoreCase(word) || constant.name().equalsIgnoreCase(word)) {
                return constant;
            }
        }
        throw new BadInputException("unknown " + what + " '" + word + "' (known: "
                + Arrays.stream(type.getEnumConstants()).map(Worded::word).collect(Collectors.joining(", ")) + ")");
    }

    /** Each setting as the CLI spells it, under its JSON field name: the model options, then the search's. */
    public Map<String, String> words() {
        Map<String, String> words = new LinkedHashMap<>(modelOptions.words());
        words.put(SEARCH, strategy.word());
        words.put(SYMMETRY_BREAKING, symmetryBreaking.word());
        return words;
    }

    /** The settings {@link #words()} gave; an unknown or missing word is bad input. */
    public static SolverSettings ofWords(Map<String, String> words) {
        Map<String, String> options = new LinkedHashMap<>(words);
        options.remove(SEARCH);
        options.remove(SYMMETRY_BREAKING);
        return new SolverSettings(
                parse(Strategy.class, words.get(SEARCH), "search strategy"),
                parse(SymmetryBreaking.class, words.get(SYMMETRY_BREAKING), "symmetry breaking"),
                ModelOptions.of(options));
    }

    @Override
    public String toString() {
        StringJoiner text = new StringJoiner(", ");
        modelOptions.words().forEach((name, word) -> text.add(name + " " + word));
        text.add("search " + strategy.word());
        text.add("symmetry breaking " + symmetryBreaking.word());
        return text.toString();
    }
}
