package org.petrify.api;

import java.util.List;

/**
 * Why a property of a program is violated, in Java terms: threads, locks, source lines.
 * {@link #text()} renders it in the shape of a {@code jstack} report.
 */
public sealed interface Explanation {

  /**
   * A human-readable multi-line rendering, the interleaving summarised to its concurrency
   * skeleton ({@link WitnessSummary}).
   */
  default String text() {
    return text(false);
  }

  /** {@link #text()}, with every step of the interleaving if {@code fullWitness}. */
  String text(boolean fullWitness);

  /** The steps leading to the situation, in order. */
  List<Step> interleaving();

  /**
   * A lock (by its rb name) held by a thread: its reentrant depth and where it was acquired
   * (the outermost acquisition still held; {@link SourceLocation#NONE} if the witness does not show it).
   */
  record HeldLock(String lock, int depth, SourceLocation acquiredAt) {}

  /** What a blocked thread waits for, typed (its words are {@link BlockedThread#waitingFor()}). */
  enum Waits {
    /** A lock another thread holds ({@link BlockedThread#lock()}, held by {@code heldBy}). */
    LOCK,
    /**
     * The read or the write lock of a {@code ReadWriteLock} ({@link BlockedThread#lock()} is
     * the rb lock of that part, held by {@code heldBy}).
     */
    READ_WRITE_LOCK,
    /** Its lock again after a notification ({@link BlockedThread#lock()}). */
    LOCK_AGAIN,
    /** A thread to finish ({@link BlockedThread#joins()}; null for a join on itself). */
    JOIN,
    /** A count: permits, a latch, room or items in a queue, a future, ... */
    COUNTER,
    /** Its permit in {@code LockSupport.park}. */
    PARK,
    /** A notification or a signal. */
    NOTIFICATION,
    /** Nothing it can do: it is stuck at a command that cannot fire. */
    NOTHING,
    /** Not said (an explanation made without it). */
    OTHER
  }

  /**
   * A thread that cannot move in the final state. {@code thread} is its Java name
   * ({@code main}, {@code Thread-0}, the name given to it; a trailing {@code ?} when Petrify
   * is not sure of it; the rb id for a program given in rb); {@code instances} how many
   * instances of it are blocked there (reports show {@link #label()}); {@code waits} what it
   * waits for and {@code waitingFor} the same in words ({@code "lock <L>"}, {@code "thread
   * Thread-1 to finish"}, ...); {@code joins} the thread it joins, or null; {@code stack} is
   * where it waits, innermost frame first (the command, then its call sites); {@code lock} is
   * the lock it waits for, or null; {@code heldBy} the thread holding that lock, or null;
   * {@code createdAt} where the thread object was created ({@link SourceLocation#NONE} if unknown).
   */
  record BlockedThread(String thread, int instances, Waits waits, String waitingFor,
      String joins, List<SourceLocation> stack, String lock, String heldBy, List<HeldLock> holds,
      SourceLocation createdAt) {
    public BlockedThread {
      stack = List.copyOf(stack);
      holds = List.copyOf(holds);
      instances = Math.max(1, instances);
      waits = waits == null ? Waits.OTHER : waits;
    }

    /** One blocked instance, waiting for {@code lock} if not null, else for something else. */
    public BlockedThread(String thread, String waitingFor, List<SourceLocation> stack, String lock,
        String heldBy, List<HeldLock> holds, SourceLocation createdAt) {
      this(thread, 1, lock != null ? Waits.LOCK : Waits.OTHER, waitingFor, null, stack, lock,
          heldBy, holds, createdAt);
    }

    /** A blocked thread whose creation site is unknown. */
    public BlockedThread(String thread, String waitingFor, List<SourceLocation> stack, String lock,
        String heldBy, List<HeldLock> holds) {
      this(thread, waitingFor, stack, lock, heldBy, holds, SourceLocation.NONE);
    }

    /** The name reports show: {@code thread}, and {@code " (3 instances)"} for several. */
    public String label() {
      return instances > 1 ? thread + " (" + instances + " instances)" : thread;
    }

    /** The innermost frame: the command the thread is blocked at. */
    public SourceLocation waitingAt() {
      return stack.isEmpty() ? SourceLocation.NONE : stack.get(0);
    }
  }

  /** The program can reach a state where started threads are blocked forever. */
  record Deadlock(List<BlockedThread> threads, List<Step> interleaving) implements Explanation {
    public Deadlock {
      threads = List.copyOf(threads);
      interleaving = List.copyOf(interleaving);
    }

    @Override
    public String text(boolean fullWitness) {
      return ExplanationText.deadlock(this, fullWitness);
    }
  }

  /**
   * A thread that never finishes: it runs forever through a loop ({@code loop} holds the
   * distinct source positions it executes in the repeated part, in order), or it does not move
   * in the repeated part ({@code loop} empty) and waits at {@code waitingAt} while others loop.
   * {@code thread} is named as in {@link BlockedThread}; {@code createdAt} is where the thread
   * object was created ({@link SourceLocation#NONE} if unknown).
   */
  record LoopingThread(String thread, List<SourceLocation> loop, SourceLocation waitingAt, SourceLocation createdAt) {
    public LoopingThread {
      loop = List.copyOf(loop);
    }

    /** A looping thread whose creation site is unknown. */
    public LoopingThread(String thread, List<SourceLocation> loop, SourceLocation waitingAt) {
      this(thread, loop, waitingAt, SourceLocation.NONE);
    }
  }

  /**
   * The program can run forever without finishing: a lasso whose steps from
   * {@code loopStart} on (an index into {@code interleaving}) repeat forever.
   */
  record NonTermination(List<LoopingThread> threads, List<Step> interleaving, int loopStart)
      implements Explanation {
    public NonTermination {
      threads = List.copyOf(threads);
      interleaving = List.copyOf(interleaving);
    }

    @Override
    public String text(boolean fullWitness) {
      return ExplanationText.nonTermination(this, fullWitness);
    }
  }
}
