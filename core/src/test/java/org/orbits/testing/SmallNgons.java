package org.orbits.testing;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Map;
import org.orbits.puzzle.ModelOptionSpec;
import org.orbits.puzzle.ParameterSpec;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.puzzle.ngon.NgonFamily;

/** The n-gon family with a catalog of a few quick instances, for tests of the catalog machinery. */
public final class SmallNgons implements PuzzleFamily {

    private final NgonFamily ngon = new NgonFamily();
    private final List<Map<String, String>> catalog;

    public SmallNgons(List<Map<String, String>> catalog) {
        this.catalog = catalog;
    }

    public static PuzzleRegistry registry(List<Map<String, String>> catalog) {
        return new PuzzleRegistry(ImmutableList.of(new SmallNgons(catalog)));
    }

    @Override
    public String name() {
        return ngon.name();
    }

    @Override
    public String title() {
        return ngon.title();
    }

    @Override
    public List<ParameterSpec> parameters() {
        return ngon.parameters();
    }

    @Override
    public List<ModelOptionSpec> modelOptions() {
        return ngon.modelOptions();
    }

    @Override
    public String symmetryDescription() {
        return ngon.symmetryDescription();
    }

    @Override
    public PuzzleInstance instance(Map<String, String> parameterValues) {
        return ngon.instance(parameterValues);
    }

    @Override
    public List<PuzzleInstance> catalogInstances() {
        return catalog.stream().map(ngon::instance).toList();
    }
}
