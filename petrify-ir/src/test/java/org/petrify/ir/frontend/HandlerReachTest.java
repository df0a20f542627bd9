package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.BarrierActionCatchAll;
import org.petrify.ir.frontend.samples.BarrierCatchAll;
import org.petrify.ir.frontend.samples.TimedBackoff;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * Handlers the model must not reach, and bodies it must read: a {@code catch (Exception)}
 * around a barrier's {@code await} (no lock is needed, so no {@code
 * IllegalMonitorStateException}; only interrupts or a broken barrier could reach it, and
 * nothing sends either), and a retry loop whose bytecode SootUp refuses as it is.
 */
class HandlerReachTest {
  @Test
  void aBarrierAwaitUnderCatchExceptionDoesNotLeaveItsPartyOut() {
    FrontendResult r = RbDump.translate(BarrierCatchAll.class);
    Program p = r.program();
    assertThat(r.caveats()).filteredOn(c -> c.effect() != Caveat.Effect.INFO)
        .as(RbPrinter.print(p)).isEmpty();
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aBarrierActionThatCannotThrowLeavesTheHandlerUnreachable() {
    FrontendResult quiet = RbDump.translate(BarrierActionCatchAll.class);
    assertThat(quiet.caveats()).filteredOn(c -> c.kind().equals("unreached-handler"))
        .as(RbPrinter.print(quiet.program()))
        .allMatch(c -> c.effect() == Caveat.Effect.INFO);
    FrontendResult throwing = RbDump.translate(BarrierActionCatchAll.Throwing.class);
    assertThat(throwing.caveats()).filteredOn(c -> c.kind().equals("unreached-handler"))
        .anyMatch(c -> c.effect() == Caveat.Effect.UNSOUND);
  }

  @Test
  void aTimedRetryLoopIsTranslatedDespiteSootUpsTrapError() {
    FrontendResult r = RbDump.translate(TimedBackoff.class);
    Program p = r.program();
    assertThat(r.caveats()).filteredOn(c -> c.kind().equals("body")).isEmpty();
    assertThat(RbPrinter.print(p)).contains("trylock");
    assertThat(RbInterpreter.of(p).explore(500_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.NO);
  }
}
