/**
 * Automorphism groups of vertex-coloured graphs, for finding a puzzle model's symmetries from its constraint graph
 * in the manner of Puget, "Automatic detection of variable and value symmetries", CP 2005: variables, values,
 * literals and constraints become vertices coloured by their kind, and the graph's automorphisms are the model's
 * symmetries.
 *
 * <p>Build the graph with {@link org.orbits.symmetry.graph.ColouredGraph#builder()}; edge colours and directions are
 * encoded by extra vertices numbered after the caller's. {@link
 * org.orbits.symmetry.graph.AutomorphismSearch#automorphisms} returns generators (each checked to be an
 * automorphism) and the group's order, or says that its budget ran out. The tests compute the same groups with
 * nauty's {@code dreadnaut} where it is installed, as an independent check.
 *
 * <p>This package depends on nothing else of orbits.
 */
package org.orbits.symmetry.graph;
