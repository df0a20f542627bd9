package org.petrify.ir.frontend.samples;

/**
 * Joins of a thread while holding, or while another thread holds, the thread object's monitor:
 * {@code Thread.join} waits on that monitor, so it takes it first and releases it while it
 * waits.
 */
public class ThreadMonitors {
  static final Object lock = new Object();

  /** main joins t holding t's monitor; t takes its own monitor: no deadlock. */
  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread() {
      @Override
      public void run() {
        synchronized (this) {
          work();
        }
      }
    };
    synchronized (t) {
      t.start();
      t.join();
    }
  }

  /** Holding t's monitor twice (nested blocks) it is still released while main waits. */
  public static class Nested {
    public static void main(String[] args) throws InterruptedException {
      Thread t = new Thread() {
        @Override
        public void run() {
          synchronized (this) {
            work();
          }
        }
      };
      synchronized (t) {
        synchronized (t) {
          t.start();
          t.join();
        }
      }
    }
  }

  /**
   * o holds t's monitor and wants the lock; main holds the lock and joins t, whose first step
   * takes t's monitor: deadlock.
   */
  public static class EntryBlocked {
    public static void main(String[] args) throws InterruptedException {
      Thread t = new Thread(ThreadMonitors::work);
      Thread o = new Thread(() -> {
        synchronized (t) {
          synchronized (lock) {
            work();
          }
        }
      });
      t.start();
      o.start();
      synchronized (lock) {
        t.join();
      }
      o.join();
    }
  }

  /**
   * main joins t holding the lock and t's monitor; while it waits o takes t's monitor and
   * wants the lock; main must take t's monitor back to return: deadlock.
   */
  public static class Reacquired {
    public static void main(String[] args) throws InterruptedException {
      Thread t = new Thread(ThreadMonitors::work);
      Thread o = new Thread(() -> {
        synchronized (t) {
          synchronized (lock) {
            work();
          }
        }
      });
      synchronized (lock) {
        synchronized (t) {
          t.start();
          o.start();
          t.join();
        }
      }
      o.join();
    }
  }

  static void work() {}
}
