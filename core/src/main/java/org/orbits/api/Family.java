package org.orbits.api;

import java.util.List;

/**
 * A puzzle family as a caller picks it: its parameters, and its symmetry groups in words (the groups
 * themselves depend on the parameters: see {@link Instance#groups()}).
 */
public record Family(String name, String title, List<Parameter> parameters, String symmetry) {

    public Family {
        parameters = List.copyOf(parameters);
    }

    /**
     * One parameter of a family.
     *
     * @param defaultValue the default in words ("6", "3n+4"): it may depend on other parameters
     * @param range the accepted values in words ("3..40", "balanced | any")
     */
    public record Parameter(String name, String description, String defaultValue, String range) {}
}
