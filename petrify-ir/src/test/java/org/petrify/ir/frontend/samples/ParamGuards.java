package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A monitor with two guards whose helpers take the guard as a parameter, shaped like Guava's
 * {@code Monitor}: a waiter counts itself in its guard ({@code waiters}), pushes the guard on
 * the list of waiting guards when it is the first, awaits the guard's condition until the
 * guard is satisfied, then counts itself out and unlinks the guard when it was the last; every
 * exit from the monitor signals the first satisfied guard of the list. Two threads wait for
 * {@code started}, main for {@code stopped}. No deadlock; only helpers that know which guard
 * they were handed ({@code ObjectParameters}) and a waiter count tracked past 1
 * ({@code PairedCounters}) show it.
 */
public class ParamGuards {
  final ReentrantLock lock = new ReentrantLock();
  final Guard started = new Guard(this, 1);
  final Guard stopped = new Guard(this, 2);
  Guard active;
  int state;

  static final class Guard {
    final Condition condition;
    final int wanted;
    int waiters;
    Guard next;

    Guard(ParamGuards m, int wanted) {
      this.condition = m.lock.newCondition();
      this.wanted = wanted;
    }
  }

  boolean satisfied(Guard g) {
    return state >= g.wanted;
  }

  void enterWhen(Guard g) {
    lock.lock();
    try {
      if (!satisfied(g)) {
        awaitFor(g);
      }
    } finally {
      leave();
    }
  }

  void awaitFor(Guard g) {
    beginWaiting(g);
    try {
      do {
        g.condition.awaitUninterruptibly();
      } while (!satisfied(g));
    } finally {
      endWaiting(g);
    }
  }

  void beginWaiting(Guard g) {
    int w = g.waiters++;
    if (w == 0) {
      g.next = active;
      active = g;
    }
  }

  void endWaiting(Guard g) {
    int w = --g.waiters;
    if (w == 0) {
      for (Guard p = active, pred = null; ; pred = p, p = p.next) {
        if (p == g) {
          if (pred == null) {
            active = p.next;
          } else {
            pred.next = p.next;
          }
          p.next = null;
          break;
        }
      }
    }
  }

  void signalNext() {
    for (Guard g = active; g != null; g = g.next) {
      if (satisfied(g)) {
        g.condition.signal();
        break;
      }
    }
  }

  void leave() {
    try {
      signalNext();
    } finally {
      lock.unlock();
    }
  }

  void set(int s) {
    lock.lock();
    try {
      state = s;
    } finally {
      leave();
    }
  }

  public static void main(String[] args) throws Exception {
    ParamGuards m = new ParamGuards();
    Thread a = new Thread(() -> m.enterWhen(m.started));
    Thread b = new Thread(() -> m.enterWhen(m.started));
    a.start();
    b.start();
    Thread t = new Thread(() -> {
      m.set(1);
      m.set(2);
    });
    t.start();
    m.enterWhen(m.stopped);
    a.join();
    b.join();
    t.join();
  }
}
