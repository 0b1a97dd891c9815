package org.orbits.puzzle;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.Optional;

/**
 * A choice a family offers in how its model states the puzzle (an encoding, a propagator's consistency),
 * as {@code orbits list} shows it. The family declares it; generic code passes it through by name.
 *
 * @param name the option's name, as given with {@code --option} and stored in the JSON settings
 * @param words the accepted values, spelt as users type them
 * @param defaultWord the value a run takes when none is given
 */
public record ModelOptionSpec(String name, String description, ImmutableList<String> words, String defaultWord) {

    /**
     * The consistency of Choco's allDifferent, by the option strings of
     * {@code IIntConstraintFactory.allDifferent(IntVar[], String)}: {@code DEFAULT} lets Choco pick by the
     * size of the domains, {@code AC} is Régin's matching-based arc consistency, {@code BC} bound
     * consistency (López-Ortiz et al.), {@code FC} forward checking, {@code NEQS} a clique of disequalities.
     */
    public static final ModelOptionSpec ALL_DIFFERENT = new ModelOptionSpec(
            "allDifferent",
            "consistency of the allDifferent constraint",
            ImmutableList.of("DEFAULT", "AC", "BC", "FC", "NEQS"),
            "AC");

    public ModelOptionSpec {
        Preconditions.checkArgument(
                words.contains(defaultWord), "the default %s of %s is not one of %s", defaultWord, name, words);
    }

    /** The accepted word that {@code given} spells, ignoring case; empty if none. */
    Optional<String> spelling(String given) {
        return words.stream().filter(word -> word.equalsIgnoreCase(given)).findFirst();
    }
}
