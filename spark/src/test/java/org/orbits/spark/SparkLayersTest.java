package org.orbits.spark;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The Spark job is a caller of orbits like the command line: it reaches the tool through the façade alone, and
 * reads its command line as the command line does, through the cli package (a floor as high as its own).
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
                    "org.orbits.web..",
                    "org.orbits.catalog..",
                    "org.orbits.search..",
                    "org.orbits.model..",
                    "org.orbits.puzzle..",
                    "org.orbits.symmetry..");
}
