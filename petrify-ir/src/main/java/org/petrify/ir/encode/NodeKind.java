package org.petrify.ir.encode;

/** What a place or transition of an encoded program stands for. */
public enum NodeKind {
  // places
  /** A thread is about to run the command at the label (or is at the subnet's exit). */
  LOCATION,
  /** The lock is free (one token) or held by some thread (no token). */
  LOCK_FREE,
  /**
   * Complement of {@link #LOCK_FREE}, only for locks some {@code trylock} tests: one token while
   * some thread holds the lock.
   */
  LOCK_TAKEN,
  /** Thread holds the lock at exactly {@code depth} (dynamically tracked reentrancy only). */
  LOCK_HELD,
  /**
   * Complement of the {@link #LOCK_HELD} places of a single-instance thread: the thread does not
   * hold the lock (only where it may release, wait on or notify it unheld: {@code UnheldRoutes}).
   */
  LOCK_NOT_HELD,
  /** Counts the started, unfinished instances of a thread. */
  RUNNING,
  /**
   * Marked once some instance of the thread has finished; for a joined thread, the number of
   * finished instances not yet joined.
   */
  FINISHED,
  /** Marked until some instance of a multi-instance thread has finished (complement). */
  NOT_FINISHED,
  /** The thread waits at a {@code wait} command for a notification (lock released). */
  WAITING,
  /** Complement of a {@link #WAITING} place of a single-instance thread. */
  NOT_WAITING,
  /** The thread was notified and waits to re-acquire the monitor. */
  WOKEN,
  /** The thread is in the middle of a {@code notifyAll}, waking waiters one by one. */
  NOTIFYING_ALL,
  /** The value of a counter (its name is the node's {@code lock}): one token per unit. */
  COUNTER,
  /** Complement of a {@link #COUNTER} place: capacity minus value. */
  COUNTER_ROOM,
  /**
   * Threads stopped because an {@code up} exceeded a limit counter's model capacity: the model
   * no longer follows the program, so a marked overflow place makes a check inconclusive.
   */
  COUNTER_OVERFLOW,
  /**
   * For a joined thread: one token per started instance no join has used yet (bounded,
   * see {@link #NOT_LIVE}).
   */
  LIVE,
  /** Complement of {@link #LIVE}: the bound minus the started, unjoined instances. */
  NOT_LIVE,
  /** The thread (its {@code thread}) has a park permit. */
  PERMIT,
  /** Complement of {@link #PERMIT}. */
  NO_PERMIT,
  /** The thread (its {@code thread}) has its interrupt flag set. */
  INTERRUPTED,
  /** Complement of {@link #INTERRUPTED}. */
  NOT_INTERRUPTED,
  /**
   * The variable {@code NodeInfo.variable()} has the value {@code NodeInfo.value()}: of the
   * places of one variable exactly one is marked.
   */
  VALUE,
  /**
   * A return address: marked while the thread (some instance of it) is in a call of the shared
   * subnet {@code subnet} made at the non-recursive call site {@code command}; only the return
   * to that site consumes it.
   */
  RETURN_ADDRESS,
  /**
   * The depth of a {@link RecursionStacks recursion stack}: marked (one of them) when the
   * thread has {@code depth} pending calls of the shared subnet {@code subnet} made at its
   * recursive call sites.
   */
  RECURSION_DEPTH,
  /**
   * The recursion stack of the shared subnet {@code subnet} has saturated: the thread once had
   * more pending recursive calls of it than the bound ({@code depth} - 1); its returns to
   * recursive call sites are nondeterministic from then on. Never unmarked.
   */
  RECURSION_SATURATED,
  /**
   * The complement of a {@link #RECURSION_SATURATED} place shared by the stacks of a recursion
   * group of several shared subnets ({@code subnet} is the group's least one): marked until one
   * of them saturates.
   */
  RECURSION_UNSATURATED,
  /**
   * A frame of a recursion stack: the pending call of {@code subnet} at stack depth
   * {@code depth} was made at the recursive call site {@code command}.
   */
  RETURN_FRAME,
  // transitions
  /** Runs the command at the label (one of several for a jump, a depth, a waiter...). */
  COMMAND,
  /** A {@code trylock} fails because the lock is taken: control goes to its failure label. */
  TRYLOCK_FAILED,
  /** A {@code trydown}/{@code tryup} cannot run now: control goes to its failure label. */
  TRY_FAILED,
  /** An {@code up} exceeds a limit counter's capacity: the thread stops in the overflow place. */
  OVERFLOW,
  /** A timed {@code await} (or timed {@code Object.wait}) stops waiting by itself. */
  TIMEOUT,
  /** Re-acquires the monitor after a notification. */
  WAKE_UP,
  /** Returns from a callee's exit to the command after the call. */
  RETURN,
  /** The thread's root procedure reaches its exit: the thread finishes. */
  THREAD_EXIT,
  /**
   * A release, wait or notification of a lock the thread does not hold throws
   * {@code IllegalMonitorStateException}: the thread leaves the procedure by its exceptional
   * exit (to the caller's handler, or it finishes in a root procedure). Its command is the
   * release, wait or notification.
   */
  UNHELD
}
