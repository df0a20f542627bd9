package org.petrify.ir.frontend.samples;

import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CountDownLatch;

/**
 * Puts the key {@code "a"} and waits unless {@code "a_b"} is present: it is not (a key whose
 * flag name must not meet {@code "a b"}'s), so {@code main} waits for ever. A deadlock.
 */
public class KeyedPresenceOtherKey {
  static final Map<String, Object> MAP = new ConcurrentSkipListMap<>();

  public static void main(String[] args) throws InterruptedException {
    Thread writer = new Thread(() -> {
      MAP.put("a", new Object());
      MAP.put("a b", new Object());
    });
    writer.start();
    writer.join();
    if (MAP.get("a_b") == null) {
      new CountDownLatch(1).await();
    }
  }
}
