package org.petrify.ir.frontend.samples;

/**
 * (Twin of LongCounterGate, bug: three parties, two workers, main waits forever.)
 * Two workers advance a {@code long} generation under the monitor; the one that brings it to
 * {@code PARTIES} notifies the waiting main thread, which waits while it is below. No
 * deadlock when the long field is tracked and its {@code lcmp} comparisons evaluated.
 */
public class LongCounterGateTooMany {
  static final long PARTIES = 3L;
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
    LongCounterGateTooMany g = new LongCounterGateTooMany();
    new Thread(g::advance).start();
    new Thread(g::advance).start();
    g.await();
  }
}
