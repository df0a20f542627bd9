package org.petrify.ir.frontend.samples;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;

/**
 * Reads keys of a {@code ConcurrentHashMap} after a thread put them ({@code Integer} keys, boxed
 * constants): {@code containsKey(1)} is true and {@code get(2)} is null, so {@code main} never
 * waits on the latch nobody opens. No deadlock.
 */
public class KeyedPresenceAfterPut {
  static final Map<Integer, Object> MAP = new ConcurrentHashMap<>();

  public static void main(String[] args) throws InterruptedException {
    Thread writer = new Thread(() -> MAP.put(1, new Object()));
    writer.start();
    writer.join();
    if (!MAP.containsKey(1) || MAP.get(2) != null) {
      new CountDownLatch(1).await();
    }
  }
}
