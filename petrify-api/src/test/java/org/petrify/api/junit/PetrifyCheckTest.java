package org.petrify.api.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;
import org.petrify.api.junit.fixtures.DeadlockCase;
import org.petrify.api.junit.fixtures.InternalErrorCase;
import org.petrify.api.junit.fixtures.OrderedCase;
import org.petrify.api.junit.fixtures.UnmodelledCase;

/** {@link PetrifyCheck} on test classes run by the JUnit Jupiter engine (the test kit). */
class PetrifyCheckTest {

  static Events run(Class<?> testClass) {
    return EngineTestKit.engine("junit-jupiter").selectors(selectClass(testClass)).execute()
        .testEvents();
  }

  static String message(Event e) {
    return e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable()
        .map(Throwable::getMessage).orElse("");
  }

  @Test
  void aDeadlockingProgramFailsEveryTestWithTheReportAndIsAnalysedOnce() {
    int before = PetrifyExtension.ANALYSES.get();
    Events events = run(DeadlockCase.class);
    events.assertStatistics(s -> s.started(2).failed(2).succeeded(0));
    for (Event failed : events.failed().list()) {
      assertThat(message(failed)).contains("deadlock is violated", "Found one Java-level deadlock",
          "TransferDeadlock.java:11");
    }
    assertThat(PetrifyExtension.ANALYSES.get() - before).isEqualTo(1);
  }

  @Test
  void knownAndSuppressedFindingsPassAndANewOneFails() throws java.io.IOException {
    java.nio.file.Path baseline = java.nio.file.Path.of(
        org.petrify.api.junit.fixtures.KnownFindingsCase.BASELINE);
    java.nio.file.Files.createDirectories(baseline.toAbsolutePath().getParent());
    org.petrify.api.report.KnownFindings.writeBaseline(baseline, java.util.Map.of("",
        org.petrify.api.Petrify.analyze(org.petrify.api.JavaProgramTest.classes())
            .mainClass(org.petrify.api.fixtures.TransferDeadlock.class.getName()).deadlock()));
    Events events = run(org.petrify.api.junit.fixtures.KnownFindingsCase.class);
    events.assertStatistics(s -> s.started(3).succeeded(2).failed(1));
    Event failed = events.failed().list().get(0);
    assertThat(failed.getTestDescriptor().getDisplayName()).startsWith("newFindingFails");
    assertThat(message(failed)).contains("deadlock is violated");
  }

  @Test
  void theFixedTwinPassesAndInconclusiveFailsOrSkips() {
    Events events = run(OrderedCase.class);
    events.assertStatistics(s -> s.started(4).succeeded(2).failed(1).aborted(1));
    List<Event> failed = events.failed().list();
    assertThat(failed.get(0).getTestDescriptor().getDisplayName()).startsWith("inconclusiveFails");
    assertThat(message(failed.get(0))).contains("inconclusive", "states");
    assertThat(message(events.aborted().list().get(0))).contains("inconclusive");
  }

  @Test
  void holdingOnlyInTheModelFailsUnlessTheCaveatKindIsAccepted() {
    Events events = run(UnmodelledCase.class);
    events.assertStatistics(s -> s.started(2).succeeded(1).failed(1));
    Event failed = events.failed().list().get(0);
    assertThat(failed.getTestDescriptor().getDisplayName()).startsWith("failsAsInconclusive");
    assertThat(message(failed)).contains("inconclusive", "not modelled", "library-callback",
        "--accept-unsound");
    assertThat(events.succeeded().list().get(0).getTestDescriptor().getDisplayName())
        .startsWith("passesWhenAccepted");
  }

  @Test
  void theConfigurationNamesTheCodeOfTheMainAndTestClasses() {
    PetrifyCheck check = DeadlockCase.class.getAnnotation(PetrifyCheck.class);
    PetrifyExtension.Configuration c = PetrifyExtension.configuration(check, DeadlockCase.class);
    assertThat(c.mainClass()).isEqualTo("org.petrify.api.fixtures.TransferDeadlock");
    assertThat(c.classpath()).hasSize(1); // main and test class share target/test-classes
    assertThat(c.properties()).containsExactly(PetrifyCheck.Property.DEADLOCK);
  }

  /** An internal error of the analysis fails the test with its one line, naming the stage. */
  @Test
  void anInternalErrorFailsTheTestNamingTheStage() {
    System.setProperty(org.petrify.ir.stage.InjectedFault.PROPERTY, "translate:assertion");
    Events events;
    try {
      events = run(InternalErrorCase.class);
    } finally {
      System.clearProperty(org.petrify.ir.stage.InjectedFault.PROPERTY);
    }
    events.assertStatistics(s -> s.started(1).failed(1));
    assertThat(message(events.failed().list().get(0))).startsWith("Petrify: "
        + "org.petrify.api.fixtures.TransferDeadlock: internal error in stage translate: "
        + "java.lang.AssertionError: injected fault in stage translate");
  }
}
