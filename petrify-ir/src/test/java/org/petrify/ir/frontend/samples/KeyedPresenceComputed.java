package org.petrify.ir.frontend.samples;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;

/**
 * A thread computes a key of a {@code ConcurrentHashMap} with a function that never returns
 * null; after the join the key is present, and a later {@code computeIfAbsent} of it does not run
 * its function, which would wait on a latch nobody opens. No deadlock.
 */
public class KeyedPresenceComputed {
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

  public static void main(String[] args) throws InterruptedException {
    Thread writer = new Thread(() -> MAP.computeIfAbsent("k", k -> new Object()));
    writer.start();
    writer.join();
    MAP.computeIfAbsent("k", KeyedPresenceComputed::stuck);
    if (!MAP.containsKey("k")) {
      NEVER.await();
    }
  }
}
