package org.orbits.symmetry;

import com.google.common.base.Preconditions;
import com.google.common.base.Suppliers;
import com.google.common.collect.ImmutableList;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.orbits.symmetry.perm.GroupStructure;
import org.orbits.symmetry.perm.StabiliserChain;

/**
 * A finite group of symmetries of a puzzle's solutions, held by its generators and a stabiliser chain on the points
 * it acts on faithfully: the literals of a {@link LiteralSpace} when it is made on one, else the cells and the values
 * its cell maps move. Its order, membership and structure come from the chain, so it may be as large as the puzzle's
 * rows, columns and symbols permuted freely (S5 x S5 x S5 on a Latin square of order 5, 1,728,000 elements) or
 * Sudoku's 1.2e12.
 *
 * <p>A group of at most {@link #MAX_ORDER} elements lists them on demand, the identity first, the same on every run: a
 * group of cell maps in the order a breadth-first closure under its generators meets them, any other in the chain's
 * order. Every built-in family's group is a listed group of cell maps, a dozen elements or so, each tried in turn by
 * the {@link Canonicaliser} and posted whole by {@link LexLeader}.
 */
public final class Group {

    /** The most elements a group is listed with, and the most a group of cell maps without literals may have. */
    public static final int MAX_ORDER = 100_000;

    /**
     * The most elements lex-leader breaking posts. A group up to this order is posted whole, so that each orbit keeps
     * exactly its canonical member; a larger one gets a subset (see {@link #lexLeaderExact}).
     */
    public static final int POSTED_ELEMENTS = 1_000;

    private final String name;
    private final ImmutableList<Symmetry> generators;
    private final Points points;
    private final StabiliserChain chain;
    /** The order, asked for on every solution a search keeps (whether lex-leader breaking keeps one per orbit). */
    private final BigInteger order;

    private final Supplier<ImmutableList<Symmetry>> elements;

    private Group(String name, List<? extends Symmetry> generators, Points points) {
        this.name = name;
        this.generators = ImmutableList.copyOf(generators);
        this.points = points;
        List<int[]> permutations = new ArrayList<>();
        for (Symmetry g : generators) {
            permutations.add(points.permutation(g));
        }
        this.chain = StabiliserChain.of(points.degree(), permutations);
        this.order = chain.exactOrder();
        this.elements = Suppliers.memoize(this::list);
    }

    /**
     * The group {@code generators} generate, cell maps acting on {@code cells} cells; at most {@link #MAX_ORDER}
     * elements.
     */
    public static Group generatedBy(String name, int cells, List<? extends Symmetry> generators) {
        Group group = new Group(name, generators, Points.CellsAndValues.of(cells, generators));
        Preconditions.checkState(group.listable(), "group %s exceeds order %s", name, MAX_ORDER);
        return group;
    }

    /** The group {@code generators} generate, maps of {@code space}'s literals (cell maps among them), of any order. */
    public static Group generatedBy(String name, LiteralSpace space, List<? extends Symmetry> generators) {
        return new Group(name, generators, new Points.Literals(space));
    }

    public String name() {
        return name;
    }

    /** How many cells the symmetries act on. */
    public int cells() {
        return points.cells();
    }

    /** The order; one beyond a {@code long} is refused ({@link #exactOrder} has it). */
    public long order() {
        if (order.bitLength() >= Long.SIZE) {
            throw new ArithmeticException("the group's order " + order + " does not fit in a long");
        }
        return order.longValueExact();
    }

    public BigInteger exactOrder() {
        return order;
    }

    /** The generators, as they were given. */
    public ImmutableList<Symmetry> generators() {
        return generators;
    }

    /** The literals the group was made on, if it was. */
    public Optional<LiteralSpace> space() {
        return points.space();
    }

    /** Whether every symmetry is a cell permutation with one value map. */
    public boolean movesWholeCells() {
        return generators.stream().allMatch(g -> g instanceof CellMap);
    }

    /** Whether any element maps values, not only cells. */
    public boolean actsOnValues() {
        return generators.stream()
                .anyMatch(g ->
                        !(g instanceof CellMap cellMap) || !cellMap.values().isIdentity());
    }

    /** Whether the group is small enough to list ({@link #elements()}). */
    public boolean listable() {
        return exactOrder().compareTo(BigInteger.valueOf(MAX_ORDER)) <= 0;
    }

    /**
     * Whether the group is listed as cell maps, each applied on its own as quickly as a cell map is: its generators
     * move whole cells, and it is small enough to list.
     */
    public boolean listed() {
        return movesWholeCells() && listable();
    }

    /** Every element, the identity first; a group small enough to list only. */
    public ImmutableList<Symmetry> elements() {
        if (!listable()) {
            throw new IllegalStateException(
                    "group " + name + " has " + exactOrder() + " elements, more than " + MAX_ORDER + " to list");
        }
        return elements.get();
    }

    /** Every element but the identity; a group small enough to list only. */
    public List<Symmetry> nonIdentityElements() {
        List<Symmetry> all = elements();
        return all.subList(1, all.size());
    }

    /** Whether {@code g}'s action is an element of this group; a map of other cells or literals is not. */
    public boolean contains(Symmetry g) {
        try {
            return chain.contains(points.permutation(g));
        } catch (IllegalArgumentException elsewhere) {
            return false;
        }
    }

    /**
     * Whether lex-leader breaking posts every element, so that exactly one member of each orbit survives: a group of
     * at most {@link #POSTED_ELEMENTS} elements.
     */
    public boolean lexLeaderExact() {
        return exactOrder().compareTo(BigInteger.valueOf(POSTED_ELEMENTS)) <= 0;
    }

    /**
     * What the group is, where it is a known one ({@code D4}, {@code D4 x C2}, {@code S5 x S5 x S5}), else its order
     * in words; decided by tests on the group, never guessed.
     */
    public String structure() {
        return GroupStructure.of(chain).name();
    }

    /** The stabiliser chain on the points. */
    StabiliserChain chain() {
        return chain;
    }

    /** {@code g} as a permutation of the points the chain acts on. */
    int[] permutation(Symmetry g) {
        return points.permutation(g);
    }

    /** The element whose action on the chain's points is {@code permutation}. */
    Symmetry element(String elementName, int[] permutation) {
        return points.symmetry(elementName, permutation);
    }

    /** Refuses a solution the group cannot act on. */
    void check(int[] solution) {
        points.check(solution);
    }

    private ImmutableList<Symmetry> list() {
        if (movesWholeCells()) {
            return close();
        }
        List<Symmetry> listed = new ArrayList<>();
        chain.forEachElement(g -> listed.add(element(listed.isEmpty() ? "id" : name + "#" + listed.size(), g)));
        return ImmutableList.copyOf(listed);
    }

    /** The cell maps' closure, breadth-first: each product named after the generator and the element it followed. */
    private ImmutableList<Symmetry> close() {
        List<Symmetry> closed = new ArrayList<>();
        Set<Action> seen = new HashSet<>();
        CellMap identity = Symmetries.identity(cells());
        closed.add(identity);
        seen.add(new Action(identity.cellImage(), identity.values()));
        Deque<CellMap> frontier = new ArrayDeque<>(List.of(identity));
        while (!frontier.isEmpty()) {
            CellMap known = frontier.poll();
            for (Symmetry g : generators) {
                CellMap generator = (CellMap) g;
                // The product's action first: most products are met before, and only a new one is named.
                int[] image = generator.cellImageAfter(known);
                ValueMap values = generator.values().after(known.values());
                if (seen.add(new Action(image, values))) {
                    CellMap named = new CellMap(shortName(generator, known), image, values);
                    closed.add(named);
                    frontier.add(named);
                }
            }
        }
        return ImmutableList.copyOf(closed);
    }

    /** What an element does, whatever its name: its cell image and its value map. */
    private record Action(int[] cells, ValueMap values) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Action that && Arrays.equals(cells, that.cells) && values.equals(that.values);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(cells) + values.hashCode();
        }

        @Override
        public String toString() {
            return Arrays.toString(cells) + " " + values;
        }
    }

    private static String shortName(CellMap generator, CellMap known) {
        return known.isIdentity() ? generator.name() : generator.name() + "·" + known.name();
    }

    @Override
    public String toString() {
        return name + " (order " + exactOrder() + ")";
    }
}
