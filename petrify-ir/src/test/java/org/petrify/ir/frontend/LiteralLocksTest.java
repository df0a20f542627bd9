package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.LiteralLockSamples;
import org.petrify.ir.rb.RbInterpreter;

/**
 * A string literal used as a monitor is one lock per value, in every class ({@link
 * MonitorLocks#literalLock}); before, every such monitor was the one unknown lock, so a cycle
 * between two literals was a re-entry of that lock and no deadlock.
 */
class LiteralLocksTest {
  private static FrontendResult translate(Class<?> main) {
    return RbDump.translate(main);
  }

  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void twoLiteralsLockedInOppositeOrdersAreALockCycle() {
    FrontendResult r = translate(LiteralLockSamples.Crossed.class);
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("unknown-lock"));
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void theSameLiteralsInTheSameOrderAreNoCycle() {
    assertThat(deadlock(translate(LiteralLockSamples.SameOrder.class)))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aNewStringIsNotTheLiteral() {
    assertThat(deadlock(translate(LiteralLockSamples.NewString.class)))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void literalLockNamesAreOneToken() {
    assertThat(MonitorLocks.literalLock("a b\"c")).isEqualTo("\"a%0020b%0022c\"");
  }
}
