package org.petrify.ir.rb;

import java.util.List;

/**
 * One rb command. Every command has a label unique within its procedure and keeps its Java
 * {@link Origin}. Control falls through to the next command of the procedure, except after
 * {@link Goto} and {@link Jump}; falling off the last command reaches the procedure's exit.
 * The special label {@link Procedure#EXIT} names the exit as a jump target.
 *
 * <p>Semantics (paper Fig. 3, extended): {@link Skip}, {@link Read} and {@link Write} only move
 * on; {@link Call} runs the procedure to its exit on the same thread, then continues;
 * {@link Fork} starts thread {@code thread} at the entry of {@code procedure}; {@link Join}
 * waits until {@code thread} has finished; {@link Acquire} waits until no other thread holds
 * {@code lock} and is reentrant for the holder; {@link Release} gives up one level of it.
 * {@link Wait} releases the monitor fully, waits for a notification, then re-acquires it to the
 * same depth; {@link Notify} and {@link NotifyAll} wake one or all waiters of the monitor.
 * {@link TryAcquire} ({@code trylock k else L}) never blocks: while no other thread holds
 * {@code k} it may acquire it like {@code acquire} and fall through; while some thread holds
 * {@code k} (another one, or, as an over-approximation of Java's reentrant {@code tryLock}, the
 * caller itself) it may go to {@code L} instead. A {@link Release}, {@link Wait}, {@link Await},
 * {@link Notify}, {@link NotifyAll} or {@link Signal} run by a thread that does not hold the
 * lock raises (Java's {@code IllegalMonitorStateException}): it leaves the procedure by its
 * exceptional exit, like a {@link Raise}.
 *
 * <p>Counters (declared by the program, see {@link Counter}) model the counts of
 * {@code java.util.concurrent} primitives: {@link Down} ({@code down c n}) waits until the value
 * is at least {@code n} and subtracts it; {@link Up} ({@code up c n}) waits until the value plus
 * {@code n} fits the capacity and adds it (for a {@linkplain Counter#limit() limit} counter an
 * up that does not fit instead stops the thread in an overflow state, which the analysis reports
 * as inconclusive); {@link TryDown} and {@link TryUp} never block: they do the same when it is
 * possible now, and go to their failure label exactly when it is not (a limit counter's
 * {@code tryup} that does not fit overflows instead, since the Java count has no bound); {@link Until}
 * ({@code until c >= n}, {@code until c <= n}) waits until the comparison holds and changes
 * nothing. A {@link Join} of the reserved thread name {@link Join#SELF} is a thread joining
 * itself: it never returns.
 *
 * <p>Conditions: {@link Await} ({@code await c on k}) is a {@code wait} on the wait set
 * {@code c} instead of the monitor's own: holding lock {@code k}, it releases it fully, waits
 * to be signalled on {@code c}, then re-acquires {@code k} to the same depth; a {@code timed}
 * await may also wake up by itself (the timeout). {@link Signal} ({@code signal c on k},
 * {@code signalAll c on k}), run holding {@code k}, wakes one or all waiters of {@code c}; a
 * signal with no waiter is lost. {@code wait k} is {@code await k on k}, and
 * {@code notify k} is {@code signal k on k}, so {@code await k on k timed} is a timed
 * {@code Object.wait}.
 *
 * <p>Parking: every thread has a permit, initially absent. {@link Unpark} ({@code unpark t},
 * {@code t} a thread or {@code self}) makes {@code t}'s permit present; {@link Park}
 * ({@code park}) waits until the running thread's permit is present and takes it; a
 * {@code park timed} may also return without it (the timeout). Instances of one thread id share
 * one permit. Spurious returns of {@code park} are not modelled.
 *
 * <p>Finite-domain variables ({@link Variable}, declared by the program): {@link Assign}
 * ({@code assign x v}) sets variable {@code x} to value {@code v} and falls through;
 * {@link Switch} ({@code switch x v1 L1 v2 L2 ...}) goes to the label listed for the current
 * value of {@code x} (every value of its domain is listed once) and never falls through. Both
 * are atomic steps and never block.
 *
 * <p>Hold depths: {@link HoldDepth} ({@code holds k 0 L0 1 L1 else L}) goes to the label listed
 * for the running thread's current reentrant depth of lock {@code k} ({@code 0}: it does not
 * hold it), or to the {@code else} label when the depth is none of those listed; it never blocks
 * and never falls through. It stands for the thread's own hold queries
 * ({@code ReentrantLock.getHoldCount()}, {@code isHeldByCurrentThread()},
 * {@code Thread.holdsLock(o)}, ...), whose answer depends only on the thread itself.
 */
public sealed interface Command {
  String label();

  Origin origin();

  /**
   * The labels of its own procedure this command may send control to besides the next command,
   * in the order the command lists them: the target of a {@code goto}, the targets of a
   * {@code jump} or {@code switch}, the targets of a {@code holds} then its {@code else}, the
   * failure label of a {@code trylock}, {@code trydown} or
   * {@code tryup}, the timeout label of a timed {@code join} or {@code until}, the handler of a {@code call} or an {@code interruptible} marker; empty for
   * every other command. A label may
   * be {@link Procedure#EXIT}; a {@code jump} or {@code switch} may list one label twice.
   */
  default List<String> targets() {
    if (this instanceof Goto g) {
      return List.of(g.target());
    }
    String failure = failureOf(this);
    return failure != null ? List.of(failure) : List.of();
  }

  /**
   * This command with its {@link #targets()} replaced, position by position, by
   * {@code targets} (a list of the same size), everything else kept: how a pass that renames
   * labels (linking placeholders, inlining) copies a command. A command without targets is
   * returned as it is.
   *
   * @throws IllegalArgumentException if {@code targets} does not have one label per target
   */
  default Command withTargets(List<String> targets) {
    sameCount(this, targets);
    return this;
  }

  private static void sameCount(Command c, List<String> targets) {
    if (targets.size() != c.targets().size()) {
      throw new IllegalArgumentException(c.label() + ": " + c.targets().size()
          + " targets, got " + targets);
    }
  }

  /**
   * True if control may go on to the next command after this one: false for {@code goto},
   * {@code jump}, {@code switch}, {@code holds} and {@code raise}, true for every other command (also for one
   * that may block forever, such as {@code join self}).
   */
  default boolean fallsThrough() {
    return !(this instanceof Goto || this instanceof Jump || this instanceof Switch
        || this instanceof Raise || this instanceof HoldDepth);
  }

  record Skip(String label, Origin origin) implements Command {}

  record Read(String label, String variable, Origin origin) implements Command {}

  record Write(String label, String variable, Origin origin) implements Command {}

  record Goto(String label, String target, Origin origin) implements Command {
    @Override
    public Command withTargets(List<String> targets) {
      sameCount(this, targets);
      return new Goto(label, targets.get(0), origin);
    }
  }

  /**
   * Nondeterministic choice among at least one target label. {@code raises} is empty or has
   * one entry per target: for a target an exception takes, the words a witness shows for the
   * step ({@code "throws ArithmeticException at Worker.java:12, caught at Main.java:30"}),
   * else the empty string. It annotates reports only: it is not part of the command's meaning,
   * so neither the text form nor {@link #equals} sees it.
   */
  record Jump(String label, List<String> targets, Origin origin, List<String> raises)
      implements Command {
    public Jump {
      targets = List.copyOf(targets);
      raises = List.copyOf(raises);
      if (targets.isEmpty()) {
        throw new IllegalArgumentException("jump " + label + " has no target");
      }
      if (!raises.isEmpty() && raises.size() != targets.size()) {
        throw new IllegalArgumentException("jump " + label + ": " + raises.size()
            + " raise texts for " + targets.size() + " targets");
      }
    }

    /** A jump no exception takes. */
    public Jump(String label, List<String> targets, Origin origin) {
      this(label, targets, origin, List.of());
    }

    /** The witness text of the first exceptional route to {@code target}, or null. */
    public String raiseTo(String target) {
      for (int k = 0; k < raises.size(); k++) {
        if (targets.get(k).equals(target) && !raises.get(k).isEmpty()) {
          return raises.get(k);
        }
      }
      return null;
    }

    @Override
    public Command withTargets(List<String> targets) {
      sameCount(this, targets);
      return new Jump(label, targets, origin, raises);
    }

    /**
     * This jump with target k replaced by {@code targets.get(k)} and repeated targets dropped
     * (the first kept); a kept target takes the first non-empty raise text of the targets it
     * stands for.
     */
    public Jump distinctTargets(List<String> targets) {
      sameCount(this, targets);
      List<String> kept = new java.util.ArrayList<>();
      List<String> texts = new java.util.ArrayList<>();
      for (int k = 0; k < targets.size(); k++) {
        int at = kept.indexOf(targets.get(k));
        String raise = raises.isEmpty() ? "" : raises.get(k);
        if (at < 0) {
          kept.add(targets.get(k));
          texts.add(raise);
        } else if (texts.get(at).isEmpty()) {
          texts.set(at, raise);
        }
      }
      return new Jump(label, kept, origin,
          texts.stream().allMatch(String::isEmpty) ? List.of() : texts);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Jump j && label.equals(j.label) && targets.equals(j.targets)
          && origin.equals(j.origin);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hash(label, targets, origin);
    }
  }

  /**
   * {@code call procedure [else handler]}: runs the procedure to its exit and falls through; if
   * the procedure leaves by a {@link Raise} instead (its exceptional exit), control goes to
   * {@code handler}, a label of the caller (or {@link Procedure#EXIT}), or falls through as well
   * when {@code handler} is {@code null}.
   */
  record Call(String label, String procedure, String handler, Origin origin)
      implements Command {
    /** A call with no handler: a raise of the callee falls through like its exit. */
    public Call(String label, String procedure, Origin origin) {
      this(label, procedure, null, origin);
    }

    @Override
    public Command withTargets(List<String> targets) {
      sameCount(this, targets);
      return handler == null ? this : new Call(label, procedure, targets.get(0), origin);
    }
  }

  /**
   * {@code raise}: leaves the procedure by its exceptional exit (a Java exception that escapes
   * the method). The calling frame continues at its call's handler label; in a thread's root
   * procedure the thread ends, as at the exit. Never falls through.
   */
  record Raise(String label, Origin origin) implements Command {}

  record Fork(String label, String procedure, String thread, Origin origin) implements Command {}

  /**
   * {@code join thread [timed [else timeout]]}: waits until the thread has finished; a
   * {@code timed} join ({@code Thread.join(ms)}, a timed wait for a task) may also return by
   * itself (the timeout), without using up a finished instance, but only while an instance of
   * the thread is running: a join whose thread has finished (or was never started) returns at
   * once in Java too. The timeout falls through, or goes to the label {@code timeout} when there
   * is one (the outcome label of a wait whose result tells how it ended).
   */
  record Join(String label, String thread, boolean timed, String timeout, Origin origin)
      implements Command {
    /** The thread name that stands for the thread running the join (a self-join). */
    public static final String SELF = "self";

    public Join {
      timeoutNeedsTimed(label, timed, timeout);
    }

    /** A join whose timeout, if timed, falls through. */
    public Join(String label, String thread, boolean timed, Origin origin) {
      this(label, thread, timed, null, origin);
    }

    /** An untimed join. */
    public Join(String label, String thread, Origin origin) {
      this(label, thread, false, origin);
    }

    @Override
    public Command withTargets(List<String> targets) {
      sameCount(this, targets);
      return timeout == null ? this : new Join(label, thread, true, targets.get(0), origin);
    }

    /**
     * The model's bound on the started instances of a joined thread ({@link CountedJoins})
     * that no join has used yet: a
     * fork beyond it stops the forking thread in an overflow state (the check is inconclusive).
     */
    public static final int MAX_UNJOINED = 32;
  }

  record Acquire(String label, String lock, Origin origin) implements Command {}

  /**
   * {@code trylock lock else failure}: acquire {@code lock} and fall through if no other thread
   * holds it; go to {@code failure} if any thread holds it (see the interface comment).
   */
  record TryAcquire(String label, String lock, String failure, Origin origin)
      implements Command {
    @Override
    public Command withTargets(List<String> targets) {
      sameCount(this, targets);
      return new TryAcquire(label, lock, targets.get(0), origin);
    }
  }

  record Release(String label, String lock, Origin origin) implements Command {}

  record Wait(String label, String lock, Origin origin) implements Command {}

  record Notify(String label, String lock, Origin origin) implements Command {}

  record NotifyAll(String label, String lock, Origin origin) implements Command {}

  /** {@code await condition on lock [timed]}: see the interface comment. */
  record Await(String label, String condition, String lock, boolean timed, Origin origin)
      implements Command {}

  /** {@code signal condition on lock} or {@code signalAll condition on lock}. */
  record Signal(String label, String condition, String lock, boolean all, Origin origin)
      implements Command {}

  /** {@code park [timed]}: waits for and takes the running thread's permit. */
  record Park(String label, boolean timed, Origin origin) implements Command {}

  /** {@code unpark thread}: gives the thread ({@link Join#SELF} for the running one) its permit. */
  record Unpark(String label, String thread, Origin origin) implements Command {}

  /**
   * {@code interrupt thread}: sets the interrupt flag of {@code thread} ({@link Join#SELF}: the
   * running thread's); a flag already set stays set. Instances of one thread id share a flag.
   */
  record Interrupt(String label, String thread, Origin origin) implements Command {}

  /**
   * {@code interruptible handler}: falls through to the next command of the procedure, which
   * is an interruptible wait; while the running thread is at that command (before it runs it or
   * blocked in it) and its interrupt flag is set, it may instead clear the flag and go to
   * {@code handler} (the wait throws {@code InterruptedException}). The next command is reached
   * through the marker only: the frontend puts the marker first in the wait's block. A
   * {@code checked} marker ({@code interruptible handler checked}) also tests the flag itself:
   * a thread whose flag is set at the marker clears it and goes to {@code handler}, and only a
   * thread whose flag is clear falls through, as a JDK wait that tests the flag on entry
   * ({@code Thread.sleep}, {@code Object.wait}, {@code lockInterruptibly}, ...) throws at once.
   */
  record Interruptible(String label, String handler, boolean checked, Origin origin)
      implements Command {
    /** A marker that does not test the flag on entry. */
    public Interruptible(String label, String handler, Origin origin) {
      this(label, handler, false, origin);
    }

    @Override
    public Command withTargets(List<String> targets) {
      sameCount(this, targets);
      return new Interruptible(label, targets.get(0), checked, origin);
    }
  }

  /** {@code clearinterrupt}: clears the running thread's interrupt flag ({@code Thread.interrupted()}). */
  record ClearInterrupt(String label, Origin origin) implements Command {}

  /** {@code down counter amount}: waits until the value is at least amount, subtracts it. */
  record Down(String label, String counter, int amount, Origin origin) implements Command {
    public Down {
      positive(label, amount);
    }
  }

  /** {@code up counter amount}: waits until value + amount fits the capacity, adds it. */
  record Up(String label, String counter, int amount, Origin origin) implements Command {
    public Up {
      positive(label, amount);
    }
  }

  /** {@code trydown counter amount else failure}: a down if it can run now, else the failure. */
  record TryDown(String label, String counter, int amount, String failure, Origin origin)
      implements Command {
    public TryDown {
      positive(label, amount);
    }

    @Override
    public Command withTargets(List<String> targets) {
      sameCount(this, targets);
      return new TryDown(label, counter, amount, targets.get(0), origin);
    }
  }

  /** {@code tryup counter amount else failure}: an up if it fits now, else the failure. */
  record TryUp(String label, String counter, int amount, String failure, Origin origin)
      implements Command {
    public TryUp {
      positive(label, amount);
    }

    @Override
    public Command withTargets(List<String> targets) {
      sameCount(this, targets);
      return new TryUp(label, counter, amount, targets.get(0), origin);
    }
  }

  /**
   * {@code until counter >= amount} or {@code until counter <= amount} [{@code timed} [{@code
   * else timeout}]]: waits for it; a timed one may also return by itself (the timeout), but
   * only while the comparison does not hold: a timed wait whose condition holds returns at once
   * in Java too. The timeout falls through, or goes to the label {@code timeout} when there is
   * one (the outcome label of a wait whose result tells how it ended).
   */
  record Until(String label, String counter, boolean atLeast, int amount, boolean timed,
      String timeout, Origin origin) implements Command {
    public Until {
      if (amount < 0) {
        throw new IllegalArgumentException("until " + label + ": negative amount " + amount);
      }
      timeoutNeedsTimed(label, timed, timeout);
    }

    /** An until whose timeout, if timed, falls through. */
    public Until(String label, String counter, boolean atLeast, int amount, boolean timed,
        Origin origin) {
      this(label, counter, atLeast, amount, timed, null, origin);
    }

    /** An untimed until. */
    public Until(String label, String counter, boolean atLeast, int amount, Origin origin) {
      this(label, counter, atLeast, amount, false, origin);
    }

    @Override
    public Command withTargets(List<String> targets) {
      sameCount(this, targets);
      return timeout == null ? this
          : new Until(label, counter, atLeast, amount, true, targets.get(0), origin);
    }
  }

  private static void timeoutNeedsTimed(String label, boolean timed, String timeout) {
    if (timeout != null && !timed) {
      throw new IllegalArgumentException(label + ": a timeout label needs a timed wait");
    }
  }

  private static void positive(String label, int amount) {
    if (amount < 1) {
      throw new IllegalArgumentException(label + ": amount must be at least 1, got " + amount);
    }
  }

  /** The counter a command operates on, or {@code null}. */
  static String counterOf(Command c) {
    if (c instanceof Down d) {
      return d.counter();
    } else if (c instanceof Up u) {
      return u.counter();
    } else if (c instanceof TryDown d) {
      return d.counter();
    } else if (c instanceof TryUp u) {
      return u.counter();
    } else if (c instanceof Until u) {
      return u.counter();
    }
    return null;
  }

  /** The lock a command operates on (for {@code await}/{@code signal}: the condition's lock). */
  static String lockOf(Command c) {
    if (c instanceof Acquire a) {
      return a.lock();
    } else if (c instanceof TryAcquire t) {
      return t.lock();
    } else if (c instanceof Release r) {
      return r.lock();
    } else if (c instanceof Wait w) {
      return w.lock();
    } else if (c instanceof Notify n) {
      return n.lock();
    } else if (c instanceof NotifyAll n) {
      return n.lock();
    } else if (c instanceof Await a) {
      return a.lock();
    } else if (c instanceof Signal s) {
      return s.lock();
    }
    return null;
  }

  /**
   * The wait set a {@code wait}, {@code notify}, {@code notifyAll}, {@code await} or
   * {@code signal} command operates on (the monitor's own set is named by the lock), or null.
   */
  static String waitSetOf(Command c) {
    if (c instanceof Wait w) {
      return w.lock();
    } else if (c instanceof Notify n) {
      return n.lock();
    } else if (c instanceof NotifyAll n) {
      return n.lock();
    } else if (c instanceof Await a) {
      return a.condition();
    } else if (c instanceof Signal s) {
      return s.condition();
    }
    return null;
  }

  /**
   * The failure label of a non-blocking command ({@code trylock}, {@code trydown}, ...), the
   * timeout label of a timed {@code join} or {@code until}, or the
   * handler label of a {@code call} or an {@code interruptible} marker, or null: the second branch of the command inside its
   * procedure besides falling through.
   */
  static String failureOf(Command c) {
    if (c instanceof Call call) {
      return call.handler();
    } else if (c instanceof Interruptible i) {
      return i.handler();
    } else if (c instanceof TryAcquire t) {
      return t.failure();
    } else if (c instanceof TryDown d) {
      return d.failure();
    } else if (c instanceof TryUp u) {
      return u.failure();
    } else if (c instanceof Join j) {
      return j.timeout();
    } else if (c instanceof Until u) {
      return u.timeout();
    }
    return null;
  }
  /** {@code assign variable value}: the variable takes the value (one of its domain). */
  record Assign(String label, String variable, String value, Origin origin) implements Command {}

  /**
   * {@code switch variable v1 L1 v2 L2 ...}: goes to {@code targets.get(i)} when the variable's
   * value is {@code values.get(i)}; the values are the variable's whole domain, each once.
   */
  record Switch(String label, String variable, List<String> values, List<String> targets,
      Origin origin) implements Command {
    public Switch {
      values = List.copyOf(values);
      targets = List.copyOf(targets);
      if (values.isEmpty() || values.size() != targets.size()
          || new java.util.HashSet<>(values).size() != values.size()) {
        throw new IllegalArgumentException("switch " + label + " needs distinct values, one"
            + " target each: " + values + " " + targets);
      }
    }

    @Override
    public Command withTargets(List<String> targets) {
      sameCount(this, targets);
      return new Switch(label, variable, values, targets, origin);
    }

    /** The target for a value of the domain. */
    public String targetOf(String value) {
      int i = values.indexOf(value);
      if (i < 0) {
        throw new IllegalArgumentException("switch " + label + " has no case " + value);
      }
      return targets.get(i);
    }
  }

  /**
   * {@code holds lock d1 L1 d2 L2 ... else otherwise}: goes to {@code cases.get(i)} when the
   * running thread holds {@code lock} at reentrant depth {@code depths.get(i)} (0: not at all),
   * to {@code otherwise} when its depth is none of {@code depths} (distinct, non-negative, at
   * least one). Never blocks, never falls through.
   */
  record HoldDepth(String label, String lock, List<Integer> depths, List<String> cases,
      String otherwise, Origin origin) implements Command {
    public HoldDepth {
      depths = List.copyOf(depths);
      cases = List.copyOf(cases);
      if (depths.isEmpty() || depths.size() != cases.size()
          || new java.util.HashSet<>(depths).size() != depths.size()
          || depths.stream().anyMatch(d -> d < 0)) {
        throw new IllegalArgumentException("holds " + label + " needs distinct depths >= 0,"
            + " one target each: " + depths + " " + cases);
      }
    }

    /** The cases in order, then the {@code else} label. */
    @Override
    public List<String> targets() {
      List<String> all = new java.util.ArrayList<>(cases);
      all.add(otherwise);
      return List.copyOf(all);
    }

    @Override
    public Command withTargets(List<String> targets) {
      sameCount(this, targets);
      return new HoldDepth(label, lock, depths, targets.subList(0, depths.size()),
          targets.get(depths.size()), origin);
    }

    /** The label the command goes to when the thread holds the lock at depth {@code d}. */
    public String targetOf(int d) {
      int i = depths.indexOf(d);
      return i < 0 ? otherwise : cases.get(i);
    }
  }
}
