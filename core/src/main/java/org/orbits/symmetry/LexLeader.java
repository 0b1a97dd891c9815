package org.orbits.symmetry;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.orbits.symmetry.perm.Permutations;
import org.orbits.symmetry.perm.StabiliserChain;

/**
 * Lex-leader symmetry breaking (Crawford, Ginsberg, Luks and Roy, KR 1996): for each symmetry {@code g} posts
 * {@code x <=lex g(x)} over the cells in the puzzle's cell order. Posted for every element of the group it keeps
 * exactly one solution per orbit, the one the {@link Canonicaliser} picks; posted for the generators only it is
 * weaker but cheaper, and may keep several per orbit. A group too large to post whole gets a subset
 * ({@link #breakingSubset}): every constraint {@code x <=lex g(x)} holds on the canonical (least) member of each
 * orbit, so any subset keeps that member and every orbit keeps at least one survivor; the canonicaliser then reduces
 * the survivors and keeps the counts exact.
 *
 * <p>Position {@code j} of {@code g(x)} is, for a {@link CellMap}, the variable of the cell whose value {@code g}
 * moves onto {@code j}, through its value map. For a {@link LiteralMap} each cell is channelled to one 0/1 variable
 * per literal ("cell c holds v"), and cell {@code j} of {@code g(x)} is the variable channelled to the literals
 * {@code g} sends to cell {@code j}'s literals: on every solution exactly one of them holds, so the image is again
 * one value per cell.
 *
 * <p>Three rewritings keep the meaning and make propagation cheaper. When the first {@code p} cells decide the rest,
 * {@code x} and {@code g(x)} (both solutions) that agree on them are equal, so only those positions are compared.
 * Positions where both sides are the same variable (a cell {@code g} fixes, with no value map) are always equal and
 * are dropped. And when all cells hold different values and {@code g} moves cells only, the first remaining position
 * can never be equal, so the whole comparison is decided there and becomes one strict inequality (Puget, "Breaking
 * symmetries in all different problems", IJCAI 2005).
 */
public final class LexLeader {

    private LexLeader() {}

    /** Which members of each orbit the breaking of a whole {@link Group} keeps. */
    public enum Kept {
        /** The least: {@code x <=lex g(x)} for every element (or a subset, for a group too large to post). */
        LEAST,
        /** The greatest: {@code g(x) <=lex x}. */
        GREATEST,
        /** {@code x <=lex g(x)} for the generators alone: weaker, may keep several of an orbit. */
        BY_GENERATORS
    }

    /**
     * Posts lex-leader breaking for {@code group}: every element up to {@link Group#POSTED_ELEMENTS}, a subset beyond
     * ({@link Group#lexLeaderExact()} says which), or the generators alone.
     *
     * @param determiningPrefix how many leading cells decide every solution (all cells, when unsure)
     * @param valuesDistinct whether the model forces every cell to a different value
     */
    public static void post(
            Model model, IntVar[] cells, Group group, Kept kept, int determiningPrefix, boolean valuesDistinct) {
        List<Symmetry> symmetries = kept == Kept.BY_GENERATORS
                ? group.generators()
                : group.lexLeaderExact() ? group.nonIdentityElements() : breakingSubset(group, Group.POSTED_ELEMENTS);
        post(model, cells, symmetries, determiningPrefix, valuesDistinct, kept == Kept.GREATEST);
    }

    /**
     * Posts {@code x <=lex g(x)} for every symmetry of {@code symmetries} that is not the identity.
     *
     * @param determiningPrefix how many leading cells decide every solution (all cells, when unsure)
     * @param valuesDistinct whether the model forces every cell to a different value
     */
    public static void post(
            Model model,
            IntVar[] cells,
            List<? extends Symmetry> symmetries,
            int determiningPrefix,
            boolean valuesDistinct) {
        post(model, cells, symmetries, determiningPrefix, valuesDistinct, false);
    }

    /**
     * Posts {@code g(x) <=lex x} for every symmetry of {@code symmetries} that is not the identity: over the whole
     * group it keeps the greatest member of each orbit, the opposite end from {@link #post}, so that a search under
     * it meets every orbit at a solution the canonical one's search never visits.
     */
    public static void postGreatest(
            Model model,
            IntVar[] cells,
            List<? extends Symmetry> symmetries,
            int determiningPrefix,
            boolean valuesDistinct) {
        post(model, cells, symmetries, determiningPrefix, valuesDistinct, true);
    }

    private static void post(
            Model model,
            IntVar[] cells,
            List<? extends Symmetry> symmetries,
            int determiningPrefix,
            boolean valuesDistinct,
            boolean greatest) {
        BoolVar[] literals = null; // channelled at the first map of literals, once for all of them
        for (Symmetry g : symmetries) {
            if (g.isIdentity()) {
                continue;
            }
            if (g instanceof CellMap cellMap) {
                postCellMap(model, cells, cellMap, determiningPrefix, valuesDistinct, greatest);
                continue;
            }
            LiteralMap literalMap = (LiteralMap) g;
            if (literals == null) {
                literals = channel(model, cells, literalMap.space());
            }
            postLiteralMap(model, cells, literals, literalMap, determiningPrefix, greatest);
        }
    }

    private static void postCellMap(
            Model model, IntVar[] cells, CellMap g, int determiningPrefix, boolean valuesDistinct, boolean greatest) {
        IntVar[] image = image(model, cells, g, determiningPrefix);
        List<IntVar> left = new ArrayList<>();
        List<IntVar> right = new ArrayList<>();
        for (int i = 0; i < determiningPrefix; i++) {
            if (cells[i] != image[i]) {
                left.add(cells[i]);
                right.add(image[i]);
            }
        }
        IntVar[] less = (greatest ? right : left).toArray(IntVar[]::new);
        IntVar[] more = (greatest ? left : right).toArray(IntVar[]::new);
        if (valuesDistinct && g.values().isIdentity()) {
            model.arithm(less[0], "<", more[0]).post();
        } else {
            LexPropagator.lessEq(less, more).post();
        }
    }

    /**
     * The variables of {@code g(x)}: position {@code j} holds the (mapped) variable of the cell whose value {@code g}
     * moves onto {@code j}, for the first {@code positions} positions. A value map becomes a view where it adds a
     * constant or subtracts from one, an element constraint over its table otherwise.
     */
    static IntVar[] image(Model model, IntVar[] cells, CellMap g, int positions) {
        int[] preimage = g.cellPreimage();
        IntVar[] image = new IntVar[positions];
        ValueMap values = g.values();
        int[] table = values.image();
        for (int j = 0; j < positions; j++) {
            IntVar source = cells[preimage[j]];
            if (values.isIdentity()) {
                image[j] = source;
            } else if (slope(table) != 0
                    && source.getLB() >= values.lo()
                    && source.getUB() <= values.lo() + table.length - 1) {
                // v -> v + c or v -> c - v, as a reversed ruler's marks are: a view, which costs no propagator.
                image[j] = slope(table) == 1
                        ? model.offset(source, table[0] - values.lo())
                        : model.offset(model.neg(source), table[0] + values.lo());
            } else {
                IntVar mapped =
                        model.intVar(source.getName() + "@" + g.name(), values.lo(), values.lo() + table.length - 1);
                model.element(mapped, table, source, values.lo()).post();
                image[j] = mapped;
            }
        }
        return image;
    }

    /** 1 where {@code table} goes up by one at every step, -1 where down by one, 0 otherwise. */
    static int slope(int[] table) {
        if (table.length < 2 || Math.abs(table[1] - table[0]) != 1) {
            return 0;
        }
        int step = table[1] - table[0];
        for (int k = 1; k < table.length; k++) {
            if (table[k] - table[k - 1] != step) {
                return 0;
            }
        }
        return step;
    }

    private static void postLiteralMap(
            Model model, IntVar[] cells, BoolVar[] literals, LiteralMap g, int determiningPrefix, boolean greatest) {
        int[] sourceOf = Permutations.inverse(g.literalImage(g.space()));
        List<IntVar> left = new ArrayList<>();
        List<IntVar> right = new ArrayList<>();
        for (int j = 0; j < determiningPrefix; j++) {
            IntVar image = imageOfCell(model, cells, literals, g, sourceOf, j);
            if (image != cells[j]) {
                left.add(cells[j]);
                right.add(image);
            }
        }
        if (left.isEmpty()) {
            return;
        }
        IntVar[] less = (greatest ? right : left).toArray(IntVar[]::new);
        IntVar[] more = (greatest ? left : right).toArray(IntVar[]::new);
        LexPropagator.lessEq(less, more).post();
    }

    /** One 0/1 variable per literal, channelled to its cell: literal {@code l} holds iff its cell has its value. */
    static BoolVar[] channel(Model model, IntVar[] cells, LiteralSpace space) {
        if (cells.length != space.cells()) {
            throw new IllegalArgumentException(
                    cells.length + " cell variables given for literals of " + space.cells() + " cells");
        }
        BoolVar[] literals = new BoolVar[space.literals()];
        for (int c = 0; c < cells.length; c++) {
            if (cells[c].getLB() < space.lo(c) || cells[c].getUB() > space.hi(c)) {
                throw new IllegalArgumentException("cell " + c + " ranges over " + cells[c].getLB() + ".."
                        + cells[c].getUB() + ", beyond its literals " + space.lo(c) + ".." + space.hi(c));
            }
            BoolVar[] holds = model.boolVarArray(cells[c].getName() + "=", space.hi(c) - space.lo(c) + 1);
            model.boolsIntChanneling(holds, cells[c], space.lo(c)).post();
            System.arraycopy(holds, 0, literals, space.literal(c, space.lo(c)), holds.length);
        }
        return literals;
    }

    /** Cell {@code j} of {@code g(x)}: the cell itself when {@code g} fixes its literals, else a channelled copy. */
    private static IntVar imageOfCell(
            Model model, IntVar[] cells, BoolVar[] literals, LiteralMap g, int[] sourceOf, int j) {
        LiteralSpace space = g.space();
        int first = space.literal(j, space.lo(j));
        int count = space.hi(j) - space.lo(j) + 1;
        BoolVar[] sources = new BoolVar[count];
        boolean fixed = true;
        for (int v = 0; v < count; v++) {
            int source = sourceOf[first + v];
            fixed &= source == first + v;
            sources[v] = literals[source];
        }
        if (fixed) {
            return cells[j];
        }
        IntVar image = model.intVar(cells[j].getName() + "@" + g.name(), space.lo(j), space.hi(j));
        model.boolsIntChanneling(sources, image, space.lo(j)).post();
        return image;
    }

    /**
     * Up to {@code cap} elements worth posting for a group too large to post whole: the generators, then the
     * transversal elements of the stabiliser chain, level by level (each with its inverse), the identity left out.
     * Sound whatever the choice; these are the elements that move the earliest points in most ways.
     */
    static List<Symmetry> breakingSubset(Group group, int cap) {
        Map<List<Integer>, Symmetry> chosen = new LinkedHashMap<>();
        for (Symmetry g : group.generators()) {
            choose(chosen, group.permutation(g), g, cap);
        }
        StabiliserChain chain = group.chain();
        for (int level = 0; level < chain.length() && chosen.size() < cap; level++) {
            for (int point : chain.basicOrbit(level)) {
                if (chosen.size() >= cap) {
                    break;
                }
                int[] u = chain.transversal(level, point);
                String name = group.name() + "@" + level + ":" + point;
                choose(chosen, u, group.element(name, u), cap);
                int[] inverse = Permutations.inverse(u);
                choose(chosen, inverse, group.element(name + "⁻¹", inverse), cap);
            }
        }
        return List.copyOf(chosen.values());
    }

    private static void choose(Map<List<Integer>, Symmetry> chosen, int[] permutation, Symmetry g, int cap) {
        if (chosen.size() < cap && !Permutations.isIdentity(permutation)) {
            chosen.putIfAbsent(Arrays.stream(permutation).boxed().toList(), g);
        }
    }
}
