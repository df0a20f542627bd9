package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.DiscardedTryLock;
import org.petrify.ir.frontend.samples.MixedLockTryLock;
import org.petrify.ir.frontend.samples.OwnLockTryLock;
import org.petrify.ir.frontend.samples.OwnQueueHandOff;
import org.petrify.ir.frontend.samples.OwnQueueLostSignal;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * A JDK interface call ({@code BlockingQueue}, {@code Lock}) on an object of a class-path class
 * implementing it runs that class's code, never a JDK model ({@link ClassPathReceivers}): no
 * {@code unknown-queue}, no pinned attempt that skips the callee, no reentrant rb lock for a
 * lock that is not reentrant.
 */
class ClassPathReceiversTest {
  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    Program p = r.program();
    return RbInterpreter.of(p).explore(500_000).deadlock();
  }

  @Test
  void theProgramsOwnQueueRunsItsCode() {
    FrontendResult r = RbDump.translate(OwnQueueHandOff.class);
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("unknown-queue"));
    assertThat(deadlock(r)).as(RbPrinter.print(r.program()))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aLostSignalInTheProgramsOwnQueueIsADeadlock() {
    FrontendResult r = RbDump.translate(OwnQueueLostSignal.class);
    assertThat(deadlock(r)).as(RbPrinter.print(r.program()))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void tryLockOfTheProgramsOwnLockRunsItsCode() {
    FrontendResult r = RbDump.translate(OwnLockTryLock.class);
    assertThat(RbPrinter.print(r.program())).doesNotContain("tryacquire");
    assertThat(deadlock(r)).as(RbPrinter.print(r.program()))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aMixedReceiverSetKeepsEachObjectsBehaviour() {
    FrontendResult r = RbDump.translate(MixedLockTryLock.class);
    String rb = RbPrinter.print(r.program());
    assertThat(rb).contains("call org.petrify.ir.frontend.samples.OwnLockTryLock$FlagLock"
        + ".tryLock").contains("trylock java.util.concurrent.locks.ReentrantLock")
        .doesNotContain("trylock org.petrify.ir.frontend.samples.OwnLockTryLock$FlagLock");
    assertThat(deadlock(r)).as(rb).isEqualTo(RbInterpreter.Answer.YES);
  }

  /**
   * A {@code tryLock} of a library lock that is no pinned attempt (its result dropped here; or
   * a call whose other receivers run class-path code that may throw) still takes the lock.
   */
  @Test
  void anUnpinnedTryLockOfAJdkLockTakesIt() {
    FrontendResult r = RbDump.translate(DiscardedTryLock.class);
    assertThat(deadlock(r)).as(RbPrinter.print(r.program()))
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}
