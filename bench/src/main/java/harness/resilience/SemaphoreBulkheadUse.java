package harness.resilience;

import io.github.resilience4j.bulkhead.Bulkhead;
import io.github.resilience4j.bulkhead.BulkheadConfig;
import java.time.Duration;

/**
 * Correct use of Resilience4j 2.4.0's semaphore bulkhead (never run by the build, only
 * analysed): one permit, two threads each trying for it and giving it back when they got it:
 * no deadlock.
 */
public class SemaphoreBulkheadUse {
  public static void main(String[] args) throws Exception {
    Bulkhead bh = Bulkhead.of("b", BulkheadConfig.custom().maxConcurrentCalls(1)
        .maxWaitDuration(Duration.ofMillis(500)).build());
    Runnable user = () -> {
      if (bh.tryAcquirePermission()) {
        try { } finally { bh.onComplete(); }
      }
    };
    Thread a = new Thread(user, "a"); Thread b = new Thread(user, "b");
    a.start(); b.start(); a.join(); b.join();
  }
}
