package org.petrify.ir.frontend.samples;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Two threads take two locks in opposite orders, each with a timed {@code tryLock} in a retry
 * loop whose {@code try}/{@code finally} returns: javac's bytecode for {@link #both} leaves
 * unreachable code under the {@code catch}'s range, on which SootUp fails. No deadlock.
 */
public final class TimedBackoff {
  static final ReentrantLock A = new ReentrantLock();
  static final ReentrantLock B = new ReentrantLock();

  static void both(ReentrantLock x, ReentrantLock y) {
    while (true) {
      try {
        if (x.tryLock(10, TimeUnit.MILLISECONDS)) {
          try {
            if (y.tryLock(10, TimeUnit.MILLISECONDS)) {
              try {
                return;
              } finally {
                y.unlock();
              }
            }
          } finally {
            x.unlock();
          }
        }
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> both(B, A));
    t.start();
    both(A, B);
    t.join();
  }
}
