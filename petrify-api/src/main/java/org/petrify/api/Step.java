package org.petrify.api;


/**
 * One step of a witness in Java terms, as a typed event: which thread did what, on which lock,
 * thread or object, where. {@code index} counts from 1; {@code transition} is the name of the
 * net transition that fired; {@code origin} is its Java source position; {@code kind} is what
 * the step does in the concurrency skeleton and {@code operation} the exact operation, both
 * typed from the rb command when the step is made; {@code subject} is what it acts on, or null:
 * the lock of a {@link StepKind#LOCK}, {@link StepKind#LOCK_FAILED}, {@link StepKind#UNLOCK},
 * {@link StepKind#WAIT}, {@link StepKind#TIMEOUT}, {@link StepKind#WAKE} or {@link
 * StepKind#NOTIFY} (for a condition, its lock), as reports name it (the field that holds it and
 * its allocation site, see {@code docs/reports.md}), the Java name of the thread a {@link
 * StepKind#START}, {@link StepKind#JOIN} or {@link StepKind#UNPARK} is about, the counter of a
 * {@link StepKind#BLOCKING_CALL}, the variable of a {@link StepKind#TRACKED_WRITE} or {@link
 * StepKind#TRACKED_TEST}. {@code action} is the typed action with its operands as reports
 * show them; its words ({@link #text()}, e.g. {@code "lock <L0>"}) are rendered from it on
 * demand, and no code reads anything back from them.
 */
public record Step(int index, String thread, Action action, SourceLocation origin,
    String transition, StepKind kind, String subject, Operation operation) {

  /**
   * The operation of a step, one per rb command kind (and per net event of a command: a failed
   * {@code tryLock}, a timeout, a wake-up). Finer than {@link StepKind}: it tells a monitor's
   * {@code wait} from a condition's {@code await} and {@code notify} from {@code signal}, which
   * the replay on the JVM needs.
   */
  public enum Operation {
    /** {@code monitorenter}, {@code Lock.lock}. */
    ACQUIRE,
    /** A {@code tryLock} that takes the lock. */
    TRY_ACQUIRE,
    /** A {@code tryLock} that fails because the lock is taken. */
    TRY_ACQUIRE_FAILED,
    /** {@code monitorexit}, {@code Lock.unlock}. */
    RELEASE,
    /** {@code Object.wait}, timed or not. */
    MONITOR_WAIT,
    /** {@code Condition.await}. */
    CONDITION_AWAIT,
    /** A timed wait that stops waiting by itself. */
    TIMEOUT,
    /** A woken waiter takes its lock again. */
    WAKE_UP,
    /** {@code Object.notify}. */
    NOTIFY,
    /** {@code Object.notifyAll}. */
    NOTIFY_ALL,
    /** {@code Condition.signal} or {@code signalAll}. */
    SIGNAL,
    /** {@code LockSupport.park}. */
    PARK,
    /** {@code LockSupport.unpark}. */
    UNPARK,
    /** Starts a thread. */
    START,
    /** Joins a thread (or itself). */
    JOIN,
    /** A thread finishes. */
    FINISH,
    /** A count operation: a semaphore, latch, barrier, queue, future, ... */
    COUNTER,
    /** A count operation that fails ({@code tryAcquire}, {@code offer}, ...). */
    COUNTER_FAILED,
    /** A count operation beyond the model's bound. */
    COUNTER_OVERFLOW,
    /** Writes a tracked value. */
    ASSIGN,
    /** Tests a tracked value. */
    TEST,
    /** A call, or the return of a shared subnet to its call site. */
    CALL,
    /** Reads a heap location. */
    READ,
    /** Writes a heap location. */
    WRITE,
    /** Anything else: branches, skips. */
    OTHER;

    /** The operation a step of {@code kind} stands for when nothing finer is known. */
    static Operation of(StepKind kind) {
      return switch (kind) {
        case LOCK -> ACQUIRE;
        case LOCK_FAILED -> TRY_ACQUIRE_FAILED;
        case UNLOCK -> RELEASE;
        case WAIT -> MONITOR_WAIT;
        case TIMEOUT -> TIMEOUT;
        case WAKE -> WAKE_UP;
        case NOTIFY -> NOTIFY;
        case PARK -> PARK;
        case UNPARK -> UNPARK;
        case START -> START;
        case JOIN -> JOIN;
        case FINISH -> FINISH;
        case BLOCKING_CALL -> COUNTER;
        case TRACKED_WRITE -> ASSIGN;
        case TRACKED_TEST -> TEST;
        case THROW -> OTHER;
        case OTHER -> OTHER;
      };
    }
  }

  public Step {
    java.util.Objects.requireNonNull(action, "action");
    origin = origin == null ? SourceLocation.NONE : origin;
    kind = kind == null ? StepKind.OTHER : kind;
    operation = operation == null ? Operation.of(kind) : operation;
  }

  /** A step whose operation is the one its kind stands for ({@link Operation#of}). */
  public Step(int index, String thread, Action action, SourceLocation origin, String transition,
      StepKind kind, String subject) {
    this(index, thread, action, origin, transition, kind, subject, null);
  }

  /** A step whose kind is not known ({@link StepKind#OTHER}): shown only in full witnesses. */
  public Step(int index, String thread, Action action, SourceLocation origin, String transition) {
    this(index, thread, action, origin, transition, StepKind.OTHER, null, null);
  }

  /** The action in words, e.g. {@code "lock <L0>"} ({@link Action#text()}). */
  public String text() {
    return action.text();
  }

  /** The source position as a stack-trace frame {@code pkg.Cls.m(Cls.java:42)}. */
  public String frame() {
    return origin.frame();
  }

  @Override
  public String toString() {
    return index + ". " + thread + ": " + action.text() + " at " + frame();
  }
}
