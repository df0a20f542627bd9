package org.petrify.ir.frontend.samples;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;

/**
 * Reads a key of a {@code ConcurrentHashMap} before any thread put it: the {@code get} returns
 * null, so {@code main} never waits on the latch nobody opens. No deadlock.
 */
public class KeyedPresenceBeforePut {
  static final Map<String, Object> MAP = new ConcurrentHashMap<>();

  public static void main(String[] args) throws InterruptedException {
    if (MAP.get("k") != null) {
      new CountDownLatch(1).await();
    }
    Thread writer = new Thread(() -> MAP.put("k", new Object()));
    writer.start();
    writer.join();
  }
}
