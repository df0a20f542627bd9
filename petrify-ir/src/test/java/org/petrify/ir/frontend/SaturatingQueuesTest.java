package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.ConcurrentEventBuffer;
import org.petrify.ir.frontend.samples.EventBuffer;
import org.petrify.ir.frontend.samples.EventBufferCleared;
import org.petrify.ir.frontend.samples.EventBufferKinds;
import org.petrify.ir.frontend.samples.EventBufferTaken;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Unbounded blocking queues that no {@code take} waits on saturate ({@link QueueModel}): an
 * event buffer filled without bound is decided instead of overflowing the model's bound, a
 * poll after a {@code clear} still fails, and a queue some {@code take} waits on keeps its
 * bound. A sticky poll (also {@link ConcurrentQueueModel}'s) reads the flag without waiting.
 */
class SaturatingQueuesTest {
  private static RbInterpreter.Exploration explore(Class<?> sample) {
    FrontendResult r = RbDump.translate(sample);
    return RbInterpreter.of(r.program()).explore(500_000);
  }

  private static boolean saturates(Class<?> sample) {
    return RbDump.translate(sample).program().counters().stream()
        .anyMatch(c -> c.name().endsWith(".many") && c.name().contains("LinkedBlockingQueue"));
  }

  @Test
  void anEventBufferFilledWithoutBoundIsDecided() {
    RbInterpreter.Exploration e = explore(EventBuffer.class);
    assertThat(e.overflow()).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(e.deadlock()).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(saturates(EventBuffer.class)).isTrue();
  }

  @Test
  void aPollAfterClearStillFails() {
    assertThat(explore(EventBufferCleared.class).deadlock()).isEqualTo(RbInterpreter.Answer.YES);
    assertThat(saturates(EventBufferCleared.class)).isTrue();
  }

  @Test
  void aQueueATakeWaitsOnKeepsItsBound() {
    assertThat(saturates(EventBufferTaken.class)).isFalse();
    assertThat(explore(EventBufferTaken.class).overflow()).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void elementsNoRemovalStoresHaveNoKinds() {
    RbInterpreter.Exploration e = explore(EventBufferKinds.class);
    assertThat(RbDump.translate(EventBufferKinds.class).program().counters())
        .noneMatch(c -> c.name().contains(".kind."));
    assertThat(e.overflow()).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(e.deadlock()).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aStickyPollGoesOnWhenTheFlagIsSetMeanwhile() {
    RbInterpreter.Exploration e = explore(ConcurrentEventBuffer.class);
    assertThat(e.overflow()).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(e.deadlock()).isEqualTo(RbInterpreter.Answer.NO);
  }
}
