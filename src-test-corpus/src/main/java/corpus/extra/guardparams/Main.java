package corpus.extra.guardparams;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * A monitor with two guards whose helpers take the guard as a parameter (Guava's
 * {@code Monitor}: {@code beginWaitingFor(guard)}, {@code endWaitingFor(guard)}): a waiter
 * counts itself in its guard, pushes the guard on the list of waiting guards when it is the
 * first, awaits the guard's condition until it is satisfied, counts itself out and unlinks the
 * guard when it was the last; every exit signals the first satisfied guard of the list. Two
 * threads wait for started, main for stopped. Only helpers translated per guard they are
 * handed, and a waiter count tracked past 1, tell which guard is listed and signalled. The bug
 * twin's waiter pushes the started guard whatever guard it waits for (a slip in
 * {@code awaitFor}): main, waiting for stopped, is never listed, so nothing signals it.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
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

    Guard(Main m, int wanted) {
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
    Main m = new Main();
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
