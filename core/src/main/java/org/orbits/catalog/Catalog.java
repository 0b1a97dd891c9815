package org.orbits.catalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.orbits.checks.CatalogEntry;
import org.orbits.checks.CatalogJson;
import org.orbits.checks.ExactCoverEntry;
import org.orbits.checks.HeavyChecks;
import org.orbits.checks.SymmetryAnalysis;
import org.orbits.puzzle.FamilyDescription;
import org.orbits.puzzle.PuzzleFamily;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.Census;
import org.orbits.search.DefinitionCount;
import org.orbits.search.FixedPoints;
import org.orbits.search.ObjectiveBounds;
import org.orbits.search.ProgressListener;
import org.orbits.search.SolverSettings;
import org.orbits.search.TwoWayCount;
import org.orbits.symmetry.Burnside;
import org.orbits.symmetry.Group;

/**
 * The catalog folder: {@code README.md} and {@code <family>/<stem>.{json,md,svg}}, one stem per instance
 * and symmetry group. Knows where files go and how to read entries back; {@link CatalogBuilder} and
 * {@link Verifier} say what goes in them.
 *
 * <p>It runs past 300 lines because the layout is one decision: every path, the slot of each instance and group,
 * and the reading back of each file follow from it and change together.
 */
public final class Catalog {

    static final String INDEX = "README.md";
    static final List<String> EXTENSIONS = List.of(".json", ".md", ".svg");

    private final Path root;

    public Catalog(Path root) {
        this.root = root;
    }

    /** What kind of entry a slot holds, and so how it is computed and checked. */
    public enum Kind {
        /** Counted every way by every catalog run and every verify. */
        COUNTED,
        /**
         * Proven only when asked ({@code --heavy}): its proof takes longer than a catalog run can carry, so
         * the stored files are kept and every verify checks them without a search (see {@link HeavyChecks}).
         */
        HEAVY,
        /** An optimisation whose optimum is not proven: the bounds found and the best solution's orbit. */
        OPEN
    }

    /**
     * One entry's place: an instance reduced under one of its groups. The default group's files are named
     * by the instance alone, every other group's by the instance and the group.
     */
    public record Slot(PuzzleInstance instance, Group group, Kind kind) {

        public Slot(PuzzleInstance instance, Group group) {
            this(instance, group, Kind.COUNTED);
        }

        public boolean open() {
            return kind == Kind.OPEN;
        }

        public boolean heavy() {
            return kind == Kind.HEAVY;
        }

        public String stem() {
            return group == instance.defaultGroup() ? instance.id() : instance.id() + "-" + group.name();
        }

        public String label() {
            return instance.groups().size() == 1 || open()
                    ? instance.label()
                    : instance.label() + " under " + group.name();
        }
    }

    /** A slot's entry as computed now, and how its counts disagree, if they do. */
    record Computed(CatalogEntry entry, List<String> disagreements) {}

    /**
     * Search nodes the definition model may take per instance. A node budget rather than a time limit, so
     * that whether it finishes, and so every page, is the same on every run and machine. This many finish
     * every n-gon up to n = 7, the Apex up to 8 rows mod 3, Hip up to 4 x 4, and cost an instance they do not
     * finish a few seconds (the Apex's sums mod M are the dearest nodes, at a few thousand a second).
     */
    static final long DEFINITION_NODES = 30_000;

    /** The definition model's node budget for {@code instance}. */
    static long definitionNodes(PuzzleInstance instance) {
        return instance.exactCover().isPresent() ? ExactCoverEntry.DEFINITION_NODES : DEFINITION_NODES;
    }

    /** The definition model's count of each instance, taken once for all of the instance's groups. */
    static final class DefinitionCounts {
        private final Map<String, DefinitionCount> counts = new HashMap<>();

        DefinitionCount of(PuzzleInstance instance) {
            return counts.computeIfAbsent(
                    instance.family().name() + "/" + instance.id(),
                    key -> DefinitionCount.take(instance, definitionNodes(instance)));
        }
    }

    /**
     * Computes a slot's entry: counted both ways (see {@link TwoWayCount}) and then checked by the definition
     * model, where it finishes within {@link #DEFINITION_NODES}, and by Burnside's lemma (see
     * {@link FixedPoints}); or for an open slot, the bounds on its optimum (see {@link ObjectiveBounds}).
     */
    static Computed compute(Slot slot, ProgressListener progress, int threads, DefinitionCounts definitions) {
        return compute(slot, progress, threads, definitions, CatalogEntry.Checks.FULL_ENUMERATION_NODES);
    }

    /** As {@link #compute(Slot, ProgressListener, int, DefinitionCounts)}, with another full enumeration budget. */
    static Computed compute(
            Slot slot,
            ProgressListener progress,
            int threads,
            DefinitionCounts definitions,
            long fullEnumerationNodes) {
        return analysed(
                slot.instance(), slot.group(), counted(slot, progress, threads, definitions, fullEnumerationNodes));
    }

    /**
     * A checked entry with its symmetry analysis stored beside its checks (see {@link SymmetryAnalysis}), so that its
     * page renders it and verify finds it again; an entry whose counts disagree, or with no checks (an open one), as
     * it is.
     */
    static Computed analysed(PuzzleInstance instance, Group group, Computed computed) {
        CatalogEntry entry = computed.entry();
        if (!computed.disagreements().isEmpty() || entry.checks().isEmpty()) {
            return computed;
        }
        CatalogEntry.Analysis analysis = SymmetryAnalysis.of(instance, group, false, entry);
        return new Computed(entry.withChecks(entry.checks().get().withAnalysis(analysis)), computed.disagreements());
    }

    private static Computed counted(
            Slot slot,
            ProgressListener progress,
            int threads,
            DefinitionCounts definitions,
            long fullEnumerationNodes) {
        PuzzleInstance instance = slot.instance();
        if (slot.open()) {
            ObjectiveBounds bounds = ObjectiveBounds.search(
                    instance, slot.group(), instance.family().openSearchNodes());
            return new Computed(CatalogEntry.open(instance, slot.group(), bounds), List.of());
        }
        TwoWayCount count = TwoWayCount.take(
                instance, slot.group(), SolverSettings.DEFAULT, progress, threads, fullEnumerationNodes);
        CatalogEntry entry = CatalogEntry.of(instance, count.byLexLeader());
        List<String> disagreements = new ArrayList<>(count.disagreements());
        if (!disagreements.isEmpty()) {
            return new Computed(entry, disagreements);
        }
        Census census = count.byCanonicaliser();
        if (instance.exactCover().isPresent()) {
            return new Computed(
                    ExactCoverEntry.compute(
                            instance, slot.group(), entry, census, count.fullEnumeration(), disagreements),
                    disagreements);
        }
        OptionalInt optimum =
                census.objective().map(objective -> objective.value()).orElse(OptionalInt.empty());

        DefinitionCount definition = definitions.of(instance);
        disagreements.addAll(definition.problems());
        if (definition.finished() && definition.solutions().getAsLong() != census.solutions()) {
            disagreements.add("solutions: " + census.solutions() + " by "
                    + (count.fullEnumeration() ? "full enumeration" : "the greatest leaders") + ", "
                    + definition.solutions().getAsLong() + " by " + definition.counter());
        }
        if (definition.finished() && !definition.optimum().equals(optimum)) {
            disagreements.add("optimum: " + words(optimum) + " by the model, " + words(definition.optimum()) + " by "
                    + definition.counter());
        }
        Optional<CatalogEntry.External> external = definition
                .external()
                .map(counted -> new CatalogEntry.External(counted.counter(), counted.budget(), counted.why()));
        if (external.isPresent()) {
            int number = 1;
            for (CatalogEntry.Representative representative : entry.representatives()) {
                String name = "representative #" + number++;
                instance.violation(representative.values())
                        .ifPresent(problem -> disagreements.add(name + " fails the evaluator: " + problem));
            }
        }

        FixedPoints fixed = FixedPoints.count(instance, slot.group(), census.solutions(), optimum);
        disagreements.addAll(fixed.problems());
        Burnside.Count burnside = fixed.count()
                .orElseThrow(() -> new IllegalStateException(
                        "the group of " + slot.label() + " is visited neither element by element nor class by class"));
        if (!burnside.whole()) {
            disagreements.add("Burnside: the " + burnside.groupOrder() + " elements fix " + burnside.total()
                    + " solutions, not a multiple of the group's order");
        } else if (burnside.orbits() != census.orbits().size()) {
            disagreements.add("orbits: " + census.orbits().size() + " by the canonicaliser, " + burnside.orbits()
                    + " by Burnside's lemma");
        }
        return new Computed(
                entry.withChecks(new CatalogEntry.Checks(
                        external.isPresent() ? 0 : definitionNodes(instance),
                        definition.solutions(),
                        burnside.total(),
                        count.fullEnumeration(),
                        Optional.empty(),
                        external)),
                disagreements);
    }

    /**
     * A heavy instance's entries by group name, proven by {@code proof} and checked as every verify checks
     * them (see {@link HeavyChecks}); empty when the proof was interrupted.
     */
    static Optional<Map<String, Computed>> computeHeavy(
            PuzzleInstance instance, HeavyProof proof, DefinitionCounts definitions) {
        Optional<List<CatalogEntry>> proven = proof.entries(instance);
        if (proven.isEmpty()) {
            return Optional.empty();
        }
        String command = heavyCommand(instance.family());
        DefinitionCount definition = definitions.of(instance);
        Map<String, Computed> computed = new HashMap<>();
        for (CatalogEntry entry : proven.get()) {
            Group group = instance.group(entry.group());
            List<String> disagreements = new ArrayList<>(definition.problems());
            if (definition.finished() && definition.solutions().getAsLong() != entry.solutions()) {
                disagreements.add("solutions: " + entry.solutions() + " by the heavy proof, "
                        + definition.solutions().getAsLong() + " by the definition model");
            }
            HeavyChecks checks = HeavyChecks.of(instance, group, entry);
            disagreements.addAll(checks.problems());
            computed.put(
                    entry.group(),
                    analysed(
                            instance,
                            group,
                            new Computed(
                                    entry.withChecks(new CatalogEntry.Checks(
                                            definitionNodes(instance),
                                            definition.solutions(),
                                            checks.burnside().total(),
                                            Optional.of(new CatalogEntry.Heavy(command)))),
                                    disagreements)));
        }
        return Optional.of(computed);
    }

    /** The command that regenerates and re-proves the heavy entries of {@code family}. */
    public static String heavyCommand(FamilyDescription family) {
        return "orbits catalog --only " + family.name() + " --heavy";
    }

    private static String words(OptionalInt value) {
        return value.isPresent() ? Integer.toString(value.getAsInt()) : "none";
    }

    /** A stored entry with its place. */
    record Stored(Slot slot, CatalogEntry entry) {}

    /**
     * Every slot of a family's catalog: each catalogued instance under each of its groups, then each heavy
     * instance under each of its groups, then each open instance under its default group.
     */
    public static List<Slot> slots(PuzzleFamily family) {
        List<Slot> slots = new ArrayList<>();
        for (PuzzleInstance instance : family.catalogInstances()) {
            instance.groups().forEach(group -> slots.add(new Slot(instance, group)));
        }
        for (PuzzleInstance instance : family.heavyInstances()) {
            instance.groups().forEach(group -> slots.add(new Slot(instance, group, Kind.HEAVY)));
        }
        for (PuzzleInstance instance : family.openInstances()) {
            slots.add(new Slot(instance, instance.defaultGroup(), Kind.OPEN));
        }
        return slots;
    }

    public Path root() {
        return root;
    }

    public Path file(Slot slot, String extension) {
        return root.resolve(slot.instance().family().name()).resolve(slot.stem() + extension);
    }

    Path index() {
        return root.resolve(INDEX);
    }

    /** The stored entry of {@code slot}, if its JSON file exists. */
    Optional<CatalogEntry> read(Slot slot) {
        Path json = file(slot, ".json");
        if (!Files.isRegularFile(json)) {
            return Optional.empty();
        }
        return Optional.of(CatalogJson.read(text(json)));
    }

    /** The stored entries of every family, in registry and catalog order, skipping any not stored. */
    List<Stored> readAll(PuzzleRegistry registry) {
        List<Stored> entries = new ArrayList<>();
        for (PuzzleFamily family : registry.families()) {
            for (Slot slot : slots(family)) {
                read(slot).ifPresent(entry -> entries.add(new Stored(slot, entry)));
            }
        }
        return entries;
    }

    /** Files in a family's folder that no slot of the family owns. */
    List<Path> strayFiles(PuzzleFamily family) {
        Path folder = root.resolve(family.name());
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        List<Path> owned = new ArrayList<>();
        for (Slot slot : slots(family)) {
            EXTENSIONS.forEach(extension -> owned.add(file(slot, extension)));
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(path -> !owned.contains(path)).sorted().toList();
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
    }

    static String text(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException failed) {
            throw new UncheckedIOException("cannot read " + file + ": " + failed.getMessage(), failed);
        }
    }
}
