package org.orbits.tiling;

import com.google.common.base.Suppliers;
import com.google.common.collect.ImmutableList;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.orbits.symmetry.Group;

/**
 * A tiling file as the problem the engine and the Choco models work on: the board's cells and the pieces, every
 * placement of every piece, which placements can be in no tiling, and the piece a symmetry-broken search keeps to one
 * placement per orbit. What is geometry (the grid, the board's shape) is settled here, once: below this, cells are
 * numbers and placements are sets of them, on every grid.
 */
final class TilingProblem {

    private final TilingDefinition definition;
    private final TilingBoard board;
    private final TilingEncoding encoding;
    private final PlacementTable placements;
    private final Supplier<boolean[]> dead;
    /** The restriction of each group and way of keeping ({@code D2/least}), chosen once. */
    private final Map<String, Optional<PieceRestriction>> restrictions = new ConcurrentHashMap<>();

    TilingProblem(TilingDefinition definition) {
        this.definition = definition;
        this.board = new TilingBoard(definition.grid(), definition.board());
        this.encoding = new TilingEncoding(definition);
        this.placements = new PlacementTable(definition, board, encoding);
        this.dead = Suppliers.memoize(() -> RegionPruning.dead(definition, board, placements));
    }

    TilingDefinition definition() {
        return definition;
    }

    TilingBoard board() {
        return board;
    }

    TilingEncoding encoding() {
        return encoding;
    }

    PlacementTable placements() {
        return placements;
    }

    /** The puzzle's name, for the models' names. */
    String id() {
        return definition.name();
    }

    /** The board's cells by name, in cell order. */
    ImmutableList<String> cellNames() {
        return board.names();
    }

    int minValue() {
        return encoding.minValue();
    }

    int maxValue() {
        return encoding.maxValue();
    }

    /** Whether {@link RegionPruning} finds {@code placement} in no tiling; found once. */
    boolean dead(int placement) {
        return dead.get()[placement];
    }

    /**
     * The piece a search restricts under {@code group}, keeping the least placement of each orbit or, with {@code
     * greatest}, the greatest; chosen once for each.
     */
    Optional<PieceRestriction> restriction(Group group, boolean greatest) {
        return restrictions.computeIfAbsent(
                group.name() + (greatest ? "/greatest" : "/least"),
                key -> PieceRestriction.choose(definition, placements, encoding, group, greatest));
    }
}
