package org.orbits.tiling;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;

/**
 * The puzzle's symmetry group: every map of the lattice that carries the board onto itself and the piece set onto
 * itself. A rotation always keeps the piece set (pieces may be turned). A mirror keeps it when pieces may be turned
 * over (a flat file without {@code rule one-sided}); otherwise only when each piece's mirror image is a piece of the
 * set with the same count, its mirror twin (the Soma cube's two screws), and the mirror then renames each piece to its
 * twin.
 *
 * <p>The group is generated, as the other families' groups are, by a few of its maps named as they name theirs: a
 * flat square board's {@code D4} by the quarter turn {@code r} and the mirror {@code s}, a rectangle's {@code D2} by
 * the mirrors {@code s} and {@code t}. It is named by what it is: {@code Cn} or {@code Dn} in the plane, and in space
 * by its point group in Schoenflies' notation ({@code Oh}, the cube's 48 maps; {@code O}, its 24 rotations; {@code D4h}
 * a square prism's 16; {@code D2h} a box's 8), decided from its rotations and mirrors.
 */
final class TilingSymmetries {

    private TilingSymmetries() {}

    static Group group(TilingDefinition definition, TilingBoard board, TilingEncoding encoding) {
        Optional<int[]> twins = mirrorTwins(definition);
        List<AxisMap> kept = new ArrayList<>();
        List<CellMap> candidates = new ArrayList<>();
        int[] samePieces = IntStream.range(0, definition.pieces().size()).toArray();
        for (AxisMap map : definition.latticeMaps()) {
            if (!map.proper() && twins.isEmpty()) {
                continue;
            }
            Optional<int[]> cellImage = board.cellImage(map);
            if (cellImage.isPresent()) {
                kept.add(map);
                int[] pieceImage = map.proper() ? samePieces : twins.orElseThrow();
                candidates.add(
                        Symmetry.of(map.name(definition.solid()), cellImage.get(), encoding.valueMap(map, pieceImage)));
            }
        }
        List<Symmetry> generators = new ArrayList<>();
        for (CellMap candidate : candidates.subList(1, candidates.size())) {
            if (!Group.generatedBy("chosen", board.cells(), generators).contains(candidate)) {
                generators.add(candidate);
            }
        }
        String name = definition.solid() ? spaceGroupName(kept) : planeGroupName(kept);
        Group group = Group.generatedBy(name, board.cells(), generators);
        if (group.order() != kept.size()) {
            // Some map moves neither cell nor value (a mirror across a board one layer thick): name what acts.
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
        if (!definition.solid() && !definition.oneSided()) {
            return Optional.of(IntStream.range(0, pieces).toArray());
        }
        AxisMap mirror = definition.latticeMaps().stream()
                .filter(map -> !map.proper())
                .findFirst()
                .orElseThrow();
        int[] twins = new int[pieces];
        for (int piece = 0; piece < pieces; piece++) {
            TilingPiece drawn = definition.pieces().get(piece);
            Shape mirrored = drawn.shape().moved(mirror);
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

    /** {@code Cn} for n turns, {@code Dn} when there are mirrors too (a single mirror is {@code D1}). */
    private static String planeGroupName(List<AxisMap> maps) {
        long turns = maps.stream().filter(AxisMap::proper).count();
        return (maps.size() > turns ? "D" : "C") + turns;
    }

    /**
     * The Schoenflies name of a group of lattice maps, a subgroup of the cube's 48. Its rotations form one of C1, C2,
     * C3, C4, D2, D3, D4, T or O (told apart by their order, and C4 from D2 by an element of order 4). With mirrors,
     * the group either holds the inversion {@code -1}, and is the rotations times {@code {1, -1}} (Ci, C2h, S6, C4h,
     * D2h, D3d, D4h, Th, Oh), or it does not, and is named by the rotation group {@code R'} that its rotations and the
     * negatives of its mirrors form, which holds the rotations {@code R} with index 2 (Cs, S4, C2v, C3v, C4v, D2d, Td).
     */
    static String spaceGroupName(List<AxisMap> maps) {
        List<AxisMap> rotations = maps.stream().filter(AxisMap::proper).toList();
        String turns = rotationGroupName(rotations);
        if (rotations.size() == maps.size()) {
            return turns;
        }
        AxisMap inversion = AxisMap.all().stream()
                .filter(map -> map.signature().equals("m(-l,-r,-c)"))
                .findFirst()
                .orElseThrow();
        if (maps.contains(inversion)) {
            return switch (turns) {
                case "C1" -> "Ci";
                case "C3" -> "S6";
                case "T" -> "Th";
                case "O" -> "Oh";
                case "D3" -> "D3d";
                default -> turns + "h";
            };
        }
        List<AxisMap> extended = maps.stream()
                .map(map -> map.proper() ? map : inversion.after(map))
                .toList();
        return switch (turns + "<" + rotationGroupName(extended)) {
            case "C1<C2" -> "Cs";
            case "C2<C4" -> "S4";
            case "C2<D2" -> "C2v";
            case "C3<D3" -> "C3v";
            case "C4<D4" -> "C4v";
            case "D2<D4" -> "D2d";
            case "T<O" -> "Td";
            default -> throw new IllegalStateException("no point group has rotations " + turns + " in " + extended);
        };
    }

    private static String rotationGroupName(List<AxisMap> rotations) {
        return switch (rotations.size()) {
            case 1 -> "C1";
            case 2 -> "C2";
            case 3 -> "C3";
            case 4 -> rotations.stream().anyMatch(map -> order(map) == 4) ? "C4" : "D2";
            case 6 -> "D3";
            case 8 -> "D4";
            case 12 -> "T";
            case 24 -> "O";
            default -> throw new IllegalStateException("no rotation group of the cube has order " + rotations.size());
        };
    }

    private static int order(AxisMap map) {
        int order = 1;
        Set<AxisMap> seen = new HashSet<>();
        for (AxisMap power = map; !power.isIdentity() && seen.add(power); power = map.after(power)) {
            order++;
        }
        return order;
    }
}
