package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.RecursionThenCycle;
import org.petrify.api.fixtures.RecursionThenOrdered;
import org.petrify.ir.rb.RbParser;

/**
 * A deadlock check whose first dead state is a model stop (a thread at an acquire of a lock
 * it holds, at the reentrancy bound) searches on for a dead state without one
 * ({@link PastModelStops}): a real deadlock elsewhere is VIOLATED, none keeps INCONCLUSIVE.
 */
class PastModelStopsTest {
  /**
   * Thread {@code r} runs a recursion that holds {@code L} at some levels, so with wrong
   * returns it can re-enter {@code L} beyond the reentrancy bound (a model stop); threads
   * {@code p} and {@code q}, started once {@code r} has finished, take {@code A} and {@code B}
   * in opposite orders (a real deadlock). Their rounds on {@code C} before make the deadlock
   * deeper than the stop at reentrancy bound 1, which the search meets first.
   */
  private static final String STOP_AND_CYCLE = """
      main main
      proc main {
        f1: fork rt r
        j1: join r
        f2: fork pt p
        f3: fork qt q
        j2: join p
        j3: join q
      }
      proc rt {
        c: call rec
      }
      proc rec {
        j: jump a b exit
        a: acquire L
        a2: call rec
        a3: release L
        a4: goto exit
        b: call rec
        b2: skip
      }
      proc pt {
        c0: acquire C
        r0: release C
        c1: acquire C
        r1: release C
        c2: acquire C
        r2: release C
        a: acquire A
        b: acquire B
        c: release B
        d: release A
      }
      proc qt {
        c0: acquire C
        r0: release C
        c1: acquire C
        r1: release C
        c2: acquire C
        r2: release C
        a: acquire B
        b: acquire A
        c: release A
        d: release B
      }
      """;

  /** {@link #STOP_AND_CYCLE} with {@code q} taking the locks in {@code p}'s order. */
  private static final String STOP_ONLY = STOP_AND_CYCLE.replace("""
      proc qt {
        c0: acquire C
        r0: release C
        c1: acquire C
        r1: release C
        c2: acquire C
        r2: release C
        a: acquire B
        b: acquire A
        c: release A
        d: release B
      }""", """
      proc qt {
        c0: acquire C
        r0: release C
        c1: acquire C
        r1: release C
        c2: acquire C
        r2: release C
        a: acquire A
        b: acquire B
        c: release B
        d: release A
      }""");

  @Test
  void aRealDeadlockPastAModelStopIsViolated() {
    Report r = RbPrograms.analyze(RbParser.parse(STOP_AND_CYCLE)).reentrancyBound(1).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(r.reason()).as(r.text()).isEmpty();
    assertThat(r.text()).contains("\"p\":\n  waiting to lock <B>")
        .contains("\"q\":\n  waiting to lock <A>");
  }

  @Test
  void onlyModelStopsStayInconclusive() {
    assertThat(STOP_ONLY).isNotEqualTo(STOP_AND_CYCLE);
    Report r = RbPrograms.analyze(RbParser.parse(STOP_ONLY)).reentrancyBound(1).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason()).as(r.text()).hasValueSatisfying(m -> assertThat(m)
        .contains("reentrancy bound").contains("every dead state of the model is of this kind"));
  }

  /**
   * The Java pair at reentrancy bound 1: the renderer's recursion meets the bound before the
   * lock cycle of the threads started after it is reached.
   */
  @Test
  void aJavaLockCyclePastARecursionStopIsViolated() {
    Report r = Petrify.analyze(JavaProgramTest.classes())
        .mainClass(RecursionThenCycle.class.getName()).reentrancyBound(1).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(r.reason()).as(r.text()).isEmpty();
    assertThat(r.text()).contains("\"a-then-b\":\n  waiting to lock")
        .contains("\"b-then-a\":\n  waiting to lock");
  }

  @Test
  void theFixedJavaProgramStaysInconclusive() {
    Report r = Petrify.analyze(JavaProgramTest.classes())
        .mainClass(RecursionThenOrdered.class.getName()).reentrancyBound(1).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason()).as(r.text()).hasValueSatisfying(m -> assertThat(m)
        .contains("thread renderer is stopped").contains("every dead state of the model"));
  }
}
