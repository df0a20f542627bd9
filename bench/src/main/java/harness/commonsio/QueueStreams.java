package harness.commonsio;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.commons.io.input.QueueInputStream;
import org.apache.commons.io.output.QueueOutputStream;

/**
 * Correct use of Commons IO's queue streams: a writer thread writes two bytes into a {@code
 * QueueOutputStream}, the main thread reads two from the {@code QueueInputStream} that shares
 * its blocking queue.
 */
public class QueueStreams {
  public static void main(String[] args) throws Exception {
    QueueInputStream in = new QueueInputStream();
    QueueOutputStream out = in.newQueueOutputStream();
    Thread writer = new Thread(() -> {
      try {
        out.write(1);
        out.write(2);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }, "writer");
    writer.start();
    int sum = in.read() + in.read();
    writer.join();
    System.out.println(sum);
  }
}
