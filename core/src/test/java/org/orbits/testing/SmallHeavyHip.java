package org.orbits.testing;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Map;
import org.orbits.puzzle.ParameterSpec;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.puzzle.hip.HipFamily;

/**
 * The Hip family with one quick board held as a heavy entry and nothing else, for tests of how the catalog
 * keeps, makes and checks heavy entries without a proof of minutes.
 */
public final class SmallHeavyHip implements PuzzleFamily {

    private final HipFamily hip = new HipFamily();
    private final Map<String, String> heavy;

    public SmallHeavyHip(Map<String, String> heavy) {
        this.heavy = heavy;
    }

    public static PuzzleRegistry registry(Map<String, String> heavy) {
        return new PuzzleRegistry(ImmutableList.of(new SmallHeavyHip(heavy)));
    }

    @Override
    public String name() {
        return hip.name();
    }

    @Override
    public String title() {
        return hip.title();
    }

    @Override
    public List<ParameterSpec> parameters() {
        return hip.parameters();
    }

    @Override
    public String symmetryDescription() {
        return hip.symmetryDescription();
    }

    @Override
    public PuzzleInstance instance(Map<String, String> parameterValues) {
        return hip.instance(parameterValues);
    }

    @Override
    public List<PuzzleInstance> catalogInstances() {
        return List.of();
    }

    @Override
    public List<PuzzleInstance> heavyInstances() {
        return List.of(hip.instance(heavy));
    }
}
