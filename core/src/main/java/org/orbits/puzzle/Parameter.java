package org.orbits.puzzle;

/**
 * One parameter of a puzzle family, as {@code orbits list} shows it.
 *
 * @param defaultValue the default in words ("6", "3n+4"): it may depend on other parameters
 * @param range the accepted values in words ("3..40", "balanced | any")
 */
public record Parameter(String name, String description, String defaultValue, String range) {}
