package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.ConstantPoolSamples;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;

/**
 * A pool sized by an application call whose every target returns one constant ({@link
 * ConstantResults}) has that many workers: one worker starves, two do not; a call that may
 * return either keeps the UNSOUND {@code pool-size} caveat.
 */
class ConstantResultsTest {
  private static RbInterpreter.Answer deadlock(Class<?> main) {
    Program p = RbDump.translate(main).program();
    return RbInterpreter.of(p).explore(200_000).deadlock();
  }

  @Test
  void aPoolOfTheOneWorkerACallReturnsStarves() {
    assertThat(RbDump.translate(ConstantPoolSamples.One.class).caveats())
        .noneMatch(c -> c.kind().equals("pool-size"));
    assertThat(deadlock(ConstantPoolSamples.One.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aPoolOfTwoWorkersDoesNotStarve() {
    assertThat(deadlock(ConstantPoolSamples.Two.class)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aCallWithTwoPossibleResultsKeepsTheCaveat() {
    assertThat(RbDump.translate(ConstantPoolSamples.Either.class).caveats())
        .anyMatch(c -> c.kind().equals("pool-size") && c.effect() == Caveat.Effect.UNSOUND);
  }
}
