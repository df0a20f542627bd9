package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.Variable;

/**
 * The <em>leaf locks</em> of a program, for the deadlock skeleton ({@link Skeleton}): locks
 * whose holder can never be stuck while it holds them, so that no thread can wait for one
 * forever. Shared or not (class initialisation locks, the monitors of a shared {@code
 * StringBuffer} or synchronized list), such a lock cannot take part in a deadlock, and its
 * {@code acquire} and {@code release} become {@code skip}s.
 *
 * <p><b>Rule.</b> A least fixpoint in rounds: a lock L becomes a leaf when
 * <ul>
 *   <li>its only commands are {@code acquire} and {@code release} (no wait, notify, await,
 *       signal, trylock or depth test), and every procedure using it nests them ({@link
 *       Skeleton#depths}: a release only at depth at least one relative to the procedure's
 *       entry, depth zero again at the exit, depth at most {@value Skeleton#MAX_DEPTH});</li>
 *   <li>at every point of those procedures where its depth may be at least one (inside a
 *       critical section), the command is {@code skip}, {@code goto}, {@code jump},
 *       {@code read}, {@code write}, {@code switch} or {@code raise} (no {@code assign}), an
 *       {@code acquire}/{@code release} of L itself or of a leaf of an earlier round, or a
 *       {@code call} of a <em>quiet</em> procedure: one whose commands are of these kinds
 *       (leaves of earlier rounds only) and whose callees are quiet (a greatest fixpoint, so
 *       plain recursion is quiet).</li>
 * </ul>
 *
 * <p><b>Soundness (dead markings are kept).</b> Let M be a reachable dead marking of the
 * program, and suppose some thread is inside a critical section of a leaf, or at an
 * {@code acquire} of one; take the leaf L of the earliest round involved. A thread T at
 * {@code acquire L} is blocked, so L is held by a thread inside a critical section of L. A
 * thread inside a critical section of L (directly or in a quiet callee) is at a command that
 * never blocks (a plain one, a release of a lock it holds, a reentrant acquire of L), so it can
 * move, or at an acquire of a leaf L' of an earlier round, which, being blocked, is held by a
 * thread inside L''s critical section: the earlier round contradicts the choice of L. So in
 * M no thread is inside a leaf's critical section or at a leaf's acquire. Every run of the
 * program is a run of the program with the leaves' operations made {@code skip}s (they are
 * always enabled there), reaching the same control places; each thread of M is blocked at a
 * command that is no leaf operation, whose enabling does not depend on a leaf's places, so M
 * is dead there too. The cut adds runs (a thread may enter a critical section another holds),
 * hence possibly dead markings the program does not have, never fewer: a deadlock is never
 * hidden. Procedures that stop only at the model's recursion bound are stops of the model, as
 * in {@link Skeleton}'s slicing.
 *
 * <p>Why no {@code assign} inside: the cut lets two threads run critical sections of the lock
 * at once, and a section that changes a tracked value ({@code r = --remaining}) would then lose
 * an update that Java's mutual exclusion keeps ({@code if (r == 0) latch.countDown()} never
 * runs): a dead marking the program does not have, a false deadlock. A section that only tests
 * values interleaves with writers that do not hold the lock, as in Java. Exceptions: a
 * per-thread variable (an int result, a thrown flag, ...: each thread has its own, so two
 * threads inside sections at once cannot lose each other's update), and a class's
 * initialisation state ({@code C.$init}, {@link ClassInitialisation}): only the
 * initialising thread writes it, the constants 1 then 2, inside {@code C}'s initialisation
 * lock, so no update is lost (every interleaving of such writers ends at 2, with each
 * writer's section done); the cut lets a second thread run or pass the initialiser while the
 * first runs it, extra runs as for any leaf (possibly an unconfirmed VIOLATED, never a hidden
 * deadlock).
 *
 * <p>Never a leaf: an unknown lock ({@code ?type}, the one rb lock for every object of a
 * monitor the analysis does not know), which may be the same object as a named lock whose
 * sections block; the argument above needs one lock name per runtime object.
 *
 * <p>Only for deadlock: for termination and livelock a thread may starve at a leaf's acquire.
 */
final class LeafLocks {
  private LeafLocks() {}

  /** The leaf locks of {@code program}, sorted. */
  static Set<String> of(Program program) {
    Map<String, List<Procedure>> users = candidates(program);
    Map<String, Set<String>> callers = new HashMap<>();
    for (Procedure p : program.procedures()) {
      for (Command c : p.body()) {
        if (c instanceof Command.Call call) {
          callers.computeIfAbsent(call.procedure(), k -> new HashSet<>()).add(p.name());
        }
      }
    }
    Map<String, Map<Procedure, BitSet>> held = new HashMap<>();
    users.forEach((lock, procedures) -> {
      Map<Procedure, BitSet> inside = new HashMap<>();
      for (Procedure p : procedures) {
        BitSet[] depths = Skeleton.depths(p, lock);
        if (depths == null) {
          return;
        }
        BitSet at = new BitSet();
        for (int i = 0; i < p.body().size(); i++) {
          if (depths[i].nextSetBit(1) >= 0) {
            at.set(i);
          }
        }
        inside.put(p, at);
      }
      held.put(lock, inside);
    });
    Set<String> perThread = new HashSet<>();
    program.variables().stream().filter(Variable::perThread)
        .forEach(v -> perThread.add(v.name()));
    Set<String> leaves = new TreeSet<>();
    boolean grown = true;
    while (grown) {
      Set<String> loud = loud(program, leaves, callers, perThread);
      Set<String> round = new TreeSet<>();
      for (Map.Entry<String, Map<Procedure, BitSet>> e : held.entrySet()) {
        if (!leaves.contains(e.getKey()) && quietInside(e.getKey(), e.getValue(), leaves, loud,
            perThread)) {
          round.add(e.getKey());
        }
      }
      grown = leaves.addAll(round);
    }
    return leaves;
  }

  /** Per lock that only acquires and releases touch, the procedures that use it. */
  private static Map<String, List<Procedure>> candidates(Program program) {
    Map<String, List<Procedure>> users = new HashMap<>();
    Set<String> other = new HashSet<>();
    for (Procedure p : program.procedures()) {
      Set<String> used = new HashSet<>();
      for (Command c : p.body()) {
        if (c instanceof Command.HoldDepth h) {
          other.add(h.lock());
        }
        String lock = Command.lockOf(c);
        if (lock == null) {
          continue;
        }
        if (c instanceof Command.Acquire || c instanceof Command.Release) {
          used.add(lock);
        } else {
          other.add(lock);
        }
      }
      for (String l : used) {
        users.computeIfAbsent(l, k -> new ArrayList<>()).add(p);
      }
    }
    users.keySet().removeAll(other);
    // an unknown lock (?type) stands for any object, also one another lock name takes in a
    // section that may block: its holder's plain section proves nothing about that object
    users.keySet().removeIf(l -> l.startsWith("?"));
    return users;
  }

  /**
   * The procedures that are not quiet for {@code leaves}: those with a command other than a
   * plain one or an acquire/release of a leaf, and their callers (a least fixpoint).
   */
  private static Set<String> loud(Program program, Set<String> leaves,
      Map<String, Set<String>> callers, Set<String> perThread) {
    Set<String> loud = new HashSet<>();
    ArrayDeque<String> work = new ArrayDeque<>();
    for (Procedure p : program.procedures()) {
      for (Command c : p.body()) {
        if (!(c instanceof Command.Call) && !allowed(c, leaves, null, perThread)) {
          loud.add(p.name());
          work.add(p.name());
          break;
        }
      }
    }
    while (!work.isEmpty()) {
      for (String caller : callers.getOrDefault(work.poll(), Set.of())) {
        if (loud.add(caller)) {
          work.add(caller);
        }
      }
    }
    return loud;
  }

  /** True if every command inside {@code lock}'s critical sections never blocks its holder. */
  private static boolean quietInside(String lock, Map<Procedure, BitSet> inside,
      Set<String> leaves, Set<String> loud, Set<String> perThread) {
    for (Map.Entry<Procedure, BitSet> e : inside.entrySet()) {
      List<Command> body = e.getKey().body();
      for (int i = e.getValue().nextSetBit(0); i >= 0; i = e.getValue().nextSetBit(i + 1)) {
        Command c = body.get(i);
        boolean ok = c instanceof Command.Call call
            ? !loud.contains(call.procedure()) : allowed(c, leaves, lock, perThread);
        if (!ok) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * True for a plain command other than a call that changes no tracked value ({@code skip},
   * {@code goto}, {@code jump}, {@code read}, {@code write}, {@code switch}, {@code raise};
   * not {@code assign}, see the class comment, except of a per-thread variable or of a class's
   * initialisation state) and for an acquire or release of a leaf or of {@code own}.
   */
  private static boolean allowed(Command c, Set<String> leaves, String own,
      Set<String> perThread) {
    if (c instanceof Command.Acquire || c instanceof Command.Release) {
      String lock = Command.lockOf(c);
      return leaves.contains(lock) || lock.equals(own);
    }
    return c instanceof Command.Skip || c instanceof Command.Goto || c instanceof Command.Jump
        || c instanceof Command.Read || c instanceof Command.Write
        || c instanceof Command.Switch || c instanceof Command.Raise
        || c instanceof Command.Assign a && (perThread.contains(a.variable())
            || ClassInitialisation.isStateVariable(a.variable()));
  }
}
