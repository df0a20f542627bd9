package org.petrify.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.time.Duration;
import java.util.List;

/**
 * The budget of {@code net-check}'s parse stage: the {@code --timeout} deadline (from the start
 * of the run) and 90% of the maximum heap in use after collection, polled by the readers every
 * few thousand tokens. When it runs out the run ends INCONCLUSIVE (exit 3) with one line naming
 * the stage; each formula then has its own {@code --timeout}, as before.
 */
final class ParseBudget implements Runnable {
  /** Thrown by {@link #run} when the budget is exhausted; its message is the reason. */
  static final class Exceeded extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Exceeded(String message) {
      super(message, null, false, false);
    }
  }

  private final long start = System.nanoTime();
  private final Duration timeout;
  private final long maxHeap = (long) (Runtime.getRuntime().maxMemory() * 0.9);
  /**
   * The heap pools, looked up at the second poll (the readers poll once before reading, when
   * nothing can be over the budget yet): the management beans cost a small net, read before a
   * second poll, a good part of its start-up.
   */
  private List<MemoryPoolMXBean> pools;
  private boolean polled;

  ParseBudget(Duration timeout) {
    this.timeout = timeout;
  }

  @Override
  public void run() {
    if (Thread.currentThread().isInterrupted()) {
      throw new Exceeded("interrupted in stage parse");
    }
    if (timeout != null && System.nanoTime() - start > timeout.toNanos()) {
      throw new Exceeded("timeout of " + timeout.toMillis() + " ms reached in stage parse");
    }
    if (!polled) {
      polled = true;
      return;
    }
    if (pools == null) {
      pools = ManagementFactory.getMemoryPoolMXBeans().stream()
          .filter(p -> p.getType() == MemoryType.HEAP && p.getCollectionUsage() != null).toList();
    }
    long used = 0;
    for (MemoryPoolMXBean p : pools) {
      MemoryUsage u = p.getCollectionUsage();
      if (u != null) {
        used += u.getUsed();
      }
    }
    if (used > maxHeap) {
      throw new Exceeded("memory budget of " + (maxHeap >> 20) + " MB exhausted ("
          + (used >> 20) + " MB live after collection) in stage parse");
    }
  }
}
