package org.petrify.ir.frontend.samples;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Locks made on demand per key by a map's {@code computeIfAbsent} or {@code putIfAbsent}. */
public final class KeyedLockSamples {
  private KeyedLockSamples() {}

  static void pause() {
    try {
      Thread.sleep(10);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  static void start(Runnable a, Runnable b) throws InterruptedException {
    Thread t1 = new Thread(a);
    Thread t2 = new Thread(b);
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }

  /** Literal keys in one order: no cycle. */
  public static final class SameOrder {
    static final Map<String, Object> LOCKS = new ConcurrentHashMap<>();

    static Object lock(String k) {
      return LOCKS.computeIfAbsent(k, x -> new Object());
    }

    static void both(String first, String second) {
      synchronized (lock(first)) {
        pause();
        synchronized (lock(second)) {
          pause();
        }
      }
    }

    public static void main(String[] args) throws InterruptedException {
      start(() -> both("a", "b"), () -> both("a", "b"));
    }
  }

  /** Literal keys in opposite orders: a cycle. */
  public static final class Crossed {
    static final Map<String, Object> LOCKS = new ConcurrentHashMap<>();

    static Object lock(String k) {
      return LOCKS.computeIfAbsent(k, x -> new Object());
    }

    static void both(String first, String second) {
      synchronized (lock(first)) {
        pause();
        synchronized (lock(second)) {
          pause();
        }
      }
    }

    public static void main(String[] args) throws InterruptedException {
      start(() -> both("a", "b"), () -> both("b", "a"));
    }
  }

  enum Key { A, B }

  /** Enum constant keys in one order: no cycle. */
  public static final class EnumSameOrder {
    static final Map<Key, Object> LOCKS = new ConcurrentHashMap<>();

    static Object lock(Key k) {
      return LOCKS.computeIfAbsent(k, x -> new Object());
    }

    static void both(Key first, Key second) {
      synchronized (lock(first)) {
        pause();
        synchronized (lock(second)) {
          pause();
        }
      }
    }

    public static void main(String[] args) throws InterruptedException {
      start(() -> both(Key.A, Key.B), () -> both(Key.A, Key.B));
    }
  }

  /** Int keys, boxed by {@code Integer.valueOf}, in one order: no cycle. */
  public static final class IntSameOrder {
    static final Map<Integer, Object> LOCKS = new ConcurrentHashMap<>();

    static Object lock(int k) {
      return LOCKS.computeIfAbsent(k, x -> new Object());
    }

    static void both(int first, int second) {
      synchronized (lock(first)) {
        pause();
        synchronized (lock(second)) {
          pause();
        }
      }
    }

    public static void main(String[] args) throws InterruptedException {
      start(() -> both(1, 2), () -> both(1, 2));
    }
  }

  /** {@code putIfAbsent} then {@code get}, literal keys in one order: no cycle. */
  public static final class PutIfAbsentSameOrder {
    static final Map<String, Object> LOCKS = new ConcurrentHashMap<>();

    static Object lock(String k) {
      LOCKS.putIfAbsent(k, new Object());
      return LOCKS.get(k);
    }

    static void both(String first, String second) {
      synchronized (lock(first)) {
        pause();
        synchronized (lock(second)) {
          pause();
        }
      }
    }

    public static void main(String[] args) throws InterruptedException {
      start(() -> both("a", "b"), () -> both("a", "b"));
    }
  }

  /** The function returns one shared object for every key: keys "a" and "b" are one lock. */
  public static final class SharedValue {
    static final Object SHARED = new Object();
    static final Object OTHER = new Object();
    static final Map<String, Object> LOCKS = new ConcurrentHashMap<>();

    static Object lock(String k) {
      return LOCKS.computeIfAbsent(k, x -> SHARED);
    }

    public static void main(String[] args) throws InterruptedException {
      start(() -> {
        synchronized (lock("a")) {
          pause();
          synchronized (OTHER) {
            pause();
          }
        }
      }, () -> {
        synchronized (OTHER) {
          pause();
          synchronized (lock("b")) {
            pause();
          }
        }
      });
    }
  }

  /**
   * A {@code remove} makes the function run again for key "a": the lock main took first and the
   * one a worker gets later are two objects, so the map keeps one node for all its values.
   */
  public static final class Removed {
    static final Map<String, Object> LOCKS = new ConcurrentHashMap<>();

    static Object lock(String k) {
      return LOCKS.computeIfAbsent(k, x -> new Object());
    }

    public static void main(String[] args) throws InterruptedException {
      Object first = lock("a");
      LOCKS.remove("a");
      start(() -> {
        synchronized (first) {
          pause();
          synchronized (lock("a")) {
            pause();
          }
        }
      }, () -> {
        synchronized (lock("a")) {
          pause();
          synchronized (first) {
            pause();
          }
        }
      });
    }
  }

  /** A key made at run time is not known: its lock and the lock of "a" taken crossed. */
  public static final class UnknownKey {
    static final Map<String, Object> LOCKS = new ConcurrentHashMap<>();

    static Object lock(String k) {
      return LOCKS.computeIfAbsent(k, x -> new Object());
    }

    public static void main(String[] args) throws InterruptedException {
      String b = "b" + args.length;
      start(() -> {
        synchronized (lock("a")) {
          pause();
          synchronized (lock(b)) {
            pause();
          }
        }
      }, () -> {
        synchronized (lock(b)) {
          pause();
          synchronized (lock("a")) {
            pause();
          }
        }
      });
    }
  }
}
