package org.orbits.search;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.orbits.puzzle.BadInputException;

/**
 * The named propagation, search and symmetry-breaking choices a run is made with: what the CLI exposes
 * and the benchmarks compare.
 */
public record SolverSettings(
        AllDifferent allDifferent, Strategy strategy, SymmetryBreaking symmetryBreaking, Encoding encoding) {

    public static final SolverSettings DEFAULT =
            new SolverSettings(AllDifferent.AC, Strategy.PUZZLE, SymmetryBreaking.LEX, Encoding.STANDARD);

    public SolverSettings withSymmetryBreaking(SymmetryBreaking breaking) {
        return new SolverSettings(allDifferent, strategy, breaking, encoding);
    }

    public SolverSettings withStrategy(Strategy chosen) {
        return new SolverSettings(allDifferent, chosen, symmetryBreaking, encoding);
    }

    public SolverSettings withAllDifferent(AllDifferent consistency) {
        return new SolverSettings(consistency, strategy, symmetryBreaking, encoding);
    }

    public SolverSettings withEncoding(Encoding chosen) {
        return new SolverSettings(allDifferent, strategy, symmetryBreaking, chosen);
    }

    /**
     * Consistency of Choco's allDifferent, by the option strings of
     * {@code IIntConstraintFactory.allDifferent(IntVar[], String)}.
     */
    public enum AllDifferent implements Worded {
        /** Choco picks by the size of the domains. */
        DEFAULT("DEFAULT"),
        /** Arc consistency: Régin's matching-based filtering. */
        AC("AC"),
        /** Bound consistency (López-Ortiz et al.). */
        BC("BC"),
        /** Forward checking: removes a fixed value from the others. */
        FC("FC"),
        /** A clique of binary disequalities. */
        NEQS("NEQS");

        private final String chocoOption;

        AllDifferent(String chocoOption) {
            this.chocoOption = chocoOption;
        }

        public String chocoOption() {
            return chocoOption;
        }

        @Override
        public String word() {
            return chocoOption;
        }
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

    /**
     * How a family states its constraints, where it offers a choice: {@code standard} is its own model;
     * {@code boolean} models each cell by 0/1 variables {@code x[i][v] = 1} iff cell i holds v (the seeds'
     * MIP encoding, n-gon); {@code arithmetic} states the Apex's modular sums arithmetically, not as tables.
     */
    public enum Encoding implements Worded {
        STANDARD("standard"),
        BOOLEAN("boolean"),
        ARITHMETIC("arithmetic");

        private final String word;

        Encoding(String word) {
            this.word = word;
        }

        @Override
        public String word() {
            return word;
        }

        /** A one-line complaint for a family that has no such encoding. */
        public BadInputException unsupportedBy(String family) {
            return new BadInputException(family + " has no '" + word + "' encoding");
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

    /** Each setting as the CLI spells it, under its JSON field name, in a fixed order. */
    public Map<String, String> words() {
        Map<String, String> words = new LinkedHashMap<>();
        words.put("allDifferent", allDifferent.word());
        words.put("search", strategy.word());
        words.put("symmetryBreaking", symmetryBreaking.word());
        words.put("encoding", encoding.word());
        return words;
    }

    /** The settings {@link #words()} gave; an unknown or missing word is bad input. */
    public static SolverSettings ofWords(Map<String, String> words) {
        return new SolverSettings(
                parse(AllDifferent.class, words.get("allDifferent"), "allDifferent consistency"),
                parse(Strategy.class, words.get("search"), "search strategy"),
                parse(SymmetryBreaking.class, words.get("symmetryBreaking"), "symmetry breaking"),
                parse(Encoding.class, words.get("encoding"), "encoding"));
    }

    @Override
    public String toString() {
        return "allDifferent " + allDifferent.chocoOption() + ", search " + strategy.word() + ", symmetry breaking "
                + symmetryBreaking.word() + (encoding == Encoding.STANDARD ? "" : ", encoding " + encoding.word());
    }
}
