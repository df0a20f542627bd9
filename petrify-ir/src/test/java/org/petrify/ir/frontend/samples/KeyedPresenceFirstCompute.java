package org.petrify.ir.frontend.samples;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;

/**
 * The first {@code computeIfAbsent} of a key runs its function, which waits on a latch nobody
 * opens. Deadlock (the function of a call on an absent key is not skipped).
 */
public class KeyedPresenceFirstCompute {
  static final Map<String, Object> MAP = new ConcurrentHashMap<>();
  static final CountDownLatch NEVER = new CountDownLatch(1);

  static Object stuck(String key) {
    try {
      NEVER.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return key;
  }

  public static void main(String[] args) {
    MAP.computeIfAbsent("k", KeyedPresenceFirstCompute::stuck);
  }
}
