package org.petrify.ir.frontend.samples;

/** The bug twin of {@link ArgumentFieldPeriod}: a positive default period starts the evictor. */
public class ArgumentFieldPeriodPositive {
  static final long DEFAULT_PERIOD = 30_000L;
  private final Object factory = new Object();
  private long period;
  private int idle;

  ArgumentFieldPeriodPositive() {
    this(DEFAULT_PERIOD);
  }

  ArgumentFieldPeriodPositive(long period) {
    this.period = period;
    startEvictor(this.period);
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
    ArgumentFieldPeriodPositive pool = new ArgumentFieldPeriodPositive();
    pool.startEvictor(0L);
    pool.returnObject();
  }
}
