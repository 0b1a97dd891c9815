package org.orbits.symmetry;

import com.google.common.base.Preconditions;
import java.util.Arrays;

/**
 * A bijection of the values {@code lo .. lo + image.length - 1} onto themselves, the value half of a
 * {@link Symmetry}. The identity is represented by an empty table so that pure cell permutations
 * need no value range at all.
 */
public record ValueMap(int lo, int[] image) {

    private static final ValueMap IDENTITY = new ValueMap(0, new int[0]);

    public ValueMap {
        image = image.clone();
        boolean[] hit = new boolean[image.length];
        for (int v : image) {
            int at = v - lo;
            Preconditions.checkArgument(
                    at >= 0 && at < image.length && !hit[at],
                    "a value map must be a bijection of %s..%s",
                    lo,
                    lo + image.length - 1);
            hit[at] = true;
        }
    }

    public static ValueMap identity() {
        return IDENTITY;
    }

    /** The map {@code v -> image[v - lo]}; a table that maps every value to itself is the identity. */
    public static ValueMap of(int lo, int... image) {
        for (int i = 0; i < image.length; i++) {
            if (image[i] != lo + i) {
                return new ValueMap(lo, image);
            }
        }
        return IDENTITY;
    }

    public boolean isIdentity() {
        for (int i = 0; i < image.length; i++) {
            if (image[i] != lo + i) {
                return false;
            }
        }
        return true;
    }

    public int apply(int value) {
        if (isIdentity()) {
            return value;
        }
        int at = value - lo;
        Preconditions.checkArgument(
                at >= 0 && at < image.length, "value %s is outside %s..%s", value, lo, lo + image.length - 1);
        return image[at];
    }

    /** {@code this} after {@code first}: {@code v -> this(first(v))}. */
    public ValueMap after(ValueMap first) {
        if (first.isIdentity()) {
            return this;
        }
        if (isIdentity()) {
            return first;
        }
        Preconditions.checkArgument(
                lo == first.lo && image.length == first.image.length,
                "value maps over different ranges cannot be composed");
        int[] composed = new int[image.length];
        for (int i = 0; i < composed.length; i++) {
            // first's values lie in the common range, so this map's table takes them directly
            composed[i] = image[first.image[i] - lo];
        }
        return of(lo, composed);
    }

    @Override
    public int[] image() {
        return image.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ValueMap that
                && (isIdentity() ? that.isIdentity() : lo == that.lo && Arrays.equals(image, that.image));
    }

    @Override
    public int hashCode() {
        return isIdentity() ? 0 : 31 * lo + Arrays.hashCode(image);
    }

    @Override
    public String toString() {
        return isIdentity() ? "id" : "values " + lo + ".. -> " + Arrays.toString(image);
    }
}
