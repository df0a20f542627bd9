package org.petrify.ir.frontend.samples;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;

/**
 * Puts a key, removes it and waits when it is absent: a deadlock. The {@code remove} leaves the
 * map uncounted (its {@code get} is a free choice), so the deadlock is still found.
 */
public class KeyedPresenceRemoved {
  static final Map<String, Object> MAP = new ConcurrentHashMap<>();

  public static void main(String[] args) throws InterruptedException {
    MAP.put("k", new Object());
    Thread remover = new Thread(() -> MAP.remove("k"));
    remover.start();
    remover.join();
    if (MAP.get("k") == null) {
      new CountDownLatch(1).await();
    }
  }
}
