package realjars;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.channel.embedded.EmbeddedChannel;

/**
 * Writes through a Netty pipeline on an {@code EmbeddedChannel} (reaches
 * {@code ChannelOutboundBuffer$1.initialValue()}, a thread-local with a bridge method).
 */
public final class NettyEmbeddedPipeline {
  public static void main(String[] args) {
    EmbeddedChannel channel = new EmbeddedChannel(new ChannelOutboundHandlerAdapter() {
      @Override
      public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        ctx.write(msg, promise);
      }
    });
    channel.writeOutbound("hello");
    Object out = channel.readOutbound();
    channel.finish();
    System.out.println(out);
  }
}
