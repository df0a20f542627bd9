package org.petrify.checker;

import java.time.Duration;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.petrify.net.structure.StructuralBudget;

/**
 * The limits of one check, the only budget type of the engine: stored states, memory and
 * wall-clock time (with thread interruption). Exceeding one throws
 * {@link BudgetExceededException} with its {@link Unknown} kind, which callers turn into an
 * UNKNOWN verdict with the reason.
 *
 * <p>Memory is accounted, not measured: every large array of the engine is {@link #allocate
 * allocated} here before it is created, so a budget overrun is detected before the allocation
 * happens, never by an {@link OutOfMemoryError}. When an array grows, the new one is allocated
 * before the old one is {@link #release released}, because both live during the copy;
 * {@link #peak()} therefore includes growth overheads. Code that only estimates its footprint
 * (the CTL state graph) asks {@link #checkMemory} instead. States are counted by the caller and
 * passed to {@link #checkStates}; time is checked where the caller calls {@link #checkTime}
 * (the searches do so every few thousand edges). The memory accounts are synchronized, so the
 * workers of one parallel search share a budget; the limits are final and the clock is read-only.
 *
 * <p>The computations before a search (structural reduction, place invariants, the marking
 * codec) ask {@link #checkStage}, which checks time and memory and names the stage and its
 * progress in the reason; {@link #structural()} hands that check to {@code petrify-net}'s
 * structural analyses. A caller that runs such a stage and then a search under one deadline
 * gives the search {@link #remaining()} as its timeout.
 */
public final class Budget {
  private final long maxStates;
  private final long maxMemory;
  private final long deadline;
  private final Duration timeout;
  /** The time source, {@link System#nanoTime} except in tests. */
  private final LongSupplier clock;
  private final long start;
  private long allocated;
  private long peak;

  private Budget(long maxStates, Duration timeout, long maxMemory, LongSupplier clock) {
    this.maxStates = maxStates <= 0 ? Long.MAX_VALUE : maxStates;
    this.maxMemory = maxMemory <= 0 ? Long.MAX_VALUE : maxMemory;
    this.timeout = timeout == null || timeout.isZero() || timeout.isNegative() ? null : timeout;
    this.clock = clock;
    this.start = clock.getAsLong();
    this.deadline = this.timeout == null ? Long.MAX_VALUE : start + this.timeout.toNanos();
  }

  private Budget(Budget same, long maxStates) {
    this.maxStates = maxStates;
    this.maxMemory = same.maxMemory;
    this.timeout = same.timeout;
    this.deadline = same.deadline;
    this.clock = same.clock;
    this.start = same.start;
  }

  /**
   * A budget for another search of the same check (a restart, a second phase): the same
   * limits and the same deadline, nothing allocated yet.
   */
  Budget again() {
    return new Budget(this, maxStates);
  }

  /** As {@link #again}, with at most {@code states} stored states. */
  Budget againWithStates(long states) {
    return new Budget(this, Math.min(maxStates, states));
  }

  /** The state, memory and time limits of {@code options}, the deadline starting now. */
  public static Budget of(CheckOptions options) {
    return new Budget(options.maxStates(), options.timeout(), options.maxMemoryBytes(),
        System::nanoTime);
  }

  /**
   * A budget with explicit limits, the deadline starting now; a limit {@code <= 0} (or a null
   * or zero timeout) means none.
   */
  public static Budget of(long maxStates, Duration timeout, long maxMemoryBytes) {
    return new Budget(maxStates, timeout, maxMemoryBytes, System::nanoTime);
  }

  /**
   * A budget of {@code cpuTime} for a computation on the calling thread, its deadline counted in
   * that thread's CPU time instead of the wall clock: the work it allows is the same on a
   * loaded machine as on an idle one. (The structural proofs' share without a timeout: a
   * wall-clock second let Railroad-PT-010's state-equation proof, 0.15 s of CPU, run out at a
   * load of 12 on 2 cores, and a search of 117,137 states decide instead.) Only
   * {@link #checkTime} reads the clock, on the thread that made the budget, once every
   * {@value ThreadCpuClock#CALLS_PER_READ} calls (a read is a system call), so it may notice
   * the deadline that many calls late. No state or memory limit. On a JVM that cannot measure
   * the thread's CPU time the budget is {@code cpuTime} of the wall clock instead (a clock
   * that never advances would never stop the computation).
   */
  public static Budget ofThreadCpuTime(Duration cpuTime) {
    java.lang.management.ThreadMXBean threads =
        java.lang.management.ManagementFactory.getThreadMXBean();
    if (!threads.isCurrentThreadCpuTimeSupported() || !threads.isThreadCpuTimeEnabled()
        || threads.getCurrentThreadCpuTime() < 0) {
      return new Budget(0, cpuTime, 0, System::nanoTime);
    }
    return new Budget(0, cpuTime, 0, new ThreadCpuClock());
  }

  /** The calling thread's CPU time in nanoseconds, read anew once every few calls. */
  private static final class ThreadCpuClock implements LongSupplier {
    static final int CALLS_PER_READ = 64;
    private final java.lang.management.ThreadMXBean threads =
        java.lang.management.ManagementFactory.getThreadMXBean();
    private int calls;
    private long last;

    @Override
    public long getAsLong() {
      if (calls++ % CALLS_PER_READ == 0) {
        last = threads.getCurrentThreadCpuTime();
      }
      return last;
    }
  }

  /** As {@link #of(long, Duration, long)} with another time source (nanoseconds), for tests. */
  static Budget of(long maxStates, Duration timeout, long maxMemoryBytes, LongSupplier clock) {
    return new Budget(maxStates, timeout, maxMemoryBytes, clock);
  }

  /** Records {@code bytes} more as held, or throws if that would exceed the memory budget. */
  synchronized void allocate(long bytes) {
    if (allocated + bytes > maxMemory) {
      throw new BudgetExceededException(Unknown.MEMORY_BUDGET, "memory budget of "
          + (maxMemory >> 20) + " MB exhausted (" + ((allocated + bytes) >> 20) + " MB needed)");
    }
    allocated += bytes;
    peak = Math.max(peak, allocated);
  }

  synchronized void release(long bytes) {
    allocated -= bytes;
  }

  /**
   * Throws if a structure estimated at {@code estimatedBytes} in total (beyond what is
   * {@link #allocate allocated}) would exceed the memory budget.
   */
  public synchronized void checkMemory(long estimatedBytes) {
    if (allocated + estimatedBytes > maxMemory) {
      throw new BudgetExceededException(Unknown.MEMORY_BUDGET, "memory budget of "
          + (maxMemory >> 20) + " MB exhausted");
    }
  }

  /** Throws if {@code states} stored states are more than allowed. */
  public void checkStates(long states) {
    if (states > maxStates) {
      throw new BudgetExceededException(Unknown.STATE_BUDGET, "state budget of " + maxStates
          + " states exhausted");
    }
  }

  /** Throws when the deadline has passed or the thread was interrupted. */
  public void checkTime() {
    if (Thread.currentThread().isInterrupted()) {
      throw new BudgetExceededException(Unknown.INTERRUPTED, "interrupted");
    }
    if (deadline != Long.MAX_VALUE && clock.getAsLong() - deadline > 0) {
      throw new BudgetExceededException(Unknown.TIMEOUT, "timeout of " + timeout.toMillis()
          + " ms reached");
    }
  }

  /**
   * Throws, as {@link #checkTime} and {@link #checkMemory} would, when the deadline has passed,
   * the thread was interrupted or {@code heldBytes} (an estimate of the stage's work data)
   * would exceed the memory budget; the reason then names {@code stage} and its
   * {@code progress}, e.g. "timeout of 1000 ms reached in stage place invariants (12
   * invariants found, ...)".
   */
  public void checkStage(String stage, long heldBytes, Supplier<String> progress) {
    try {
      checkTime();
      checkMemory(heldBytes);
    } catch (BudgetExceededException e) {
      String done = progress.get();
      throw new BudgetExceededException(e.kind(), e.reason() + " in stage " + stage + " ("
          + done + ")", EngineStage.named(stage), done);
    }
  }

  /** {@link #checkStage} as the budget of {@code petrify-net}'s structural analyses. */
  public StructuralBudget structural() {
    return this::checkStage;
  }

  /**
   * The time left before the deadline (at least one nanosecond, so that it stays a timeout),
   * or null when there is none: the timeout of a search that follows a stage under this budget.
   */
  public Duration remaining() {
    return timeout == null ? null : Duration.ofNanos(Math.max(1, deadline - clock.getAsLong()));
  }

  /** Milliseconds since this budget (or the one it was made {@link #again} from) started. */
  public long elapsedMillis() {
    return (clock.getAsLong() - start) / 1_000_000L;
  }

  /** The state limit ({@link Long#MAX_VALUE} for none). */
  long maxStates() {
    return maxStates;
  }

  synchronized long allocated() {
    return allocated;
  }

  synchronized long peak() {
    return peak;
  }
}
