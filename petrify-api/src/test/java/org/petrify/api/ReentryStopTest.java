package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.RbParser;

/**
 * A thread stopped at a re-entry of a lock it holds at the reentrancy bound is no deadlock
 * (Java re-enters), so the deadlock goal excludes that dead marking ({@code
 * ProgramProperties.notStoppedAtReentry}) and the search goes on to the real ones; what lies
 * beyond the bound stays unexplored, which the UNSOUND {@code reentrancy-bound} caveat says.
 * {@code main} acquires {@code L} in a loop without releasing it, so its depth of {@code L}
 * has no bound and the net stops it at depth 3.
 */
class ReentryStopTest {
  private static final String LOOP = """
        a: acquire L
        b: jump a c
        c: skip
      """;

  /** Only the stop at the bound: no deadlock found, and no HOLDS either (the caveat). */
  private static final String STOP_ONLY = """
      main main
      proc main {
      """ + LOOP + """
      }
      """;

  /**
   * The stop at the bound and, in two other threads, the classic lock-order inversion: the
   * search reaches the bound stop after a few steps of {@code main} alone, and used to end
   * there without a verdict.
   */
  private static final String STOP_AND_CYCLE = """
      main main
      proc main {
        f1: fork first t1
        f2: fork second t2
      """ + LOOP + """
      }
      proc first {
        a0: acquire A
        a1: acquire B
        a2: release B
        a3: release A
      }
      proc second {
        b0: acquire B
        b1: acquire A
        b2: release A
        b3: release B
      }
      """;

  @Test
  void aStopAtTheBoundAloneIsNoDeadlockAndNoProof() {
    Report r = RbPrograms.analyze(RbParser.parse(STOP_ONLY)).deadlock();
    assertThat(r.modelVerdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.caveats()).as(r.text()).anyMatch(c -> c.kind().id().equals("reentrancy-bound")
        && c.effect() == Caveat.Effect.UNSOUND);
  }

  @Test
  void theSearchGoesPastAStopAtTheBoundToTheDeadlock() {
    Report r = RbPrograms.analyze(RbParser.parse(STOP_AND_CYCLE)).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(r.text()).contains("t1").contains("t2");
  }

  /** Differential: without POR, and with a bound the loop reaches later, the same verdicts. */
  @Test
  void theSameVerdictsWithoutPorAndWithALargerBound() {
    for (String program : new String[] {STOP_ONLY, STOP_AND_CYCLE}) {
      Verdict base = RbPrograms.analyze(RbParser.parse(program)).deadlock().verdict();
      assertThat(RbPrograms.analyze(RbParser.parse(program)).partialOrderReduction(false)
          .deadlock().verdict()).isEqualTo(base);
      assertThat(RbPrograms.analyze(RbParser.parse(program)).reentrancyBound(6).deadlock()
          .verdict()).isEqualTo(base);
    }
  }
}
