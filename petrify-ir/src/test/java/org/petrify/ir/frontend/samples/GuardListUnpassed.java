package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * {@link GuardList} whose woken waiter does not pass the wake-up on: when the second state
 * change comes before the first waiter has unlinked its guard, it signals that still-listed,
 * satisfied guard again, and main, waiting for the second state, is never woken. A deadlock.
 */
public class GuardListUnpassed {
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
    GuardListUnpassed w = new GuardListUnpassed();
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
