package org.orbits.tiling;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetries;
import org.orbits.symmetry.Symmetry;

/**
 * The puzzle's symmetry group: every motion of the grid that carries the board onto itself and the piece set onto
 * itself. A turn always keeps the piece set (pieces may be turned). A mirror keeps it when pieces may be turned over (a
 * flat file without {@code rule one-sided}); otherwise only when each piece's mirror image is a piece of the set with
 * the same count, its mirror twin (the Soma cube's two screws), and the mirror then renames each piece to its twin.
 *
 * <p>The group is generated, as the other families' groups are, by a few of its motions named as they name theirs: a
 * flat square board's {@code D4} by the quarter turn {@code r} and the mirror {@code s}, a rectangle's {@code D2} by
 * the mirrors {@code s} and {@code t}, a hexagon's {@code D6} by the turn {@code r} by 60 degrees and {@code s}. It is
 * named by what it is (see {@link Grid#groupName}): {@code Cn} or {@code Dn} in the plane, and in space its point
 * group in Schoenflies' notation ({@code Oh}, the cube's 48 maps).
 */
final class TilingSymmetries {

    private TilingSymmetries() {}

    static Group group(TilingDefinition definition, TilingBoard board, TilingEncoding encoding) {
        Optional<int[]> twins = mirrorTwins(definition);
        List<Motion> kept = new ArrayList<>();
        List<CellMap> candidates = new ArrayList<>();
        int[] samePieces = IntStream.range(0, definition.pieces().size()).toArray();
        for (Motion motion : definition.grid().motions()) {
            if (!motion.proper() && twins.isEmpty()) {
                continue;
            }
            Optional<int[]> cellImage = board.cellImage(motion);
            if (cellImage.isPresent()) {
                kept.add(motion);
                int[] pieceImage = motion.proper() ? samePieces : twins.orElseThrow();
                candidates.add(Symmetries.of(motion.name(), cellImage.get(), encoding.valueMap(motion, pieceImage)));
            }
        }
        List<Symmetry> generators = new ArrayList<>();
        for (CellMap candidate : candidates.subList(1, candidates.size())) {
            if (!Group.generatedBy("chosen", board.cells(), generators).contains(candidate)) {
                generators.add(candidate);
            }
        }
        String name = definition.grid().groupName(kept);
        Group group = Group.generatedBy(name, board.cells(), generators);
        if (group.order() != kept.size()) {
            // Some motion moves neither cell nor value (a mirror across a board one layer thick): name what acts.
            return Group.generatedBy(group.structure().replace(" ", ""), board.cells(), generators);
        }
        return group;
    }

    /**
     * Each piece's mirror twin, where mirrors keep the piece set: every piece itself for a flat file whose pieces may
     * be turned over; otherwise the piece one of whose orientations is the piece's mirror image, with the same count.
     * Empty when some piece has no twin.
     */
    static Optional<int[]> mirrorTwins(TilingDefinition definition) {
        int pieces = definition.pieces().size();
        if (definition.grid().piecesTurnOver() && !definition.oneSided()) {
            return Optional.of(IntStream.range(0, pieces).toArray());
        }
        Motion mirror = definition.grid().motions().stream()
                .filter(motion -> !motion.proper())
                .findFirst()
                .orElseThrow();
        int[] twins = new int[pieces];
        for (int piece = 0; piece < pieces; piece++) {
            TilingPiece drawn = definition.pieces().get(piece);
            Shape mirrored = definition.grid().moved(drawn.shape(), mirror);
            twins[piece] = -1;
            for (int other = 0; other < pieces; other++) {
                TilingPiece candidate = definition.pieces().get(other);
                if (candidate.count() == drawn.count()
                        && definition.orientations(candidate).contains(mirrored)) {
                    twins[piece] = other;
                }
            }
            if (twins[piece] < 0) {
                return Optional.empty();
            }
        }
        return Optional.of(twins);
    }
}
