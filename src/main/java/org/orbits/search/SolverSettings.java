package org.orbits.search;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.orbits.puzzle.BadInputException;

/**
 * The named propagation, search and symmetry-breaking choices a run is made with: what the CLI exposes
 * and the benchmarks compare.
 */
public record SolverSettings(AllDifferent allDifferent, Strategy strategy, SymmetryBreaking symmetryBreaking) {

    public static final SolverSettings DEFAULT =
            new SolverSettings(AllDifferent.AC, Strategy.PUZZLE, SymmetryBreaking.LEX);

    public SolverSettings withSymmetryBreaking(SymmetryBreaking breaking) {
        return new SolverSettings(allDifferent, strategy, breaking);
    }

    public SolverSettings withStrategy(Strategy chosen) {
        return new SolverSettings(allDifferent, chosen, symmetryBreaking);
    }

    public SolverSettings withAllDifferent(AllDifferent consistency) {
        return new SolverSettings(consistency, strategy, symmetryBreaking);
    }

    /**
     * Consistency of Choco's allDifferent, by the option strings of
     * {@code IIntConstraintFactory.allDifferent(IntVar[], String)}.
     */
    public enum AllDifferent {
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
    }

    /** How the search picks a variable and a value. */
    public enum Strategy {
        /** The family's own order, chosen for its structure. */
        PUZZLE("puzzle"),
        /** Choco's default search. */
        CHOCO_DEFAULT("default"),
        DOM_OVER_WDEG("domOverWDeg"),
        MIN_DOM_LB("minDomLB"),
        INPUT_ORDER_LB("inputOrderLB");

        private final String word;

        Strategy(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }

    public enum SymmetryBreaking {
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

        public String word() {
            return word;
        }
    }

    /** The constant of {@code type} whose word (or name) is {@code word}, ignoring case. */
    public static <E extends Enum<E>> E parse(Class<E> type, String word, String what) {
        for (E constant : type.getEnumConstants()) {
            if (wordOf(constant).equalsIgnoreCase(word) || constant.name().equalsIgnoreCase(word)) {
                return constant;
            }
        }
        throw new BadInputException("unknown " + what + " '" + word + "' (known: "
                + Arrays.stream(type.getEnumConstants()).map(SolverSettings::wordOf).collect(Collectors.joining(", "))
                + ")");
    }

    public static String wordOf(Enum<?> constant) {
        if (constant instanceof Strategy s) {
            return s.word();
        }
        if (constant instanceof SymmetryBreaking b) {
            return b.word();
        }
        return constant.name().toUpperCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return "allDifferent " + allDifferent.chocoOption() + ", search " + strategy.word() + ", symmetry breaking "
                + symmetryBreaking.word();
    }
}
