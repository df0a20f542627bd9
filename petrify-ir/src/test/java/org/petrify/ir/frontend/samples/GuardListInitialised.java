package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * {@link GuardList} with {@code active = null} written out: the constructor stores the default
 * into the new object, which changes nothing ({@code DefaultStores}); without that rule the
 * store races with the other threads' accesses and {@code active} is not tracked.
 */
public class GuardListInitialised {
  Guard active = null; // first: stored before any other initialiser runs code
  final ReentrantLock lock = new ReentrantLock();
  final Guard started = new Guard(1);
  final Guard stopped = new Guard(2);
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
    new Thread(() -> { }).start(); // the list is built after main's first fork
    GuardListInitialised w = new GuardListInitialised();
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
