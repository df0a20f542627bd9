package org.petrify.ir.frontend.samples;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;

/**
 * The function of a {@code computeIfAbsent} may return null, which leaves the key absent: the
 * later test finds it absent and {@code main} waits on a latch nobody opens. Deadlock.
 */
public class KeyedPresenceMaybeNull {
  static final Map<String, Object> MAP = new ConcurrentHashMap<>();
  static volatile boolean ready;

  public static void main(String[] args) throws InterruptedException {
    Thread writer = new Thread(() -> MAP.computeIfAbsent("k", k -> ready ? new Object() : null));
    writer.start();
    writer.join();
    if (!MAP.containsKey("k")) {
      new CountDownLatch(1).await();
    }
  }
}
