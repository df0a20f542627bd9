package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Lock ordering by keys (see {@code OrderKeys}): two threads move between the same two
 * objects in opposite directions, each locking the object with the smaller key first.
 */
public final class LockOrderSamples {
  private LockOrderSamples() {}

  static void both(Runnable first, Runnable second) throws InterruptedException {
    Thread a = new Thread(first);
    Thread b = new Thread(second);
    a.start();
    b.start();
    a.join();
    b.join();
  }

  /** Identity hash codes with a tie-breaking lock (JCiP 10.1.2): no deadlock. */
  public static final class IdentityWithTie {
    static final Object TIE = new Object();

    static void move(Object from, Object to) {
      int f = System.identityHashCode(from);
      int t = System.identityHashCode(to);
      if (f < t) {
        synchronized (from) {
          synchronized (to) {
            TIE.hashCode();
          }
        }
      } else if (f > t) {
        synchronized (to) {
          synchronized (from) {
            TIE.hashCode();
          }
        }
      } else {
        synchronized (TIE) {
          synchronized (from) {
            synchronized (to) {
              TIE.hashCode();
            }
          }
        }
      }
    }

    public static void main(String[] args) throws InterruptedException {
      Object a = new Object();
      Object b = new Object();
      both(() -> move(a, b), () -> move(b, a));
    }
  }

  /**
   * {@link IdentityWithTie} where one object may be null (its hash is then 0, which no rank
   * stands for): those keys are not ranked, and the comparisons stay free choices.
   */
  public static final class IdentityMaybeNull {
    public static void main(String[] args) throws InterruptedException {
      Object a = new Object();
      Object b = args.length > 3 ? null : new Object();
      both(() -> IdentityWithTie.move(a, b), () -> IdentityWithTie.move(b, a));
    }
  }

  /** Identity hash codes without the tie lock: equal hashes deadlock (rarely, but they may). */
  public static final class IdentityNoTie {
    static void move(Object from, Object to) {
      if (System.identityHashCode(from) < System.identityHashCode(to)) {
        synchronized (from) {
          synchronized (to) {
            from.hashCode();
          }
        }
      } else {
        synchronized (to) {
          synchronized (from) {
            from.hashCode();
          }
        }
      }
    }

    public static void main(String[] args) throws InterruptedException {
      Object a = new Object();
      Object b = new Object();
      both(() -> move(a, b), () -> move(b, a));
    }
  }

  /** Accounts whose final ids are drawn from one counter. */
  static final class Account {
    static final AtomicInteger NEXT = new AtomicInteger();
    final int id = NEXT.incrementAndGet();
  }

  static void transfer(Account from, Account to) {
    if (from.id < to.id) {
      synchronized (from) {
        synchronized (to) {
          from.hashCode();
        }
      }
    } else {
      synchronized (to) {
        synchronized (from) {
          from.hashCode();
        }
      }
    }
  }

  /** Ids from a counter never tie: no deadlock. */
  public static final class CounterIds {
    public static void main(String[] args) throws InterruptedException {
      Account a = new Account();
      Account b = new Account();
      both(() -> transfer(a, b), () -> transfer(b, a));
    }
  }

  /** The counter is reset between the accounts: their ids tie, and the threads deadlock. */
  public static final class CounterReset {
    public static void main(String[] args) throws InterruptedException {
      Account a = new Account();
      Account.NEXT.set(0);
      Account b = new Account();
      both(() -> transfer(a, b), () -> transfer(b, a));
    }
  }

  record Named(String name) {}

  static void byName(Named from, Named to) {
    Named first = from.name().compareTo(to.name()) < 0 ? from : to;
    Named second = first == from ? to : from;
    synchronized (first) {
      synchronized (second) {
        first.hashCode();
      }
    }
  }

  /** Names that are distinct constants order the locks alike in both threads: no deadlock. */
  public static final class DistinctNames {
    public static void main(String[] args) throws InterruptedException {
      Named a = new Named("alice");
      Named b = new Named("bob");
      both(() -> byName(a, b), () -> byName(b, a));
    }
  }

  /** Equal names tie: each thread locks its second argument first, and they deadlock. */
  public static final class EqualNames {
    public static void main(String[] args) throws InterruptedException {
      Named a = new Named("same");
      Named b = new Named("same");
      both(() -> byName(a, b), () -> byName(b, a));
    }
  }

  /** Names that are not known may tie: the same deadlock. */
  public static final class UnknownNames {
    public static void main(String[] args) throws InterruptedException {
      Named a = new Named(String.valueOf(args.length));
      Named b = new Named(String.valueOf(System.nanoTime()));
      both(() -> byName(a, b), () -> byName(b, a));
    }
  }

  static void byCompare(Account from, Account to) {
    int c = Integer.compare(from.id, to.id);
    Account first = c < 0 ? from : to;
    Account second = c < 0 ? to : from;
    synchronized (first) {
      synchronized (second) {
        first.hashCode();
      }
    }
  }

  /** {@code Integer.compare} of ids from a counter orders like {@code <}: no deadlock. */
  public static final class ComparedIds {
    public static void main(String[] args) throws InterruptedException {
      Account a = new Account();
      Account b = new Account();
      both(() -> byCompare(a, b), () -> byCompare(b, a));
    }
  }
}
