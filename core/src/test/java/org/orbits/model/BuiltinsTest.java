package org.orbits.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.base.Splitter;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.orbits.model.declared.DeclaredSymmetries;
import org.orbits.model.flatzinc.Builtin;
import org.orbits.model.flatzinc.Item;

/**
 * The list of builtins against what works them: every builtin, in every form it comes in, has a sample that the tests
 * of the translation, the evaluator and the literal graph run ({@link BuiltinSamples}); and orbits' solver library
 * declares, for MiniZinc to hand over whole, exactly the globals of the list, with their numbers of arguments. (That
 * each room has an entry for every builtin the compiler checks: each room's entries are a switch over the list
 * with no default.)
 */
class BuiltinsTest {

    /** Each sample's builtin and form, from its constraints. */
    private static Set<Builtin.Use> sampled() {
        Set<Builtin.Use> found = new HashSet<>();
        BuiltinSamples.all().forEach(sample -> {
            String text = (String) sample.get()[1];
            for (Item.Constraint constraint : TinyModels.parse(text).constraints()) {
                found.add(Builtin.of(constraint.name(), constraint.arguments().size())
                        .orElseThrow(
                                () -> new AssertionError(constraint + " of " + sample.get()[0] + " is no builtin")));
            }
        });
        return found;
    }

    @Test
    void everyBuiltinInEveryFormHasASample() {
        Set<Builtin.Use> sampled = sampled();
        List<String> missing = new ArrayList<>();
        for (Builtin builtin : Builtin.values()) {
            for (Builtin.Form form : builtin.forms()) {
                if (!sampled.contains(new Builtin.Use(builtin, form))) {
                    missing.add(builtin.nameIn(form) + " of " + builtin.arityIn(form) + " arguments");
                }
            }
        }
        assertEquals(List.of(), missing, "builtins without a sample in BuiltinSamples");
    }

    @Test
    void aNameIsReadInTheFormsItsKindAllows() {
        assertEquals(Optional.of(new Builtin.Use(Builtin.INT_LE, Builtin.Form.REIF)), Builtin.of("int_le_reif", 3));
        assertEquals(
                Optional.of(new Builtin.Use(Builtin.BOOL_AND, Builtin.Form.WITH_RESULT)), Builtin.of("bool_and", 3));
        assertEquals(Optional.empty(), Builtin.of("int_le", 3), "int_le takes no result of its own");
        assertEquals(Optional.empty(), Builtin.of("int_plus_reif", 4), "int_plus is no condition");
        assertEquals(Optional.empty(), Builtin.of("fzn_all_different_int_imp", 2), "a global has no reified form");
        assertEquals(Optional.empty(), Builtin.of("int_plus", 2), "int_plus takes three arguments");
        for (Builtin builtin : Builtin.values()) {
            for (Builtin.Form form : builtin.forms()) {
                assertEquals(
                        Optional.of(new Builtin.Use(builtin, form)),
                        Builtin.of(builtin.nameIn(form), builtin.arityIn(form)));
            }
        }
    }

    @Test
    void theSolverLibraryHandsOverExactlyTheGlobals() {
        Map<String, Integer> declared = new TreeMap<>();
        for (String file : resource("files.txt").lines().map(String::strip).toList()) {
            if (file.endsWith(".mzn")) {
                declared.putAll(nativeDeclarations(resource(file)));
            }
        }
        declared.keySet().removeIf(name -> DeclaredSymmetries.isDeclaration(name) || name.contains("_float_"));
        Set<String> unknown = new TreeSet<>();
        declared.forEach((name, arity) -> {
            if (Builtin.of(name, arity).isEmpty()) {
                unknown.add(name + " of " + arity + " arguments");
            }
        });
        assertEquals(Set.of(), unknown, "declared in orbits' library, but no builtin orbits reads");
        Set<String> undeclared = new TreeSet<>();
        Arrays.stream(Builtin.values())
                .filter(builtin -> builtin.kind() == Builtin.Kind.GLOBAL)
                .filter(global -> !Integer.valueOf(global.arity()).equals(declared.get(global.flatZincName())))
                .forEach(global -> undeclared.add(global.flatZincName()));
        assertEquals(Set.of(), undeclared, "globals orbits reads that its library does not hand over whole");
        assertTrue(declared.containsKey("bool_clause_reif"), "the library's builtins of MiniZinc 2.0 were read");
    }

    /** The predicates a library file declares without a body, by name, with their numbers of parameters. */
    private static Map<String, Integer> nativeDeclarations(String text) {
        StringBuilder code = new StringBuilder();
        text.lines().forEach(line -> {
            int comment = line.indexOf('%');
            code.append(comment < 0 ? line : line.substring(0, comment)).append('\n');
        });
        Map<String, Integer> found = new TreeMap<>();
        for (String item : Splitter.on(';').split(code)) {
            String declaration = item.strip();
            if (!declaration.startsWith("predicate ") || declaration.contains("=")) {
                continue;
            }
            int open = declaration.indexOf('(');
            String name = declaration.substring("predicate ".length(), open).strip();
            String parameters = declaration.substring(open + 1, declaration.lastIndexOf(')'));
            int count = parameters.isBlank() ? 0 : 1;
            int depth = 0;
            for (int i = 0; i < parameters.length(); i++) {
                char c = parameters.charAt(i);
                depth += c == '[' || c == '(' ? 1 : c == ']' || c == ')' ? -1 : 0;
                count += c == ',' && depth == 0 ? 1 : 0;
            }
            found.put(name, count);
        }
        return found;
    }

    private static String resource(String name) {
        try (InputStream in = BuiltinsTest.class.getResourceAsStream("/org/orbits/model/mznlib/" + name)) {
            if (in == null) {
                throw new AssertionError("no library file " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
