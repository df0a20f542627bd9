package org.petrify.ir.frontend.samples;

import java.util.concurrent.ConcurrentHashMap;

/**
 * {@code ConcurrentHashMap.forEach} with a parallelism threshold of 1, called holding a lock
 * its action takes: common-pool workers run the action too and wait for the lock while the
 * caller waits for them. A deadlock.
 */
public final class ChmParallelBulk {
  static final Object lock = new Object();

  static void weigh(String k, Long v) {
    synchronized (lock) {
      System.out.println(k + v);
    }
  }

  public static void main(String[] args) {
    ConcurrentHashMap<String, Long> m = new ConcurrentHashMap<>();
    m.put("a", 1L);
    synchronized (lock) {
      m.forEach(1, ChmParallelBulk::weigh);
    }
  }
}
