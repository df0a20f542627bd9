package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * An intrusive list of guards with waiters, shaped like Guava's {@code Monitor}: a waiter
 * pushes its guard on {@code active} through {@code next}, a state change signals the first
 * satisfied guard of the list, and a woken waiter unlinks its guard and passes the wake-up on.
 * No deadlock; only a value per guard object of {@code active} and {@code next}
 * ({@code ReferenceIdentities}) tells which condition is signalled.
 */
public class GuardList {
  final ReentrantLock lock = new ReentrantLock();
  final Guard started = new Guard(1);
  final Guard stopped = new Guard(2);
  Guard active;
  int state;

  final class Guard {
    final Condition condition = lock.newCondition();
    final int wanted;
    Guard next;

    Guard(int wanted) {
      this.wanted = wanted;
    }

    boolean satisfied() {
      return state >= wanted;
    }

    void await() {
      lock.lock();
      try {
        if (satisfied()) {
          return;
        }
        next = active;
        active = this;
        do {
          condition.awaitUninterruptibly();
        } while (!satisfied());
        unlink();
        signalNext(); // pass the wake-up on, as Guava's Monitor.leave does
      } finally {
        lock.unlock();
      }
    }

    void unlink() {
      for (Guard p = active, pred = null; ; pred = p, p = p.next) {
        if (p == this) {
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

  void start() {
    lock.lock();
    try {
      state = 1;
      signalNext();
    } finally {
      lock.unlock();
    }
  }

  void stop() {
    lock.lock();
    try {
      state = 2;
      signalNext();
    } finally {
      lock.unlock();
    }
  }

  void signalNext() {
    for (Guard g = active; g != null; g = g.next) {
      if (g.satisfied()) {
        g.condition.signal();
        break;
      }
    }
  }

  public static void main(String[] args) throws Exception {
    GuardList w = new GuardList();
    Thread a = new Thread(() -> w.started.await());
    a.start();
    Thread t = new Thread(() -> {
      w.start();
      w.stop();
    });
    t.start();
    w.stopped.await();
    a.join();
    t.join();
  }
}
