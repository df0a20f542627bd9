package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;

/**
 * Threads kept in a list, started in one indexed loop up to {@code list.size()} and joined in
 * another: each trip starts and joins exactly the thread at its index. No deadlock.
 */
public final class IndexedThreadList {
  public static void main(String[] args) throws InterruptedException {
    Object lock = new Object();
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      threads.add(new Thread(() -> {
        synchronized (lock) {
          lock.notifyAll();
        }
      }));
    }
    for (int i = 0; i < threads.size(); i++) {
      threads.get(i).start();
    }
    for (int i = 0; i < threads.size(); i++) {
      threads.get(i).join();
    }
  }
}
