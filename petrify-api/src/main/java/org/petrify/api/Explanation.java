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
   * (the outermost acquisition still held; {@link SourceLocation#NONE} if the witness does not
   * show it).
   */
  record HeldLock(String lock, int depth, SourceLocation acquiredAt) {}

  /** What a blocked thread waits for, coarsely (finely: {@link WaitingFor.Reason}). */
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
   * What a blocked thread waits for, typed: the {@code reason} and the names it is about as
   * reports show them ({@code subject}: the lock, read-write lock, thread, counter or condition;
   * {@code argument}: an amount, or the lock of a condition; null where unused), and for {@link
   * Reason#NOTHING} the command it is stuck at ({@code at}). {@link #text()} renders it in words
   * ({@code "lock <L>"}, {@code "thread Thread-1 to finish"}); no code reads them back.
   */
  public record WaitingFor(Reason reason, String subject, String argument, Action at) {
    public WaitingFor {
      java.util.Objects.requireNonNull(reason, "reason");
    }

    /** A reason with one operand (or none). */
    public WaitingFor(Reason reason, String subject) {
      this(reason, subject, null, null);
    }

    /** Why a thread waits; each names the operands it uses. */
    public enum Reason {
      /** Lock {@code subject}, held by another thread. */
      LOCK(Waits.LOCK),
      /** The read lock of read-write lock {@code subject} (its write lock is held or wanted). */
      READ_LOCK(Waits.READ_WRITE_LOCK),
      /** The write lock of read-write lock {@code subject}. */
      WRITE_LOCK(Waits.READ_WRITE_LOCK),
      /** Lock {@code subject} again after a notification. */
      LOCK_AGAIN(Waits.LOCK_AGAIN),
      /** Thread {@code subject} to finish. */
      THREAD_TO_FINISH(Waits.JOIN),
      /**
       * Itself to finish: {@code Thread.join} on the current thread, or an untimed wait or await
       * on an object no other thread can reach (the concurrency skeleton turns those into a join
       * of the running thread, since nobody can wake it).
       */
      ITSELF_TO_FINISH(Waits.JOIN),
      /** Counter {@code subject} to hold at least {@code argument}. */
      COUNTER_TO_HOLD(Waits.COUNTER),
      /** Room for {@code argument} more in counter {@code subject}. */
      COUNTER_ROOM(Waits.COUNTER),
      /** Counter {@code subject} to become at least {@code argument}. */
      COUNTER_AT_LEAST(Waits.COUNTER),
      /** Counter {@code subject} to become at most {@code argument}. */
      COUNTER_AT_MOST(Waits.COUNTER),
      /** Some counter (the command names none). */
      SOME_COUNTER(Waits.COUNTER),
      /** The read holds of read-write lock {@code subject} to be released. */
      READ_HOLDS_RELEASED(Waits.COUNTER),
      /** A read hold of read-write lock {@code subject} to unlock, while it holds none. */
      READ_HOLD_TO_UNLOCK(Waits.COUNTER),
      /** A write hold of read-write lock {@code subject} to unlock, while it holds none. */
      WRITE_HOLD_TO_UNLOCK(Waits.COUNTER),
      /** Its permit in {@code LockSupport.park}. */
      PERMIT(Waits.PARK),
      /** A signal on condition {@code subject} of lock {@code argument}. */
      SIGNAL(Waits.NOTIFICATION),
      /** A notification on monitor {@code subject}. */
      NOTIFICATION(Waits.NOTIFICATION),
      /** Nothing it can do: stuck at command {@code at}, or at the exit if {@code at} is null. */
      NOTHING(Waits.NOTHING),
      /** Its turn (it is not blocked). */
      TURN(Waits.OTHER);

      private final Waits waits;

      Reason(Waits waits) {
        this.waits = waits;
      }

      /** The coarse kind of wait this reason is. */
      public Waits waits() {
        return waits;
      }
    }

    /** The reason in words, e.g. {@code "lock <L>"} or {@code "thread Thread-1 to finish"}. */
    public String text() {
      String s = subject;
      String a = argument;
      return switch (reason) {
        case LOCK -> "lock " + s;
        case READ_LOCK -> "the read lock of " + s + " (a new read hold waits while another"
            + " thread holds or waits for its write lock)";
        case WRITE_LOCK -> "the write lock of " + s;
        case LOCK_AGAIN -> "lock " + s + " again to leave its wait (notified, timed out or interrupted)";
        case THREAD_TO_FINISH -> "thread " + s + " to finish";
        case ITSELF_TO_FINISH ->
            "itself to finish (a Thread.join on the current thread, or a wait or await on an"
            + " object no other thread can reach, never returns)";
        case COUNTER_TO_HOLD -> s + " to hold at least " + a;
        case COUNTER_ROOM -> "room for " + a + " more in " + s;
        case COUNTER_AT_LEAST -> s + " to become at least " + a;
        case COUNTER_AT_MOST -> s + " to become at most " + a;
        case SOME_COUNTER -> "a counter";
        case READ_HOLDS_RELEASED -> "the read holds of " + s + " to be released (a write lock"
            + " waits for every read hold, this thread's own included: a read lock cannot be"
            + " upgraded)";
        case READ_HOLD_TO_UNLOCK -> "a read hold of " + s + " to unlock: this thread holds none"
            + " (Java throws IllegalMonitorStateException)";
        case WRITE_HOLD_TO_UNLOCK -> "a write hold of " + s + " to unlock: this thread holds"
            + " none (Java throws IllegalMonitorStateException)";
        case PERMIT -> "its permit in LockSupport.park (an unpark of this thread)";
        case SIGNAL -> "a signal on " + s + " (of lock " + a + ")";
        case NOTIFICATION -> "a notification on " + s;
        case NOTHING -> "nothing it can do: " + (at != null ? at.text() : "at the exit");
        case TURN -> "its turn";
      };
    }

    /** {@link #text()}. */
    @Override
    public String toString() {
      return text();
    }
  }

  /**
   * A thread that cannot move in the final state. {@code thread} is its Java name
   * ({@code main}, {@code Thread-0}, the name given to it; a trailing {@code ?} when Petrify
   * is not sure of it; the rb id for a program given in rb); {@code instances} how many
   * instances of it are blocked there (reports show {@link #label()}); {@code waitingFor} what
   * it waits for, typed ({@link #waits()} is its coarse kind); {@code joins} the thread it
   * joins, or null; {@code stack} is where it waits, innermost frame first (the command, then
   * its call sites); {@code lock} is the lock it waits for, or null; {@code heldBy} the thread
   * holding that lock, or null; {@code createdAt} where the thread object was created ({@link
   * SourceLocation#NONE} if unknown).
   */
  record BlockedThread(String thread, int instances, WaitingFor waitingFor, String joins,
      List<SourceLocation> stack, String lock, String heldBy, List<HeldLock> holds,
      SourceLocation createdAt) {
    public BlockedThread {
      java.util.Objects.requireNonNull(waitingFor, "waitingFor");
      stack = List.copyOf(stack);
      holds = List.copyOf(holds);
      instances = Math.max(1, instances);
      createdAt = createdAt == null ? SourceLocation.NONE : createdAt;
    }

    /** What it waits for, coarsely ({@link WaitingFor.Reason#waits()}). */
    public Waits waits() {
      return waitingFor.reason().waits();
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

  /**
   * The program can reach a state where started threads are blocked forever.
   * {@code droppedLockSites} are the positions of lock operations the concurrency skeleton
   * dropped (thread-local and leaf locks, which cannot be part of a deadlock): the program runs
   * them, the interleaving has no step for them.
   */
  record Deadlock(List<BlockedThread> threads, List<Step> interleaving,
      List<SourceLocation> droppedLockSites) implements Explanation {
    public Deadlock {
      threads = List.copyOf(threads);
      interleaving = List.copyOf(interleaving);
      droppedLockSites = List.copyOf(droppedLockSites);
    }

    /** A deadlock of a program whose lock operations all reached the net. */
    public Deadlock(List<BlockedThread> threads, List<Step> interleaving) {
      this(threads, interleaving, List.of());
    }

    /** This deadlock with the skeleton's dropped lock sites. */
    public Deadlock withDroppedLockSites(List<SourceLocation> sites) {
      return new Deadlock(threads, interleaving, sites);
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
  record LoopingThread(String thread, List<SourceLocation> loop, SourceLocation waitingAt,
      SourceLocation createdAt) {
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
   * {@code loopStart} on (an index into {@code interleaving}) repeat forever; or, with
   * {@code loopStart} -1, a run after which every thread has finished but the JVM does not
   * exit: its one thread is the idle worker of a pool that is never shut down, waiting at the
   * submit of the task it ran ({@code waitingAt}).
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
