package org.petrify.ir.frontend.samples;

import java.util.List;
import java.util.Map;

/**
 * Tables published from JDK factories that never return null ({@code Map.of},
 * {@code List.copyOf}) under the lock the reader waits on: no deadlock.
 */
public class GuardFactory {
  private Map<String, Integer> table;
  private List<String> names;

  synchronized void await() throws InterruptedException {
    while (table == null || names == null) {
      wait();
    }
  }

  synchronized void load(List<String> given) {
    table = Map.of("a", 1);
    names = List.copyOf(given);
    notifyAll();
  }

  public static void main(String[] args) throws InterruptedException {
    GuardFactory g = new GuardFactory();
    Thread t = new Thread(() -> {
      try {
        g.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    t.start();
    g.load(List.of("x"));
    t.join();
  }
}
