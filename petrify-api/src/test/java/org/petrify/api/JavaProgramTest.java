package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URISyntaxException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.petrify.api.assertions.PetrifyAssertions;
import org.petrify.api.fixtures.TransferDeadlock;

/**
 * The whole pipeline on Java programs compiled with the test sources (--release 17): the
 * fixtures in {@code org.petrify.api.fixtures} are analysed, never run.
 */
public class JavaProgramTest {
  public static Path classes() {
    try {
      return Path.of(TransferDeadlock.class.getProtectionDomain().getCodeSource().getLocation()
          .toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  static final String DEADLOCK = "org.petrify.api.fixtures.TransferDeadlock";
  static final String ORDERED = "org.petrify.api.fixtures.TransferOrdered";

  @Test
  void theTransferDeadlockIsFoundAndExplained() {
    Report r = Petrify.analyze(classes()).mainClass(DEADLOCK).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    Explanation.Deadlock d = (Explanation.Deadlock) r.explanation().orElseThrow();
    var onLocks = d.threads().stream().filter(t -> t.lock() != null).toList();
    assertThat(onLocks).as(r.text()).hasSize(2);
    for (Explanation.BlockedThread t : onLocks) {
      // Blocked at the inner synchronized (line 11), holding the outer one (line 10).
      assertThat(t.waitingAt().className()).isEqualTo(TransferDeadlock.class.getName());
      assertThat(t.waitingAt().methodName()).isEqualTo("transfer");
      assertThat(t.waitingAt().line()).isEqualTo(11);
      assertThat(t.heldBy()).isNotNull().isNotEqualTo(t.thread());
      assertThat(t.holds()).extracting(h -> h.acquiredAt().line()).contains(10);
      // The call site in the lambda is on the stack too.
      assertThat(t.stack()).extracting(o -> o.line()).contains(21 + onLocks.indexOf(t));
    }
    assertThat(onLocks.get(0).lock()).isEqualTo(onLocks.get(1).holds().get(0).lock());
    assertThat(r.text()).contains("at org.petrify.api.fixtures.TransferDeadlock.transfer"
        + "(TransferDeadlock.java:11)");
    assertThat(r.statistics().loadMillis() + r.statistics().translateMillis()).isPositive();
  }

  @Test
  void theFixedTwinIsDeadlockFreeWithAndWithoutReduction() {
    Analysis a = Petrify.analyze(classes()).mainClass(ORDERED);
    assertThat(a.deadlock().verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(a.partialOrderReduction(false).deadlock().verdict()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void assertionsForUsersTests() {
    Analysis ordered = Petrify.analyze(classes()).mainClass(ORDERED);
    PetrifyAssertions.assertThat(ordered).hasNoDeadlock().terminates();
    Analysis broken = Petrify.analyze(classes()).mainClass(DEADLOCK);
    PetrifyAssertions.assertThat(broken).hasDeadlock();
    assertThatThrownBy(() -> PetrifyAssertions.assertThat(broken).hasNoDeadlock())
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("Expected deadlock to be HOLDS but it was VIOLATED")
        .hasMessageContaining("TransferDeadlock.java:11");
    PetrifyAssertions.assertThat(broken.deadlock()).isViolated();
  }

  @Test
  void anUnknownMainClassIsBadInput() {
    assertThatThrownBy(() -> Petrify.analyze(classes()).mainClass("no.Such").deadlock())
        .isInstanceOf(BadInputException.class).hasMessageContaining("no.Such");
  }
}
