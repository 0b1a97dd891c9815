package org.orbits.api;

import java.nio.file.Path;

/**
 * An entry a catalog folder holds: its place (family and file stem), what the pages call it, its kind, the
 * instance it counts (to draw its representatives) and the JSON file that records it.
 *
 * @param entry the file stem within the family's folder: the instance id, and the group for a group not the default
 * @param open an optimisation whose optimum is not proven: bounds and the best solution's orbit
 * @param heavy proven only on request; checked by every verify without a search
 */
public record StoredEntry(
        String family, String entry, String label, boolean open, boolean heavy, Instance instance, Path file) {}
