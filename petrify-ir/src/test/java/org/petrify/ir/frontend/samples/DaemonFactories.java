package org.petrify.ir.frontend.samples;

import java.util.concurrent.ThreadFactory;

/**
 * Thread factories: {@code Daemons} makes each thread a daemon before returning it, and main
 * starts two of its threads in a loop (one allocation standing for both); {@code Undone}'s
 * threads are made daemons by the factory but non-daemons again by the caller before their
 * start; {@code Escaping} starts its thread before making it a daemon (the JVM throws and it
 * stays a non-daemon). Only the {@code Daemons} threads are daemons.
 */
public class DaemonFactories {
  static final Object LOCK = new Object();

  static void park() {
    synchronized (LOCK) {
      try {
        LOCK.wait();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** A daemon thread factory. */
  static final class Daemons implements ThreadFactory {
    @Override
    public Thread newThread(Runnable r) {
      Thread t = new Thread(r);
      t.setDaemon(true);
      return t;
    }
  }

  /** A factory like {@link Daemons}, whose threads the caller makes non-daemons again. */
  static final class Undone implements ThreadFactory {
    @Override
    public Thread newThread(Runnable r) {
      Thread t = new Thread(r);
      t.setDaemon(true);
      return t;
    }
  }

  /** A factory that starts its thread before making it a daemon. */
  static final class Escaping {
    Thread newThread(Runnable r) {
      Thread t = new Thread(r);
      t.start();
      try {
        t.setDaemon(true);
      } catch (IllegalThreadStateException e) {
        return t;
      }
      return t;
    }
  }

  public static void main(String[] args) {
    ThreadFactory daemons = new Daemons();
    for (int i = 0; i < args.length; i++) {
      daemons.newThread(DaemonFactories::park).start();
    }
    Thread undone = new Undone().newThread(DaemonFactories::park);
    undone.setDaemon(false);
    undone.start();
    new Escaping().newThread(DaemonFactories::park);
  }
}
