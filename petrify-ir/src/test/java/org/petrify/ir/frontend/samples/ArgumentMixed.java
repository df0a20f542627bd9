package org.petrify.ir.frontend.samples;

/**
 * The period passed to {@code startEvictor} is a constant at one call and a value read from
 * the command line at the other: the second call knows nothing about it, so the evictor may
 * start there and invert the locks (a real deadlock the variants must keep).
 */
public class ArgumentMixed {
  private final Object factory = new Object();
  private int idle;

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
    ArgumentMixed pool = new ArgumentMixed();
    pool.startEvictor(-1L);
    pool.startEvictor(args.length);
    pool.returnObject();
  }
}
