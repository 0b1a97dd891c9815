package org.orbits;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;

/**
 * The dependency cycles between the classes of one package, as the JDK's {@code jdeps} finds them in the compiled
 * classes (a class named only by a constant it uses counts too: javac keeps its name), each nested class folded into
 * its top-level class: the measure the project's class cycles are counted by.
 */
public final class ClassCycles {

    private static final Pattern EDGE = Pattern.compile("^\\s+(\\S+)\\s+->\\s+(\\S+)\\s");

    private ClassCycles() {}

    /** The cycles among the top-level classes of the package {@code name}, each sorted, none when there is none. */
    public static List<Set<String>> within(String name) {
        Map<String, Set<String>> graph = graph(Pattern.quote(name) + "\\.[^.]*", type -> inPackage(type, name));
        return new Components(graph).cycles();
    }

    /** The cycles among all of the core's top-level classes, whatever their packages. */
    public static List<Set<String>> anywhere() {
        Map<String, Set<String>> graph = graph("org\\.orbits\\..*", type -> type.startsWith("org.orbits."));
        if (graph.size() < 100) {
            throw new AssertionError(
                    "jdeps found only " + graph.size() + " of the core's classes: the count means nothing");
        }
        return new Components(graph).cycles();
    }

    private static Map<String, Set<String>> graph(String include, Predicate<String> counted) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps")
                .orElseThrow(() -> new AssertionError("jdeps is not in this JDK: the class cycles cannot be counted"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = jdeps.run(
                new PrintWriter(out),
                new PrintWriter(err),
                "-verbose:class",
                "-filter:none",
                "-include",
                include,
                classes().toString());
        if (exit != 0) {
            throw new AssertionError("jdeps failed: " + err);
        }
        Map<String, Set<String>> graph = new TreeMap<>();
        for (String line : out.toString().lines().toList()) {
            Matcher edge = EDGE.matcher(line);
            if (!edge.find()) {
                continue;
            }
            String from = topLevel(edge.group(1));
            String to = topLevel(edge.group(2));
            if (counted.test(from) && counted.test(to)) {
                graph.computeIfAbsent(from, any -> new TreeSet<>());
                graph.computeIfAbsent(to, any -> new TreeSet<>());
                if (!from.equals(to)) {
                    graph.get(from).add(to);
                }
            }
        }
        return graph;
    }

    private static boolean inPackage(String type, String name) {
        return type.startsWith(name + ".") && type.indexOf('.', name.length() + 1) < 0;
    }

    private static String topLevel(String type) {
        int nested = type.indexOf('$');
        return nested < 0 ? type : type.substring(0, nested);
    }

    /** The folder of the main classes, where this project's classes were compiled to. */
    private static Path classes() {
        try {
            return Path.of(org.orbits.api.Orbits.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
        } catch (URISyntaxException impossible) {
            throw new AssertionError(impossible);
        }
    }

    /** Tarjan's strongly connected components, those of more than one class. */
    private static final class Components {
        private final Map<String, Set<String>> graph;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new TreeSet<>();
        private final List<Set<String>> cycles = new ArrayList<>();

        Components(Map<String, Set<String>> graph) {
            this.graph = graph;
        }

        List<Set<String>> cycles() {
            for (String type : graph.keySet()) {
                if (!index.containsKey(type)) {
                    visit(type);
                }
            }
            return cycles;
        }

        private void visit(String type) {
            index.put(type, index.size());
            low.put(type, index.get(type));
            stack.push(type);
            onStack.add(type);
            for (String next : graph.get(type)) {
                if (!index.containsKey(next)) {
                    visit(next);
                    low.put(type, Math.min(low.get(type), low.get(next)));
                } else if (onStack.contains(next)) {
                    low.put(type, Math.min(low.get(type), index.get(next)));
                }
            }
            if (low.get(type).equals(index.get(type))) {
                Set<String> component = new TreeSet<>();
                String member;
                do {
                    member = stack.pop();
                    onStack.remove(member);
                    component.add(member);
                } while (!member.equals(type));
                if (component.size() > 1) {
                    cycles.add(component);
                }
            }
        }
    }
}
