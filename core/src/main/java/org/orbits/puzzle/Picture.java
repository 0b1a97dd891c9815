package org.orbits.puzzle;

/**
 * A drawing of one solution: SVG elements (no enclosing {@code <svg>}) in a box of {@code width} by
 * {@code height} user units with its origin at the top left, so the catalog can lay pictures out.
 */
public record Picture(double width, double height, String svgElements) {}
