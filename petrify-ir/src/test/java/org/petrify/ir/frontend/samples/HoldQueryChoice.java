package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A hold query on a lock that may be one of two objects: the model does not know which, so the
 * test of the answer stays a free choice (caveat {@code hold-query}). The worker signals only if
 * it holds {@code which}; run without arguments that is {@code b}, which it does not hold, so
 * main may wait forever: a real deadlock, which the choice keeps (taking {@code a} would lose
 * it).
 */
public class HoldQueryChoice {
  static final ReentrantLock a = new ReentrantLock();
  static final ReentrantLock b = new ReentrantLock();
  static final Condition changed = a.newCondition();
  static boolean ready;

  public static void main(String[] args) throws InterruptedException {
    ReentrantLock which = args.length > 0 ? a : b;
    Thread worker = new Thread(() -> {
      a.lock();
      try {
        ready = true;
        if (which.isHeldByCurrentThread()) {
          changed.signalAll();
        }
      } finally {
        a.unlock();
      }
    });
    worker.start();
    a.lock();
    try {
      while (!ready) {
        changed.awaitUninterruptibly();
      }
    } finally {
      a.unlock();
    }
    worker.join();
  }
}
