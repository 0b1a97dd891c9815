package org.orbits.search;

import com.google.common.base.Preconditions;
import com.google.common.primitives.ImmutableIntArray;
import java.util.Locale;
import java.util.function.Function;
import org.orbits.search.units.Found;
import org.orbits.symmetry.Canonicaliser;
import org.orbits.symmetry.Group;

/**
 * How often a search meets each orbit of the group it counts under, as the engine that runs it says (see {@link
 * SearchEngine#multiplicity}): every member where nothing is broken, once where the breaking or the restriction is
 * exact, at least once and at most as often as the orbit has members otherwise; or, where only a proven part of a
 * declared group is broken ({@link OrbitExpansion}), each solution standing for its orbit under that part. {@link
 * Census} holds the search to it, and a unit records what it met by it ({@link #recorder}).
 */
public final class Multiplicity {

    private enum Met {
        EVERY,
        ONCE_AT_LEAST,
        ONCE,
        AT_MOST_SIZE,
        EXPANDED
    }

    /** No symmetry broken: a complete search meets every orbit as often as it has members, each solution once. */
    public static final Multiplicity EVERY = new Multiplicity(Met.EVERY, OrbitExpansion.NONE);

    /** Exact lex-leader breaking: every orbit met once, at its least member, which the search must hand on as it is. */
    public static final Multiplicity ONCE_AT_LEAST = new Multiplicity(Met.ONCE_AT_LEAST, OrbitExpansion.NONE);

    /** An exact restriction: every orbit met once, at a member that need not be its least (the greatest, say). */
    public static final Multiplicity ONCE = new Multiplicity(Met.ONCE, OrbitExpansion.NONE);

    /** A restriction that is not exact: every orbit met at least once and at most as often as it has members. */
    public static final Multiplicity AT_MOST_SIZE = new Multiplicity(Met.AT_MOST_SIZE, OrbitExpansion.NONE);

    private final Met met;
    private final OrbitExpansion expansion;

    private Multiplicity(Met met, OrbitExpansion expansion) {
        this.met = met;
        this.expansion = expansion;
    }

    /**
     * A search that broke only the proven part of its group: each solution it hands on stands for its orbit under
     * that part, so that a complete search meets every orbit of the whole group exactly as often as it has members.
     */
    public static Multiplicity expanded(OrbitExpansion expansion) {
        Preconditions.checkArgument(expansion.active(), "nothing to expand");
        return new Multiplicity(Met.EXPANDED, expansion);
    }

    /** What each solution stands for, and which generators remain to prove on it; {@link OrbitExpansion#NONE} but where expanded. */
    public OrbitExpansion expansion() {
        return expansion;
    }

    /** Whether every orbit is met exactly once. */
    public boolean once() {
        return met == Met.ONCE || met == Met.ONCE_AT_LEAST;
    }

    /** Whether what the search hands on is its orbit's least member already, as exact lex-leader breaking keeps it. */
    boolean handsOnLeast() {
        return met == Met.ONCE_AT_LEAST;
    }

    /**
     * Whether an orbit of {@code size} members met {@code seen} times (counting what each solution stands for) is as
     * this multiplicity says, in a search that was {@code complete} or stopped part way.
     */
    boolean holds(long seen, long size, boolean complete) {
        return switch (met) {
            case EVERY -> !complete || seen == size;
            case ONCE_AT_LEAST, ONCE -> seen == 1;
            case AT_MOST_SIZE -> seen <= size;
            case EXPANDED -> complete ? seen == size : seen <= size;
        };
    }

    /**
     * The solutions an orbit of {@code size} members met {@code seen} times counts for: those met where each solution
     * found is counted (nothing broken, or expanded), its size where a restriction met it for all its members.
     */
    long solutions(long seen, long size) {
        return met == Met.EVERY || met == Met.EXPANDED ? seen : size;
    }

    /**
     * What a unit records of each solution a search of {@code group} hands on: its orbit's representative (the
     * solution itself where it is that already), with how many solutions it stands for.
     */
    Function<int[], Found> recorder(Group group) {
        if (met == Met.ONCE_AT_LEAST) {
            return solution -> new Found(ImmutableIntArray.copyOf(solution), 1);
        }
        Canonicaliser canonicaliser = new Canonicaliser(group);
        if (met == Met.EXPANDED) {
            return solution ->
                    new Found(ImmutableIntArray.copyOf(canonicaliser.canonical(solution)), expansion.weight(solution));
        }
        return solution -> new Found(ImmutableIntArray.copyOf(canonicaliser.canonical(solution)), 1);
    }

    @Override
    public String toString() {
        return met.name().toLowerCase(Locale.ROOT);
    }
}
