package org.petrify.checker;

import java.time.Duration;
import java.util.Objects;

/**
 * Immutable options of a check; change them with the {@code withXxx} copies.
 *
 * @param partialOrderReduction use stubborn sets where they preserve the property (default true)
 * @param search {@link SearchOrder#DFS} (default: cheapest for whole state spaces, never worse
 *     with stubborn sets on the MCC nets), {@link SearchOrder#INTERLEAVED} (shallow violations
 *     early; what program checks use) or BFS (shortest witnesses)
 * @param maxStates stop with UNKNOWN after storing this many states
 * @param maxMemoryBytes stop with UNKNOWN before the engine's arrays would exceed this many bytes
 *     (default: 60% of {@link Runtime#maxMemory()})
 * @param timeout stop with UNKNOWN after this wall-clock time; null or zero means none
 * @param listener progress observer (never null; {@link ProgressListener#NONE} by default)
 * @param fairness fairness assumption for {@code EG}/{@code AF} in the CTL evaluator (never
 *     null; {@link Fairness#none()} by default); see {@link Fairness} for what it assumes
 * @param structuralReduction reduce the net structurally before exploring, with the rules
 *     that preserve the formula (default true; see {@link org.petrify.checker.reduce})
 * @param workers threads of a {@link SearchOrder#DFS depth-first} reachability or deadlock
 *     search (default 1; the other orders and the CTL evaluator use one thread whatever this
 *     says); every worker count runs the same search code, see {@code ParallelDepthFirst}
 */
public record CheckOptions(
    boolean partialOrderReduction,
    SearchOrder search,
    long maxStates,
    long maxMemoryBytes,
    Duration timeout,
    ProgressListener listener,
    Fairness fairness,
    boolean structuralReduction,
    int workers) {

  public CheckOptions {
    Objects.requireNonNull(search, "search");
    if (maxStates <= 0) {
      throw new IllegalArgumentException("maxStates must be positive, got " + maxStates);
    }
    if (maxMemoryBytes <= 0) {
      throw new IllegalArgumentException("maxMemoryBytes must be positive, got " + maxMemoryBytes);
    }
    if (timeout != null && timeout.isNegative()) {
      throw new IllegalArgumentException("timeout must not be negative, got " + timeout);
    }
    if (timeout != null && timeout.isZero()) {
      timeout = null;
    }
    if (workers <= 0) {
      throw new IllegalArgumentException("workers must be positive, got " + workers);
    }
    listener = listener == null ? ProgressListener.NONE : listener;
    fairness = fairness == null ? Fairness.none() : fairness;
  }

  /** As the canonical constructor with one worker. */
  public CheckOptions(boolean partialOrderReduction, SearchOrder search, long maxStates,
      long maxMemoryBytes, Duration timeout, ProgressListener listener, Fairness fairness,
      boolean structuralReduction) {
    this(partialOrderReduction, search, maxStates, maxMemoryBytes, timeout, listener, fairness,
        structuralReduction, 1);
  }

  /**
   * POR on, depth-first search, 2^31-2 states, 60% of the heap, no timeout, no listener, no fairness,
   * structural reduction on, one worker.
   */
  public static CheckOptions defaults() {
    return new CheckOptions(true, SearchOrder.DFS, Integer.MAX_VALUE - 1L,
        defaultMemoryBudget(), null, ProgressListener.NONE, Fairness.none(), true);
  }

  public CheckOptions withStructuralReduction(boolean on) {
    return new CheckOptions(partialOrderReduction, search, maxStates, maxMemoryBytes, timeout,
        listener, fairness, on, workers);
  }

  /** 60% of the maximal heap: the rest is for the JVM, the net, and array growth overheads. */
  public static long defaultMemoryBudget() {
    return (long) (Runtime.getRuntime().maxMemory() * 0.6);
  }

  public CheckOptions withPartialOrderReduction(boolean on) {
    return new CheckOptions(on, search, maxStates, maxMemoryBytes, timeout, listener, fairness, structuralReduction, workers);
  }

  public CheckOptions withSearch(SearchOrder order) {
    return new CheckOptions(partialOrderReduction, order, maxStates, maxMemoryBytes, timeout, listener, fairness, structuralReduction, workers);
  }

  public CheckOptions withMaxStates(long states) {
    return new CheckOptions(partialOrderReduction, search, states, maxMemoryBytes, timeout, listener, fairness, structuralReduction, workers);
  }

  public CheckOptions withMaxMemoryBytes(long bytes) {
    return new CheckOptions(partialOrderReduction, search, maxStates, bytes, timeout, listener, fairness, structuralReduction, workers);
  }

  /** A null or zero duration means no timeout. */
  public CheckOptions withTimeout(Duration duration) {
    return new CheckOptions(partialOrderReduction, search, maxStates, maxMemoryBytes, duration, listener, fairness, structuralReduction, workers);
  }

  public CheckOptions withListener(ProgressListener progress) {
    return new CheckOptions(partialOrderReduction, search, maxStates, maxMemoryBytes, timeout, progress, fairness, structuralReduction, workers);
  }

  /**
   * Searches depth-first with {@code count} threads ({@link SearchOrder#DFS} reachability and
   * deadlock checks only).
   */
  public CheckOptions withWorkers(int count) {
    return new CheckOptions(partialOrderReduction, search, maxStates, maxMemoryBytes, timeout,
        listener, fairness, structuralReduction, count);
  }

  /** Assumes fairness for {@code EG}/{@code AF} (CTL evaluator; switches it to global labelling). */
  public CheckOptions withFairness(Fairness assumption) {
    return new CheckOptions(partialOrderReduction, search, maxStates, maxMemoryBytes, timeout,
        listener, assumption, structuralReduction, workers);
  }
}
