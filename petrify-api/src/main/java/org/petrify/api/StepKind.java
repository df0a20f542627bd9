package org.petrify.api;

/**
 * What a witness {@link Step} does, typed from the rb command its transition runs (never from
 * the step's prose). Every kind but {@link #OTHER} is part of the program's <em>concurrency
 * skeleton</em>: the steps that block, wake, start or join threads, and the writes and tests of
 * the tracked values that decide whether such a step runs. Reports show skeleton steps one per
 * line and summarise each run of {@link #OTHER} steps (see {@link WitnessSummary}).
 */
public enum StepKind {
  /** Takes a lock ({@code monitorenter}, {@code Lock.lock}, a successful {@code tryLock}). */
  LOCK,
  /** A {@code tryLock} that fails because the lock is taken. */
  LOCK_FAILED,
  /** Releases one level of a lock. */
  UNLOCK,
  /** Releases a monitor or a condition's lock and waits ({@code wait}, {@code await}). */
  WAIT,
  /** A timed wait that stops waiting by itself. */
  TIMEOUT,
  /** A woken waiter takes its lock again. */
  WAKE,
  /** Wakes waiters: {@code notify}, {@code notifyAll}, {@code signal}, {@code signalAll}. */
  NOTIFY,
  /** {@code LockSupport.park}. */
  PARK,
  /** {@code LockSupport.unpark}. */
  UNPARK,
  /** Starts a thread. */
  START,
  /** Joins a thread. */
  JOIN,
  /** A thread finishes. */
  FINISH,
  /**
   * A call that may block on a count: a semaphore, latch, barrier, queue, future, ... (an rb
   * counter command, or its failure or overflow).
   */
  BLOCKING_CALL,
  /** Writes a tracked value that some skeleton step depends on (a guard). */
  TRACKED_WRITE,
  /** Tests a tracked value on which some skeleton step depends (a guard). */
  TRACKED_TEST,
  /**
   * An exception leaves its statement for a handler or the method's exceptional exit, skipping
   * what follows it (an unlock, a count-down): shown so that the witness says why.
   */
  THROW,
  /** Anything else: calls, returns, branches, field accesses, other computation. */
  OTHER;

  /** True for every kind but {@link #OTHER}: the step is shown, never summarised. */
  public boolean isSkeleton() {
    return this != OTHER;
  }
}
