package org.orbits.model.graph;

import java.util.HashSet;
import java.util.Set;

/**
 * What no solution holds, stated in a literal graph once each whatever constraints say it: a literal tied to the one
 * vertex of such literals, a pair of literals joined to a vertex of their own. Twin vertices, one per constraint that
 * forbids the same pair, would only slow the automorphism search; the set of pairs is what an automorphism keeps.
 */
final class ForbiddenLiterals {

    private final LiteralVertices graph;
    private final Set<Integer> literals = new HashSet<>();
    private final Set<Long> pairs = new HashSet<>();

    ForbiddenLiterals(LiteralVertices graph) {
        this.graph = graph;
    }

    /** No solution holds {@code literal}. */
    void literal(int literal) {
        if (literals.add(literal)) {
            graph.builder().edge(literal, graph.forbidden());
        }
    }

    /**
     * No solution holds {@code x = a} and {@code y = b} together; two values of one variable (two variables that share
     * their literals) hold in no assignment anyway, and one literal twice is a literal no solution holds.
     */
    void pair(GraphVariable x, long a, GraphVariable y, long b) {
        pair(x.literal(a), y.literal(b), x.vertex() == y.vertex());
    }

    /** No solution holds the literals {@code one} and {@code other} together. */
    void pair(int one, int other) {
        pair(one, other, false);
    }

    private void pair(int one, int other, boolean sameVariable) {
        if (one == other) {
            literal(one);
        } else if (!sameVariable && pairs.add(((long) Math.min(one, other) << 32) | Math.max(one, other))) {
            int vertex = graph.builder().addVertex(graph.colour("forbidden pair"));
            graph.builder().edge(vertex, one);
            graph.builder().edge(vertex, other);
        }
    }
}
