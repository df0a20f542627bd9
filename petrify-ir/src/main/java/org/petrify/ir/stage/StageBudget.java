package org.petrify.ir.stage;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.time.Duration;
import java.util.List;

/**
 * The budget of the stages before model checking (load, translate, encode): a wall-clock
 * deadline (with thread interruption), a limit on the net's size (places plus transitions)
 * and a limit on the heap left in use after garbage collection. The stages call {@link
 * #check()} inside their loops (points-to worklist, per translated procedure, lock-depth
 * fixpoint, net assembly), so a budget that runs out ends the stage within one loop
 * iteration with a {@link StageBudgetExceededException} naming the stage and the figures so
 * far, never with a hang or an {@link OutOfMemoryError}.
 *
 * <p>The heap is measured, not accounted: every {@value #HOUSEKEEPING_MILLIS} ms at most,
 * {@code check()} sums the heap pools' usage after their last collection (what live data
 * occupies) and compares it with the limit. The same housekeeping reports progress to the
 * {@link StageListener}, at most every {@value #PROGRESS_MILLIS} ms, and at every {@link
 * #enter}. Not thread-safe: one budget per analysing thread.
 */
public final class StageBudget {
  private static final long HOUSEKEEPING_MILLIS = 50;
  private static final long PROGRESS_MILLIS = 250;
  /** The default heap limit, as a fraction of the JVM's maximum heap. */
  public static final double DEFAULT_HEAP_FRACTION = 0.9;
  /** The default limit on places plus transitions. */
  public static final long DEFAULT_MAX_NET_NODES = 5_000_000L;

  private final long start = System.nanoTime();
  private final long deadline;
  private final Duration timeout;
  private final long maxNetNodes;
  private final long maxHeapBytes;
  private final StageListener listener;
  private final List<MemoryPoolMXBean> heapPools;
  private long nextHousekeeping;
  private long nextProgress;
  private Stage stage = Stage.LOAD;
  private long stageStarted = start;
  private final long[] stageNanos = new long[Stage.values().length];
  private long classes;
  private long methods;
  private long procedures;
  private long skeletonProcedures;
  private long subnets;
  private long places;
  private long transitions;

  private StageBudget(Duration timeout, long maxNetNodes, long maxHeapBytes,
      StageListener listener) {
    this.timeout = timeout == null || timeout.isZero() || timeout.isNegative() ? null : timeout;
    this.deadline = this.timeout == null ? Long.MAX_VALUE : start + this.timeout.toNanos();
    this.maxNetNodes = maxNetNodes <= 0 ? Long.MAX_VALUE : maxNetNodes;
    this.maxHeapBytes = maxHeapBytes <= 0 ? Long.MAX_VALUE : maxHeapBytes;
    this.listener = listener == null ? StageListener.NONE : listener;
    this.heapPools = this.maxHeapBytes == Long.MAX_VALUE ? List.of()
        : ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(p -> p.getType() == MemoryType.HEAP && p.getCollectionUsage() != null)
            .toList();
    this.nextHousekeeping = start;
    this.nextProgress = start;
  }

  /** No limits and no listener (the stages still count what they build). */
  public static StageBudget none() {
    return new StageBudget(null, 0, 0, StageListener.NONE);
  }

  /**
   * A budget whose deadline starts now.
   *
   * @param timeout wall-clock limit of all stages together; null or zero for none
   * @param maxNetNodes most places plus transitions; {@code <= 0} for none
   * @param maxHeapBytes most heap in use after collection; {@code <= 0} for none
   * @param listener observes the stages; null for none
   */
  public static StageBudget of(Duration timeout, long maxNetNodes, long maxHeapBytes,
      StageListener listener) {
    return new StageBudget(timeout, maxNetNodes, maxHeapBytes, listener);
  }

  /** {@link #DEFAULT_HEAP_FRACTION} of the JVM's maximum heap. */
  public static long defaultHeapBytes() {
    return (long) (Runtime.getRuntime().maxMemory() * DEFAULT_HEAP_FRACTION);
  }

  /**
   * Starts a stage: later exceptions name it; the listener is told at once. It does not check
   * the budget: the stage's own loops do.
   */
  public void enter(Stage next) {
    long now = System.nanoTime();
    stageNanos[stage.ordinal()] += now - stageStarted;
    stageStarted = now;
    stage = next;
    report(now);
    InjectedFault.at(next.label());
  }

  /** The milliseconds spent in {@code s} so far (including now, if it is running). */
  public long millis(Stage s) {
    long nanos = stageNanos[s.ordinal()] + (s == stage ? System.nanoTime() - stageStarted : 0);
    return nanos / 1_000_000L;
  }

  /** The stage running. */
  public Stage stage() {
    return stage;
  }

  /** The time left before the deadline, null when there is no deadline. */
  public Duration remaining() {
    return timeout == null ? null
        : Duration.ofNanos(Math.max(1, deadline - System.nanoTime()));
  }

  /**
   * Throws when the deadline has passed, the thread was interrupted or (checked every few
   * milliseconds) the heap in use after collection exceeds its limit; reports progress.
   */
  public void check() {
    if (Thread.currentThread().isInterrupted()) {
      throw new StageBudgetExceededException(StageBudgetExceededException.Kind.INTERRUPTED,
          "interrupted", figures());
    }
    long now = System.nanoTime();
    if (now - deadline > 0) {
      throw new StageBudgetExceededException(StageBudgetExceededException.Kind.TIMEOUT,
          "timeout of " + timeout.toMillis() + " ms reached", figures());
    }
    if (now - nextHousekeeping >= 0) {
      nextHousekeeping = now + HOUSEKEEPING_MILLIS * 1_000_000L;
      checkHeap();
      if (now - nextProgress >= 0) {
        report(now);
      }
    }
  }

  private void checkHeap() {
    long used = 0;
    for (MemoryPoolMXBean p : heapPools) {
      MemoryUsage u = p.getCollectionUsage();
      if (u != null) {
        used += u.getUsed();
      }
    }
    if (used > maxHeapBytes) {
      throw new StageBudgetExceededException(StageBudgetExceededException.Kind.MEMORY,
          "memory budget of " + (maxHeapBytes >> 20) + " MB exhausted (" + (used >> 20)
          + " MB live after collection)", figures());
    }
  }

  /** An OutOfMemoryError caught in a stage, as the exception the budget would have thrown. */
  public StageBudgetExceededException outOfMemory() {
    return new StageBudgetExceededException(StageBudgetExceededException.Kind.MEMORY,
        "out of memory (maximum heap " + (Runtime.getRuntime().maxMemory() >> 20) + " MB)",
        figures());
  }

  private void report(long now) {
    nextProgress = now + PROGRESS_MILLIS * 1_000_000L;
    listener.onStage(figures());
  }

  /** Counts classes whose headers were read. */
  public void classRead() {
    classes++;
  }

  /** Counts {@code n} classes whose headers were read before, for an analysis reusing them. */
  public void classesRead(int n) {
    classes += n;
  }

  /** Counts a method instance the points-to analysis reached. */
  public void methodReached() {
    methods++;
  }

  /**
   * Counts an rb procedure translated: a method instance, or one of its result or argument
   * variants (the translation may run several rounds).
   */
  public void procedureTranslated() {
    procedures++;
  }

  /** Sets the number of procedures in the concurrency skeleton the net is built from. */
  public void skeletonProcedures(long n) {
    skeletonProcedures = n;
  }

  /** Sets the number of subnets discovered so far. */
  public void subnets(long n) {
    subnets = n;
  }

  /**
   * Sets the size of the net built so far and throws if places plus transitions exceed the
   * limit.
   */
  public void netSize(long placeCount, long transitionCount) {
    places = placeCount;
    transitions = transitionCount;
    checkNetNodes(placeCount + transitionCount);
  }

  /** Throws if a net of {@code nodes} places plus transitions (built or foreseen) is too big. */
  public void checkNetNodes(long nodes) {
    if (nodes > maxNetNodes) {
      throw new StageBudgetExceededException(StageBudgetExceededException.Kind.NET_SIZE,
          String.format(java.util.Locale.ROOT, "net size budget of %,d places and transitions"
              + " exceeded", maxNetNodes), figures());
    }
  }

  /** What the stages have built so far. */
  public StageFigures figures() {
    return new StageFigures(stage, (System.nanoTime() - start) / 1_000_000L, classes, methods,
        procedures, skeletonProcedures, subnets, places, transitions);
  }
}
