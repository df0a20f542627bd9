package harness.disruptor;

import com.lmax.disruptor.BlockingWaitStrategy;
import com.lmax.disruptor.dsl.Disruptor;
import com.lmax.disruptor.dsl.ProducerType;
import com.lmax.disruptor.util.DaemonThreadFactory;

/**
 * Correct use of the LMAX Disruptor 4.0.0 (never run by the build, only analysed): a ring of
 * eight slots, one handler on a daemon thread with the blocking wait strategy, three events
 * published by main, then {@code shutdown()}, which waits until the handler has seen them and
 * halts it: no deadlock.
 */
public class BlockingPublish {
  static final class Ev { long v; }
  public static void main(String[] args) throws Exception {
    Disruptor<Ev> d = new Disruptor<>(Ev::new, 8, DaemonThreadFactory.INSTANCE,
        ProducerType.SINGLE, new BlockingWaitStrategy());
    d.handleEventsWith((e, seq, end) -> { });
    d.start();
    for (int i = 0; i < 3; i++) {
      final long x = i;
      d.getRingBuffer().publishEvent((e, seq) -> e.v = x);
    }
    d.shutdown();
  }
}
