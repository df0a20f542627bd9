package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Locks chosen by an index or a key into a container filled before the threads use it (see
 * {@code IndexedElements}, {@code FrozenLists}, {@code LiteralKeyMaps}): each correct program
 * has a twin that deadlocks on the JVM, and adversarial programs where the index, the list or
 * the map is changed in a way the rules must not ignore.
 */
public final class IndexedLockSamples {
  private IndexedLockSamples() {}

  static int meals;

  static void both(Object first, Object second) {
    synchronized (first) {
      synchronized (second) {
        meals++;
      }
    }
  }

  /** Ordered forks: no deadlock. */
  public static final class PhiloOrdered {
    public static void main(String[] args) throws InterruptedException {
      Object[] forks = new Object[3];
      for (int i = 0; i < 3; i++) {
        forks[i] = new Object();
      }
      Thread[] ts = new Thread[3];
      for (int i = 0; i < 3; i++) {
        int lo = Math.min(i, (i + 1) % 3);
        int hi = Math.max(i, (i + 1) % 3);
        ts[i] = new Thread(() -> {
          synchronized (forks[lo]) {
            synchronized (forks[hi]) {
              meals++;
            }
          }
        });
        ts[i].start();
      }
      for (Thread t : ts) {
        t.join();
      }
    }
  }

  /** Left fork first: the cycle through the three forks. */
  public static final class PhiloCycle {
    public static void main(String[] args) throws InterruptedException {
      Object[] forks = new Object[3];
      for (int i = 0; i < 3; i++) {
        forks[i] = new Object();
      }
      Thread[] ts = new Thread[3];
      for (int i = 0; i < 3; i++) {
        int left = i;
        int right = (i + 1) % 3;
        ts[i] = new Thread(() -> {
          synchronized (forks[left]) {
            synchronized (forks[right]) {
              meals++;
            }
          }
        });
        ts[i].start();
      }
      for (Thread t : ts) {
        t.join();
      }
    }
  }

  /** A thread locks a[0] then a[1]; main swaps the two elements, then does the same. */
  public static final class ArraySwappedAfterStart {
    public static void main(String[] args) throws InterruptedException {
      Object[] a = new Object[2];
      for (int i = 0; i < 2; i++) {
        a[i] = new Object();
      }
      Object x = a[0];
      Object y = a[1];
      Thread t = new Thread(() -> both(x, y));
      t.start();
      a[0] = y;
      a[1] = x;
      both(a[0], a[1]);
      t.join();
    }
  }

  /** As above, the swap at an index the analysis does not know. */
  public static final class ArrayUnknownIndexStore {
    public static void main(String[] args) throws InterruptedException {
      Object[] a = new Object[2];
      for (int i = 0; i < 2; i++) {
        a[i] = new Object();
      }
      Object x = a[0];
      Object y = a[1];
      Thread t = new Thread(() -> both(x, y));
      t.start();
      int j = args.length;
      a[j] = y;
      a[j + 1] = x;
      both(a[0], a[1]);
      t.join();
    }
  }

  /** Two list elements locked in one order by both threads. */
  public static final class ListOrdered {
    public static void main(String[] args) throws InterruptedException {
      List<Object> locks = new ArrayList<>();
      for (int i = 0; i < 2; i++) {
        locks.add(new Object());
      }
      Thread t = new Thread(() -> both(locks.get(0), locks.get(1)));
      t.start();
      both(locks.get(0), locks.get(1));
      t.join();
    }
  }

  /** The same list elements locked in opposite orders. */
  public static final class ListCrossed {
    public static void main(String[] args) throws InterruptedException {
      List<Object> locks = new ArrayList<>();
      for (int i = 0; i < 2; i++) {
        locks.add(new Object());
      }
      Thread t = new Thread(() -> both(locks.get(1), locks.get(0)));
      t.start();
      both(locks.get(0), locks.get(1));
      t.join();
    }
  }

  /** The list is reversed after the thread captured it: its elements move. */
  public static final class ListReversedAfterCapture {
    public static void main(String[] args) throws InterruptedException {
      List<Object> locks = new ArrayList<>();
      for (int i = 0; i < 2; i++) {
        locks.add(new Object());
      }
      Thread t = new Thread(() -> both(locks.get(0), locks.get(1)));
      t.start();
      Collections.reverse(locks);
      both(locks.get(0), locks.get(1));
      t.join();
    }
  }

  /** A second lambda swaps the list's elements. */
  public static final class ListSwappedByLambda {
    public static void main(String[] args) throws InterruptedException {
      List<Object> locks = new ArrayList<>();
      for (int i = 0; i < 2; i++) {
        locks.add(new Object());
      }
      Thread t = new Thread(() -> both(locks.get(0), locks.get(1)));
      t.start();
      Thread s = new Thread(() -> Collections.swap(locks, 0, 1));
      s.start();
      s.join();
      both(locks.get(0), locks.get(1));
      t.join();
    }
  }

  static final Map<String, Object> REGISTRY = new HashMap<>();

  static {
    REGISTRY.put("a", new Object());
    REGISTRY.put("b", new Object());
  }

  static void named(String first, String second) {
    synchronized (REGISTRY.get(first)) {
      synchronized (REGISTRY.get(second)) {
        meals++;
      }
    }
  }

  /** Registry locks by literal names, in one order. */
  public static final class MapOrdered {
    public static void main(String[] args) throws InterruptedException {
      Thread t = new Thread(() -> named("a", "b"));
      t.start();
      named("a", "b");
      t.join();
    }
  }

  /** Registry locks by literal names, in opposite orders. */
  public static final class MapCrossed {
    public static void main(String[] args) throws InterruptedException {
      Thread t = new Thread(() -> named("b", "a"));
      t.start();
      named("a", "b");
      t.join();
    }
  }

  static final Map<String, Object> SWAPPED = new HashMap<>();

  /** The thread reads "a" and "b" before main puts them the other way round. */
  public static final class MapRewritten {
    public static void main(String[] args) throws InterruptedException {
      Object first = new Object();
      Object second = new Object();
      SWAPPED.put("a", first);
      SWAPPED.put("b", second);
      Thread t = new Thread(() -> both(SWAPPED.get("a"), SWAPPED.get("b")));
      t.start();
      SWAPPED.put("a", second);
      SWAPPED.put("b", first);
      both(SWAPPED.get("a"), SWAPPED.get("b"));
      t.join();
    }
  }

  static final Map<String, Object> COMPUTED = new HashMap<>();

  /** A key computed at run time ("b") is written besides the literal ones. */
  public static final class MapComputedKey {
    public static void main(String[] args) throws InterruptedException {
      Object first = new Object();
      Object second = new Object();
      COMPUTED.put("a", first);
      COMPUTED.put(new StringBuilder("b").toString(), first);
      COMPUTED.put("a", second);
      Thread t = new Thread(() -> both(COMPUTED.get("a"), COMPUTED.get("b")));
      t.start();
      both(COMPUTED.get("b"), COMPUTED.get("a"));
      t.join();
    }
  }

  static final Object[] STRIPES = {new Object(), new Object(), new Object(), new Object()};

  /** The stripes of two slots, lower index first, computed from the call's arguments. */
  static void stripesOrdered(int from, int to) {
    int a = from % STRIPES.length;
    int b = to % STRIPES.length;
    synchronized (STRIPES[Math.min(a, b)]) {
      synchronized (STRIPES[Math.max(a, b)]) {
        meals++;
      }
    }
  }

  /** The stripes of two slots in the order of the arguments. */
  static void stripesAsGiven(int from, int to) {
    synchronized (STRIPES[from % STRIPES.length]) {
      synchronized (STRIPES[to % STRIPES.length]) {
        meals++;
      }
    }
  }

  /** Striped locks ordered by Math.min/max of constant arguments: no deadlock. */
  public static final class StripesOrdered {
    public static void main(String[] args) throws InterruptedException {
      Thread t = new Thread(() -> stripesOrdered(5, 2));
      t.start();
      stripesOrdered(2, STRIPES.length + 1);
      t.join();
    }
  }

  /** The same stripes in the arguments' order: stripes 1 and 2 crossed. */
  public static final class StripesCrossed {
    public static void main(String[] args) throws InterruptedException {
      Thread t = new Thread(() -> stripesAsGiven(5, 2));
      t.start();
      stripesAsGiven(2, 5);
      t.join();
    }
  }

  /** Ordered by Math.min/max, but one index comes from the run's arguments: not known. */
  public static final class StripesUnknownArgument {
    public static void main(String[] args) throws InterruptedException {
      Thread t = new Thread(() -> stripesAsGiven(1, 2));
      t.start();
      stripesAsGiven(args.length + 2, 1);
      t.join();
    }
  }

  /**
   * Striped locks in a final instance field that only the constructor writes, with an array of
   * length 4, filled over {@code stripes.length}.
   */
  static final class FieldStripes {
    final Object[] stripes = new Object[4];

    FieldStripes() {
      for (int k = 0; k < stripes.length; k++) {
        stripes[k] = new Object();
      }
    }

    void ordered(int from, int to) {
      int a = from % stripes.length;
      int b = to % stripes.length;
      synchronized (stripes[Math.min(a, b)]) {
        synchronized (stripes[Math.max(a, b)]) {
          meals++;
        }
      }
    }

    void asGiven(int from, int to) {
      synchronized (stripes[from % stripes.length]) {
        synchronized (stripes[to % stripes.length]) {
          meals++;
        }
      }
    }
  }

  /** The same, but a second constructor makes an array of any length: the length is unknown. */
  static final class FieldStripesTwoLengths {
    final Object[] stripes;

    FieldStripesTwoLengths() {
      this(4);
    }

    FieldStripesTwoLengths(int n) {
      stripes = new Object[n];
      for (int k = 0; k < stripes.length; k++) {
        stripes[k] = new Object();
      }
    }

    void asGiven(int from, int to) {
      synchronized (stripes[from % stripes.length]) {
        synchronized (stripes[to % stripes.length]) {
          meals++;
        }
      }
    }
  }

  /** Instance-field stripes ordered by Math.min/max of constant arguments: no deadlock. */
  public static final class FieldStripesOrdered {
    public static void main(String[] args) throws InterruptedException {
      FieldStripes s = new FieldStripes();
      Thread t = new Thread(() -> s.ordered(5, 2));
      t.start();
      s.ordered(2, 5);
      t.join();
    }
  }

  /** Instance-field stripes in the arguments' order: stripes 1 and 2 crossed. */
  public static final class FieldStripesCrossed {
    public static void main(String[] args) throws InterruptedException {
      FieldStripes s = new FieldStripes();
      Thread t = new Thread(() -> s.asGiven(5, 2));
      t.start();
      s.asGiven(2, 5);
      t.join();
    }
  }

  /**
   * Slots (1, 2) and (0, 5) cross no stripes of four (1 then 2, 0 then 1) but cross stripes 0
   * and 1 of two, the length the run makes without arguments: not known, so a deadlock.
   */
  public static final class FieldStripesOtherLength {
    public static void main(String[] args) throws InterruptedException {
      FieldStripesTwoLengths s = new FieldStripesTwoLengths(args.length + 2);
      Thread t = new Thread(() -> s.asGiven(1, 2));
      t.start();
      s.asGiven(0, 5);
      t.join();
    }
  }
}
