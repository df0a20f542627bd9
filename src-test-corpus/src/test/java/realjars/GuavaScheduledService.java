package realjars;

import com.google.common.util.concurrent.AbstractScheduledService;
import java.util.concurrent.TimeUnit;

/**
 * A Guava service on a custom schedule (reaches
 * {@code AbstractScheduledService$CustomScheduler$ReschedulableCallable.call()}, whose bridge
 * method has the same name and parameters as the real one).
 */
public final class GuavaScheduledService extends AbstractScheduledService {
  private int runs;

  @Override
  protected void runOneIteration() {
    synchronized (this) {
      runs++;
    }
  }

  @Override
  protected Scheduler scheduler() {
    return new CustomScheduler() {
      @Override
      protected Schedule getNextSchedule() {
        return new Schedule(10, TimeUnit.MILLISECONDS);
      }
    };
  }

  public static void main(String[] args) throws Exception {
    GuavaScheduledService s = new GuavaScheduledService();
    s.startAsync().awaitRunning();
    s.stopAsync().awaitTerminated();
  }
}
