package org.orbits.tiling;

/**
 * What one search of a {@link TilingSearch} did.
 *
 * @param nodes how many placements it tried, one per node of its search tree below the root
 * @param fails how many dead ends it met: a cell or piece that no placement left could take
 * @param solutions how many tilings it handed on
 * @param finished whether it searched its whole subtree, rather than stopping when asked to
 */
public record TilingSearchReport(long nodes, long fails, long solutions, boolean finished) {}
