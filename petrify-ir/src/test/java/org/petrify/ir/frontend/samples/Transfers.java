package org.petrify.ir.frontend.samples;

import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TransferQueue;

/** {@code TransferQueue.transfer} returns once a consumer received the element. */
public class Transfers {
  /** A consumer takes the transferred element: no deadlock. */
  public static void main(String[] args) throws InterruptedException {
    TransferQueue<Integer> q = new LinkedTransferQueue<>();
    Thread c = new Thread(() -> take(q));
    c.start();
    q.transfer(1);
    c.join();
  }

  /** Nobody takes: the transfer waits for ever. */
  public static class Alone {
    public static void main(String[] args) throws InterruptedException {
      new LinkedTransferQueue<Integer>().transfer(1);
    }
  }

  /** An element put before the transferred one is what the only take receives: deadlock. */
  public static class PutFirst {
    public static void main(String[] args) throws InterruptedException {
      TransferQueue<Integer> q = new LinkedTransferQueue<>();
      Thread c = new Thread(() -> take(q));
      c.start();
      q.put(1);
      q.transfer(2);
      c.join();
    }
  }

  /** Two takes receive both: no deadlock. */
  public static class PutFirstTakeTwice {
    public static void main(String[] args) throws InterruptedException {
      TransferQueue<Integer> q = new LinkedTransferQueue<>();
      Thread c = new Thread(() -> {
        take(q);
        take(q);
      });
      c.start();
      q.put(1);
      q.transfer(2);
      c.join();
    }
  }

  /** tryTransfer fails while the consumer is not waiting yet; it then waits for ever. */
  public static class TryLost {
    public static void main(String[] args) throws InterruptedException {
      TransferQueue<Integer> q = new LinkedTransferQueue<>();
      Thread c = new Thread(() -> take(q));
      c.start();
      q.tryTransfer(1);
      c.join();
    }
  }

  static void take(TransferQueue<Integer> q) {
    try {
      q.take();
    } catch (InterruptedException e) {
      // ends the consumer
    }
  }
}
