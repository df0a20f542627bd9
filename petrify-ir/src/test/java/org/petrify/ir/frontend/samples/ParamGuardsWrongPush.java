package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * {@link ParamGuards} whose waiter pushes the {@code started} guard instead of the one it
 * waits for (a slip in {@code awaitFor}): main, waiting for {@code stopped}, is never on the
 * list, so no exit signals its condition, and it waits for ever. A deadlock.
 */
public class ParamGuardsWrongPush {
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

    Guard(ParamGuardsWrongPush m, int wanted) {
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
    beginWaiting(started); // the slip: should be g
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
    ParamGuardsWrongPush m = new ParamGuardsWrongPush();
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
