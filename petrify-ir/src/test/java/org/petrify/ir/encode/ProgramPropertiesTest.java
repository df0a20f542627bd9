package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.session.ModelChecker;
import org.petrify.checker.Verdict;
import org.petrify.net.formula.Formula;

/** The Tab. 3 formulas, decided by the engine, on programs whose answers are obvious. */
class ProgramPropertiesTest {

  private static Verdict check(EncodedProgram e, Formula f) {
    CheckResult r = ModelChecker.of(e.net())
        .options(CheckOptions.defaults().withMaxStates(100_000)).check(f);
    return r.verdict();
  }

  private static final String FINISHES = """
      main main
      proc main {
        l0: fork w t1
        l1: acquire k
        l2: release k
      }
      proc w {
        w0: acquire k
        w1: release k
      }
      """;

  private static final String SPINS = """
      main main
      proc main {
        l0: fork w t1
        l1: join t1
      }
      proc w {
        w0: read flag
        w1: jump w0 exit
      }
      """;

  private static final String SPINS_FOREVER = """
      main main
      proc main {
        l0: fork w t1
        l1: skip
      }
      proc w {
        w0: read flag
        w1: goto w0
      }
      """;

  @Test
  void unjoinedThreadsThatFinishTerminate() {
    EncodedProgram e = NetEncoderTest.encode(FINISHES);
    assertThat(check(e, e.deadlock())).isEqualTo(Verdict.FALSE);
    assertThat(check(e, e.termination())).isEqualTo(Verdict.TRUE);
    assertThat(check(e, e.livelock())).isEqualTo(Verdict.FALSE);
  }

  @Test
  void deadlockIsNotTermination() {
    EncodedProgram e = NetEncoderTest.encode(NetEncoderTest.TWO_LOCK_DEADLOCK);
    assertThat(check(e, e.deadlock())).isEqualTo(Verdict.TRUE);
    assertThat(check(e, e.termination())).isEqualTo(Verdict.FALSE);
    assertThat(check(e, e.livelock())).isEqualTo(Verdict.FALSE);
  }

  @Test
  void aPathInsensitiveLoopMayRunForever() {
    EncodedProgram e = NetEncoderTest.encode(SPINS);
    assertThat(check(e, e.deadlock())).isEqualTo(Verdict.FALSE);
    assertThat(check(e, e.termination())).isEqualTo(Verdict.FALSE);
    assertThat(check(e, e.livelock())).isEqualTo(Verdict.TRUE);
    assertThat(check(e, ProgramProperties.livelock(e, "t1"))).isEqualTo(Verdict.TRUE);
    // main is blocked in join while t1 spins: it never finishes either
    assertThat(check(e, ProgramProperties.livelock(e, "t0"))).isEqualTo(Verdict.TRUE);
  }

  @Test
  void livelockNamesTheThreadThatNeverFinishes() {
    EncodedProgram e = NetEncoderTest.encode(SPINS_FOREVER);
    assertThat(check(e, ProgramProperties.livelock(e, "t1"))).isEqualTo(Verdict.TRUE);
    // without fairness main may be starved forever before its last step
    assertThat(check(e, ProgramProperties.livelock(e, "t0"))).isEqualTo(Verdict.TRUE);
    assertThat(check(e, e.termination())).isEqualTo(Verdict.FALSE);
  }
}
