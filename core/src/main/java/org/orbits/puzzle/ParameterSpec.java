package org.orbits.puzzle;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.ToIntFunction;

/**
 * One parameter of a puzzle family, declared once: the words {@code orbits list} shows for its default and
 * range are made from the declaration, and {@link ParameterValues} checks given values against the same
 * declaration, so the two cannot drift apart.
 */
public record ParameterSpec(String name, String description, Domain domain) {

    /** The values a parameter accepts, and the one it takes when none is given. */
    public sealed interface Domain {

        /** The default in words, as {@code orbits list} shows it. */
        String defaultWords();

        /** The accepted values in words, as {@code orbits list} shows it. */
        String rangeWords();
    }

    /**
     * The whole numbers {@code least..most} ({@link Integer#MAX_VALUE} for no upper bound, shown {@code least..}).
     *
     * @param aside words shown right after the range, as written, for what the range alone does not say
     */
    public record WholeNumbers(int least, int most, Fallback fallback, String aside) implements Domain {

        public WholeNumbers {
            Preconditions.checkArgument(least <= most, "an empty range %s..%s", least, most);
        }

        @Override
        public String defaultWords() {
            return fallback.words();
        }

        @Override
        public String rangeWords() {
            return bounds() + aside;
        }

        /** {@code least..most}, without the aside: what a value out of range is told. */
        public String bounds() {
            return least + ".." + (most == Integer.MAX_VALUE ? "" : Integer.toString(most));
        }

        boolean contains(int value) {
            return value >= least && value <= most;
        }
    }

    /** One word of a fixed list, case and all. */
    public record Choices(ImmutableList<String> words, String fallback) implements Domain {

        public Choices {
            Preconditions.checkArgument(words.contains(fallback), "the default %s is not one of %s", fallback, words);
        }

        @Override
        public String defaultWords() {
            return fallback;
        }

        @Override
        public String rangeWords() {
            return String.join(" | ", words);
        }
    }

    /** What a whole-number parameter takes when no value is given. */
    public sealed interface Fallback {

        String words();

        /**
         * The value, reading any other whole-number parameter it depends on by its name from {@code wholeNumbers}
         * (the values given, or their defaults); empty for none.
         */
        OptionalInt value(ToIntFunction<String> wholeNumbers);

        static Fallback of(int value) {
            return new Fixed(value);
        }

        /** {@code factor * other + offset}, where {@code other} is another whole-number parameter. */
        static Fallback following(int factor, String other, int offset) {
            return new Following(factor, other, offset);
        }

        /** The value of another whole-number parameter. */
        static Fallback sameAs(String other) {
            return new Following(1, other, 0);
        }

        /** No value: the parameter is optional, and {@code words} say what its absence means. */
        static Fallback none(String words) {
            return new Absent(words);
        }

        record Fixed(int value) implements Fallback {

            @Override
            public String words() {
                return Integer.toString(value);
            }

            @Override
            public OptionalInt value(ToIntFunction<String> wholeNumbers) {
                return OptionalInt.of(value);
            }
        }

        /** A default that moves with another parameter, written as the formula it is: {@code 3n+4}, {@code n}. */
        record Following(int factor, String other, int offset) implements Fallback {

            @Override
            public String words() {
                String multiple = (factor == 1 ? "" : Integer.toString(factor)) + other;
                return offset == 0 ? multiple : multiple + (offset > 0 ? "+" : "") + offset;
            }

            @Override
            public OptionalInt value(ToIntFunction<String> wholeNumbers) {
                return OptionalInt.of(
                        Math.addExact(Math.multiplyExact(factor, wholeNumbers.applyAsInt(other)), offset));
            }
        }

        record Absent(String words) implements Fallback {

            @Override
            public OptionalInt value(ToIntFunction<String> wholeNumbers) {
                return OptionalInt.empty();
            }
        }
    }

    /** Whole numbers {@code least..most} with a default. */
    public static ParameterSpec wholeNumber(String name, String description, int least, int most, Fallback fallback) {
        return new ParameterSpec(name, description, new WholeNumbers(least, most, fallback, ""));
    }

    /** One of {@code words}, {@code fallback} by default. */
    public static ParameterSpec choice(String name, String description, List<String> words, String fallback) {
        return new ParameterSpec(name, description, new Choices(ImmutableList.copyOf(words), fallback));
    }

    /** The same whole-number parameter with {@code aside} shown after its range. */
    public ParameterSpec withAside(String aside) {
        Preconditions.checkState(domain instanceof WholeNumbers, "%s is not a whole number", name);
        WholeNumbers numbers = (WholeNumbers) domain;
        return new ParameterSpec(
                name, description, new WholeNumbers(numbers.least(), numbers.most(), numbers.fallback(), aside));
    }

    /** The default in words ("6", "3n+4"), as {@code orbits list} shows it. */
    public String defaultValue() {
        return domain.defaultWords();
    }

    /** The accepted values in words ("3..40", "balanced | any"), as {@code orbits list} shows it. */
    public String range() {
        return domain.rangeWords();
    }
}
