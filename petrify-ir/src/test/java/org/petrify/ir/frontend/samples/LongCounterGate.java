package org.petrify.ir.frontend.samples;

/**
 * Two workers advance a {@code long} generation under the monitor; the one that brings it to
 * {@code PARTIES} notifies the waiting main thread, which waits while it is below. No
 * deadlock when the long field is tracked and its {@code lcmp} comparisons evaluated.
 */
public class LongCounterGate {
  static final long PARTIES = 2L;
  private long generation;

  synchronized void advance() {
    generation++;
    if (generation == PARTIES) {
      notifyAll();
    }
  }

  synchronized void await() throws InterruptedException {
    while (generation < PARTIES) {
      wait();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    LongCounterGate g = new LongCounterGate();
    new Thread(g::advance).start();
    new Thread(g::advance).start();
    g.await();
  }
}
