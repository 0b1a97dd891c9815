/**
 * Tiling puzzles: a board to be covered exactly by a set of pieces, read from a {@code .tiling} file and solved by an
 * exact-cover engine of their own (dancing links) beside Choco's, behind the same {@link
 * org.orbits.puzzle.PuzzleInstance} SPI. The package sits beside {@code org.orbits.puzzle}, using it and {@code
 * org.orbits.symmetry}; the canonicaliser, Burnside's lemma and the catalog see tilings as any puzzle's solutions.
 *
 * <p>The entry points, for the command line, the work-unit machinery, the catalog and the web page:
 *
 * <ul>
 *   <li>{@link org.orbits.tiling.TilingFamily#of(java.nio.file.Path)}: a tiling file as a puzzle family of one
 *       instance, named after the file; a malformed file is a {@link org.orbits.puzzle.BadInputException} naming its
 *       line ({@link org.orbits.tiling.TilingDefinition} is what the file says).
 *   <li>{@link org.orbits.tiling.TilingPuzzle}: the instance, a {@code PuzzleInstance} (cells, group, Choco models,
 *       checker, drawing) that also decodes a solution into placements and names the piece a value stands for.
 *   <li>{@link org.orbits.tiling.TilingPuzzle#search(TilingScope)}: the engine, every tiling or at least one of every
 *       orbit, whole or as {@link org.orbits.tiling.TilingUnit}s that partition it, each searched alone with a stop
 *       condition and reported in nodes ({@link org.orbits.tiling.TilingSearch}).
 *   <li>{@link org.orbits.tiling.ExactCoverMatrix#of(TilingPuzzle)}: the plain exact-cover matrix, for a peer program.
 * </ul>
 */
package org.orbits.tiling;
