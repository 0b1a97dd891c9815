package org.orbits.testing;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Map;
import org.orbits.puzzle.ParameterSpec;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;

/** Any family with a catalog of a few quick instances chosen by a test, and no open instances. */
public final class SmallCatalog implements PuzzleFamily {

    private final PuzzleFamily family;
    private final List<Map<String, String>> catalog;

    public SmallCatalog(PuzzleFamily family, List<Map<String, String>> catalog) {
        this.family = family;
        this.catalog = catalog;
    }

    public static PuzzleRegistry registry(PuzzleFamily family, List<Map<String, String>> catalog) {
        return new PuzzleRegistry(ImmutableList.of(new SmallCatalog(family, catalog)));
    }

    @Override
    public String name() {
        return family.name();
    }

    @Override
    public String title() {
        return family.title();
    }

    @Override
    public List<ParameterSpec> parameters() {
        return family.parameters();
    }

    @Override
    public String symmetryDescription() {
        return family.symmetryDescription();
    }

    @Override
    public PuzzleInstance instance(Map<String, String> parameterValues) {
        return family.instance(parameterValues);
    }

    @Override
    public List<PuzzleInstance> catalogInstances() {
        return catalog.stream().map(family::instance).toList();
    }
}
