package org.petrify.ir.encode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.petrify.ir.rb.JvmExit;
import org.petrify.ir.rb.KeptAlive;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;

/**
 * The program properties of the paper's Tab. 3 as CTL formulas over an encoded program's
 * monitor places. {@code running(t)} is the token count of thread {@code t}'s running place:
 * the number of its started, unfinished instances. Threads never forked have no token there,
 * and normal termination of every thread leaves a dead marking in which no running place is
 * marked, so a net deadlock is a program deadlock exactly when some running place is marked.
 *
 * <p>Path semantics are those of the MCC and LoLA: paths are maximal, so a path that reaches a
 * dead marking ends there (finite), and {@code EG} is satisfied by a finite maximal path as well
 * as an infinite one.
 */
public final class ProgramProperties {
  private ProgramProperties() {}

  /**
   * {@code EF (DEADLOCK AND running > 0)}: TRUE iff the program can deadlock — reach a state
   * where no thread can move and some started thread has not finished (threads blocked on
   * locks, joins, or waiting for a notification that never comes).
   */
  public static Formula deadlock(EncodedProgram encoded) {
    Formula dead = and(new Formula.Deadlock(), someRunning(encoded), notExited(encoded),
        notStoppedAtReentry(encoded));
    Formula overflow = overflow(encoded);
    return new Formula.EF(overflow == null ? dead : new Formula.Or(List.of(dead, overflow)));
  }

  /**
   * Deadlock of a program with daemon threads: {@code EF (DEADLOCK AND nonDaemonRunning > 0)}
   * (or an overflow). A dead marking in which every non-daemon thread has finished is no hang:
   * the JVM exits then (JLS 12.8), whatever its daemon threads wait for, so it is not a
   * deadlock; one in which some non-daemon thread is still running is (it waits for ever, and
   * keeps the JVM alive). {@code daemons} are the rb thread ids that are certainly daemons
   * ({@code DaemonThreads}); any other thread counts as non-daemon, so a daemon not recognised
   * can only make a deadlock reported that the JVM cuts short. Without daemons this is
   * {@link #deadlock(EncodedProgram)}.
   */
  public static Formula deadlock(EncodedProgram encoded, java.util.Set<String> daemons) {
    Formula nonDaemon = nonDaemonRunning(encoded, daemons);
    if (nonDaemon == null) {
      return deadlock(encoded);
    }
    Formula dead = and(new Formula.Deadlock(), nonDaemon, notExited(encoded),
        notStoppedAtReentry(encoded));
    Formula overflow = overflow(encoded);
    return new Formula.EF(overflow == null ? dead : new Formula.Or(List.of(dead, overflow)));
  }

  /**
   * {@code ovf > 0} over the overflow places of limit counters, or {@code null} if there are
   * none. A state satisfying it is where the model stops following the program (a count beyond
   * the model's capacity), so the deadlock and livelock formulas also hold when it is reachable
   * ({@code EF (... OR ovf > 0)}), and a caller that finds the overflow place marked on the
   * witness reports the check as inconclusive rather than as a violation. Termination needs no
   * such term: an overflowed thread stays running forever, so a terminating model has no
   * reachable overflow.
   */
  public static Formula overflow(EncodedProgram encoded) {
    List<Integer> places = encoded.origins().overflowPlaces();
    if (places.isEmpty()) {
      return null;
    }
    return new Formula.Compare(new IntExpr.Tokens(places), Formula.CompareOp.GT,
        new IntExpr.Constant(0));
  }

  /**
   * {@code AF (DEADLOCK AND running = 0)}: TRUE iff the program always terminates — every
   * maximal path is finite and ends with every started thread finished. It is FALSE if the
   * program can deadlock (that path ends in a dead marking with a running thread) or can run
   * forever (an infinite path never reaches a dead marking). Without fairness, an infinite path
   * may starve threads, so a program that terminates only under a fair scheduler is reported
   * as non-terminating.
   */
  public static Formula termination(EncodedProgram encoded) {
    Formula normal = and(new Formula.Deadlock(), new Formula.Not(someRunning(encoded)),
        notKeptAlive(encoded));
    Formula exited = exited(encoded);
    return new Formula.AF(exited == null ? normal : new Formula.Or(List.of(normal, exited)));
  }

  /**
   * Termination of a program with daemon threads: {@code AF ((DEADLOCK AND running = 0) OR
   * nonDaemonRunning = 0)}. The JVM exits as soon as every non-daemon thread has finished
   * (JLS 12.8, {@code Thread.setDaemon}), whatever its daemon threads are doing, so a path
   * terminates once no non-daemon thread is running, even if a daemon thread spins or waits
   * forever. The main thread is never a daemon, so {@code nonDaemonRunning = 0} needs it
   * finished. {@code daemons} are rb thread ids that are certainly daemons (the frontend's
   * {@code DaemonThreads}); a thread not listed counts as non-daemon, the conservative side.
   * Without daemons this is {@link #termination(EncodedProgram)}.
   */
  public static Formula termination(EncodedProgram encoded, java.util.Set<String> daemons) {
    Formula plain = termination(encoded);
    Formula nonDaemon = nonDaemonRunning(encoded, daemons);
    if (nonDaemon == null) {
      return plain;
    }
    Formula normal = and(new Formula.Deadlock(), new Formula.Not(someRunning(encoded)),
        notKeptAlive(encoded));
    Formula daemonsOnly = and(new Formula.Not(nonDaemon), notKeptAlive(encoded));
    Formula exited = exited(encoded);
    return new Formula.AF(new Formula.Or(exited == null
        ? List.of(normal, daemonsOnly)
        : List.of(normal, daemonsOnly, exited)));
  }

  /**
   * {@link #livelock(EncodedProgram)} of a program with daemon threads: a thread is livelocked
   * only on a path on which some non-daemon thread keeps running too, or an idle pool worker
   * keeps the JVM alive ({@code EF EG (NOT DEADLOCK AND running(t) > 0 AND (nonDaemonRunning >
   * 0 OR NOT notKeptAlive))}, {@link #notKeptAlive}); once every non-daemon thread has finished
   * and no such worker exists the JVM exits, so a daemon thread that is left spinning is no
   * livelock.
   */
  public static Formula livelock(EncodedProgram encoded, java.util.Set<String> daemons) {
    Formula nonDaemon = nonDaemonRunning(encoded, daemons);
    if (nonDaemon == null) {
      return livelock(encoded);
    }
    Formula notKeptAlive = notKeptAlive(encoded);
    Formula jvmAlive = notKeptAlive == null ? nonDaemon
        : new Formula.Or(List.of(nonDaemon, new Formula.Not(notKeptAlive)));
    List<Formula> perThread = new ArrayList<>();
    for (Map.Entry<String, Integer> e : encoded.origins().runningPlaces().entrySet()) {
      Formula running = new Formula.Compare(new IntExpr.Tokens(List.of(e.getValue())),
          Formula.CompareOp.GT, new IntExpr.Constant(0));
      perThread.add(new Formula.EF(new Formula.EG(and(
          new Formula.Not(new Formula.Deadlock()), running, jvmAlive, notExited(encoded)))));
    }
    Formula overflow = overflow(encoded);
    if (overflow != null) {
      perThread.add(new Formula.EF(overflow));
    }
    return perThread.size() == 1 ? perThread.get(0) : new Formula.Or(perThread);
  }

  /**
   * {@code nonDaemonRunning > 0} over the running places of the threads not in
   * {@code daemons}, or null when no running place is a daemon's (nothing changes then).
   */
  private static Formula nonDaemonRunning(EncodedProgram encoded,
      java.util.Set<String> daemons) {
    Map<String, Integer> running = encoded.origins().runningPlaces();
    List<Integer> places = new ArrayList<>();
    boolean any = false;
    for (Map.Entry<String, Integer> e : running.entrySet()) {
      if (daemons.contains(e.getKey())) {
        any = true;
      } else {
        places.add(e.getValue());
      }
    }
    if (!any) {
      return null;
    }
    if (places.isEmpty()) {
      return new Formula.Compare(new IntExpr.Constant(0), Formula.CompareOp.GT,
          new IntExpr.Constant(0));
    }
    return new Formula.Compare(new IntExpr.Tokens(places), Formula.CompareOp.GT,
        new IntExpr.Constant(0));
  }

  /**
   * {@code OR over threads t of EF EG (NOT DEADLOCK AND running(t) > 0)}: TRUE iff some thread
   * can stay unfinished forever while the program keeps moving. Because maximal paths that end
   * in a dead marking fail {@code NOT DEADLOCK} at their end, the {@code EG} needs an infinite
   * path: one on which thread {@code t} is started and never finishes (it loops, or it is
   * blocked while another thread loops). Without fairness that includes starvation: a thread
   * that would finish if scheduled is "livelocked" whenever another thread can loop forever.
   * For a thread with several instances, {@code running(t) > 0} may be kept true by a
   * succession of different instances.
   */
  public static Formula livelock(EncodedProgram encoded) {
    List<Formula> perThread = new ArrayList<>();
    for (String thread : encoded.origins().runningPlaces().keySet()) {
      perThread.add(livelock(encoded, thread));
    }
    Formula overflow = overflow(encoded);
    if (overflow != null) {
      perThread.add(new Formula.EF(overflow));
    }
    return perThread.size() == 1 ? perThread.get(0) : new Formula.Or(perThread);
  }

  /** {@code EF EG (NOT DEADLOCK AND running(thread) > 0)}: that thread can livelock. */
  public static Formula livelock(EncodedProgram encoded, String thread) {
    Integer place = encoded.origins().runningPlaces().get(thread);
    if (place == null) {
      throw new IllegalArgumentException("no thread " + thread + " in the encoded program");
    }
    Formula running = new Formula.Compare(new IntExpr.Tokens(List.of(place)),
        Formula.CompareOp.GT, new IntExpr.Constant(0));
    return new Formula.EF(new Formula.EG(and(
        new Formula.Not(new Formula.Deadlock()), running, notExited(encoded))));
  }

  /**
   * {@code exit > 0} over the value place of the JVM's exit counter ({@link JvmExit}), or null
   * when the program has no exit. A marking that satisfies it is one after {@code
   * System.exit}: the JVM has ended there, so it is no deadlock and no livelock (whatever the
   * model's other threads still do or wait for), and a path that reaches it has terminated.
   * The counter is never decreased, so a marking with {@code exit = 0} is reached by a run
   * without exit, which the JVM can run.
   */
  public static Formula exited(EncodedProgram encoded) {
    for (int p : encoded.origins().places(NodeKind.COUNTER)) {
      if (JvmExit.COUNTER.equals(encoded.origins().place(p).lock())) {
        return new Formula.Compare(new IntExpr.Tokens(List.of(p)), Formula.CompareOp.GT,
            new IntExpr.Constant(0));
      }
    }
    return null;
  }

  /**
   * No worker of a pool keeps the JVM alive ({@link KeptAlive}): {@code jvm.keptAlive = 0},
   * and {@code workers@p <= shutdown@p} for every tracked pool {@code p} (a worker exists only
   * if the pool was shut down; with no shutdown counter in the net, {@code workers@p = 0}); null
   * when the program has no such counter. The counters are never decreased: a marking that
   * breaks this is reached only by runs that left a worker waiting for tasks forever, and such
   * a run does not terminate (the JVM never exits normally, only by {@code System.exit}).
   */
  static Formula notKeptAlive(EncodedProgram encoded) {
    Map<String, Integer> counters = new java.util.TreeMap<>();
    for (int p : encoded.origins().places(NodeKind.COUNTER)) {
      String name = encoded.origins().place(p).lock();
      if (name != null && (KeptAlive.isWorkers(name) || KeptAlive.isShutDown(name))) {
        counters.put(name, p);
      }
    }
    List<Formula> parts = new ArrayList<>();
    counters.forEach((name, p) -> {
      if (!KeptAlive.isWorkers(name)) {
        return;
      }
      String pool = KeptAlive.poolOf(name);
      Integer shut = pool == null ? null : counters.get(KeptAlive.shutDown(pool));
      parts.add(new Formula.Compare(new IntExpr.Tokens(List.of(p)),
          shut == null ? Formula.CompareOp.EQ : Formula.CompareOp.LE,
          shut == null ? new IntExpr.Constant(0) : new IntExpr.Tokens(List.of(shut))));
    });
    return parts.isEmpty() ? null : and(parts.toArray(Formula[]::new));
  }

  /**
   * {@code NOT stop}, where {@code stop} holds in a marking in which some thread with a single
   * instance is at an acquire (or try-acquire) of a lock and one of its held-depth places of
   * that lock is marked; {@code null} if no such pair of places exists. In a dead marking this
   * is exactly a thread stopped at a re-entry at the reentrancy bound ({@code BoundedReentry} of
   * the API): a lock of static depth re-enters by a transition that needs nothing but the
   * control place, and a dynamic lock held at depth {@code d} below the bound has a transition
   * {@code .d<d>} needing only the control place and the held place of depth {@code d}, so such
   * a thread is stopped only at the bound, where {@code LockEmitter} gives no transition and
   * the UNSOUND caveat {@code reentrancy-bound}. Java re-enters there, so that dead marking is
   * no deadlock of the program; as a conjunct of the deadlock goal it lets the search go on to
   * the dead markings that are ({@code Reachability.deadlockFilter}: deadlock-preserving
   * stubborn sets keep every reachable dead marking, so the filter loses none). What lies
   * beyond the bound stays unexplored, which the caveat already says. Threads with several
   * instances share their held places, so the holder may be another instance: not excluded.
   */
  static Formula notStoppedAtReentry(EncodedProgram encoded) {
    NetOrigins origins = encoded.origins();
    Map<List<String>, List<Integer>> held = new java.util.HashMap<>();
    for (int q : origins.places(NodeKind.LOCK_HELD)) {
      NodeInfo h = origins.place(q);
      held.computeIfAbsent(List.of(h.thread(), h.lock()), k -> new ArrayList<>()).add(q);
    }
    List<Formula> stops = new ArrayList<>();
    for (int p : origins.places(NodeKind.LOCATION)) {
      NodeInfo at = origins.place(p);
      org.petrify.ir.rb.Command c = at.command();
      if (!(c instanceof org.petrify.ir.rb.Command.Acquire
          || c instanceof org.petrify.ir.rb.Command.TryAcquire)
          || origins.isMultiInstance(at.thread())) {
        continue;
      }
      List<Integer> holding = held.get(List.of(at.thread(),
          org.petrify.ir.rb.Command.lockOf(c)));
      if (holding != null) {
        stops.add(new Formula.And(List.of(positive(List.of(p)), positive(holding))));
      }
    }
    if (stops.isEmpty()) {
      return null;
    }
    return new Formula.Not(stops.size() == 1 ? stops.get(0) : new Formula.Or(stops));
  }

  private static Formula positive(List<Integer> places) {
    return new Formula.Compare(new IntExpr.Tokens(List.copyOf(places)), Formula.CompareOp.GT,
        new IntExpr.Constant(0));
  }

  private static Formula notExited(EncodedProgram encoded) {
    Formula exited = exited(encoded);
    return exited == null ? null : new Formula.Not(exited);
  }

  /** The conjunction of the formulas that are not null. */
  private static Formula and(Formula... parts) {
    List<Formula> present = new ArrayList<>();
    for (Formula f : parts) {
      if (f != null) {
        present.add(f);
      }
    }
    return present.size() == 1 ? present.get(0) : new Formula.And(present);
  }

  /** {@code running > 0}: the sum over all running places is positive. */
  public static Formula someRunning(EncodedProgram encoded) {
    Map<String, Integer> running = encoded.origins().runningPlaces();
    return new Formula.Compare(new IntExpr.Tokens(List.copyOf(running.values())),
        Formula.CompareOp.GT, new IntExpr.Constant(0));
  }
}
