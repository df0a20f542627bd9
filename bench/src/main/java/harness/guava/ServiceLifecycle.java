package harness.guava;

import com.google.common.util.concurrent.AbstractExecutionThreadService;

/**
 * Correct use of a Guava 33.6.0 service (never run by the build, only analysed): an {@code
 * AbstractExecutionThreadService} whose {@code run} does one unit of work and returns; the main
 * thread starts it, waits until it runs, and waits until it has terminated. The service's
 * thread is made by Guava's executor. No deadlock.
 */
public class ServiceLifecycle {
  /** Counts its one run under its own monitor. */
  static final class Worker extends AbstractExecutionThreadService {
    private int runs;

    @Override
    protected void run() {
      synchronized (this) {
        runs++;
      }
    }
  }

  public static void main(String[] args) {
    Worker w = new Worker();
    w.startAsync().awaitRunning();
    w.awaitTerminated();
  }
}
