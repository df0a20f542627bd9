package org.petrify.ir.frontend.samples;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Consumers that stop at a message told apart by its type, taken from a queue whose items
 * the analysis knows by kind (see {@code LocalValueEvaluator}; pattern switches, which need
 * release 21, are in the corpus pair {@code extra.typedmessages}).
 */
public final class TypeTestSamples {
  private TypeTestSamples() {}

  sealed interface Message permits Work, Stop {}

  record Work(int amount) implements Message {}

  record Stop() implements Message {}

  static int total;

  static void testing(BlockingQueue<Message> queue) throws InterruptedException {
    while (true) {
      Message m = queue.take();
      if (m instanceof Stop) {
        return;
      }
      if (m instanceof Work w) {
        total += w.amount();
      }
    }
  }

  static void consume(BlockingQueue<Message> queue) {
    try {
      testing(queue);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  static void run(int stops) throws InterruptedException {
    BlockingQueue<Message> queue = new LinkedBlockingQueue<>();
    Thread consumer = new Thread(() -> consume(queue));
    consumer.start();
    queue.put(new Work(1));
    for (int i = 0; i < stops; i++) {
      queue.put(new Stop());
    }
    consumer.join();
  }

  /** {@code instanceof} tests stop at the Stop message. */
  public static final class InstanceofStops {
    public static void main(String[] args) throws InterruptedException {
      run(1);
    }
  }

  /** No Stop message: the consumer waits in take forever. */
  public static final class NoStop {
    public static void main(String[] args) throws InterruptedException {
      run(0);
    }
  }
}
