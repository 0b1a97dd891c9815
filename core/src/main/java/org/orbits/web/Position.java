package org.orbits.web;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.ImmutableIntArray;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.orbits.api.Instance;
import org.orbits.api.OrbitsException;
import org.orbits.api.Remark;

/**
 * A position being played: an instance and its givens, by cell index. A value outside the puzzle's range is
 * kept, so that the page can show it with what is wrong with it; a search refuses it ({@link #searchable()}).
 */
record Position(Instance instance, ImmutableMap<Integer, Integer> givens) {

    /** Reads {@code given=CELL=VALUE} words; a given must name a cell and hold a whole number. */
    static Position of(Instance instance, List<String> givenWords) {
        Map<Integer, Integer> givens = new LinkedHashMap<>();
        for (String word : givenWords) {
            int eq = word.indexOf('=');
            if (eq <= 0) {
                throw new OrbitsException("given '" + word + "' is not of the form CELL=VALUE");
            }
            String cell = word.substring(0, eq).trim();
            int index = instance.cellNames().indexOf(cell);
            if (index < 0) {
                throw new OrbitsException("'" + cell + "' names no cell of " + instance.label());
            }
            int value;
            try {
                value = Integer.parseInt(word.substring(eq + 1).trim());
            } catch (NumberFormatException notANumber) {
                throw new OrbitsException("given " + word + ": the value is not a whole number");
            }
            Integer before = givens.put(index, value);
            if (before != null && before != value) {
                throw new OrbitsException("cell " + cell + " is given twice, as " + before + " and " + value);
            }
        }
        return new Position(instance, ImmutableMap.copyOf(givens));
    }

    /** Every cell's value, {@link Instance#EMPTY} where none is given. */
    ImmutableIntArray values() {
        int[] values = new int[instance.cellNames().size()];
        Arrays.fill(values, Instance.EMPTY);
        givens.forEach((cell, value) -> values[cell] = value);
        return ImmutableIntArray.copyOf(values);
    }

    /** The givens by cell name, as the API takes them. */
    Map<String, Integer> givensByName() {
        Map<String, Integer> named = new LinkedHashMap<>();
        givens.forEach((cell, value) -> named.put(name(cell), value));
        return named;
    }

    /** What each value stands for where the puzzle names its values (a tiling's pieces), else nothing. */
    Map<String, String> valueNames() {
        Map<String, String> names = new LinkedHashMap<>();
        for (int value = instance.minValue(); value <= instance.maxValue(); value++) {
            int named = value;
            instance.valueName(value).ifPresent(name -> names.put(String.valueOf(named), name));
        }
        return names;
    }

    String name(int cell) {
        return instance.cellNames().get(cell);
    }

    /**
     * The rules every family shares: a value in range, and where values are distinct, each used once. Then
     * what the family itself says of the position.
     */
    ImmutableList<Remark> remarks() {
        ImmutableList.Builder<Remark> remarks = ImmutableList.builder();
        remarks.addAll(shared());
        remarks.addAll(instance.remarks(values()));
        return remarks.build();
    }

    private List<Remark> shared() {
        List<Remark> remarks = new java.util.ArrayList<>();
        Map<Integer, Integer> firstHolder = new LinkedHashMap<>();
        givens.forEach((cell, value) -> {
            if (!inRange(value)) {
                remarks.add(new Remark(
                        List.of(name(cell)),
                        true,
                        name(cell) + "=" + value + " is outside " + instance.minValue() + ".." + instance.maxValue()));
                return;
            }
            Integer other = firstHolder.putIfAbsent(value, cell);
            if (instance.valuesDistinct() && other != null) {
                remarks.add(new Remark(
                        List.of(name(other), name(cell)),
                        true,
                        value + " is used twice, at " + name(other) + " and " + name(cell)
                                + ": every cell holds a different value"));
            }
        });
        return remarks;
    }

    private boolean inRange(int value) {
        return value >= instance.minValue() && value <= instance.maxValue();
    }

    /** This position, if a search may start from it; otherwise the first broken shared rule, as bad input. */
    Position searchable() {
        shared().stream().findFirst().ifPresent(remark -> {
            throw new OrbitsException("given " + remark.text());
        });
        return this;
    }

    /** The cells with no value, by name. */
    List<String> emptyCells() {
        return java.util.stream.IntStream.range(0, instance.cellNames().size())
                .filter(cell -> !givens.containsKey(cell))
                .mapToObj(this::name)
                .toList();
    }
}
