package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.RbParser;

/**
 * A deadlock that only a shared subnet's return to the wrong call site makes possible is
 * reported with the IMPRECISE caveat {@code wrong-return}; a real one is not. Since shared
 * subnets return to their non-recursive call sites by address, only recursion still can.
 */
class WrongReturnsTest {
  /**
   * Thread t runs a chain of calls deep enough that {@code leaf} gets a shared subnet, called
   * from two sites of {@code deep}: after the call at {@code x} the thread releases {@code L},
   * before the call at {@code z} it released it already. Returning from the call at {@code x}
   * to the site after {@code z} would skip the release and main then block on {@code L}; the
   * return addresses of the two (non-recursive) sites rule that out.
   */
  private static final String DEEP = """
      main main
      proc main {
        f: fork p0 t
        a: acquire L
        r: release L
        j: join t
      }
      proc p0 {
        c: call p1
      }
      proc p1 {
        c: call p2
      }
      proc p2 {
        c: call p3
      }
      proc p3 {
        c: call p4
      }
      proc p4 {
        c: call deep
      }
      proc deep {
        a: acquire L
        c: jump x y
        x: call leaf
        r: release L
        g: goto e
        y: release L
        z: call leaf
        e: skip
      }
      proc leaf {
        s: skip
      }
      """;

  /**
   * The recursive procedure {@code r} calls itself at {@code a2} holding {@code L} and at
   * {@code b} without it: an activation entered at {@code b} that returns to the site after
   * {@code a2} releases {@code L} unheld, and the thread is stuck there.
   */
  private static final String RECURSIVE = """
      main main
      proc main {
        c: call r
      }
      proc r {
        j: jump a b exit
        a: acquire L
        a2: call r
        a3: release L
        a4: goto exit
        b: call r
        b2: skip
      }
      """;

  @Test
  void deepCallsReturnToTheirOwnSite() {
    Report r = RbPrograms.analyze(RbParser.parse(DEEP)).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
    assertThat(r.caveats()).as(r.text()).noneMatch(c -> c.kind().id().equals("wrong-return")
        || c.kind().id().equals("shared-call-context"));
  }

  /**
   * A wrong return makes the thread release {@code L} unheld: that raises
   * (IllegalMonitorStateException) instead of blocking. The dead state where the thread
   * re-enters {@code L} beyond the reentrancy bound, which Java would not block at, is no
   * deadlock goal ({@link ReentryStopTest}); the search goes on to a witness that recurses past
   * the recursion bound, which is no evidence either: no verdict.
   */
  @Test
  void aDeadStateAtTheReentrancyBoundGivesNoVerdict() {
    Report r = RbPrograms.analyze(RbParser.parse(RECURSIVE)).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason()).as(r.text()).hasValueSatisfying(m -> assertThat(m)
        .contains("recursion bound").contains("no verdict"));
  }

  @Test
  void aRealDeadlockHasNoSuchCaveat() throws java.io.IOException {
    Report r = RbPrograms.analyze(AnalysisTest.rb("two-locks.rb")).deadlock();
    assertThat(r.verdict()).isEqualTo(Verdict.VIOLATED);
    assertThat(r.caveats()).noneMatch(c -> c.kind().id().equals("wrong-return"));
  }
}
