package org.orbits.symmetry;

import java.util.ArrayList;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;

/**
 * Lex-leader symmetry breaking (Crawford, Ginsberg, Luks and Roy, KR 1996): for each symmetry {@code g}
 * posts {@code x <=lex g(x)} over the cells in the puzzle's cell order. Posted for every element of the
 * group it keeps exactly one solution per orbit, the one the {@link Canonicaliser} picks; posted for the
 * generators only it is weaker but cheaper, and may keep several per orbit.
 *
 * <p>Three rewritings keep the meaning and make propagation cheaper. When the first {@code p} cells decide
 * the rest, {@code x} and {@code g(x)} (both solutions) that agree on them are equal, so only those positions
 * are compared. Positions where both sides are the same variable (a cell {@code g} fixes, with no value
 * map) are always equal and are dropped. And when all cells hold different values and {@code g} moves
 * cells only, the first remaining position can never be equal, so the whole comparison is decided there
 * and becomes one strict inequality (Puget, "Breaking symmetries in all different problems", IJCAI 2005).
 */
public final class LexLeader {

    private LexLeader() {}

    /**
     * Posts {@code x <=lex g(x)} for every symmetry of {@code symmetries} that is not the identity.
     *
     * @param determiningPrefix how many leading cells decide every solution (all cells, when unsure)
     * @param valuesDistinct whether the model forces every cell to a different value
     */
    public static void post(
            Model model, IntVar[] cells, List<Symmetry> symmetries, int determiningPrefix, boolean valuesDistinct) {
        post(model, cells, symmetries, determiningPrefix, valuesDistinct, false);
    }

    /**
     * Posts {@code g(x) <=lex x} for every symmetry of {@code symmetries} that is not the identity: over the
     * whole group it keeps the greatest member of each orbit, the opposite end from {@link #post}, so that a
     * search under it meets every orbit at a solution the canonical one's search never visits.
     */
    public static void postGreatest(
            Model model, IntVar[] cells, List<Symmetry> symmetries, int determiningPrefix, boolean valuesDistinct) {
        post(model, cells, symmetries, determiningPrefix, valuesDistinct, true);
    }

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
     * Posts lex-leader breaking for {@code group}: a listed group of cell maps as {@link #post} does; a group of
     * literal maps through {@link LiteralLexLeader}, whole up to {@link Group#POSTED_ELEMENTS} elements and a subset
     * beyond ({@link Group#lexLeaderExact()} says which).
     */
    public static void post(
            Model model, IntVar[] cells, Group group, Kept kept, int determiningPrefix, boolean valuesDistinct) {
        if (group.listed() && (group.lexLeaderExact() || group.literal().isEmpty())) {
            List<Symmetry> symmetries = kept == Kept.BY_GENERATORS ? group.generators() : group.nonIdentityElements();
            post(model, cells, symmetries, determiningPrefix, valuesDistinct, kept == Kept.GREATEST);
            return;
        }
        LiteralGroup literal = group.literal().orElseThrow();
        List<LiteralSymmetry> symmetries = kept == Kept.BY_GENERATORS
                ? literal.generators()
                : group.lexLeaderExact()
                        ? literal.elements()
                        : LiteralLexLeader.breakingSubset(literal, Group.POSTED_ELEMENTS);
        if (kept == Kept.GREATEST) {
            LiteralLexLeader.postGreatest(model, cells, symmetries, determiningPrefix, valuesDistinct);
        } else {
            LiteralLexLeader.post(model, cells, symmetries, determiningPrefix, valuesDistinct);
        }
    }

    private static void post(
            Model model,
            IntVar[] cells,
            List<Symmetry> symmetries,
            int determiningPrefix,
            boolean valuesDistinct,
            boolean greatest) {
        for (Symmetry g : symmetries) {
            if (g.isIdentity()) {
                continue;
            }
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
    }

    /**
     * The variables of {@code g(x)}: position {@code j} holds the (mapped) variable of the cell whose value
     * {@code g} moves onto {@code j}, for the first {@code positions} positions. A value map becomes an
     * element constraint over its table.
     */
    static IntVar[] image(Model model, IntVar[] cells, Symmetry g, int positions) {
        int[] preimage = g.cellPreimage();
        IntVar[] image = new IntVar[positions];
        ValueMap values = g.values();
        int[] table = values.image();
        for (int j = 0; j < positions; j++) {
            IntVar source = cells[preimage[j]];
            if (values.isIdentity()) {
                image[j] = source;
            } else {
                IntVar mapped =
                        model.intVar(source.getName() + "@" + g.name(), values.lo(), values.lo() + table.length - 1);
                model.element(mapped, table, source, values.lo()).post();
                image[j] = mapped;
            }
        }
        return image;
    }
}
