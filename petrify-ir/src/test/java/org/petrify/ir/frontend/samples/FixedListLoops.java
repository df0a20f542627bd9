package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Locks taken in one for-each loop over a list parameter and released in a second loop over
 * the same list, the lists made by the callers with {@code List.of} or {@code Set.of}; one
 * entry point per case (see FixedSizeLoopsTest).
 */
public final class FixedListLoops {
  static final Lock A = new ReentrantLock();
  static final Lock B = new ReentrantLock();

  static void lockAll(List<Lock> locks) {
    for (Lock l : locks) {
      l.lock();
    }
    for (Lock l : locks) {
      l.unlock();
    }
  }

  static void lockAllButFirst(List<Lock> locks) {
    for (Lock l : locks) {
      l.lock();
    }
    boolean first = true;
    for (Lock l : locks) {
      if (first) {
        first = false;
        continue;
      }
      l.unlock();
    }
  }

  static void lockSet(Set<Lock> locks) {
    for (Lock l : locks) {
      l.lock();
    }
    for (Lock l : locks) {
      l.unlock();
    }
  }

  static void run(Runnable r1, Runnable r2) throws InterruptedException {
    Thread t1 = new Thread(r1);
    Thread t2 = new Thread(r2);
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }

  /** The same order in both threads: no deadlock. */
  public static final class SameOrder {
    public static void main(String[] args) throws InterruptedException {
      run(() -> lockAll(List.of(A, B)), () -> lockAll(List.of(A, B)));
    }
  }

  /** Opposite orders: a lock cycle. */
  public static final class OppositeOrders {
    public static void main(String[] args) throws InterruptedException {
      run(() -> lockAll(List.of(A, B)), () -> lockAll(List.of(B, A)));
    }
  }

  /** The unlock loop skips the first lock: the other thread waits for it for ever. */
  public static final class SkipsOne {
    public static void main(String[] args) throws InterruptedException {
      run(() -> lockAllButFirst(List.of(A, B)), () -> lockAllButFirst(List.of(A, B)));
    }
  }

  /**
   * One thread's list is {@code List.of(A, B)} or {@code List.of(A)} (sizes differ: the loops
   * stay free loops), the other's {@code List.of(B, A)}: a lock cycle when the first has two.
   */
  public static final class SizesDiffer {
    public static void main(String[] args) throws InterruptedException {
      List<Lock> first = args.length == 0 ? List.of(A, B) : List.of(A);
      run(() -> lockAll(first), () -> lockAll(List.of(B, A)));
    }
  }

  /** {@code Arrays.asList} fixes the size, not the elements ({@code set} may replace them). */
  public static final class AsList {
    public static void main(String[] args) throws InterruptedException {
      run(() -> lockAll(Arrays.asList(A, B)), () -> lockAll(Arrays.asList(A, B)));
    }
  }

  /** {@code Set.of} fixes the size, not the order: the two threads may lock in either order. */
  public static final class Sets {
    public static void main(String[] args) throws InterruptedException {
      run(() -> lockSet(Set.of(A, B)), () -> lockSet(Set.of(A, B)));
    }
  }

  /** Each thread's list is a {@code List.copyOf} of a {@code List.of}: same size, same order. */
  public static final class CopyOf {
    public static void main(String[] args) throws InterruptedException {
      run(() -> lockAll(List.copyOf(List.of(A, B))), () -> lockAll(List.copyOf(List.of(A, B))));
    }
  }

  /** An unmodifiable view of a copy nothing resizes: the size and order of the source. */
  public static final class UnmodifiableCopy {
    static List<Lock> view(List<Lock> given) {
      return Collections.unmodifiableList(new ArrayList<>(given));
    }

    public static void main(String[] args) throws InterruptedException {
      run(() -> lockAll(view(List.of(A, B))), () -> lockAll(view(List.of(A, B))));
    }
  }

  /** The same copy, but one thread removes an element of its copy afterwards. */
  public static final class ResizedCopy {
    static List<Lock> copy(List<Lock> given) {
      return new ArrayList<>(given);
    }

    public static void main(String[] args) throws InterruptedException {
      run(() -> {
        List<Lock> c = copy(List.of(A, B));
        lockAll(c);
        c.remove(0);
      }, () -> lockAll(copy(List.of(A, B))));
    }
  }

  /** One thread's copy is handed to {@code Collections.addAll}, a JDK method that adds. */
  public static final class CopyGivenToJdk {
    public static void main(String[] args) throws InterruptedException {
      run(() -> {
        List<Lock> c = ResizedCopy.copy(List.of(A, B));
        lockAll(c);
        Collections.addAll(c, A);
      }, () -> lockAll(ResizedCopy.copy(List.of(A, B))));
    }
  }

  /** A checked view may add to the copy it wraps: not a view that keeps the size. */
  public static final class CheckedView {
    static List<Lock> view(List<Lock> given) {
      return Collections.checkedList(new ArrayList<>(given), Lock.class);
    }

    public static void main(String[] args) throws InterruptedException {
      run(() -> lockAll(view(List.of(A, B))), () -> lockAll(view(List.of(A, B))));
    }
  }
}
