package org.orbits.symmetry;

import com.google.common.collect.ImmutableList;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.symmetry.perm.GroupStructure;
import org.orbits.symmetry.perm.StabiliserChain;

/**
 * A group of symmetries of assignments, held by its generators and a stabiliser chain on the literals, never element
 * by element: its order, membership, orbits and stabilisers come from the chain, so it may be as large as the
 * puzzle's rows, columns and symbols permuted freely (S5 x S5 x S5 on a Latin square of order 5, 1,728,000
 * elements) or Sudoku's 1.2e12. Only a small group lists its elements.
 */
public final class LiteralGroup {

    private final String name;
    private final LiteralSpace space;
    private final ImmutableList<LiteralSymmetry> generators;
    private final StabiliserChain chain;

    private LiteralGroup(String name, LiteralSpace space, ImmutableList<LiteralSymmetry> generators) {
        this.name = name;
        this.space = space;
        this.generators = generators;
        List<int[]> permutations = new ArrayList<>();
        for (LiteralSymmetry g : generators) {
            if (!g.space().equals(space)) {
                throw new IllegalArgumentException(
                        "generator " + g.name() + " acts on " + g.space() + ", not on " + space);
            }
            permutations.add(g.literalImage());
        }
        this.chain = StabiliserChain.of(space.literals(), permutations);
    }

    /** The group {@code generators} generate. */
    public static LiteralGroup generatedBy(String name, LiteralSpace space, List<LiteralSymmetry> generators) {
        return new LiteralGroup(name, space, ImmutableList.copyOf(generators));
    }

    /** {@code group}, whose symmetries move cells and values, as a group of literal maps on {@code space}. */
    public static LiteralGroup of(Group group, LiteralSpace space) {
        List<LiteralSymmetry> generators = new ArrayList<>();
        for (Symmetry g : group.generators()) {
            generators.add(LiteralSymmetry.of(space, g));
        }
        return generatedBy(group.name(), space, generators);
    }

    public String name() {
        return name;
    }

    public LiteralSpace space() {
        return space;
    }

    public ImmutableList<LiteralSymmetry> generators() {
        return generators;
    }

    /** The stabiliser chain on the literals. */
    public StabiliserChain chain() {
        return chain;
    }

    /** The order; one beyond a {@code long} is refused ({@link #exactOrder} has it). */
    public long order() {
        return chain.order();
    }

    public BigInteger exactOrder() {
        return chain.exactOrder();
    }

    public boolean contains(LiteralSymmetry g) {
        return g.space().equals(space) && chain.contains(g.literalImage());
    }

    /** The literals {@code literal} can be sent to, in increasing order. */
    public int[] orbit(int literal) {
        return chain.orbit(literal);
    }

    /** The subgroup that fixes every one of {@code literals}. */
    public LiteralGroup stabiliser(int... literals) {
        List<LiteralSymmetry> generators = new ArrayList<>();
        for (int[] g : chain.pointwiseStabiliser(literals).strongGenerators()) {
            generators.add(LiteralSymmetry.of(name + "_" + generators.size(), space, g));
        }
        return generatedBy(name + " fixing " + literals.length + " literals", space, generators);
    }

    /** Whether the group is small enough to list, as {@link Group} does. */
    public boolean listable() {
        return exactOrder().compareTo(BigInteger.valueOf(Group.MAX_ORDER)) <= 0;
    }

    /** Every element, the identity first, in the chain's order (the same on every run); small groups only. */
    public List<LiteralSymmetry> elements() {
        if (!listable()) {
            throw new IllegalStateException(
                    "group " + name + " has " + exactOrder() + " elements, more than " + Group.MAX_ORDER + " to list");
        }
        List<LiteralSymmetry> elements = new ArrayList<>();
        chain.forEachElement(g ->
                elements.add(LiteralSymmetry.of(elements.isEmpty() ? "id" : name + "#" + elements.size(), space, g)));
        return elements;
    }

    /** Whether every generator moves whole cells with one value map, as a {@link Symmetry} does. */
    public boolean movesWholeCells() {
        return generators.stream().allMatch(g -> g.toSymmetry().isPresent());
    }

    /** The same group as a {@link Group}, when its generators move whole cells and it is small enough to list. */
    public Optional<Group> toGroup() {
        if (!movesWholeCells() || !listable()) {
            return Optional.empty();
        }
        List<Symmetry> symmetries = new ArrayList<>();
        for (LiteralSymmetry g : generators) {
            symmetries.add(g.toSymmetry().orElseThrow());
        }
        return Optional.of(Group.generatedBy(name, space.cells(), symmetries));
    }

    /** What the group is, where it is a known one ({@code D4 x C2}, {@code S5 x S5 x S5}), else its order. */
    public String structure() {
        return GroupStructure.of(chain).name();
    }

    @Override
    public String toString() {
        return name + " (order " + exactOrder() + ")";
    }
}
