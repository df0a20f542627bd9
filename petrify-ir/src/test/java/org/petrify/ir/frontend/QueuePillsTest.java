package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.PillBounded;
import org.petrify.ir.frontend.samples.PillBoundedFull;
import org.petrify.ir.frontend.samples.PillBoundedSmall;
import org.petrify.ir.frontend.samples.PillBoundedTwoConsumers;
import org.petrify.ir.frontend.samples.PillConsumers;
import org.petrify.ir.frontend.samples.PillConsumersWrong;
import org.petrify.ir.frontend.samples.PillDrained;
import org.petrify.ir.frontend.samples.PillPassedOn;
import org.petrify.ir.frontend.samples.PillPolled;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Poison pills counted per kind in blocking queues ({@link QueuePills}): correct consumers
 * (a pill each, a pill passed on, a polling consumer) are decided deadlock-free, and the
 * missing pill and the drained pill stay deadlocks; a bounded queue counts its room too, so a
 * pill through it is decided and a full or empty bounded queue still blocks.
 */
class QueuePillsTest {
  private static RbInterpreter.Answer deadlock(Class<?> sample) {
    FrontendResult r = RbDump.translate(sample);
    assertThat(r.program().counters()).as("the queue counts its pills")
        .anyMatch(c -> c.name().endsWith(".kind.other"));
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void aPillPerConsumerEndsEveryConsumer() {
    assertThat(deadlock(PillConsumers.class)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void onePillForTwoConsumersLeavesOneWaiting() {
    assertThat(deadlock(PillConsumersWrong.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aPillPutBackReachesTheNextConsumer() {
    assertThat(deadlock(PillPassedOn.class)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aPolledPillEndsThePollingConsumer() {
    assertThat(deadlock(PillPolled.class)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aPillThroughABoundedQueueEndsTheConsumer() {
    assertThat(deadlock(PillBounded.class)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(PillBoundedSmall.class)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aBoundedQueueStillBlocksWhenFullOrEmpty() {
    assertThat(deadlock(PillBoundedTwoConsumers.class)).isEqualTo(RbInterpreter.Answer.YES);
    assertThat(deadlock(PillBoundedFull.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aDrainedPillIsGone() {
    assertThat(deadlock(PillDrained.class)).isEqualTo(RbInterpreter.Answer.YES);
  }
}
