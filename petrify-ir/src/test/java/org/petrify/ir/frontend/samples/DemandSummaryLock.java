package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Locks made in a loop of unknown length (one summary object, reported once as {@code
 * summary-lock}), taken in opposite orders by two threads through a helper: demand-driven
 * translation asks the boundary about the helper's {@code lock()} calls before translating,
 * and the once-only caveat must still be reported by the translation.
 */
public class DemandSummaryLock {
  public static void main(String[] args) throws InterruptedException {
    List<ReentrantLock> locks = new ArrayList<>();
    for (int i = 0; i < args.length + 2; i++) {
      locks.add(new ReentrantLock());
    }
    ReentrantLock a = locks.get(0);
    ReentrantLock b = locks.get(1);
    Thread t = new Thread(() -> both(a, b));
    t.start();
    both(b, a);
    t.join();
  }

  static void both(ReentrantLock first, ReentrantLock second) {
    first.lock();
    try {
      second.lock();
      second.unlock();
    } finally {
      first.unlock();
    }
  }
}
