package org.orbits.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One enumeration as the job is asked for it, shipped to every task: the family, its parameters in the
 * order given, the group to reduce by ({@code null}: every group of the family), and the solver settings in
 * the words the command line takes.
 */
record EnumerationRequest(String family, Map<String, String> parameters, String group, Map<String, String> settings)
        implements Serializable {

    EnumerationRequest {
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }

    /** The same request as the arguments of {@code orbits enumerate}. */
    List<String> arguments() {
        List<String> words = new ArrayList<>(List.of(family));
        parameters.forEach((name, value) -> words.addAll(List.of("-p", name + "=" + value)));
        settings.forEach((option, value) -> words.addAll(List.of("--" + option, value)));
        if (group != null) {
            words.addAll(List.of("--group", group));
        }
        return words;
    }
}
