package org.orbits.tiling;

/**
 * One element of a grid's point group: a turn or a mirror about the grid's origin, which a translation of the grid
 * then brings back where it is wanted (see {@link Grid#apply} and {@link Grid#normalised}). A motion is named as the
 * families name their maps ({@code r} a turn, {@code s} the left-right mirror, {@code t} the top-bottom one), and
 * means something only to the grid that made it.
 *
 * @param index its place in the grid's list of motions, the identity 0
 * @param name how a group shows it as a generator
 * @param proper whether it is a turn (or the identity) rather than a mirror, which turns a flat piece over
 */
public record Motion(int index, String name, boolean proper) {

    public boolean isIdentity() {
        return index == 0;
    }
}
