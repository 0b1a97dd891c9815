package org.orbits.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.orbits.checks.CatalogEntry;
import org.orbits.checks.CatalogJson;
import org.orbits.puzzle.DefinitionModel;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleModel;
import org.orbits.puzzle.PuzzleModels;
import org.orbits.puzzle.PuzzleParts;
import org.orbits.puzzle.ngon.NgonFamily;
import org.orbits.search.ProgressListener;

/** The checks beyond the two ways of counting: what an entry records of them, and what a page says. */
class CatalogChecksTest {

    private static final PuzzleInstance PENTAGON = new NgonFamily().instance(Map.of("n", "5"));

    private static Catalog.Computed compute(PuzzleInstance instance) {
        return Catalog.compute(
                new Catalog.Slot(instance, instance.defaultGroup()),
                ProgressListener.SILENT,
                1,
                new Catalog.DefinitionCounts());
    }

    @Test
    void anEntryRecordsTheDefinitionModelsCountAndTheFixedPoints() {
        Catalog.Computed computed = compute(PENTAGON);
        assertEquals(List.of(), computed.disagreements());
        CatalogEntry entry = computed.entry();
        CatalogEntry.Analysis analysis = entry.analysis().orElseThrow();
        assertEquals(
                Optional.of(new CatalogEntry.Checks(Catalog.DEFINITION_NODES, OptionalLong.of(30), 30)
                        .withAnalysis(analysis)),
                entry.checks());
        assertEquals("D5", analysis.structure(), "the pentagon's detected group is its declared dihedral group");
        assertEquals(10, analysis.order());
        assertEquals(List.of(), analysis.notDetected());
        assertEquals(List.of(), analysis.notDeclared());
        assertEquals(3, analysis.orbits());
        assertEquals(entry, CatalogJson.read(CatalogJson.write(entry)));
        String page = CatalogPages.markdown(new Catalog.Slot(PENTAGON, PENTAGON.defaultGroup()), entry);
        assertTrue(page.contains("Choco's default search): 30 solutions;"), page);
        assertTrue(page.contains("the 10 elements of D5 fix 30 solutions in all"), page);
        assertTrue(page.contains("30 / 10 = 3 orbits."), page);
    }

    @Test
    void pastTheFullEnumerationBudgetTheGreatestLeadersCountTheSameAndThePageSaysSo() {
        Catalog.Slot slot = new Catalog.Slot(PENTAGON, PENTAGON.defaultGroup());
        Catalog.Computed reduced = Catalog.compute(slot, ProgressListener.SILENT, 1, new Catalog.DefinitionCounts(), 0);
        Catalog.Computed full = compute(PENTAGON);
        assertEquals(List.of(), reduced.disagreements());
        CatalogEntry entry = reduced.entry();
        assertEquals(
                Optional.of(new CatalogEntry.Checks(Catalog.DEFINITION_NODES, OptionalLong.of(30), 30, false)
                        .withAnalysis(full.entry().analysis().orElseThrow())),
                entry.checks());
        assertEquals(full.entry().withChecks(entry.checks().orElseThrow()), entry);
        assertEquals(entry, CatalogJson.read(CatalogJson.write(entry)));
        String page = CatalogPages.markdown(slot, entry);
        assertTrue(page.contains("of the greatest member of each orbit"), page);
        assertTrue(page.contains("3 orbits of 30 solutions in all. Not every solution was enumerated"), page);
        assertTrue(page.contains("each element's but the identity's by a search of its own"), page);
        assertFalse(page.contains("full enumeration,"), page);
        assertFalse(CatalogPages.index(List.of(new Catalog.Stored(slot, entry)))
                .contains("Every solution of every instance below was enumerated"));
        assertTrue(CatalogPages.index(List.of(new Catalog.Stored(slot, full.entry())))
                .contains("Every solution of every instance below was enumerated"));
    }

    @Test
    void anEntryCountedInFullStoresNoWordOfTheSecondWay() {
        CatalogEntry entry = compute(PENTAGON).entry();
        assertTrue(entry.checks().orElseThrow().fullEnumeration());
        assertFalse(CatalogJson.write(entry).contains("fullEnumeration"));
    }

    @Test
    void aPageSaysWhenTheDefinitionModelRanOutOfItsBudget() {
        CatalogEntry entry =
                compute(PENTAGON).entry().withChecks(new CatalogEntry.Checks(1000, OptionalLong.empty(), 30));
        String page = CatalogPages.markdown(new Catalog.Slot(PENTAGON, PENTAGON.defaultGroup()), entry);
        assertTrue(page.contains("not run: budget (it did not finish within 1000 search nodes)"), page);
        assertEquals(entry, CatalogJson.read(CatalogJson.write(entry)));
    }

    @Test
    void aDefinitionModelThatCountsOtherwiseIsADisagreement() {
        PuzzleInstance otherSum = new NgonFamily().instance(Map.of("n", "5", "sum", "20"));
        Catalog.Computed computed = compute(withDefinition(PENTAGON, otherSum));
        assertTrue(
                computed.disagreements().stream()
                        .anyMatch(d -> d.equals("solutions: 30 by full enumeration, 20 by the definition model")),
                computed.disagreements().toString());
        assertTrue(
                computed.disagreements().stream().anyMatch(d -> d.contains("a solution the checker refuses")),
                computed.disagreements().toString());
    }

    /** An instance whose definition model is another instance's: a definition model that states the wrong rules. */
    private static PuzzleInstance withDefinition(PuzzleInstance instance, PuzzleInstance definedBy) {
        return PuzzleParts.of(instance).withModels(new PuzzleModels() {
            @Override
            public PuzzleModel build(ModelOptions options) {
                return instance.build(options);
            }

            @Override
            public DefinitionModel definitionModel() {
                return definedBy.definitionModel();
            }
        });
    }
}
