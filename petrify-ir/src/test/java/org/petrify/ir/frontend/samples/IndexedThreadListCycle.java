package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;

/**
 * Two threads in a list take two locks in opposite orders; both are started and joined by
 * indexed loops up to {@code list.size()}. Deadlocks.
 */
public final class IndexedThreadListCycle {
  public static void main(String[] args) throws InterruptedException {
    Object a = new Object();
    Object b = new Object();
    List<Thread> threads = new ArrayList<>();
    threads.add(new Thread(() -> {
      synchronized (a) {
        synchronized (b) {
          b.notifyAll();
        }
      }
    }));
    threads.add(new Thread(() -> {
      synchronized (b) {
        synchronized (a) {
          a.notifyAll();
        }
      }
    }));
    for (int i = 0; i < threads.size(); i++) {
      threads.get(i).start();
    }
    for (int i = 0; i < threads.size(); i++) {
      threads.get(i).join();
    }
  }
}
