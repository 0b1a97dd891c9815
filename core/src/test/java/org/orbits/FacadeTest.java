package org.orbits;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.members;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaMember;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.domain.JavaType;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The API is the one way in: the command line and the web server reach the layers below through it alone, it
 * shows its callers no type of theirs, and every class of the code base has a name of its own.
 */
@AnalyzeClasses(packages = "org.orbits", importOptions = ImportOption.DoNotIncludeTests.class)
class FacadeTest {

    /** Packages whose types the API may take and give besides its own: the JDK's and Guava's. */
    private static final List<String> SHOWN = List.of("org.orbits.api", "java.", "com.google.common.");

    @ArchTest
    static final ArchRule theCommandLineAndTheServerGoThroughTheApi = noClasses()
            .that()
            .resideInAnyPackage("org.orbits.cli..", "org.orbits.web..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "org.orbits.catalog..",
                    "org.orbits.search..",
                    "org.orbits.model..",
                    "org.orbits.tiling..",
                    "org.orbits.puzzle..",
                    "org.orbits.symmetry..",
                    "org.orbits.files..",
                    "org.chocosolver..");

    /**
     * The façade's types never reach back into {@link org.orbits.api.Orbits} (nor into each other in a ring): what
     * they share, such as turning the failures below into the API's exceptions, is a type of its own.
     */
    @Test
    void theApisClassesFormNoCycle() {
        assertEquals(List.of(), ClassCycles.within("org.orbits.api"));
    }

    @ArchTest
    static final ArchRule theApiShowsOnlyItsOwnTypes = members()
            .that()
            .areDeclaredInClassesThat()
            .resideInAPackage("org.orbits.api")
            .and()
            .areDeclaredInClassesThat()
            .arePublic()
            .and(new DescribedPredicate<JavaMember>("are public") {
                @Override
                public boolean test(JavaMember member) {
                    return member.getModifiers().contains(JavaModifier.PUBLIC);
                }
            })
            .should(new ArchCondition<JavaMember>("take and give only the API's own types, the JDK's and Guava's") {
                @Override
                public void check(JavaMember member, ConditionEvents events) {
                    for (JavaType type : signature(member)) {
                        for (JavaClass involved : type.getAllInvolvedRawTypes()) {
                            String name = involved.isArray()
                                    ? involved.getBaseComponentType().getName()
                                    : involved.getName();
                            if (!involved.isPrimitive()
                                    && !involved.getBaseComponentType().isPrimitive()
                                    && SHOWN.stream().noneMatch(name::startsWith)) {
                                events.add(
                                        SimpleConditionEvent.violated(member, member.getFullName() + " shows " + name));
                            }
                        }
                    }
                }
            });

    private static List<JavaType> signature(JavaMember member) {
        List<JavaType> types = new ArrayList<>();
        if (member instanceof JavaField field) {
            types.add(field.getType());
        }
        if (member instanceof JavaCodeUnit code) {
            types.add(code.getReturnType());
            types.addAll(code.getParameterTypes());
        }
        return types;
    }

    /**
     * No two classes share a name, and none takes the name of a class of {@code java.lang} or {@code
     * java.util}: a reader who meets a name knows which class it is. A nested class is named with its
     * enclosing one ({@code OrbitFound.Listener}), so nested classes of different classes may share their own
     * name, but none may take the name of a top-level class.
     */
    @Test
    void everyClassHasANameOfItsOwn() {
        JavaClasses classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.orbits");
        Map<String, Set<String>> byName = new TreeMap<>();
        Set<String> topLevel = new TreeSet<>();
        for (JavaClass type : classes) {
            if (type.isAnonymousClass()
                    || type.getSimpleName().isEmpty()
                    || type.getName().contains("$$")) {
                continue;
            }
            if (type.isTopLevelClass()) {
                topLevel.add(type.getSimpleName());
            }
            byName.computeIfAbsent(readerName(type), name -> new TreeSet<>()).add(type.getName());
        }
        for (JavaClass type : classes) {
            if (type.isNestedClass() && !type.isAnonymousClass() && topLevel.contains(type.getSimpleName())) {
                byName.computeIfAbsent(type.getSimpleName(), name -> new TreeSet<>())
                        .add(type.getName());
            }
        }
        Map<String, Set<String>> clashes = new TreeMap<>();
        byName.forEach((name, owners) -> {
            if (owners.size() > 1 || isJdkName(name)) {
                clashes.put(name, owners);
            }
        });
        assertEquals(Map.of(), clashes);
    }

    /** The name a reader meets: a nested class's with its enclosing class's, {@code OrbitFound.Listener}. */
    private static String readerName(JavaClass type) {
        return type.getEnclosingClass()
                .map(outer -> readerName(outer) + "." + type.getSimpleName())
                .orElse(type.getSimpleName());
    }

    private static boolean isJdkName(String simpleName) {
        for (String jdk : List.of("java.lang.", "java.util.")) {
            try {
                Class.forName(jdk + simpleName, false, FacadeTest.class.getClassLoader());
                return true;
            } catch (ClassNotFoundException notThere) {
                // not a JDK name
            }
        }
        return false;
    }
}
