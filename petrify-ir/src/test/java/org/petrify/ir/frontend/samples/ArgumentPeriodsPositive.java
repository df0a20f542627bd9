package org.petrify.ir.frontend.samples;

/**
 * The bug twin of {@link ArgumentPeriods}: the second period is positive, so the evictor
 * starts and its lock order inverts {@code returnObject}'s (a real deadlock).
 */
public class ArgumentPeriodsPositive {
  private final Object factory = new Object();
  private int idle;

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
    ArgumentPeriodsPositive pool = new ArgumentPeriodsPositive();
    pool.configure(0L);
    pool.configure(30_000L);
    pool.returnObject();
  }
}
