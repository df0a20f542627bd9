package harness.guava;

import com.google.common.eventbus.AllowConcurrentEvents;
import com.google.common.eventbus.EventBus;
import com.google.common.eventbus.Subscribe;

/**
 * The fixed twin of {@link EventBusSubscriberLock}: the subscriber allows concurrent events
 * ({@code AllowConcurrentEvents}), so the bus calls it without a monitor of its own, and
 * "poster-a"'s post runs while "poster-b" waits for {@code LOCK}. No deadlock.
 */
public class EventBusConcurrentSubscriber {
  static final Object LOCK = new Object();

  static class Handler {
    @Subscribe
    @AllowConcurrentEvents
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
