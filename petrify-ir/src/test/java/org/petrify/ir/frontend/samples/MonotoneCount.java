package org.petrify.ir.frontend.samples;

/**
 * A count that only grows, compared with 0: not a paired counter, so its domain stays the
 * compared constant and {@code *} ({@code PairedCounters}).
 */
public class MonotoneCount {
  int count;

  synchronized void hit() {
    count++;
    notifyAll();
  }

  synchronized void await() throws InterruptedException {
    while (count == 0) {
      wait();
    }
  }

  public static void main(String[] args) throws Exception {
    MonotoneCount c = new MonotoneCount();
    Thread t = new Thread(c::hit);
    t.start();
    c.await();
    t.join();
  }
}
