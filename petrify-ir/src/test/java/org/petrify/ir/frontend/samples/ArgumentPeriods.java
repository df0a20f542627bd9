package org.petrify.ir.frontend.samples;

/**
 * A pool configured twice, with the periods 0 and -1: {@code configure} passes its period on
 * to {@code startEvictor}, which starts the evictor only for a positive one. The evictor would
 * lock pool then factory, {@code returnObject} locks factory then pool. No deadlock when each
 * call runs a copy of the callee specialised on its constant argument (the parameter has two
 * values, so no single constant decides it).
 */
public class ArgumentPeriods {
  private final Object factory = new Object();
  private int idle;

  /** {@code true} when the bug twin passes a positive period. */
  static boolean positive;

  void configure(long millis) {
    startEvictor(millis);
  }

  synchronized void startEvictor(long delay) {
    if (delay > 0L) {
      new Thread(this::evict).start();
    }
  }

  void evict() {
    synchronized (this) {
      synchronized (factory) {
        idle = 0;
      }
    }
  }

  void returnObject() {
    synchronized (factory) {
      synchronized (this) {
        idle++;
      }
    }
  }

  public static void main(String[] args) {
    ArgumentPeriods pool = new ArgumentPeriods();
    pool.configure(0L);
    pool.configure(-1L);
    pool.returnObject();
  }
}
