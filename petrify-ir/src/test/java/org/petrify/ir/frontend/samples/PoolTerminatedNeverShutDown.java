package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/** {@code terminated()} opens the latch main awaits, but the pool is never shut down. */
public class PoolTerminatedNeverShutDown {
  static final CountDownLatch LATCH = new CountDownLatch(1);

  public static void main(String[] args) throws InterruptedException {
    ThreadPoolExecutor pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS,
        new LinkedBlockingQueue<>()) {
      @Override
      protected void terminated() {
        LATCH.countDown();
      }
    };
    pool.execute(() -> { });
    LATCH.await();
  }
}
