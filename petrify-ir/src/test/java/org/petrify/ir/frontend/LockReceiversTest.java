package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.CopiedLocks;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * {@link LockReceivers}: objects that cannot be {@code Lock}s are not locked by
 * {@code Lock.lock()}; the rb interpreter decides the twins, independent of the net encoding.
 */
class LockReceiversTest {
  private static RbInterpreter.Answer deadlock(Program p) {
    return RbInterpreter.of(p).explore(500_000).deadlock();
  }

  @Test
  void aListAmongACopysElementsIsNotLocked() {
    Program p = RbDump.translate(CopiedLocks.class).program();
    String rb = RbPrinter.print(p);
    // the source list's own monitor (thread 2) is a java.util.List object; thread 1's Lock calls
    // must not take it
    assertThat(rb.lines().filter(l -> l.contains("CopiedLocks.holdAThenMonitor("))
        .filter(l -> l.contains("java.util.List@"))).as(rb).isEmpty();
    assertThat(deadlock(p)).as(rb).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void theCycleThroughTheCopysMonitorIsStillFound() {
    Program p = RbDump.translate(CopiedLocks.Bug.class).program();
    assertThat(deadlock(p)).as(RbPrinter.print(p)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anApplicationLockClassIsKeptAndAPlainObjectDropped() {
    String rb = RbPrinter.print(RbDump.translate(CopiedLocks.Custom.class).program());
    assertThat(rb).contains("acquire org.petrify.ir.frontend.samples.CopiedLocks$Custom$Named@")
        .doesNotContain("acquire java.lang.Object@");
  }
}
