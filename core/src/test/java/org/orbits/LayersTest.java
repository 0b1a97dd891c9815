package org.orbits;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import org.orbits.symmetry.CellMap;
import org.orbits.symmetry.LiteralMap;
import org.orbits.symmetry.Symmetry;

/**
 * The shape of the code, kept by the build: each layer uses only the layers below it, and no package,
 * at any depth, depends on itself through others.
 */
@AnalyzeClasses(packages = "org.orbits", importOptions = ImportOption.DoNotIncludeTests.class)
class LayersTest {

    @ArchTest
    static final ArchRule dependenciesPointDownTheLayers = layeredArchitecture()
            .consideringOnlyDependenciesInLayers()
            .withOptionalLayers(true)
            .layer("cli")
            .definedBy("org.orbits.cli..")
            .layer("web")
            .definedBy("org.orbits.web..")
            .layer("api")
            .definedBy("org.orbits.api..")
            .layer("catalog")
            .definedBy("org.orbits.catalog..")
            .layer("checks")
            .definedBy("org.orbits.checks..")
            .layer("search")
            .definedBy("org.orbits.search..")
            .layer("model")
            .definedBy("org.orbits.model..")
            .layer("tiling")
            .definedBy("org.orbits.tiling..")
            .layer("puzzle")
            .definedBy("org.orbits.puzzle..")
            .layer("symmetry")
            .definedBy("org.orbits.symmetry..")
            .layer("files")
            .definedBy("org.orbits.files..")
            .whereLayer("cli")
            .mayNotBeAccessedByAnyLayer()
            .whereLayer("web")
            .mayOnlyBeAccessedByLayers("cli") // the serve command starts the server
            .whereLayer("api")
            .mayOnlyBeAccessedByLayers("cli", "web")
            .whereLayer("catalog")
            .mayOnlyBeAccessedByLayers("api", "cli", "web")
            .whereLayer("checks") // what a run found and how it is checked: enumerate, verify and the catalog
            .mayOnlyBeAccessedByLayers("catalog", "api", "cli", "web")
            .whereLayer("search")
            .mayOnlyBeAccessedByLayers("checks", "catalog", "api", "cli", "web")
            .whereLayer("model")
            .mayOnlyBeAccessedByLayers("search", "checks", "catalog", "api")
            .whereLayer("tiling") // beside the model path: a kind of puzzle with an engine of its own
            .mayOnlyBeAccessedByLayers("search", "checks", "catalog", "api")
            .whereLayer("puzzle")
            .mayOnlyBeAccessedByLayers("model", "tiling", "search", "checks", "catalog", "api", "cli", "web")
            .whereLayer("symmetry")
            .mayOnlyBeAccessedByLayers("model", "tiling", "puzzle", "search", "checks", "catalog", "api", "cli", "web")
            .whereLayer("files")
            .mayOnlyBeAccessedByLayers("model", "search", "checks", "catalog", "api");

    @ArchTest
    static final ArchRule noPackageCycles =
            slices().matching("org.orbits.(**)").should().beFreeOfCycles();

    /**
     * A symmetry is one of two kinds, as a sealed type would say; it is not sealed, since a sealed type and its
     * kinds name each other, and {@link org.orbits.symmetry.Symmetries} alone chooses the kind.
     */
    @ArchTest
    static final ArchRule symmetriesAreCellMapsOrLiteralMaps = classes()
            .that()
            .implement(Symmetry.class)
            .should()
            .haveFullyQualifiedName(CellMap.class.getName())
            .orShould()
            .haveFullyQualifiedName(LiteralMap.class.getName());
}
