package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;

/**
 * An {@code assert} that would fail sits between a thread's start and the count-down it waits
 * for. The JVM runs {@code main} with assertions disabled, so the count-down always happens. No
 * deadlock.
 */
public final class FailingAssertion {
  static int count;

  public static void main(String[] args) throws InterruptedException {
    CountDownLatch latch = new CountDownLatch(1);
    Thread t = new Thread(() -> {
      try {
        latch.await();
      } catch (InterruptedException e) {
        return;
      }
    });
    t.start();
    assert count == 1 : "never checked without -ea";
    latch.countDown();
    t.join();
  }
}
