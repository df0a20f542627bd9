package org.petrify.ir.frontend.samples;

/**
 * The shape of commons-pool's {@code GenericObjectPool}: constructors pass a default period
 * (-1) down a chain to the one that stores it into a {@code long} field, then call
 * {@code startEvictor(this.period)}, which starts the evictor only for a positive period. The
 * field's domain holds the constant the parameter always has; its read decides the argument,
 * and the argument variant of {@code startEvictor} decides {@code delay > 0L}: no evictor, no
 * deadlock.
 */
public class ArgumentFieldPeriod {
  static final long DEFAULT_PERIOD = -1L;
  private final Object factory = new Object();
  private long period;
  private int idle;

  ArgumentFieldPeriod() {
    this(DEFAULT_PERIOD);
  }

  ArgumentFieldPeriod(long period) {
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
    ArgumentFieldPeriod pool = new ArgumentFieldPeriod();
    pool.startEvictor(0L);
    pool.returnObject();
  }
}
