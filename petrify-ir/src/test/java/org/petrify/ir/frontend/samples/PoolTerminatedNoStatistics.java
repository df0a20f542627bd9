package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * {@code terminated()} waits for a watcher, which counts down without asking the pool
 * anything: the hook ends.
 */
public class PoolTerminatedNoStatistics {
  static final CountDownLatch RUNNING = new CountDownLatch(1);
  static final CountDownLatch SEEN = new CountDownLatch(1);

  public static void main(String[] args) throws InterruptedException {
    ThreadPoolExecutor pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS,
        new LinkedBlockingQueue<>()) {
      @Override
      protected void terminated() {
        RUNNING.countDown();
        try {
          SEEN.await();
        } catch (InterruptedException e) {
          return;
        }
      }
    };
    Thread watcher = new Thread(() -> {
      try {
        RUNNING.await();
      } catch (InterruptedException e) {
        return;
      }
      SEEN.countDown();
    });
    watcher.start();
    pool.shutdown();
    watcher.join();
  }
}
