package org.orbits.tiling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.Group;
import org.orbits.symmetry.Symmetry;

/**
 * The group of a tiling puzzle: the maps of the board onto itself that keep the piece set, generated and named as
 * the other families name theirs, and a mirror a symmetry only where the pieces may be turned over or every piece
 * has its mirror twin.
 */
class TilingGroupTest {

    private static Group group(TilingPuzzle puzzle) {
        return puzzle.defaultGroup();
    }

    private static List<String> generators(Group group) {
        return group.generators().stream().map(Symmetry::name).toList();
    }

    @Test
    void aRectangleHasTheFourMapsOfD2ByItsTwoMirrors() {
        Group group = group(Tilings.example("pentominoes-6x10"));
        assertEquals("D2", group.name());
        assertEquals(4, group.order());
        assertEquals(List.of("s", "t"), generators(group));
    }

    @Test
    void theSquareWithoutItsCentreHasTheEightOfD4ByAQuarterTurnAndAMirror() {
        Group group = group(Tilings.example("pentominoes-8x8-centre"));
        assertEquals("D4", group.name());
        assertEquals(8, group.order());
        assertEquals(List.of("r", "s"), generators(group));
    }

    @Test
    void aBoardWithNoSymmetryHasTheIdentityAlone() {
        Group group = group(Tilings.parse("board", "###", "#..", "", "piece L", "###", "#.."));
        assertEquals("C1", group.name());
        assertEquals(1, group.order());
    }

    @Test
    void aBoardWithOneMirrorHasD1() {
        Group group = group(Tilings.parse("board", "###", ".#.", "", "piece T", "###", ".#."));
        assertEquals("D1", group.name());
        assertEquals(2, group.order());
    }

    /** One-sided pieces without their mirror twins: a mirror would turn a piece over, so only turns are symmetries. */
    @Test
    void oneSidedPiecesWithoutTwinsKeepOnlyTheTurns() {
        Group rectangle =
                group(Tilings.parse("board", "####", "####", "", "piece L x2", "###", "#..", "", "rule one-sided"));
        assertEquals("C2", rectangle.name());
        assertEquals(List.of("h"), generators(rectangle));
        Group square = group(Tilings.parse(
                "board", "####", "####", "####", "####", "", "piece L x4", "###", "#..", "", "rule one-sided"));
        assertEquals("C4", square.name());
    }

    /** With each piece's mirror twin in the set, in equal numbers, a mirror is a symmetry that swaps the twins. */
    @Test
    void oneSidedTwinsMakeTheMirrorsSymmetriesThatRenamePieces() {
        TilingPuzzle puzzle = Tilings.parse(
                "board",
                "####",
                "####",
                "",
                "piece L",
                "###",
                "#..",
                "",
                "piece J",
                "###",
                "..#",
                "",
                "rule one-sided");
        Group group = group(puzzle);
        assertEquals("D2", group.name());
        CellMap mirror = (CellMap) group.generators().get(0);
        assertEquals("s", mirror.name());
        assertEquals("J", puzzle.pieceName(mirror.values().apply(1)));
        assertEquals("L", puzzle.pieceName(mirror.values().apply(2)));
    }

    /** The Soma cube: the cube's 48 maps, its mirrors swapping the two screws and keeping the other five pieces. */
    @Test
    void theSomaCubeHasAllFortyEightMapsOfTheCube() {
        TilingPuzzle soma = Tilings.example("soma");
        Group group = group(soma);
        assertEquals("Oh", group.name());
        assertEquals(48, group.order());
        assertEquals(List.of("rl", "rr", "sl"), generators(group));
        CellMap mirror = (CellMap) group.generators().get(2);
        assertEquals(
                List.of(1, 2, 3, 4, 6, 5, 7),
                List.of(1, 2, 3, 4, 5, 6, 7).stream()
                        .map(value -> mirror.values().apply(value))
                        .toList());
        CellMap turn = (CellMap) group.generators().get(0);
        assertTrue(turn.values().isIdentity());
    }

    /** A screw without its twin: the cube's mirrors would make it the other screw, so only the 24 rotations remain. */
    @Test
    void aSolidPuzzleNotClosedUnderMirroringHasOnlyTheRotations() {
        TilingPuzzle puzzle =
                Tilings.parse("board", "##", "##", "--", "##", "##", "", "piece A x2", "##", "#.", "--", ".#", "..");
        assertEquals("O", group(puzzle).name());
        assertEquals(24, group(puzzle).order());
    }

    /**
     * A board one layer thick in a solid file: the maps that differ only across the thin layer move no cell, and the
     * group is named by what acts, here the one mirror of a row of two cells.
     */
    @Test
    void mapsThatMoveNothingAreOneElement() {
        Group group = group(Tilings.parse("board", "##", "", "piece D", "#", "--", "#"));
        assertEquals(2, group.order());
        assertEquals("C2", group.name());
    }

    @Test
    void boxesHaveTheirPointGroups() {
        assertEquals("D2h", group(Tilings.parse(boxOfCubes(2, 3, 4))).name());
        assertEquals(8, group(Tilings.parse(boxOfCubes(2, 3, 4))).order());
        assertEquals("D4h", group(Tilings.parse(boxOfCubes(2, 2, 3))).name());
        assertEquals(16, group(Tilings.parse(boxOfCubes(2, 2, 3))).order());
    }

    /** A {@code layers x rows x columns} box to be filled with unit cubes. */
    private static String[] boxOfCubes(int layers, int rows, int columns) {
        List<String> lines = new java.util.ArrayList<>(List.of("board"));
        for (int layer = 0; layer < layers; layer++) {
            if (layer > 0) {
                lines.add("--");
            }
            for (int row = 0; row < rows; row++) {
                lines.add("#".repeat(columns));
            }
        }
        lines.addAll(List.of("", "piece C x" + layers * rows * columns, "#"));
        return lines.toArray(String[]::new);
    }

    /**
     * A hexagon of six triangles has the twelve motions of the triangle grid about its centre, D6, generated by the
     * turn by 60 degrees and the left-right mirror; a triangle of four triangles has D3, the turn by 120 degrees and a
     * mirror; the hexiamonds' rhombus has D2, its half turn and the mirror in its long diagonal.
     */
    @Test
    void trianglesHaveTheTurnsAndMirrorsOfTheirGrid() {
        Group hexagon = group(Tilings.parse("grid triangle", "", "board", "###", "###", "", "piece D x3", "##"));
        assertEquals("D6", hexagon.name());
        assertEquals(12, hexagon.order());
        assertEquals(List.of("r", "s"), generators(hexagon));
        Group triangle = group(Tilings.parse("grid triangle", "", "board", "..#", ".###", "", "piece M x4", "#"));
        assertEquals("D3", triangle.name());
        assertEquals(List.of("r2", "s"), generators(triangle));
        Group rhombus = group(Tilings.example("hexiamonds-6x6"));
        assertEquals("D2", rhombus.name());
        assertEquals(List.of("h", "m30"), generators(rhombus));
    }

    /** Hexagons alike: a hexagon of seven is D6; a parallelogram of rows C2, its half turn; a rhombus D2. */
    @Test
    void hexagonsHaveTheTurnsAndMirrorsOfTheirGrid() {
        Group flower = group(Tilings.parse("grid hex", "", "board", ".##", "###", "##", "", "piece H x7", "#"));
        assertEquals("D6", flower.name());
        assertEquals(List.of("r", "s"), generators(flower));
        assertEquals("C2", group(Tilings.example("tetrahexes-4x7")).name());
        assertEquals(List.of("h"), generators(group(Tilings.example("tetrahexes-4x7"))));
        Group rhombus = group(Tilings.parse("grid hex", "", "board", "##", "##", "", "piece H x4", "#"));
        assertEquals("D2", rhombus.name());
    }

    /**
     * One-sided hexagon pieces with their mirror twins in the set: a mirror of the board is a symmetry that swaps the
     * twins, as on squares; without the twin, it is none.
     */
    @Test
    void oneSidedTwinsOnHexagonsMakeTheMirrorsSymmetries() {
        TilingPuzzle twins = Tilings.parse(
                "grid hex",
                "rule one-sided",
                "",
                "board",
                ".####",
                "#####",
                "",
                "piece J",
                "...#",
                "###",
                "",
                "piece j",
                "#",
                "###",
                "",
                "piece H",
                "#");
        Group group = group(twins);
        assertEquals("D1", group.name());
        CellMap mirror = (CellMap) group.generators().get(0);
        assertEquals("s", mirror.name());
        assertEquals("j", twins.pieceName(mirror.values().apply(1)));
        assertEquals("J", twins.pieceName(mirror.values().apply(2)));
        Group alone = group(Tilings.parse(
                "grid hex",
                "rule one-sided",
                "",
                "board",
                ".####",
                "#####",
                "",
                "piece J x2",
                "...#",
                "###",
                "",
                "piece H",
                "#"));
        assertEquals("C1", alone.name());
    }

    /** Point groups named from their rotations and mirrors: one of each kind of the cube's subgroups. */
    @Test
    void pointGroupsAreNamedFromTheirMaps() {
        List<AxisMap> all = CubicGrid.INSTANCE.maps();
        assertEquals("Oh", CubicGrid.pointGroupName(all));
        assertEquals(
                "O",
                CubicGrid.pointGroupName(all.stream().filter(AxisMap::proper).toList()));
        assertEquals(
                "Td",
                CubicGrid.pointGroupName(all.stream()
                        .filter(map -> evenPermutation(map) == map.proper())
                        .toList()));
        assertEquals("C1", CubicGrid.pointGroupName(List.of(all.get(0))));
        Motion mirror = CubicGrid.INSTANCE.motions().stream()
                .filter(motion -> motion.name().equals("sl"))
                .findFirst()
                .orElseThrow();
        assertEquals("Cs", CubicGrid.pointGroupName(List.of(all.get(0), all.get(mirror.index()))));
    }

    /**
     * Whether the map permutes the axes evenly, signs aside: with the proper maps among these exactly, the 24 maps
     * form the tetrahedron's group Td (even permutations with an even number of sign changes, odd with odd).
     */
    private static boolean evenPermutation(AxisMap map) {
        String signature = map.signature().replace("-", "");
        return List.of("m(l,r,c)", "m(r,c,l)", "m(c,l,r)").contains(signature);
    }

    @Test
    void everyElementMapsTheBoardOntoItselfAndKeepsValuesInRange() {
        for (String name : List.of(
                "pentominoes-6x10",
                "pentominoes-8x8-centre",
                "soma",
                "hexiamonds-6x6",
                "tetrahexes-coin",
                "pentominoes-one-sided-3x30")) {
            TilingPuzzle puzzle = Tilings.example(name);
            for (Symmetry g : group(puzzle).elements()) {
                for (int value = puzzle.minValue(); value <= puzzle.maxValue(); value++) {
                    int image = ((CellMap) g).values().apply(value);
                    assertTrue(image >= puzzle.minValue() && image <= puzzle.maxValue(), name + " " + g);
                }
            }
        }
    }
}
