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
 * Lex-leader symmetry breaking ({@link LexLeader}) for symmetries of assignments: {@code x <=lex g(x)} where
 * {@code g} maps literals, not cells. Each cell is channelled to one 0/1 variable per literal ("cell c holds v"),
 * and cell {@code j} of {@code g(x)} is the variable channelled to the literals {@code g} sends to cell {@code j}'s
 * literals: on every solution exactly one of them holds, so the image is again one value per cell. A symmetry that
 * moves whole cells with one value map is posted as {@link LexLeader} posts it.
 *
 * <p>Posted for every element of the group it keeps exactly the canonical solutions. A group too large to post
 * whole gets a subset ({@link #breakingSubset}): every constraint {@code x <=lex g(x)} holds on the canonical
 * (least) member of each orbit, so any subset keeps that member and every orbit keeps at least one survivor; the
 * canonicaliser then reduces the survivors and keeps the counts exact.
 */
public final class LiteralLexLeader {

    private LiteralLexLeader() {}

    /**
     * Posts {@code x <=lex g(x)} for every symmetry of {@code symmetries} that is not the identity.
     *
     * @param determiningPrefix how many leading cells decide every solution (all cells, when unsure)
     * @param valuesDistinct whether the model forces every cell to a different value (used for cell maps)
     */
    public static void post(
            Model model,
            IntVar[] cells,
            List<LiteralSymmetry> symmetries,
            int determiningPrefix,
            boolean valuesDistinct) {
        post(model, cells, symmetries, determiningPrefix, valuesDistinct, false);
    }

    /** Posts {@code g(x) <=lex x}: over the whole group it keeps the greatest member of each orbit. */
    public static void postGreatest(
            Model model,
            IntVar[] cells,
            List<LiteralSymmetry> symmetries,
            int determiningPrefix,
            boolean valuesDistinct) {
        post(model, cells, symmetries, determiningPrefix, valuesDistinct, true);
    }

    private static void post(
            Model model,
            IntVar[] cells,
            List<LiteralSymmetry> symmetries,
            int determiningPrefix,
            boolean valuesDistinct,
            boolean greatest) {
        BoolVar[] literals = null;
        for (LiteralSymmetry g : symmetries) {
            if (g.isIdentity()) {
                continue;
            }
            if (g.toSymmetry().isPresent()) {
                List<Symmetry> one = List.of(g.toSymmetry().orElseThrow());
                if (greatest) {
                    LexLeader.postGreatest(model, cells, one, determiningPrefix, valuesDistinct);
                } else {
                    LexLeader.post(model, cells, one, determiningPrefix, valuesDistinct);
                }
                continue;
            }
            if (literals == null) {
                literals = channel(model, cells, g.space());
            }
            int[] sourceOf = Permutations.inverse(g.literalImage());
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
                continue;
            }
            IntVar[] less = (greatest ? right : left).toArray(IntVar[]::new);
            IntVar[] more = (greatest ? left : right).toArray(IntVar[]::new);
            LexPropagator.lessEq(less, more).post();
        }
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
            Model model, IntVar[] cells, BoolVar[] literals, LiteralSymmetry g, int[] sourceOf, int j) {
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
     * Sound whatever the choice; these are the elements that move the earliest literals in most ways.
     */
    public static List<LiteralSymmetry> breakingSubset(LiteralGroup group, int cap) {
        Map<List<Integer>, LiteralSymmetry> chosen = new LinkedHashMap<>();
        for (LiteralSymmetry g : group.generators()) {
            choose(chosen, g, cap);
        }
        StabiliserChain chain = group.chain();
        for (int level = 0; level < chain.length() && chosen.size() < cap; level++) {
            for (int point : chain.basicOrbit(level)) {
                int[] u = chain.transversal(level, point);
                LiteralSymmetry element =
                        LiteralSymmetry.of(group.name() + "@" + level + ":" + point, group.space(), u);
                choose(chosen, element, cap);
                choose(chosen, element.inverse(), cap);
            }
        }
        return List.copyOf(chosen.values());
    }

    private static void choose(Map<List<Integer>, LiteralSymmetry> chosen, LiteralSymmetry g, int cap) {
        if (chosen.size() < cap && !g.isIdentity()) {
            chosen.putIfAbsent(Arrays.stream(g.literalImage()).boxed().toList(), g);
        }
    }
}
