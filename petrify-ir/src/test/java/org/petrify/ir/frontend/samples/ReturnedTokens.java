package org.petrify.ir.frontend.samples;

import java.util.HashSet;
import java.util.LinkedList;
import java.util.Set;

/**
 * One token in a list guarded by a lock: two workers wait while the list is empty, take the
 * token with {@code poll}, give it back and notify. Correct: no deadlock. With only a fill
 * flag, the list's emptiness after the first addition is a choice, and the second worker may
 * wait after the token came back ({@link org.petrify.ir.frontend.SizeCounters}).
 */
public class ReturnedTokens {
  static final Object LOCK = new Object();
  static final LinkedList<Object> TOKENS = new LinkedList<>();

  static void work() {
    Object token;
    synchronized (LOCK) {
      while (TOKENS.isEmpty()) {
        try {
          LOCK.wait();
        } catch (InterruptedException e) {
          return;
        }
      }
      token = TOKENS.poll();
    }
    synchronized (LOCK) {
      TOKENS.addLast(token);
      LOCK.notifyAll();
    }
  }

  public static void main(String[] args) throws Exception {
    TOKENS.add(new Object());
    Thread a = new Thread(ReturnedTokens::work);
    Thread b = new Thread(ReturnedTokens::work);
    a.start();
    b.start();
    a.join();
    b.join();
  }

  /** The token is never given back: the second worker waits forever (deadlock). */
  public static class Kept {
    static final Object LOCK = new Object();
    static final LinkedList<Object> TOKENS = new LinkedList<>();

    static void work() {
      synchronized (LOCK) {
        while (TOKENS.isEmpty()) {
          try {
            LOCK.wait();
          } catch (InterruptedException e) {
            return;
          }
        }
        TOKENS.poll();
        LOCK.notifyAll();
      }
    }

    public static void main(String[] args) throws Exception {
      TOKENS.add(new Object());
      Thread a = new Thread(Kept::work);
      Thread b = new Thread(Kept::work);
      a.start();
      b.start();
      a.join();
      b.join();
    }
  }

  /**
   * Two workers add the same object to a set and the waiter waits for two elements: a set
   * keeps one, so it waits forever (deadlock); an {@code add} on a non-empty set may add
   * nothing.
   */
  public static class SameElement {
    static final Object LOCK = new Object();
    static final Set<Object> SEEN = new HashSet<>();
    static final Object ITEM = new Object();

    static void see() {
      synchronized (LOCK) {
        SEEN.add(ITEM);
        LOCK.notifyAll();
      }
    }

    public static void main(String[] args) throws Exception {
      Thread a = new Thread(SameElement::see);
      Thread b = new Thread(SameElement::see);
      a.start();
      b.start();
      synchronized (LOCK) {
        while (SEEN.size() < 2) {
          LOCK.wait();
        }
      }
    }
  }
}
