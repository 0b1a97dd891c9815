package org.orbits.model.graph;

/**
 * A variable of a literal graph: its vertex and that vertex's colour, its values, and the literal vertex of each value
 * (none when the variable has no literals). A variable another defines one to one ({@code y = x + 3}) shares that
 * variable's vertex and literals: its literal {@code y = 5} is the vertex of {@code x = 2}.
 */
record GraphVariable(String name, int vertex, int colour, long[] values, int[] literals) {

    boolean hasLiterals() {
        return literals.length > 0;
    }

    /** The vertex of the literal {@code this = value}, or -1 when {@code value} is not in the domain. */
    int literal(long value) {
        int at = java.util.Arrays.binarySearch(values, value);
        return at < 0 || !hasLiterals() ? -1 : literals[at];
    }
}
