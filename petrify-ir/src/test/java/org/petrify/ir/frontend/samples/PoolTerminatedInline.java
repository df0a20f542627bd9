package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/** No task ever ran: the shutdown's caller runs {@code terminated()}, which waits for main. */
public class PoolTerminatedInline {
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
    pool.shutdown();
    LATCH.countDown();
  }
}
