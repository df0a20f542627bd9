package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * A pool whose idle list is filled only after the worker has looked at it: the worker counts
 * the latch down when it finds the list empty, which it always does, since {@code main} adds
 * only after the latch opened. Correct: no deadlock. Without fill flags the worker's
 * {@code isEmpty()} is a choice, and the model lets it skip the count-down.
 */
public class FilledLists {
  static final Object LOCK = new Object();
  static final List<Object> IDLE = new ArrayList<>();
  static final CountDownLatch READY = new CountDownLatch(1);

  static void look() {
    synchronized (LOCK) {
      if (IDLE.isEmpty()) {
        READY.countDown();
      }
    }
  }

  static void fill() {
    synchronized (LOCK) {
      IDLE.add(new Object());
    }
  }

  public static void main(String[] args) throws Exception {
    Thread t = new Thread(FilledLists::look);
    t.start();
    READY.await();
    fill();
    t.join();
  }

  /** The list is filled before the worker starts: it skips the count-down (deadlock). */
  public static class Early {
    public static void main(String[] args) throws Exception {
      fill();
      Thread t = new Thread(FilledLists::look);
      t.start();
      READY.await();
      t.join();
    }
  }

  /** {@code main} fills while the worker may look: it may skip the count-down (deadlock). */
  public static class Racing {
    public static void main(String[] args) throws Exception {
      Thread t = new Thread(FilledLists::look);
      t.start();
      fill();
      READY.await();
      t.join();
    }
  }

  /** The worker walks the list: a walk over an unfilled list counts down (correct). */
  public static class Walked {
    static void walk() {
      synchronized (LOCK) {
        int n = 0;
        for (Object o : IDLE) {
          n++;
        }
        if (n == 0) {
          READY.countDown();
        }
      }
    }

    public static void main(String[] args) throws Exception {
      Thread t = new Thread(Walked::walk);
      t.start();
      READY.await();
      fill();
      t.join();
    }
  }

  /**
   * A pool whose {@code put} adds only when asked to, and {@code main} never asks before the
   * worker looked: the adding call lies on a branch the constant argument rules out, where the
   * points-to analysis gives the list field no object (correct: no deadlock).
   */
  public static class Unasked {
    static final class Pool {
      final List<Object> items = new ArrayList<>();

      void put(Object x, boolean really) {
        if (really) {
          items.add(x);
        }
      }

      void look() {
        synchronized (LOCK) {
          if (items.isEmpty()) {
            READY.countDown();
          }
        }
      }
    }

    public static void main(String[] args) throws Exception {
      Pool p = new Pool();
      p.put(new Object(), false);
      Thread t = new Thread(p::look);
      t.start();
      READY.await();
      synchronized (LOCK) {
        p.put(new Object(), true);
      }
      t.join();
    }
  }
}
