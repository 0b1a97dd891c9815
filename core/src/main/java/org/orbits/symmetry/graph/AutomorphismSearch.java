package org.orbits.symmetry.graph;

/**
 * Generators and order of the automorphism group of a vertex-coloured graph, by individualisation and
 * refinement (McKay and Piperno, "Practical graph isomorphism, II", J. Symbolic Computation 60 (2014)): equitable
 * refinement of ordered partitions, a search tree whose leaves are labellings, pruned by the orbits of the
 * automorphisms already found and by refinement traces. Every generator is checked against the graph before it is
 * returned, and a search that runs out of budget says so rather than give a smaller group.
 *
 * @param targetCell which cell each level of the tree individualises
 * @param budget how many nodes and how much time a search may take
 */
public record AutomorphismSearch(TargetCell targetCell, SearchBudget budget) {

    /** The first largest target cell and the standard budget. */
    public static AutomorphismSearch standard() {
        return new AutomorphismSearch(TargetCell.FIRST_LARGEST, SearchBudget.standard());
    }

    public AutomorphismSearch withBudget(SearchBudget other) {
        return new AutomorphismSearch(targetCell, other);
    }

    public AutomorphismSearch withTargetCell(TargetCell other) {
        return new AutomorphismSearch(other, budget);
    }

    public Automorphisms automorphisms(ColouredGraph graph) {
        return new SearchTree(graph, targetCell, budget).run();
    }
}
