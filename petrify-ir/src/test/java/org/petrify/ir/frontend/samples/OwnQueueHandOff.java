package org.petrify.ir.frontend.samples;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;

/** A worker takes two tasks from the program's own queue and runs them; main offers one (its result tested) and puts the other, then awaits both. No deadlock: the queue's own code runs, with its monitor and its notifications. */
public class OwnQueueHandOff {
  public static void main(String[] args) throws Exception {
    BlockingQueue<Runnable> q = new OwnSlotQueue<>();
    CountDownLatch done = new CountDownLatch(2);
    Thread worker = new Thread(() -> {
      try {
        Runnable r = q.take();
        r.run();
        Runnable s = q.take();
        s.run();
      } catch (InterruptedException e) {
        throw new RuntimeException(e);
      }
    });
    worker.start();
    if (!q.offer(() -> done.countDown())) {
      throw new IllegalStateException();
    }
    q.put(() -> done.countDown());
    done.await();
    worker.join();
  }
}
