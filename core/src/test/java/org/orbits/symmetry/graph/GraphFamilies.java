package org.orbits.symmetry.graph;

import java.util.Random;

/** Graphs whose automorphism groups are known, for the tests and the timings. All vertices colour 0 unless said. */
final class GraphFamilies {

    private GraphFamilies() {}

    static ColouredGraph cycle(int n) {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(n, 0);
        for (int i = 0; i < n; i++) {
            b.edge(i, (i + 1) % n);
        }
        return b.build();
    }

    static ColouredGraph path(int n) {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(n, 0);
        for (int i = 0; i + 1 < n; i++) {
            b.edge(i, i + 1);
        }
        return b.build();
    }

    static ColouredGraph complete(int n) {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(n, 0);
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                b.edge(i, j);
            }
        }
        return b.build();
    }

    static ColouredGraph completeBipartite(int a, int c) {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(a + c, 0);
        for (int i = 0; i < a; i++) {
            for (int j = a; j < a + c; j++) {
                b.edge(i, j);
            }
        }
        return b.build();
    }

    /** Outer 5-cycle 0..4, inner pentagram 5..9, spokes i - i+5. */
    static ColouredGraph petersen() {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(10, 0);
        for (int i = 0; i < 5; i++) {
            b.edge(i, (i + 1) % 5);
            b.edge(5 + i, 5 + (i + 2) % 5);
            b.edge(i, 5 + i);
        }
        return b.build();
    }

    /** Vertices are the bit strings of length d, adjacent when they differ in one bit. */
    static ColouredGraph hypercube(int d) {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(1 << d, 0);
        for (int v = 0; v < 1 << d; v++) {
            for (int bit = 0; bit < d; bit++) {
                if ((v & (1 << bit)) == 0) {
                    b.edge(v, v | (1 << bit));
                }
            }
        }
        return b.build();
    }

    /** The w x h grid: cell (x, y) is vertex y * w + x, adjacent to its horizontal and vertical neighbours. */
    static ColouredGraph grid(int w, int h) {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(w * h, 0);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (x + 1 < w) {
                    b.edge(y * w + x, y * w + x + 1);
                }
                if (y + 1 < h) {
                    b.edge(y * w + x, (y + 1) * w + x);
                }
            }
        }
        return b.build();
    }

    /** The Cayley graph of Z4 x Z4 with connection set {±(1,0), ±(0,1), ±(1,1)}: srg(16, 6, 2, 2). */
    static ColouredGraph shrikhande() {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(16, 0);
        int[][] steps = {{1, 0}, {0, 1}, {1, 1}};
        for (int x = 0; x < 4; x++) {
            for (int y = 0; y < 4; y++) {
                for (int[] s : steps) {
                    b.edge(4 * x + y, 4 * ((x + s[0]) % 4) + (y + s[1]) % 4);
                }
            }
        }
        return b.build();
    }

    /** The rook's graph K_n x K_n: squares of an n x n board, adjacent in the same row or column. */
    static ColouredGraph rook(int n) {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(n * n, 0);
        for (int i = 0; i < n * n; i++) {
            for (int j = i + 1; j < n * n; j++) {
                if (i / n == j / n || i % n == j % n) {
                    b.edge(i, j);
                }
            }
        }
        return b.build();
    }

    /** Paley graph of prime order q = 1 mod 4: residues adjacent when their difference is a nonzero square. */
    static ColouredGraph paley(int q) {
        boolean[] square = new boolean[q];
        for (int x = 1; x < q; x++) {
            square[x * x % q] = true;
        }
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(q, 0);
        for (int i = 0; i < q; i++) {
            for (int j = i + 1; j < q; j++) {
                if (square[j - i]) {
                    b.edge(i, j);
                }
            }
        }
        return b.build();
    }

    /** {@code copies} disjoint copies of {@code g}, copy c on vertices c*|g|..(c+1)*|g|-1, colours kept. */
    static ColouredGraph copies(ColouredGraph g, int copies) {
        int n = g.vertexCount();
        ColouredGraph.Builder b = ColouredGraph.builder();
        for (int c = 0; c < copies; c++) {
            for (int v = 0; v < n; v++) {
                b.addVertex(g.colour(v));
            }
        }
        for (int c = 0; c < copies; c++) {
            for (int v = 0; v < n; v++) {
                for (int u : g.neighbours(v)) {
                    b.edge(c * n + v, c * n + u);
                }
            }
        }
        return b.build();
    }

    /** A tree on 7 vertices with no symmetry: legs of lengths 1, 2 and 3 from vertex 0. */
    static ColouredGraph asymmetricTree() {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(7, 0);
        b.edge(0, 1).edge(0, 2).edge(2, 3).edge(0, 4).edge(4, 5).edge(5, 6);
        return b.build();
    }

    /**
     * The constraint graph of a Latin square of order n in the style of Puget: a vertex per cell variable (colour
     * 0), per value (colour 1), per literal "cell = value" (colour 2, joined to its cell and its value), and per
     * all_different constraint on a row or a column (colour 3, joined to its cells). Its group: rows, columns and
     * values permuted, and the transposition: 2 (n!)^3.
     */
    static ColouredGraph latinSquare(int n) {
        ColouredGraph.Builder b = ColouredGraph.builder();
        int cells = b.addVertices(n * n, 0);
        int values = b.addVertices(n, 1);
        int literals = b.addVertices(n * n * n, 2);
        int constraints = b.addVertices(2 * n, 3);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int cell = cells + r * n + c;
                b.edge(constraints + r, cell);
                b.edge(constraints + n + c, cell);
                for (int v = 0; v < n; v++) {
                    int literal = literals + (r * n + c) * n + v;
                    b.edge(literal, cell);
                    b.edge(literal, values + v);
                }
            }
        }
        return b.build();
    }

    /** G(n, p) with each vertex coloured uniformly among {@code colours} colours. */
    static ColouredGraph random(Random random, int n, double p, int colours) {
        ColouredGraph.Builder b = ColouredGraph.builder();
        for (int v = 0; v < n; v++) {
            b.addVertex(random.nextInt(colours));
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (random.nextDouble() < p) {
                    b.edge(i, j);
                }
            }
        }
        return b.build();
    }

    /** The circulant graph on Z_n: i adjacent to i ± s for every s in {@code steps}. */
    static ColouredGraph circulant(int n, int... steps) {
        ColouredGraph.Builder b = ColouredGraph.builder();
        b.addVertices(n, 0);
        for (int i = 0; i < n; i++) {
            for (int s : steps) {
                if (s % n != 0) {
                    b.edge(i, (i + s) % n);
                }
            }
        }
        return b.build();
    }
}
