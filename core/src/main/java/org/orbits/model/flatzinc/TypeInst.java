package org.orbits.model.flatzinc;

import java.util.Optional;

/**
 * The type of a declaration: {@code var 1..9}, {@code array [1..4] of var bool}, {@code set of int}.
 *
 * @param variable whether the solver decides it ({@code var}) or it is a parameter
 * @param domain the integers an int may take (or a set's elements come from); empty when unrestricted or not an int
 * @param dimensions 0 for a scalar; in a predicate declaration an array may have several
 * @param length the number of elements of a declared array ({@code 1..n}), -1 when not given
 */
public record TypeInst(boolean variable, Base base, Optional<IntSet> domain, int dimensions, long length) {

    public enum Base {
        BOOL("bool"),
        INT("int"),
        FLOAT("float"),
        SET_OF_INT("set of int");

        private final String word;

        Base(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }

    public boolean isArray() {
        return dimensions > 0;
    }

    /** The type of one element of an array of this type. */
    public TypeInst element() {
        return new TypeInst(variable, base, domain, 0, -1);
    }

    @Override
    public String toString() {
        String basic = (variable ? "var " : "")
                + (base == Base.INT && domain.isPresent()
                        ? domain.get().toString()
                        : base == Base.SET_OF_INT && domain.isPresent() ? "set of " + domain.get() : base.word());
        return isArray() ? "array [" + (length >= 0 ? "1.." + length : "int") + "] of " + basic : basic;
    }
}
