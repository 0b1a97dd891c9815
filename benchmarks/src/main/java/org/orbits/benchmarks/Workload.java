package org.orbits.benchmarks;

import com.google.common.base.CharMatcher;
import com.google.common.base.Splitter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.orbits.puzzle.ModelOptions;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.puzzle.PuzzleRegistry;
import org.orbits.search.Census;
import org.orbits.search.Enumerator;
import org.orbits.search.Limits;
import org.orbits.search.ProgressListener;
import org.orbits.search.SearchResult;
import org.orbits.search.SolverSettings;
import org.orbits.symmetry.CanonicalOrbit;

/**
 * One benchmark workload: an instance and the settings of one variant. The instance is named as its label
 * reads, {@code ngon n=9 sum=36}: the family, then the parameters that differ from the family's defaults. It
 * is a JMH parameter of every benchmark, so the results file records which instance was measured and
 * {@code -p instance=...} tries another. A variant is {@code default} (the
 * tool's defaults) or one setting changed from them, {@code axis=value} with the axis {@code alldiff},
 * {@code search}, {@code symmetry} or {@code encoding} and the value as the CLI spells it, so each row of
 * the report differs from the default in exactly one setting. {@code threads=N} searches on N threads, the
 * search split into work units, the settings the defaults.
 */
final class Workload {

    private final PuzzleInstance instance;
    private final SolverSettings settings;
    private final int threads;

    Workload(String instanceLabel, String variant) {
        this.instance = instanceOf(instanceLabel);
        boolean parallel = variant.startsWith("threads=");
        this.settings = (parallel ? SolverSettings.DEFAULT : settingsOf(variant)).completedFor(instance.family());
        this.threads = parallel ? Integer.parseInt(variant.substring("threads=".length())) : 1;
    }

    /** The workload of {@code variant} on the instance {@code instanceLabel} names, checked against the defaults. */
    static Workload checked(String instanceLabel, String variant) {
        Workload workload = new Workload(instanceLabel, variant);
        workload.checkAgainstDefault();
        return workload;
    }

    /** The instance a label names: {@code hip rows=5 cols=7}, the family first, then name=value pairs. */
    static PuzzleInstance instanceOf(String label) {
        List<String> words =
                Splitter.on(CharMatcher.whitespace()).omitEmptyStrings().splitToList(label);
        Map<String, String> parameters = new LinkedHashMap<>();
        for (String word : words.subList(1, words.size())) {
            List<String> nameAndValue = Splitter.on('=').limit(2).splitToList(word);
            if (nameAndValue.size() != 2) {
                throw new IllegalArgumentException("'" + word + "' in '" + label + "' is not name=value");
            }
            parameters.put(nameAndValue.get(0), nameAndValue.get(1));
        }
        return PuzzleRegistry.standard().family(words.get(0)).instance(parameters);
    }

    static SolverSettings settingsOf(String variant) {
        if (variant.equals("default")) {
            return SolverSettings.DEFAULT;
        }
        String[] axisAndValue = variant.split("=", 2);
        String value = axisAndValue[1];
        SolverSettings d = SolverSettings.DEFAULT;
        return switch (axisAndValue[0]) {
            case "alldiff" -> d.withModelOptions(ModelOptions.DEFAULTS.with("allDifferent", value));
            case "search" -> d.withStrategy(SolverSettings.parse(SolverSettings.Strategy.class, value, "search"));
            case "symmetry" -> d.withSymmetryBreaking(
                    SolverSettings.parse(SolverSettings.SymmetryBreaking.class, value, "symmetry breaking"));
            case "encoding" -> d.withModelOptions(ModelOptions.DEFAULTS.with("encoding", value));
            default -> throw new IllegalArgumentException("unknown variant axis in '" + variant + "'");
        };
    }

    /** The measured work: every solution (every optimal one, after the proof) streamed and counted. */
    SearchResult run() {
        return new Enumerator(instance).settings(settings).threads(threads).run(solution -> {});
    }

    /**
     * Checked once per trial, outside the measurement: this variant finds the same orbits, with the same
     * sizes and the same optimum, as the default settings. A setting that changes the answer is a bug.
     */
    void checkAgainstDefault() {
        Census mine =
                Census.take(instance, instance.defaultGroup(), settings, Limits.NONE, ProgressListener.SILENT, threads);
        Census reference = Census.take(
                instance, instance.defaultGroup(), SolverSettings.DEFAULT, Limits.NONE, ProgressListener.SILENT);
        List<CanonicalOrbit> orbits = mine.orbits();
        if (!mine.complete()
                || !orbits.equals(reference.orbits())
                || !mine.objective().equals(reference.objective())) {
            throw new IllegalStateException(instance.label() + " with " + settings + " finds " + orbits.size()
                    + " orbits (objective " + mine.objective() + "), the defaults "
                    + reference.orbits().size()
                    + " (objective " + reference.objective() + ")");
        }
    }
}
