package org.petrify.ir.frontend.samples;

/**
 * A helper returns an untracked boolean; on {@code false} the caller waits on a monitor nobody
 * notifies. The result is not known in the callee, so both exits stay possible: the deadlock
 * on the {@code false} path must still be found.
 */
public class ResultUnknown {
  static final Object lock = new Object();
  static volatile long ticks;

  static boolean ready() {
    return ticks > 0;
  }

  public static void main(String[] args) throws InterruptedException {
    if (!ready()) {
      synchronized (lock) {
        lock.wait();
      }
    }
  }
}
