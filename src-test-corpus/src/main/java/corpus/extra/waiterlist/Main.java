package corpus.extra.waiterlist;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * An intrusive list of guards with waiters (Guava's {@code Monitor}): a guard waited on is
 * pushed on {@code active} through its {@code next} field; a state change signals the first
 * guard of the list that is satisfied, and a woken waiter unlinks its guard and passes the
 * wake-up on. Only a value per guard object of {@code active} and {@code next} tells which
 * guard's condition is signalled. The bug twin does not pass the wake-up on: when
 * {@code stop()} runs before the woken first waiter has unlinked its guard, it signals that
 * (still satisfied) guard again, and main, waiting for stopped, is never woken.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
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
    Main w = new Main();
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
