package org.petrify.ir.frontend.samples;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;

/** The same over the queue whose take does not notify: main's second put may wait for the slot for ever while the worker waits for an item. */
public class OwnQueueLostSignal {
  /** Its take does not notify: a put waiting for the slot is never woken. */
  static final class LostSlotQueue<E> extends OwnSlotQueue<E> {
    @Override
    public synchronized E take() throws InterruptedException {
      while (!full) {
        wait();
      }
      full = false;
      return item;
    }
  }

  public static void main(String[] args) throws Exception {
    BlockingQueue<Runnable> q = new LostSlotQueue<>();
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
