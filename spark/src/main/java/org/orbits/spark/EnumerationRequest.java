package org.orbits.spark;

import java.io.Serializable;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.orbits.api.Options;

/**
 * One enumeration as the job is asked for it: the family, its parameters in the order given, the group to
 * reduce by ({@code null}: every group of the family), and the solver settings named, by their words
 * ({@code search=minDomLB}); the settings not named take their defaults.
 */
record EnumerationRequest(String family, Map<String, String> parameters, String group, Map<String, String> settings)
        implements Serializable {

    EnumerationRequest {
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }

    /** The request's options for orbits, on one thread and with nobody watching. */
    Options options() {
        Options options = Options.defaults();
        for (Map.Entry<String, String> setting : settings.entrySet()) {
            options = options.withSetting(setting.getKey(), setting.getValue());
        }
        return group == null ? options : options.withGroup(group);
    }

    /** The request in the words of the command line, for the job's name and its messages. */
    String words() {
        StringBuilder words = new StringBuilder(family);
        parameters.forEach(
                (name, value) -> words.append(" -p ").append(name).append('=').append(value));
        settings.forEach(
                (name, value) -> words.append(' ').append(name).append('=').append(value));
        return group == null ? words.toString() : words + " --group " + group;
    }
}
