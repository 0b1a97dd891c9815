package org.orbits.tiling;

import java.util.List;

/**
 * What the independent statement of a tiling ({@link TilingStatement}) needs of its grid, and nothing more: the images
 * of a piece under the motions the file's rules let it make, which offsets carry the grid onto itself, and which
 * sites are neighbours. A grid
 * answers it with code of its own, apart from the maps the engine's placements are made with, so that a fault in one
 * cannot confirm itself through the other. Sites are plain coordinates, as the grid writes them.
 */
interface StatementGrid {

    /**
     * The images of a piece's {@code sites} under every motion a piece may make (turns, and mirrors where the rules
     * allow them), the identity among them; an image may repeat another and need not be moved back to any origin.
     */
    List<List<int[]>> images(List<int[]> sites);

    /** Whether adding {@code offset} to every site's coordinates is a translation of the grid onto itself. */
    boolean translates(int[] offset);

    /** The sites that share a side (a face in space) with {@code site}, whether or not they are on a board. */
    List<int[]> neighbours(int[] site);
}
