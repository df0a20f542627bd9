package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.RbInterpreter;

/**
 * A helper that returns one lock per case of a pattern {@code switch} on its parameter returns,
 * to a call given a {@code new} record, only its case's lock (branch-aware points-to, {@code
 * KnownTypeTests}); before, every call returned both and a correct order looked inverted.
 */
class PatternSwitchReturnTest {
  private static RbInterpreter.Answer deadlock(String main) {
    Java25Samples.assumeCompiled();
    FrontendResult r = Frontend.translate(List.of(RbDump.testClasses()), EntryPoint.mainClass(
        "org.petrify.ir.frontend.samples25.PatternSwitchReturns$" + main));
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void eachCallReturnsTheLockOfItsArgumentsCase() {
    assertThat(deadlock("Decided")).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void theDefaultCaseCrossesTheOrder() {
    assertThat(deadlock("Crossed")).isEqualTo(RbInterpreter.Answer.YES);
  }
}
