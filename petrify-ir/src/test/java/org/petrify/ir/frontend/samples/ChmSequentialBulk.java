package org.petrify.ir.frontend.samples;

import java.util.concurrent.ConcurrentHashMap;

/**
 * {@code ConcurrentHashMap.reduceValues} with the threshold {@code Long.MAX_VALUE}, called
 * holding a lock its function takes: the map forks no task, the caller runs the function
 * itself (re-entering the lock). No deadlock.
 */
public final class ChmSequentialBulk {
  static final Object lock = new Object();

  static Long add(Long a, Long b) {
    synchronized (lock) {
      return a + b;
    }
  }

  public static void main(String[] args) {
    ConcurrentHashMap<String, Long> m = new ConcurrentHashMap<>();
    m.put("a", 1L);
    synchronized (lock) {
      System.out.println(m.reduceValues(Long.MAX_VALUE, ChmSequentialBulk::add));
    }
  }
}
