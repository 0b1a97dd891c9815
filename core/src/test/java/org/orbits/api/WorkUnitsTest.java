package org.orbits.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.orbits.search.units.PartialReader;
import org.orbits.search.units.PartialResult;

/**
 * A cluster job's way through the API: units planned on one machine, run in batches elsewhere (the plan and
 * the partial results crossing as serialised objects or JSON text), merged into what {@code enumerate} gives.
 */
class WorkUnitsTest {

    private final Orbits orbits = Orbits.standard();

    /** Every {@code size} units of the plan, in order. */
    private static List<List<Integer>> batches(UnitPlan plan, int size) {
        List<List<Integer>> batches = new ArrayList<>();
        List<Integer> all = plan.units();
        for (int from = 0; from < all.size(); from += size) {
            batches.add(all.subList(from, Math.min(all.size(), from + size)));
        }
        return batches;
    }

    @SuppressWarnings("unchecked")
    private static <T> T shipped(T value) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (T) in.readObject();
        }
    }

    private static Part asText(Part partial) {
        return new Part(PartialReader.read(partial.text(), "a task's result", PartialResult.PARTIAL));
    }

    @Test
    void batchesOfUnitsMergeIntoTheEnumerationOfEveryGroup() throws Exception {
        Instance apex = orbits.instance("apex", Map.of("rows", "6", "modulus", "7"));
        EnumerationResult whole = orbits.enumerate(apex, Options.defaults());
        UnitPlan plan = shipped(orbits.plan(apex, Options.defaults(), 3));
        assertTrue(plan.size() > 1, "units: " + plan.size());
        List<Part> parts = new ArrayList<>();
        int batch = Math.max(1, plan.size() / 3);
        for (List<Integer> units : batches(plan, batch)) {
            parts.add(asText(orbits.runUnits(plan, units, Options.defaults())));
        }
        MergedParts merged = orbits.merge(parts);
        assertTrue(merged.missingUnits().isEmpty(), merged.missingUnits().toString());
        assertTrue(merged.enumeration().complete());
        assertEquals(whole.groups(), merged.enumeration().groups());

        MergedParts short1 = orbits.merge(parts.subList(1, parts.size()));
        assertFalse(short1.enumeration().complete());
        assertEquals(batches(plan, batch).get(0), List.copyOf(short1.missingUnits()));
        assertThrows(OrbitsException.class, () -> orbits.merge(List.of(parts.get(0), parts.get(0))));
    }

    /** The proof round shares the best value through the caller, then the enumeration round runs at it. */
    @Test
    void anOptimisationRunsAsAProofRoundThenAnEnumerationRound() throws Exception {
        Instance hip = orbits.instance("hip", Map.of("n", "5"));
        EnumerationResult whole = orbits.enumerate(hip, Options.defaults());
        UnitPlan plan = shipped(orbits.plan(hip, Options.defaults(), 2));
        assertTrue(plan.optimising());
        List<Part> proofs = new ArrayList<>();
        OptionalInt best = OptionalInt.empty();
        for (List<Integer> batch : batches(plan, 5)) {
            Part proof = asText(orbits.proveUnits(plan, batch, Options.defaults(), best));
            proofs.add(proof);
            if (proof.best().isPresent() && (best.isEmpty() || proof.best().getAsInt() < best.getAsInt())) {
                best = proof.best();
            }
        }
        List<Part> all = new ArrayList<>(proofs);
        for (List<Integer> batch : batches(plan, 5)) {
            all.add(asText(orbits.enumerateUnits(plan, batch, Options.defaults(), best)));
        }
        MergedParts merged = orbits.merge(all);
        assertTrue(merged.enumeration().complete(), merged.missingUnits().toString());
        assertEquals(whole.objective(), merged.enumeration().objective());
        assertEquals(whole.groups(), merged.enumeration().groups());

        MergedParts unproven = orbits.merge(all.subList(1, all.size()));
        assertFalse(unproven.enumeration().complete());
        assertFalse(unproven.enumeration().objective().orElseThrow().proven());
    }
}
