package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.petrify.api.Petrify;
import org.petrify.api.Report;
import org.petrify.api.replay.Confirmation;

/**
 * {@code check --confirm} and {@code Analysis.confirm}: static deadlock witnesses replayed on
 * the JVM, for monitors, ReentrantLocks and a spurious witness that the JVM cannot show.
 */
class CheckConfirmTest {
  /** petrify-api's test fixtures: its test-classes folder in the reactor, else its test jar. */
  static final String CLASSES = InternalErrorTest.classes();

  @Test
  void monitorCycleIsReproducedOnTheJvm() {
    Cli c = Cli.run("check", CLASSES, "--main", "org.petrify.api.fixtures.TransferDeadlock",
        "--property", "deadlock", "--confirm");
    assertThat(c.status()).as(c.err()).isEqualTo(1);
    assertThat(c.out()).contains("Replay: reproduced on the JVM: threads ")
        .contains("blocked as reported").contains("deadlock detector lists 2 threads");
    Cli json = Cli.run("check", CLASSES, "--main", "org.petrify.api.fixtures.TransferDeadlock",
        "--property", "deadlock", "--confirm", "--format", "json");
    assertThat(json.out()).contains("\"confirmed\": true").contains("\"outcome\": \"CONFIRMED\"");
  }

  @Test
  @SuppressWarnings("unchecked")
  void sarifAndHtmlShowTheReplay() {
    Cli c = Cli.run("check", CLASSES, "--main", "org.petrify.api.fixtures.TransferDeadlock",
        "--property", "deadlock", "--confirm", "--format", "sarif");
    assertThat(c.status()).as(c.err()).isEqualTo(1);
    assertThat(org.petrify.api.report.SarifSchema.violations(c.out())).isEmpty();
    var run = (java.util.Map<String, Object>) ((java.util.List<Object>)
        org.petrify.api.report.JsonReader.object(c.out()).get("runs")).get(0);
    var result = (java.util.Map<String, Object>) ((java.util.List<Object>) run.get("results"))
        .get(0);
    var props = (java.util.Map<String, Object>) result.get("properties");
    assertThat(props.get("confirmed")).isEqualTo(true);
    var replay = (java.util.Map<String, Object>) props.get("replay");
    assertThat(replay.get("outcome")).isEqualTo("CONFIRMED");
    assertThat((String) replay.get("text")).startsWith("reproduced on the JVM: threads ");
    assertThat((String) ((java.util.Map<String, Object>) result.get("message")).get("text"))
        .contains("(replay: reproduced on the JVM");
    Cli plain = Cli.run("check", CLASSES, "--main", "org.petrify.api.fixtures.TransferDeadlock",
        "--property", "deadlock", "--format", "sarif");
    assertThat(plain.out()).doesNotContain("\"replay\"").doesNotContain("\"confirmed\"");
    Cli page = Cli.run("check", CLASSES, "--main", "org.petrify.api.fixtures.SpuriousCycle",
        "--property", "deadlock", "--confirm", "--confirm-timeout", "5", "--format", "html");
    assertThat(page.status()).as(page.err()).isEqualTo(1);
    assertThat(page.out()).contains("<h3>Replay on the JVM</h3>")
        .contains("data-outcome=\"NOT_CONFIRMED\"").contains("not reproduced (the witness may be spurious)");
    org.petrify.api.report.Xml.parse(page.out());
  }

  @Test
  void lockCycleIsReproducedThroughTheApi() {
    var analysis = Petrify.analyze(Path.of(CLASSES)).mainClass("org.petrify.api.fixtures.LockCycle");
    Report r = analysis.confirm(analysis.deadlock(), Duration.ofSeconds(20));
    assertThat(r.violated()).isTrue();
    assertThat(r.replay()).isPresent();
    assertThat(r.replay().get().outcome()).as(r.replay().get().reason())
        .isEqualTo(Confirmation.CONFIRMED);
    assertThat(r.text()).contains("reproduced on the JVM");
  }

  /**
   * The replay orders a queue's calls as the witness does and checks the item each take gets:
   * the witness has the worker pop the request pushed first, a stack hands it the other one,
   * and the replay says so in every run (it used to depend on when the worker popped).
   */
  @Test
  void aTakeOfAnotherItemThanTheWitnesssIsReported() {
    Cli c = Cli.run("check", CLASSES, "--main", "org.petrify.api.fixtures.StackedRequests",
        "--property", "deadlock", "--confirm", "--confirm-timeout", "10");
    assertThat(c.status()).as(c.err()).isEqualTo(1);
    assertThat(c.out()).contains("Replay: not reproduced (the witness may be spurious)")
        .contains("took the item put at org.petrify.api.fixtures.StackedRequests.main:35 by main,"
            + " but the witness has it take the item put at"
            + " org.petrify.api.fixtures.StackedRequests.main:34 by main");
  }

  @Test
  void spuriousWitnessIsNotReproduced() {
    Cli c = Cli.run("check", CLASSES, "--main", "org.petrify.api.fixtures.SpuriousCycle",
        "--property", "deadlock", "--confirm", "--confirm-timeout", "5");
    assertThat(c.status()).as(c.err()).isEqualTo(1);
    assertThat(c.out()).contains("Replay: not reproduced (the witness may be spurious)")
        .contains("took another path than the witness");
  }

  @Test
  void locksTakenInsideTheJdkAreReplayedThroughTheirCalls() {
    Cli c = Cli.run("check", CLASSES, "--main", "org.petrify.api.fixtures.JdkListCycle",
        "--property", "deadlock", "--confirm");
    assertThat(c.status()).as(c.err()).isEqualTo(1);
    assertThat(c.out()).contains("Replay: reproduced on the JVM: threads ")
        .contains("waiting for java.util.Collections$SynchronizedRandomAccessList")
        .contains("deadlock detector lists 2 threads");
  }

  @Test
  void aJdkCycleTheJvmCannotShowIsNotReproduced() {
    Cli c = Cli.run("check", CLASSES, "--main", "org.petrify.api.fixtures.JdkListSpurious",
        "--property", "deadlock", "--confirm", "--confirm-timeout", "5");
    assertThat(c.status()).as(c.err()).isEqualTo(1);
    assertThat(c.out()).contains("Replay: not reproduced (the witness may be spurious)");
  }

  @Test
  void aDeadlockOfAShutdownHookIsReplayedPastTheShutdown() {
    Cli c = Cli.run("check", CLASSES, "--main", "org.petrify.api.fixtures.HookExitLock",
        "--property", "deadlock", "--confirm");
    assertThat(c.status()).as(c.err()).isEqualTo(1);
    assertThat(c.out()).contains("Replay: reproduced on the JVM: threads ")
        .contains("blocked as reported");
  }

  @Test
  void confirmNeedsTheDeadlockProperty() {
    Cli c = Cli.run("check", CLASSES, "--main", "org.petrify.api.fixtures.TransferDeadlock",
        "--property", "termination", "--confirm");
    assertThat(c.status()).isEqualTo(2);
    assertThat(c.err()).contains("--confirm replays deadlock witnesses");
  }
}
