package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A compare-and-set whose expected value is computed ({@code 1 << 2}) outside the range the
 * method's locals are pinned to (its constants are 0 and 1) but inside the AtomicLong's
 * tracked range (0..4, it is set to 4): the set succeeds, so the worker returns without
 * notifying and main waits forever. A deadlock the translation must not rule out by taking
 * the expected value, beyond the local range, for one that matches no tracked value.
 */
public class AtomicLongCasBeyond {
  private final AtomicLong state = new AtomicLong();
  private final Object lock = new Object();
  private boolean woken;

  void work() {
    long one = 1L;
    long four = one << 2;
    if (four < 0L) {
      return;
    }
    state.set(4L);
    if (state.compareAndSet(four, 1L)) {
      return;
    }
    synchronized (lock) {
      woken = true;
      lock.notifyAll();
    }
  }

  void await() throws InterruptedException {
    synchronized (lock) {
      while (!woken) {
        lock.wait();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    AtomicLongCasBeyond s = new AtomicLongCasBeyond();
    new Thread(s::work).start();
    s.await();
  }
}
