package org.orbits.model.presolve;

import java.util.List;
import java.util.Optional;

/**
 * A global constraint the FlatZinc implies, found in the decomposition MiniZinc left of it. Each is stated over the
 * names of FlatZinc variables that are no aliases, and each holds in every solution of the model as written: the
 * translation posts it beside the decomposition, which it strengthens and never replaces.
 */
public sealed interface Structure {

    /** In words, for the verbose output. */
    String described();

    /** What kind of global it is, in words: "count", "all-different", "inverse". */
    String kind();

    /** How many constraints of the decomposition it strengthens. */
    int replaced();

    /**
     * The number of the variables {@code variables} that take {@code value} is {@code counter + offset} where there is
     * a counter, and between {@code min} and {@code max} where there is none: {@code sum(p in P)(bool2int(x[p] = k))
     * = c}, which MiniZinc writes as one reified equality, one {@code bool2int} and one term of a linear sum per place.
     *
     * @param replaced the constraints of the decomposition, the sum's and its reified equalities'
     */
    record Count(
            List<String> variables, long value, Optional<String> counter, long offset, long min, long max, int replaced)
            implements Structure {
        public Count {
            variables = List.copyOf(variables);
        }

        @Override
        public String kind() {
            return "count";
        }

        @Override
        public String described() {
            String count = counter.map(c -> offset == 0 ? c : c + (offset > 0 ? " + " : " - ") + Math.abs(offset))
                    .orElse(min == max ? Long.toString(min) : min + ".." + max);
            return "a count of " + value + " among " + variables.size() + " variables (= " + count + ")";
        }
    }

    /**
     * The variables plus their offsets are pairwise different: a clique of disequalities {@code x_u + o_u != x_v +
     * o_v} ({@code x != y} where the offsets are 0, {@code q[i] + i != q[j] + j} on the queens' diagonals).
     *
     * @param replaced the disequalities of the clique
     */
    record AllDifferent(List<String> variables, List<Long> offsets, int replaced) implements Structure {
        public AllDifferent {
            variables = List.copyOf(variables);
            offsets = List.copyOf(offsets);
        }

        @Override
        public String kind() {
            return "all-different";
        }

        @Override
        public String described() {
            return "an all-different of " + variables.size() + " variables";
        }
    }

    /**
     * {@code successors} and {@code predecessors} are inverse permutations of {@code 1..n}: {@code predecessors[
     * successors[i]] = i} for every {@code i}, which MiniZinc writes as one element constraint per {@code i}, each of
     * {@code n} variables of domain within {@code 1..n} (then each array is a permutation and the other its inverse).
     *
     * @param replaced the element constraints
     */
    record Inverse(List<String> successors, List<String> predecessors, int replaced) implements Structure {
        public Inverse {
            successors = List.copyOf(successors);
            predecessors = List.copyOf(predecessors);
        }

        @Override
        public String kind() {
            return "inverse";
        }

        @Override
        public String described() {
            return "an inverse of two arrays of " + successors.size() + " variables";
        }
    }
}
