package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.QueueAddSamples;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.RbInterpreter;

/**
 * {@code add} on a bounded queue in a thread's root outside any handler ({@link
 * QueueModel}, {@link UncaughtRaises#endsThread}): the offer, or a raise that ends the thread
 * when the queue is full, with no {@code queue-add} caveat; elsewhere the caveat stays.
 */
class QueueAddFailuresTest {
  private static FrontendResult translate(Class<?> main) {
    return RbDump.translate(main);
  }

  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void anAddOnAFullQueueEndsTheThreadHoldingItsLock() {
    FrontendResult r = translate(QueueAddSamples.FullQueueEndsTheThread.class);
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("queue-add"));
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anAddOnAQueueWithRoomSucceeds() {
    FrontendResult r = translate(QueueAddSamples.QueueWithRoom.class);
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("queue-add"));
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void anAddInAHelperKeepsTheUnsoundCaveat() {
    FrontendResult r = translate(QueueAddSamples.AddInAHelper.class);
    assertThat(r.caveats()).anyMatch(c -> c.kind().equals("queue-add")
        && c.effect() == Caveat.Effect.UNSOUND);
  }
}
