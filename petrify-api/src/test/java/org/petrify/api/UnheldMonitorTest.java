package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.RbParser;

/**
 * A release, wait or notification of a lock the thread does not hold throws
 * IllegalMonitorStateException (rb: it raises), so the thread goes on at the exception's route
 * instead of being stuck there, and the search goes on past that state: a real deadlock
 * elsewhere is found, and a witness through such a step says that it may be spurious.
 */
class UnheldMonitorTest {
  /** Main releases {@code L}, which only the helper ever takes: main ends by the exception. */
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

  /**
   * A helper that releases {@code L} unheld inside a call with a handler: the handler runs, and
   * takes {@code L}, which the other thread holds while it waits for {@code M}, held by main
   * while main waits for {@code L}: a deadlock reached only through the exception's route.
   */
  private static final String DEADLOCK_AFTER_THE_EXCEPTION = """
      main main
      proc main {
        f: fork w t
        m: acquire M
        l: acquire L
        rl: release L
        rm: release M
        j: join t
      }
      proc w {
        c: call bad else h
        g: goto exit
        h: acquire L
        m: acquire M
        rm: release M
        rl: release L
      }
      proc bad {
        r: release L
        s: skip
      }
      """;

  /** An unheld release on one thread and a lock-order deadlock between two others. */
  private static final String UNHELD_AND_INVERSION = """
      main main
      proc main {
        f0: fork u t0
        f1: fork w t1
        a: acquire A
        b: acquire B
        rb: release B
        ra: release A
        j: join t1
      }
      proc u {
        r: release C
        w: wait C
      }
      proc w {
        b: acquire B
        a: acquire A
        ra: release A
        rb: release B
      }
      """;

  @Test
  void anUnlockOfALockNotHeldEndsTheThread() {
    Report r = RbPrograms.analyze(RbParser.parse(UNLOCK_NOT_HELD)).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void aNotificationWithoutTheLockEndsTheThread() {
    Report r = RbPrograms.analyze(RbParser.parse(NOTIFY_NOT_HELD)).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void theExceptionGoesToTheCallersHandler() {
    Report r = RbPrograms.analyze(RbParser.parse(DEADLOCK_AFTER_THE_EXCEPTION)).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(r.text()).contains("throws IllegalMonitorStateException: <L> is not held");
    assertThat(r.caveats()).as(r.text()).anySatisfy(c -> {
      assertThat(c.kind().id()).isEqualTo("unheld-monitor");
      assertThat(c.effect()).isEqualTo(Caveat.Effect.IMPRECISE);
    });
  }

  @Test
  void aRealDeadlockBesideAnUnheldReleaseIsFound() {
    Report r = RbPrograms.analyze(RbParser.parse(UNHELD_AND_INVERSION)).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }
}
