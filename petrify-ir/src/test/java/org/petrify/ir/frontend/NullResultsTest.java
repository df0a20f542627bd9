package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.JdkTargetResult;
import org.petrify.ir.frontend.samples.NullDispatchGuard;
import org.petrify.ir.frontend.samples.NullDispatchGuardOne;
import org.petrify.ir.frontend.samples.NullResultGuard;
import org.petrify.ir.frontend.samples.NullResultGuardThrown;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Results that are {@code null} on every run ({@link NullLocals}): a call whose every callee
 * returns only {@code null} on its live paths (through a parameter that every call passes
 * {@code null}, through virtual dispatch over every target) gives {@code null} at the call
 * site, and the test of it is decided; a callee that may return an object, or a JDK target
 * the points-to analysis has no callee for, keeps it open.
 */
class NullResultsTest {
  private static RbInterpreter.Answer deadlock(Program p) {
    return RbInterpreter.of(p).explore(200_000).deadlock();
  }

  @Test
  void aThrowableExtractedFromANullArrayIsNullAndItsGuardDecided() {
    FrontendResult r = RbDump.translate(NullResultGuard.class);
    assertThat(deadlock(r.program())).as(RbDump.dump(r.program()))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void anExtractedThrowableStillTakesTheInvertedOrder() {
    FrontendResult r = RbDump.translate(NullResultGuardThrown.class);
    assertThat(deadlock(r.program())).as(RbDump.dump(r.program()))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aNullResultThroughEveryDispatchTargetAndAParameterIsNull() {
    FrontendResult r = RbDump.translate(NullDispatchGuard.class);
    assertThat(deadlock(r.program())).as(RbDump.dump(r.program()))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void oneTargetReturningAnObjectKeepsTheResultOpen() {
    FrontendResult r = RbDump.translate(NullDispatchGuardOne.class);
    assertThat(deadlock(r.program())).as(RbDump.dump(r.program()))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aJdkTargetBesideANullOneKeepsTheResultOpen() {
    FrontendResult r = RbDump.translate(JdkTargetResult.class);
    assertThat(deadlock(r.program())).as(RbDump.dump(r.program()))
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}
