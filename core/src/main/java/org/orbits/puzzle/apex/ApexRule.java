package org.orbits.puzzle.apex;

/**
 * Addition modulo {@code M} with {@code M} standing for 0, on the digits {@code 1..M}:
 * {@code V(r,j) = ((V(r+1,j) + V(r+1,j+1) - 1) mod M) + 1}.
 */
record ApexRule(int modulus) {

    int add(int left, int right) {
        return Math.floorMod(left + right - 1, modulus) + 1;
    }

    /** The digit {@code d} with {@code add(below, d) == above}: what the other cell below must hold. */
    int subtract(int above, int below) {
        int difference = Math.floorMod(above - below, modulus);
        return difference == 0 ? modulus : difference;
    }

    /** The digit {@code unit * digit}, read modulo {@code M} with {@code M} for 0. */
    int multiply(int unit, int digit) {
        int product = Math.floorMod(unit * digit, modulus);
        return product == 0 ? modulus : product;
    }
}
