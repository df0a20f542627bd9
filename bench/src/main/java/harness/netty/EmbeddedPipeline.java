package harness.netty;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.embedded.EmbeddedChannel;

/**
 * Correct concurrent use of Netty 4.2 (never run by the build, only analysed): an {@code
 * EmbeddedChannel} whose pipeline has one handler counting messages under a shared monitor;
 * the main thread writes inbound messages through the pipeline while another thread reads the
 * count under the same monitor. One lock, never held while waiting: no deadlock.
 */
public class EmbeddedPipeline {
  /** Counts the messages it sees and passes them on. */
  static final class Counter extends ChannelInboundHandlerAdapter {
    final Object lock = new Object();
    int seen;

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
      synchronized (lock) {
        seen++;
      }
      ctx.fireChannelRead(msg);
    }
  }

  public static void main(String[] args) throws Exception {
    final Counter counter = new Counter();
    EmbeddedChannel channel = new EmbeddedChannel(counter);
    Thread reader = new Thread(() -> {
      synchronized (counter.lock) {
        int n = counter.seen;
      }
    }, "reader");
    reader.start();
    channel.writeInbound("one");
    channel.writeInbound("two");
    channel.readInbound();
    channel.finish();
    reader.join();
  }
}
