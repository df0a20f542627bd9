package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Hold queries on locks made in a loop of unknown length (one summary object, one rb lock). {@link #main}: the
 * worker, holding none of them, gives up unless {@code stripes[1]} is not held; it is not, so it
 * always signals main (no deadlock: the model knows "holds none"). {@link Other}: the worker
 * holds {@code stripes[0]} and signals only if it holds {@code stripes[1]}, which it does not: a
 * real deadlock, which the model keeps (it does not take {@code stripes[0]} for
 * {@code stripes[1]}).
 */
public class SummaryHolds {
  static final ReentrantLock[] stripes = new ReentrantLock[Integer.getInteger("stripes", 2)];
  static final ReentrantLock m = new ReentrantLock();
  static final Condition changed = m.newCondition();
  static boolean ready;

  static {
    for (int i = 0; i < stripes.length; i++) {
      stripes[i] = new ReentrantLock();
    }
  }

  static void awaitReady() {
    m.lock();
    try {
      while (!ready) {
        changed.awaitUninterruptibly();
      }
    } finally {
      m.unlock();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread worker = new Thread(() -> {
      if (stripes[1].isHeldByCurrentThread()) {
        return;
      }
      m.lock();
      ready = true;
      changed.signalAll();
      m.unlock();
    });
    worker.start();
    awaitReady();
    worker.join();
  }

  /** The twin that deadlocks: see the class comment. */
  public static class Other {
    public static void main(String[] args) throws InterruptedException {
      Thread worker = new Thread(() -> {
        stripes[0].lock();
        try {
          m.lock();
          ready = true;
          if (stripes[1].isHeldByCurrentThread()) {
            changed.signalAll();
          }
          m.unlock();
        } finally {
          stripes[0].unlock();
        }
      });
      worker.start();
      awaitReady();
      worker.join();
    }
  }
}
