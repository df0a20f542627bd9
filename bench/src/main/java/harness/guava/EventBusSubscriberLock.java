package harness.guava;

import com.google.common.eventbus.EventBus;
import com.google.common.eventbus.Subscribe;

/**
 * A Guava 33.6.0 {@code EventBus} subscriber without {@code @AllowConcurrentEvents}: the bus
 * calls it under the subscriber's own monitor. "poster-b" is in the handler (holding that
 * monitor) and wants {@code LOCK}; "poster-a" holds {@code LOCK} and posts, so it wants the
 * subscriber's monitor (hangs on the JVM; the sleeps only make it take that order).
 */
public class EventBusSubscriberLock {
  static final Object LOCK = new Object();

  static class Handler {
    @Subscribe
    public void on(String event) {
      if (event.equals("b")) {
        pause();
        synchronized (LOCK) {
          System.out.println("b handled");
        }
      }
    }
  }

  public static void main(String[] args) throws Exception {
    EventBus bus = new EventBus();
    bus.register(new Handler());
    Thread a = new Thread(() -> {
      synchronized (LOCK) {
        pause();
        bus.post("a");
      }
    }, "poster-a");
    Thread b = new Thread(() -> bus.post("b"), "poster-b");
    a.start();
    b.start();
    a.join();
    b.join();
  }

  static void pause() {
    try {
      Thread.sleep(200);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
