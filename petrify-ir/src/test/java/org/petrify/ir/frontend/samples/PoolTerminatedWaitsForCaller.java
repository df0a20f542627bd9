package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/** {@code terminated()} waits for main, which opens the latch only after awaitTermination. */
public class PoolTerminatedWaitsForCaller {
  static final CountDownLatch LATCH = new CountDownLatch(1);

  public static void main(String[] args) throws InterruptedException {
    ThreadPoolExecutor pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS,
        new LinkedBlockingQueue<>()) {
      @Override
      protected void terminated() {
        try {
          LATCH.await();
        } catch (InterruptedException e) {
          return;
        }
      }
    };
    pool.execute(() -> { });
    pool.shutdown();
    pool.awaitTermination(Long.MAX_VALUE, TimeUnit.DAYS);
    LATCH.countDown();
  }
}
