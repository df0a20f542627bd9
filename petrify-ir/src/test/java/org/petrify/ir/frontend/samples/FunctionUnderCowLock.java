package org.petrify.ir.frontend.samples;

import java.util.concurrent.CopyOnWriteArrayList;

/**
 * {@code CopyOnWriteArrayList.sort} runs its comparator holding the list's lock; the
 * comparator takes {@code L}, and {@code main} holds {@code L} while it adds to the list.
 */
public class FunctionUnderCowLock {
  static final Object L = new Object();

  public static void main(String[] args) throws InterruptedException {
    CopyOnWriteArrayList<Integer> list = new CopyOnWriteArrayList<>();
    list.add(2);
    list.add(1);
    Thread t = new Thread(() -> list.sort((a, b) -> {
      synchronized (L) {
        return a - b;
      }
    }));
    t.start();
    synchronized (L) {
      list.add(3);
    }
    t.join();
  }
}
