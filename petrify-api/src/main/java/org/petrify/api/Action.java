package org.petrify.api;

import java.util.Objects;

/**
 * What a witness {@link Step} does, typed: a {@link Verb} and the names it acts on, as reports
 * show them. {@code subject} is the lock, thread, counter, variable, procedure or label the verb
 * is about (locks in angle brackets, {@code <Bank.lockA (java.lang.Object@Bank.java:6)>});
 * {@code argument} is the verb's second operand (the procedure a started thread runs, the
 * amount of a counter operation, the value assigned or tested), or null; {@code attempted} is,
 * for a counter operation that fails or exceeds the model's bound, the operation tried, else
 * null. {@link #text()} renders the action in words ({@code "lock <L0>"}); no code reads those
 * words back. Immutable.
 */
public record Action(Verb verb, String subject, String argument, Action attempted) {

  /** The verbs of witness steps; each names the operands it uses and the words it renders. */
  public enum Verb {
    /** Takes lock {@code subject}: {@code lock S}. */
    LOCK,
    /** A {@code tryLock} of {@code subject} that takes it: {@code tryLock S succeeds}. */
    TRY_LOCK,
    /** A {@code tryLock} of {@code subject} that fails: {@code tryLock S fails: it is taken}. */
    TRY_LOCK_FAILED,
    /** Releases one level of lock {@code subject}: {@code unlock S}. */
    UNLOCK,
    /** Starts thread {@code subject} running procedure {@code argument}. */
    START,
    /** Joins thread {@code subject}. */
    JOIN,
    /** Joins the current thread (never returns). */
    JOIN_ITSELF,
    /** {@code LockSupport.park}, untimed. */
    PARK,
    /** {@code LockSupport.park} with a timeout. */
    PARK_TIMED,
    /** Unparks thread {@code subject}. */
    UNPARK,
    /** Unparks the current thread. */
    UNPARK_ITSELF,
    /** Interrupts thread {@code subject}. */
    INTERRUPT,
    /** Interrupts the current thread. */
    INTERRUPT_ITSELF,
    /** A wait that an interrupt ends with an {@code InterruptedException}. */
    INTERRUPTIBLE,
    /** Clears the current thread's interrupt flag ({@code Thread.interrupted}). */
    CLEAR_INTERRUPT,
    /** Takes {@code argument} units from counter {@code subject}. */
    TAKE,
    /** Adds {@code argument} units to counter {@code subject}. */
    ADD,
    /** Tries to take {@code argument} units from counter {@code subject}. */
    TRY_TAKE,
    /** Tries to add {@code argument} units to counter {@code subject}. */
    TRY_ADD,
    /** Waits until counter {@code subject} holds at least {@code argument}. */
    WAIT_UNTIL_AT_LEAST,
    /** Waits until counter {@code subject} holds at most {@code argument}. */
    WAIT_UNTIL_AT_MOST,
    /** {@code attempted} fails: counter {@code subject} holds too little. */
    NOT_ENOUGH,
    /** {@code attempted} fails: counter {@code subject} has no room. */
    NO_ROOM,
    /** {@code attempted} goes beyond the model's bound of counter {@code subject}. */
    OVER_BOUND,
    /**
     * {@code attempted} (an unlock, wait or notification) throws
     * {@code IllegalMonitorStateException}: the thread does not hold {@code subject}.
     */
    NOT_HELD,
    /** Calls procedure {@code subject}. */
    CALL,
    /** A shared subnet of procedure {@code subject} returns to this call site. */
    RETURN,
    /** Reads heap location {@code subject}. */
    READ,
    /** Writes heap location {@code subject}. */
    WRITE,
    /** {@code Object.wait} on monitor {@code subject} (or a timed wait, an await on itself). */
    WAIT,
    /** A timed {@code Object.wait} on monitor {@code subject}. */
    WAIT_TIMED,
    /** {@code Condition.await} on condition {@code subject}. */
    AWAIT,
    /** A timed {@code Condition.await} on condition {@code subject}. */
    AWAIT_TIMED,
    /** {@code Object.notify} on monitor {@code subject}. */
    NOTIFY,
    /** {@code Object.notifyAll} on monitor {@code subject}. */
    NOTIFY_ALL,
    /** {@code Condition.signal} on condition {@code subject}. */
    SIGNAL,
    /** {@code Condition.signalAll} on condition {@code subject}. */
    SIGNAL_ALL,
    /** Sets tracked field {@code subject} to {@code argument}. */
    ASSIGN,
    /** Tests tracked field {@code subject} (the outcome not known). */
    TEST,
    /** A test finds tracked field {@code subject} to be {@code argument}. */
    IS,
    /**
     * The running thread's hold count of lock {@code subject} ({@code getHoldCount},
     * {@code isHeldByCurrentThread}, {@code Thread.holdsLock}, ...) is found to be
     * {@code argument}, or is tested ({@code argument} null).
     */
    HOLD_COUNT,
    /** A nondeterministic branch. */
    BRANCH,
    /**
     * An exception the model follows leaves its statement: {@code subject} says which and
     * where it goes ({@code throws ArithmeticException at Worker.java:12, caught at
     * Worker.java:14}).
     */
    THROW,
    /** Goes to label {@code subject}. */
    GOTO,
    /** Does nothing the model follows. */
    SKIP,
    /** A woken waiter takes lock {@code subject} again. */
    WAKE_UP,
    /** A timed wait stops waiting by itself. */
    TIMEOUT,
    /** The thread finishes. */
    FINISH,
    /** An event of a recorded run, {@code subject} as the trace names it (dynamic races). */
    RECORDED
  }

  public Action {
    Objects.requireNonNull(verb, "verb");
  }

  /** An action with one operand (or none). */
  public Action(Verb verb, String subject) {
    this(verb, subject, null, null);
  }

  /** An action with two operands. */
  public Action(Verb verb, String subject, String argument) {
    this(verb, subject, argument, null);
  }

  /** The action in words, e.g. {@code "lock <L0>"} or {@code "start thread t1 running w"}. */
  public String text() {
    String s = subject;
    String a = argument;
    return switch (verb) {
      case LOCK -> "lock " + s;
      case TRY_LOCK -> "tryLock " + s + " succeeds";
      case TRY_LOCK_FAILED -> "tryLock " + s + " fails: it is taken";
      case UNLOCK -> "unlock " + s;
      case START -> "start thread " + s + " running " + a;
      case JOIN -> "join thread " + s;
      case JOIN_ITSELF -> "join itself";
      case PARK -> "park";
      case PARK_TIMED -> "park with a timeout";
      case UNPARK -> "unpark thread " + s;
      case UNPARK_ITSELF -> "unpark itself";
      case INTERRUPT -> "interrupt thread " + s;
      case INTERRUPT_ITSELF -> "interrupt itself";
      case INTERRUPTIBLE -> "interruptible wait (InterruptedException when interrupted)";
      case CLEAR_INTERRUPT -> "clear its interrupt flag (Thread.interrupted)";
      case TAKE -> "take " + a + " from " + s;
      case ADD -> "add " + a + " to " + s;
      case TRY_TAKE -> "try to take " + a + " from " + s;
      case TRY_ADD -> "try to add " + a + " to " + s;
      case WAIT_UNTIL_AT_LEAST -> "wait until " + s + " >= " + a;
      case WAIT_UNTIL_AT_MOST -> "wait until " + s + " <= " + a;
      case NOT_ENOUGH -> attemptedText() + " fails: not enough in " + s;
      case NO_ROOM -> attemptedText() + " fails: no room in " + s;
      case OVER_BOUND -> attemptedText() + " exceeds the model's bound of " + s;
      case NOT_HELD -> attemptedText() + " throws IllegalMonitorStateException: " + s
          + " is not held";
      case CALL -> "call " + s;
      case RETURN -> "return from " + s + " to this call";
      case READ -> "read " + s;
      case WRITE -> "write " + s;
      case WAIT -> "wait on " + s;
      case WAIT_TIMED -> "wait on " + s + " with a timeout";
      case AWAIT -> "await " + s;
      case AWAIT_TIMED -> "await " + s + " with a timeout";
      case NOTIFY -> "notify " + s;
      case NOTIFY_ALL -> "notifyAll " + s;
      case SIGNAL -> "signal " + s;
      case SIGNAL_ALL -> "signalAll " + s;
      case ASSIGN -> s + " := " + a;
      case TEST -> "test " + s;
      case IS -> s + " is " + a;
      case HOLD_COUNT -> a == null ? "test its hold count of " + s
          : "its hold count of " + s + " is " + a;
      case BRANCH -> "branch";
      case THROW -> s;
      case GOTO -> "goto " + s;
      case SKIP -> "skip";
      case WAKE_UP -> "wake up and lock " + s + " again";
      case TIMEOUT -> "stop waiting (timeout)";
      case FINISH -> "finish";
      case RECORDED -> s;
    };
  }

  private String attemptedText() {
    return attempted == null ? "?" : attempted.text();
  }

  /** {@link #text()}. */
  @Override
  public String toString() {
    return text();
  }
}
