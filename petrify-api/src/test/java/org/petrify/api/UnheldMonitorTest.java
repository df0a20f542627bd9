package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.RbParser;

/**
 * A dead state in which a thread is stuck releasing, waiting on or notifying a lock it does not
 * hold is no deadlock of the program (Java throws IllegalMonitorStateException there): the
 * check gives no verdict and says why ({@link UnheldMonitor}). A real deadlock stays VIOLATED.
 */
class UnheldMonitorTest {
  /** Main releases {@code L}, which only the helper ever takes. */
  private static final String UNLOCK_NOT_HELD = """
      main main
      proc main {
        f: fork w t
        r: release L
        j: join t
      }
      proc w {
        a: acquire L
        r: release L
      }
      """;

  /** Main notifies {@code L} without holding it. */
  private static final String NOTIFY_NOT_HELD = """
      main main
      proc main {
        n: notify L
      }
      """;

  /** Both threads take {@code A} and {@code B} in opposite orders: a real deadlock. */
  private static final String INVERSION = """
      main main
      proc main {
        f: fork w t
        a: acquire A
        b: acquire B
        rb: release B
        ra: release A
        j: join t
      }
      proc w {
        b: acquire B
        a: acquire A
        ra: release A
        rb: release B
      }
      """;

  @Test
  void anUnlockOfALockNotHeldIsNoDeadlock() {
    Report r = RbPrograms.analyze(RbParser.parse(UNLOCK_NOT_HELD)).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason()).as(r.text()).hasValueSatisfying(m -> assertThat(m)
        .contains("thread t0 is stuck at unlock <L>")
        .contains("IllegalMonitorStateException"));
  }

  @Test
  void aNotificationWithoutTheLockIsNoDeadlock() {
    Report r = RbPrograms.analyze(RbParser.parse(NOTIFY_NOT_HELD)).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason()).as(r.text()).hasValueSatisfying(m -> assertThat(m)
        .contains("IllegalMonitorStateException"));
  }

  @Test
  void aRealDeadlockIsStillFound() {
    Report r = RbPrograms.analyze(RbParser.parse(INVERSION)).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }
}
