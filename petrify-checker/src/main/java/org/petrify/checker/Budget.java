package org.petrify.checker;

import java.time.Duration;

/**
 * Accounts the engine's memory, states and time against the limits of one check.
 *
 * <p>Every large array is {@link #allocate allocated} here before it is created, so a budget
 * overrun is detected before the allocation happens, never by an {@link OutOfMemoryError}. When
 * an array grows, the new one is allocated before the old one is {@link #release released},
 * because both live during the copy; {@link #peak()} therefore includes growth overheads.
 * Not thread-safe: one budget per search thread.
 */
final class Budget {
  private final long maxStates;
  private final long maxMemory;
  private final long deadline;
  private final Duration timeout;
  private long allocated;
  private long peak;

  Budget(CheckOptions options) {
    this.maxStates = options.maxStates();
    this.maxMemory = options.maxMemoryBytes();
    this.timeout = options.timeout();
    this.deadline = timeout == null ? Long.MAX_VALUE : System.nanoTime() + timeout.toNanos();
  }

  /** Records {@code bytes} more as held, or throws if that would exceed the memory budget. */
  void allocate(long bytes) {
    if (allocated + bytes > maxMemory) {
      throw new BudgetExceededException(Unknown.MEMORY_BUDGET, "memory budget of " + (maxMemory >> 20)
          + " MB exhausted (" + ((allocated + bytes) >> 20) + " MB needed)");
    }
    allocated += bytes;
    peak = Math.max(peak, allocated);
  }

  void release(long bytes) {
    allocated -= bytes;
  }

  /** Throws if more than {@code states} states are not allowed. */
  void checkStates(long states) {
    if (states > maxStates) {
      throw new BudgetExceededException(Unknown.STATE_BUDGET, "state budget of " + maxStates + " states exhausted");
    }
  }

  /** Throws when the deadline has passed or the thread was interrupted. */
  void checkTime() {
    if (Thread.currentThread().isInterrupted()) {
      throw new BudgetExceededException(Unknown.INTERRUPTED, "interrupted");
    }
    if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) {
      throw new BudgetExceededException(Unknown.TIMEOUT, "timeout of " + timeout.toMillis() + " ms reached");
    }
  }

  long allocated() {
    return allocated;
  }

  long peak() {
    return peak;
  }
}
