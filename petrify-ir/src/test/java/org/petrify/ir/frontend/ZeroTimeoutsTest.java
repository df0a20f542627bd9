package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.ZeroTimeoutWaits;
import org.petrify.ir.rb.RbInterpreter;

/**
 * {@link ZeroTimeouts}: {@code wait(0)}, {@code wait(0, 0)} and {@code join(0)} wait forever (a
 * timed wait may return by itself, so these were deadlock-free in the model while the JVM
 * hangs); a timeout that may be zero keeps the forever wait as a choice; a positive one stays
 * timed. Decided by the independent rb interpreter.
 */
class ZeroTimeoutsTest {
  private static RbInterpreter.Answer deadlock(String method) {
    FrontendResult r = Frontend.translate(List.of(RbDump.testClasses()),
        EntryPoint.method(ZeroTimeoutWaits.class.getName(), method));
    return RbInterpreter.of(r.program()).explore(100_000).deadlock();
  }

  @Test
  void waitZeroWaitsUntilNotified() {
    assertThat(deadlock("main")).isEqualTo(RbInterpreter.Answer.YES);
    assertThat(deadlock("mainTwoZeros")).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void joinZeroWaitsForTheThread() {
    assertThat(deadlock("mainJoinZero")).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aTimeoutThatMayBeZeroMayWaitForever() {
    assertThat(deadlock("mainMaybeZero")).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void positiveTimeoutsStayTimed() {
    assertThat(deadlock("mainTimed")).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void timeoutsThatNeverExpireAreNone() {
    assertThat(deadlock("mainLatchForever")).isEqualTo(RbInterpreter.Answer.YES);
    assertThat(deadlock("mainWaitForever")).isEqualTo(RbInterpreter.Answer.YES);
    assertThat(deadlock("mainLatchOneDay")).as("a day is a timeout").isEqualTo(RbInterpreter.Answer.NO);
  }
}
