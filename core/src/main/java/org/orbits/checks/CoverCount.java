package org.orbits.checks;

import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.IntStream;
import org.orbits.puzzle.CoverStatement;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.symmetry.Burnside;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;

/**
 * An exact-cover puzzle counted again apart from its engine, on its {@link CoverStatement} (placements made by code of
 * their own) by {@link FirstCellCount} (de Bruijn's search, no dancing links): every cover, and the covers each element
 * of the group fixes, for Burnside's lemma.
 *
 * <p>The count of every cover is split by one piece that occurs once and that every symmetry keeps (the X of the
 * pentominoes): a symmetry {@code g} maps the covers with the piece at placement {@code x} one to one onto those with
 * it at {@code g(x)}, so each orbit of the piece's placements under the group holds as many covers at each of its
 * placements, and the count is the sum over the orbits of the orbit's size times the covers at one of its placements.
 * That takes about a group's order less search than every placement would. Each element is checked to map every
 * placement of the statement onto one (its piece renamed as the element renames values: a mirror may swap mirror
 * twins), or the group is no symmetry of the statement, a disagreement; the split and Burnside's lemma then stand on
 * nothing and are not made.
 *
 * @param solutions every cover; empty when the budget ran out first, or the group does not act on the statement
 * @param burnside each element's (or class's) fixed covers, the identity's first (every cover); empty when some count
 *     ran out of budget, the group does not act, or it is visited neither element by element nor class by class
 * @param nodes the options the searches placed, all together
 * @param split how the count of every cover was split, in words; empty when it was not
 * @param problems where the group does not map the statement onto itself
 */
record CoverCount(
        OptionalLong solutions,
        Optional<Burnside.Count> burnside,
        long nodes,
        Optional<String> split,
        List<String> problems) {

    /**
     * Counts {@code statement}'s covers, split by the puzzle's own group, and the covers each element of {@code group}
     * fixes, within {@code budget} nodes in all.
     */
    static CoverCount take(PuzzleInstance puzzle, CoverStatement statement, Group group, long budget) {
        Placements placements = new Placements(statement);
        List<String> problems = new ArrayList<>();
        Optional<Split> split = split(puzzle, statement, placements, problems);
        if (!problems.isEmpty()) {
            return new CoverCount(OptionalLong.empty(), Optional.empty(), 0, Optional.empty(), problems);
        }
        long nodes = 0;
        FirstCellCount.Board board = FirstCellCount.Board.of(statement);
        FirstCellCount every = new FirstCellCount(board, placements.single());
        long solutions = 0;
        if (split.isEmpty()) {
            FirstCellCount.Counted counted = every.count(budget);
            nodes += counted.nodes();
            solutions = counted.solutions();
        } else {
            for (int[] orbit : split.get().orbits()) {
                FirstCellCount.Counted counted =
                        every.countWith(placements.option(new int[] {orbit[0]}), budget - nodes);
                nodes += counted.nodes();
                if (!counted.finished()) {
                    solutions = -1;
                    break;
                }
                solutions += orbit.length * counted.solutions();
            }
        }
        Optional<String> words = split.map(chosen -> chosen.words(statement, puzzle.defaultGroup()));
        if (solutions < 0) {
            return new CoverCount(OptionalLong.empty(), Optional.empty(), nodes, words, problems);
        }
        Optional<List<Burnside.Term>> terms = Burnside.terms(group);
        if (terms.isEmpty()) {
            return new CoverCount(OptionalLong.of(solutions), Optional.empty(), nodes, words, problems);
        }
        List<Long> fixed = new ArrayList<>();
        List<Long> weights = new ArrayList<>();
        for (Burnside.Term term : terms.get()) {
            long count = solutions;
            if (!term.element().isIdentity()) {
                Optional<Action> action = action(puzzle, statement, placements, term.element(), problems);
                if (action.isEmpty()) {
                    return new CoverCount(OptionalLong.of(solutions), Optional.empty(), nodes, words, problems);
                }
                FirstCellCount.Counted counted =
                        new FirstCellCount(board, placements.orbitOptions(action.get())).count(budget - nodes);
                nodes += counted.nodes();
                if (!counted.finished()) {
                    return new CoverCount(OptionalLong.of(solutions), Optional.empty(), nodes, words, problems);
                }
                count = counted.solutions();
            }
            fixed.add(count);
            weights.add(term.weight());
        }
        return new CoverCount(
                OptionalLong.of(solutions), Optional.of(new Burnside.Count(fixed, weights)), nodes, words, problems);
    }

    /** How the count of every cover is split, in words, as {@link #take} splits it; empty where it is not. */
    static Optional<String> splitWords(PuzzleInstance puzzle, CoverStatement statement) {
        List<String> problems = new ArrayList<>();
        return split(puzzle, statement, new Placements(statement), problems)
                .map(chosen -> chosen.words(statement, puzzle.defaultGroup()));
    }

    /**
     * One placement the count of every solution is split at: its piece, its cells, and the size of its orbit, which
     * holds as many solutions at each of its placements.
     */
    record SplitAt(int piece, int[] cells, int orbitSize) {}

    /**
     * The placements {@link #take} splits the count of every solution at, one per orbit of the chosen piece's
     * placements, for another count to split the same way; empty where it splits nothing.
     */
    static Optional<List<SplitAt>> splitAt(PuzzleInstance puzzle, CoverStatement statement) {
        Placements placements = new Placements(statement);
        return split(puzzle, statement, placements, new ArrayList<>()).map(chosen -> chosen.orbits().stream()
                .map(orbit -> new SplitAt(
                        chosen.piece(), placements.option(new int[] {orbit[0]}).cells(), orbit.length))
                .toList());
    }

    /** The split by the puzzle's own group, whose generators must each map the placements onto themselves. */
    private static Optional<Split> split(
            PuzzleInstance puzzle, CoverStatement statement, Placements placements, List<String> problems) {
        List<Action> generators = new ArrayList<>();
        for (Symmetry generator : puzzle.defaultGroup().generators()) {
            action(puzzle, statement, placements, generator, problems).ifPresent(generators::add);
        }
        return problems.isEmpty() ? Split.choose(statement, placements, generators) : Optional.empty();
    }

    /**
     * How a symmetry acts on the statement's placements: the image of each, by its number; empty, with a problem, where
     * it is no map of cells, or sends a placement to no placement.
     */
    private record Action(String name, int[] image) {}

    private static Optional<Action> action(
            PuzzleInstance puzzle,
            CoverStatement statement,
            Placements placements,
            Symmetry symmetry,
            List<String> problems) {
        if (!(symmetry instanceof CellMap g)) {
            problems.add(symmetry.name() + " is no map of cells, which the count needs");
            return Optional.empty();
        }
        Optional<int[]> pieces = pieceImage(puzzle, statement, g, problems);
        if (pieces.isEmpty()) {
            return Optional.empty();
        }
        int[] image = new int[placements.size()];
        for (int placement = 0; placement < image.length; placement++) {
            image[placement] = placements.image(placement, g.cellImage(), pieces.get());
            if (image[placement] < 0) {
                problems.add(g.name() + " sends " + placements.words(statement, puzzle, placement)
                        + " to cells that are no placement of "
                        + statement
                                .pieces()
                                .get(pieces.get()[placements.piece(placement)])
                                .name());
                return Optional.empty();
            }
        }
        if (Arrays.stream(image).distinct().count() != image.length) {
            problems.add(g.name() + " sends two placements to one");
            return Optional.empty();
        }
        return Optional.of(new Action(g.name(), image));
    }

    /**
     * Where {@code g} sends each piece, read from its action on values as the puzzle names them: the piece a value
     * names goes to the piece its image names, the same for every value of the piece, and keeps its count.
     */
    private static Optional<int[]> pieceImage(
            PuzzleInstance puzzle, CoverStatement statement, CellMap g, List<String> problems) {
        Map<String, Integer> byName = new HashMap<>();
        for (int piece = 0; piece < statement.pieces().size(); piece++) {
            byName.put(statement.pieces().get(piece).name(), piece);
        }
        int[] image = new int[statement.pieces().size()];
        Arrays.fill(image, -1);
        for (int value = puzzle.minValue(); value <= puzzle.maxValue(); value++) {
            Optional<Integer> piece = puzzle.valueName(value).map(byName::get);
            Optional<Integer> moved = puzzle.valueName(g.values().apply(value)).map(byName::get);
            if (piece.isEmpty() || moved.isEmpty()) {
                continue;
            }
            if (image[piece.get()] >= 0 && image[piece.get()] != moved.get()) {
                problems.add(g.name() + " sends the values of piece "
                        + statement.pieces().get(piece.get()).name() + " to two pieces");
                return Optional.empty();
            }
            image[piece.get()] = moved.get();
        }
        for (int piece = 0; piece < image.length; piece++) {
            CoverStatement.Piece drawn = statement.pieces().get(piece);
            if (image[piece] < 0) {
                problems.add("no value names piece " + drawn.name());
                return Optional.empty();
            }
            if (statement.pieces().get(image[piece]).count() != drawn.count()) {
                problems.add(g.name() + " sends piece " + drawn.name() + " to "
                        + statement.pieces().get(image[piece]).name() + ", whose count differs");
                return Optional.empty();
            }
        }
        return Optional.of(image);
    }

    /**
     * The piece the count of every cover is split by, and the orbits of its placements under the group (each by its
     * placements' numbers, the least first): a piece placed once that every generator keeps, with the fewest orbits.
     */
    private record Split(int piece, List<int[]> orbits) {

        static Optional<Split> choose(CoverStatement statement, Placements placements, List<Action> generators) {
            Optional<Split> best = Optional.empty();
            for (int piece = 0; piece < statement.pieces().size(); piece++) {
                if (statement.pieces().get(piece).count() != 1 || !keptByAll(placements, piece, generators)) {
                    continue;
                }
                List<int[]> orbits = orbits(placements, piece, generators);
                if (orbits.size() < placements.of(piece).length
                        && (best.isEmpty()
                                || orbits.size() < best.get().orbits().size())) {
                    best = Optional.of(new Split(piece, orbits));
                }
            }
            return best;
        }

        private static boolean keptByAll(Placements placements, int piece, List<Action> generators) {
            for (int placement : placements.of(piece)) {
                for (Action g : generators) {
                    if (placements.piece(g.image()[placement]) != piece) {
                        return false;
                    }
                }
            }
            return true;
        }

        private static List<int[]> orbits(Placements placements, int piece, List<Action> generators) {
            Map<Integer, Boolean> seen = new HashMap<>();
            List<int[]> orbits = new ArrayList<>();
            for (int start : placements.of(piece)) {
                if (seen.containsKey(start)) {
                    continue;
                }
                List<Integer> orbit = new ArrayList<>(List.of(start));
                seen.put(start, true);
                Deque<Integer> frontier = new ArrayDeque<>(orbit);
                while (!frontier.isEmpty()) {
                    int at = frontier.poll();
                    for (Action g : generators) {
                        int next = g.image()[at];
                        if (seen.putIfAbsent(next, true) == null) {
                            orbit.add(next);
                            frontier.add(next);
                        }
                    }
                }
                orbits.add(orbit.stream().mapToInt(Integer::intValue).sorted().toArray());
            }
            return orbits;
        }

        String words(CoverStatement statement, Group group) {
            int count = orbits.stream().mapToInt(orbit -> orbit.length).sum();
            return "the " + statement.pieces().get(piece).name() + "'s " + Plural.of(count, "placement")
                    + " taken in their " + Plural.of(orbits.size(), "orbit") + " under " + group.name()
                    + ", the solutions with it at one placement of each orbit counted and multiplied by the orbit's"
                    + " size";
        }
    }

    /** The statement's placements, numbered piece by piece, each found again by its piece and cells. */
    private static final class Placements {

        private record Placed(int piece, ImmutableIntArray cells) {}

        private final List<Placed> all = new ArrayList<>();
        private final Map<Placed, Integer> number = new HashMap<>();
        private final int pieces;

        Placements(CoverStatement statement) {
            this.pieces = statement.pieces().size();
            for (int piece = 0; piece < pieces; piece++) {
                for (ImmutableIntArray cells : statement.pieces().get(piece).placements()) {
                    Placed placed = new Placed(piece, cells);
                    if (number.putIfAbsent(placed, all.size()) == null) {
                        all.add(placed);
                    }
                }
            }
        }

        int size() {
            return all.size();
        }

        int piece(int placement) {
            return all.get(placement).piece();
        }

        int[] of(int piece) {
            return IntStream.range(0, all.size())
                    .filter(placement -> all.get(placement).piece() == piece)
                    .toArray();
        }

        /** The number of the placement the cell and piece maps send {@code placement} to, or -1. */
        int image(int placement, int[] cellImage, int[] pieceImage) {
            Placed placed = all.get(placement);
            int[] moved = new int[placed.cells().length()];
            for (int k = 0; k < moved.length; k++) {
                moved[k] = cellImage[placed.cells().get(k)];
            }
            Arrays.sort(moved);
            return number.getOrDefault(new Placed(pieceImage[placed.piece()], ImmutableIntArray.copyOf(moved)), -1);
        }

        String words(CoverStatement statement, PuzzleInstance puzzle, int placement) {
            Placed placed = all.get(placement);
            List<String> cells = new ArrayList<>();
            placed.cells().forEach(cell -> cells.add(puzzle.cellNames().get(cell)));
            return "the " + statement.pieces().get(placed.piece()).name() + " on " + String.join(" ", cells);
        }

        /** Every placement as an option of its own. */
        List<FirstCellCount.Option> single() {
            List<FirstCellCount.Option> options = new ArrayList<>();
            for (int placement = 0; placement < all.size(); placement++) {
                options.add(option(new int[] {placement}));
            }
            return options;
        }

        /**
         * The options of the covers {@code g} fixes: each orbit of placements under {@code g} whose placements are
         * pairwise disjoint, placed together.
         */
        List<FirstCellCount.Option> orbitOptions(Action g) {
            boolean[] seen = new boolean[all.size()];
            List<FirstCellCount.Option> options = new ArrayList<>();
            for (int start = 0; start < all.size(); start++) {
                if (seen[start]) {
                    continue;
                }
                List<Integer> cycle = new ArrayList<>();
                for (int at = start; !seen[at]; at = g.image()[at]) {
                    seen[at] = true;
                    cycle.add(at);
                }
                FirstCellCount.Option option =
                        option(cycle.stream().mapToInt(Integer::intValue).toArray());
                if (Arrays.stream(option.cells()).distinct().count() == option.cells().length) {
                    options.add(option);
                }
            }
            return options;
        }

        /** The placements together as one option: their cells (a cell twice where they overlap) and their pieces. */
        FirstCellCount.Option option(int[] placements) {
            int[] uses = new int[pieces];
            List<Integer> cells = new ArrayList<>();
            for (int placement : placements) {
                Placed placed = all.get(placement);
                uses[placed.piece()]++;
                placed.cells().forEach(cells::add);
            }
            return new FirstCellCount.Option(
                    cells.stream().mapToInt(Integer::intValue).toArray(), uses);
        }
    }
}
