package org.orbits.spark;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The Spark job is a caller of orbits like the command line: it reaches the tool through the façade alone.
 */
@AnalyzeClasses(packages = "org.orbits.spark", importOptions = ImportOption.DoNotIncludeTests.class)
class SparkLayersTest {

    @ArchTest
    static final ArchRule theJobGoesThroughTheFacade = noClasses()
            .that()
            .resideInAPackage("org.orbits.spark..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "org.orbits.cli..",
                    "org.orbits.web..",
                    "org.orbits.catalog..",
                    "org.orbits.search..",
                    "org.orbits.puzzle..",
                    "org.orbits.symmetry..");
}
