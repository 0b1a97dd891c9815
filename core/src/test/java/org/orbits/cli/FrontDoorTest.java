package org.orbits.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.ClassCycles;

/**
 * The command line's shape: the program, the command contract and the exit codes at the bottom, knowing no command;
 * commands that need no other command; {@link OrbitsCommand} only the assembly, which the daemon alone runs; and no
 * class of the package depends on itself through others, counted as {@link ClassCycles} counts (ArchUnit does not
 * see a class named only by a constant it gives).
 */
@AnalyzeClasses(packages = "org.orbits", importOptions = ImportOption.DoNotIncludeTests.class)
class FrontDoorTest {

    @Test
    void noClassOfTheCommandLineDependsOnItselfThroughOthers() {
        assertEquals(List.of(), ClassCycles.within("org.orbits.cli"));
    }

    @ArchTest
    static final ArchRule theBottomKnowsNoCommand = noClasses()
            .that()
            .belongToAnyOf(Program.class, Subcommand.class, ExitCode.class, Console.class, Caller.class)
            .should()
            .dependOnClassesThat()
            .implement(Subcommand.class)
            .orShould()
            .dependOnClassesThat()
            .belongToAnyOf(OrbitsCommand.class);

    @ArchTest
    static final ArchRule onlyTheDaemonRunsTheAssembly = noClasses()
            .that()
            .resideInAPackage("org.orbits.cli")
            .and()
            .doNotBelongToAnyOf(OrbitsCommand.class, Daemon.class)
            .should()
            .dependOnClassesThat()
            .belongToAnyOf(OrbitsCommand.class);

    @ArchTest
    static final ArchRule commandsNeedNoOtherCommand = classes()
            .that()
            .implement(Subcommand.class)
            .should(new ArchCondition<JavaClass>("depend on no other command") {
                @Override
                public void check(JavaClass command, ConditionEvents events) {
                    for (Dependency dependency : command.getDirectDependenciesFromSelf()) {
                        JavaClass target = dependency.getTargetClass();
                        if (target.isAssignableTo(Subcommand.class)
                                && !target.isEquivalentTo(Subcommand.class)
                                && !target.equals(command)) {
                            events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription()));
                        }
                    }
                }
            });
}
