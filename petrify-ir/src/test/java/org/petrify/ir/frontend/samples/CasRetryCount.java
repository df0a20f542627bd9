package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Two threads add 1 three times each by the compare-and-set retry loop; the JVM prints 6 and
 * exits. The loop exits on a successful compare-and-set, so the counter's value is used.
 */
public class CasRetryCount {
  static final AtomicInteger COUNT = new AtomicInteger();

  static void addThree() {
    for (int i = 0; i < 3; i++) {
      int v;
      do {
        v = COUNT.get();
      } while (!COUNT.compareAndSet(v, v + 1));
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread a = new Thread(CasRetryCount::addThree);
    Thread b = new Thread(CasRetryCount::addThree);
    a.start();
    b.start();
    a.join();
    b.join();
    System.out.println(COUNT.get());
  }
}
