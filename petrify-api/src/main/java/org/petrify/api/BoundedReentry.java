package org.petrify.api;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.petrify.ir.encode.HeldLock;
import org.petrify.ir.encode.NetOrigins;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.encode.NodeKind;
import org.petrify.ir.encode.ThreadState;
import org.petrify.ir.rb.Command;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;

/**
 * A thread of a dead marking that is stopped at an acquire of a lock it holds itself: Java
 * re-enters a lock its thread holds, so the net stops it there only because the lock's depth
 * reached the reentrancy bound (an acquire at the bound has no transition; UNSOUND caveat
 * {@code reentrancy-bound}). Such a dead state is no deadlock of the program, and the model
 * does not follow the program beyond the bound, so the check gives no verdict (INCONCLUSIVE)
 * rather than a VIOLATED that no run shows. A thread with several instances is skipped: they
 * share the held places, so the holder may be another instance, a real block.
 *
 * <p>(A release, wait or notification of a lock not held has transitions of its own that throw
 * {@code IllegalMonitorStateException}, the encoder's {@code UnheldRoutes}: no dead state has a
 * thread stopped there any more.)
 */
final class BoundedReentry {
  private BoundedReentry() {}

  /** The first single-instance thread stopped at an acquire of a lock it holds, if any. */
  static Optional<ThreadState> find(List<ThreadState> states, Predicate<String> multiInstance) {
    for (ThreadState s : states) {
      if (s.status() == ThreadState.Status.RUNNABLE || s.where() == null
          || multiInstance.test(s.thread())) {
        continue;
      }
      Command c = s.where().command();
      String lock = c instanceof Command.Acquire || c instanceof Command.TryAcquire
          ? Command.lockOf(c) : null;
      if (lock != null && s.held().stream().map(HeldLock::lock).anyMatch(lock::equals)) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }

  /**
   * The same condition as {@link #find} as a state formula over the net's places, true in a
   * marking where some single-instance thread is at an acquire of a lock it holds: the OR, over
   * the control places {@code p} of such threads whose command acquires a lock {@code L}, of
   * {@code p > 0} when the lock-depth analysis fixes {@code L} as held at {@code p}, else of
   * {@code p > 0 AND held(thread, L) > 0} (the sum of the thread's {@link NodeKind#LOCK_HELD}
   * places of {@code L}; none: no term). In a dead marking it holds exactly when {@link #find}
   * finds a thread. Null when there is no term (no dead marking can have such a thread).
   */
  static Formula stopFormula(NetOrigins origins, int placeCount) {
    Map<List<String>, List<Integer>> held = heldPlaces(origins, placeCount);
    List<Formula> terms = new ArrayList<>();
    for (int p = 0; p < placeCount; p++) {
      NodeInfo info = origins.place(p);
      if (!isControl(info.kind()) || info.thread() == null
          || origins.isMultiInstance(info.thread())) {
        continue;
      }
      Command c = info.command();
      String lock = c instanceof Command.Acquire || c instanceof Command.TryAcquire
          ? Command.lockOf(c) : null;
      if (lock == null) {
        continue;
      }
      Formula at = positive(List.of(p));
      if (origins.staticHeld(p).stream().map(HeldLock::lock).anyMatch(lock::equals)) {
        terms.add(at);
        continue;
      }
      List<Integer> holding = held.get(List.of(info.thread(), lock));
      if (holding != null) {
        terms.add(new Formula.And(List.of(at, positive(holding))));
      }
    }
    return terms.isEmpty() ? null : terms.size() == 1 ? terms.get(0) : new Formula.Or(terms);
  }

  private static boolean isControl(NodeKind kind) {
    return kind == NodeKind.LOCATION || kind == NodeKind.WAITING || kind == NodeKind.WOKEN
        || kind == NodeKind.NOTIFYING_ALL;
  }

  /** The {@link NodeKind#LOCK_HELD} places by (thread, lock). */
  private static Map<List<String>, List<Integer>> heldPlaces(NetOrigins origins,
      int placeCount) {
    Map<List<String>, List<Integer>> held = new HashMap<>();
    for (int q = 0; q < placeCount; q++) {
      NodeInfo h = origins.place(q);
      if (h.kind() == NodeKind.LOCK_HELD) {
        held.computeIfAbsent(List.of(h.thread(), h.lock()), k -> new ArrayList<>()).add(q);
      }
    }
    return held;
  }

  private static Formula positive(List<Integer> places) {
    return new Formula.Compare(new IntExpr.Tokens(places), Formula.CompareOp.GT,
        new IntExpr.Constant(0));
  }
}
