package org.petrify.ir.frontend.samples;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;

/**
 * A one-slot pool whose wait tests an int an application method computes from two counted
 * collections ({@link org.petrify.ir.frontend.IntResults}): two users take the slot and give it
 * back; {@code take} waits while one slot is allocated and none is idle. Correct: no deadlock.
 * With the result of {@code allocated()} a choice, a user could wait after the last
 * notification.
 */
public class AllocatedSlots {
  final ArrayDeque<Object> idle = new ArrayDeque<>();
  final Set<Object> leased = new HashSet<>();

  int allocated() {
    return idle.size() + leased.size();
  }

  synchronized Object take() throws InterruptedException {
    while (allocated() >= 1 && idle.isEmpty()) {
      wait();
    }
    Object slot = idle.poll();
    if (slot == null) {
      slot = new Object();
    }
    leased.add(slot);
    return slot;
  }

  synchronized void give(Object slot) {
    notifyAll();
    leased.remove(slot);
    idle.add(slot);
  }

  static void use(AllocatedSlots pool) {
    try {
      pool.give(pool.take());
    } catch (InterruptedException e) {
      return;
    }
  }

  public static void main(String[] args) throws Exception {
    AllocatedSlots pool = new AllocatedSlots();
    Thread a = new Thread(() -> use(pool));
    Thread b = new Thread(() -> use(pool));
    a.start();
    b.start();
    a.join();
    b.join();
  }

  /** The bug: {@code take} waits while a slot is allocated, even an idle one; the second user
   * waits for ever once the first gave its slot back. */
  public static class IdleIgnored extends AllocatedSlots {
    @Override
    synchronized Object take() throws InterruptedException {
      while (allocated() >= 1) {
        wait();
      }
      Object slot = idle.poll();
      if (slot == null) {
        slot = new Object();
      }
      leased.add(slot);
      return slot;
    }

    public static void main(String[] args) throws Exception {
      IdleIgnored pool = new IdleIgnored();
      Thread a = new Thread(() -> use(pool));
      Thread b = new Thread(() -> use(pool));
      a.start();
      b.start();
      a.join();
      b.join();
    }
  }

  /**
   * Two classes answer {@code limit()} and {@code main}'s one call may run either: the call has
   * two Java methods and is not correlated. Correct: the worker arrives, main stops waiting.
   */
  public static class TwoLimits {
    abstract static class Gate {
      int arrived;

      abstract int limit();

      synchronized void arrive() {
        arrived++;
        notifyAll();
      }
    }

    static final class Strict extends Gate {
      int limit() {
        return 2;
      }
    }

    static final class Loose extends Gate {
      int limit() {
        return 1;
      }
    }

    public static void main(String[] args) throws Exception {
      Gate g = args.length > 5 ? new Loose() : new Strict();
      Thread t = new Thread(g::arrive);
      t.start();
      synchronized (g) {
        while (g.limit() == 2 && g.arrived < 1) {
          g.wait();
        }
      }
      t.join();
    }
  }

  /** {@code limit()} returns a constant outside the range of its own locals: still known. */
  public static class ReturnedConstant {
    int arrived;

    int limit() {
      return 2;
    }

    synchronized void arrive() {
      arrived++;
      notifyAll();
    }

    synchronized void await() throws InterruptedException {
      while (arrived < 1 || limit() == 2 && arrived < 2) {
        wait();
      }
    }

    public static void main(String[] args) throws Exception {
      ReturnedConstant g = new ReturnedConstant();
      Thread a = new Thread(g::arrive);
      Thread b = new Thread(g::arrive);
      a.start();
      b.start();
      g.await();
      a.join();
      b.join();
    }
  }
}
