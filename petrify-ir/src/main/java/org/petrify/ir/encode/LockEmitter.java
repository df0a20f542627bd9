package org.petrify.ir.encode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.petrify.ir.encode.NetDraft.TransitionSpec;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;

/**
 * The transitions of locks and wait sets: {@code acquire}, {@code trylock}, {@code release},
 * {@code wait}, {@code await}, {@code notify}, {@code notifyAll}, {@code signal} and the
 * hold-depth test {@code holds} (see
 * {@link NetEncoder} for the places). A lock whose depth is static at a node needs no depth
 * place: the location tells it; a dynamic one ({@link ProgramFacts#isDynamic}) gets one
 * transition per possible depth, named with a {@code .d<depth>} suffix.
 */
final class LockEmitter extends CommandEmitter {
  /** A place where a thread waits for a notification on a lock, and its companions. */
  record Waiter(String thread, String waiting, String woken, String notWaiting, String id) {}

  /** Per wait set, its waiters in node order. */
  private final Map<String, List<Waiter>> waiters;

  LockEmitter(ControlGraph g, LockDepths depths, EncodingOptions options, ProgramFacts facts,
      PlaceNames names, NetDraft draft, Map<String, List<Waiter>> waiters) {
    super(g, depths, options, facts, names, draft);
    this.waiters = waiters;
  }

  void acquire(int n, String t, String lock, String next) {
    if (!facts.isDynamic(t, lock)) {
      int d = depths.staticDepth(n, lock);
      TransitionSpec tr = command(base(n), n, d).in(at(n)).out(next);
      if (d == 0) {
        take(tr, lock);
      }
      return;
    }
    int bound = options.reentrancyBound();
    for (int d : depths.depthsAt(n, lock, 0)) {
      if (d >= bound) {
        caveat("reentrancy-bound", g.command(n).origin(),
            "thread " + t + " may acquire " + lock + " reentrantly beyond depth " + bound
                + "; such acquires block in the net (raise the bound with --reentrancy-bound N or"
                + " Analysis.reentrancyBound(N), at most " + (LockDepths.CAP - 1) + ")",
            Caveat.Effect.UNSOUND);
        continue;
      }
      TransitionSpec tr = command(base(n) + ".d" + d, n, d).in(at(n)).out(next)
          .out(names.held(t, lock, d + 1));
      if (d == 0) {
        take(tr, lock);
        if (facts.tracksNotHeld(t, lock)) {
          tr.in(names.notHeld(t, lock));
        }
      } else {
        tr.in(names.held(t, lock, d));
      }
    }
  }

  /** The transitions of {@code acquire}, and a failure transition that reads the taken place. */
  void tryAcquire(int n, String t, Command.TryAcquire ta, String next) {
    acquire(n, t, ta.lock(), next);
    transition(base(n) + ".fail", info(NodeKind.TRYLOCK_FAILED, n, 0))
        .in(at(n)).out(at(g.nodeOf(n, ta.failure()))).read(names.taken(ta.lock()));
  }

  void release(int n, String t, String lock, String next) {
    if (!facts.isDynamic(t, lock)) {
      int d = depths.staticDepth(n, lock);
      if (d >= 1) {
        TransitionSpec tr = command(base(n), n, d).in(at(n)).out(next);
        if (d == 1) {
          give(tr, lock);
        }
      }
      return;
    }
    for (int d : depths.depthsAt(n, lock, 1)) {
      if (d <= options.reentrancyBound()) {
        TransitionSpec tr = command(base(n) + ".d" + d, n, d).in(at(n)).out(next)
            .in(names.held(t, lock, d));
        if (d == 1) {
          give(tr, lock);
          if (facts.tracksNotHeld(t, lock)) {
            tr.out(names.notHeld(t, lock));
          }
        } else {
          tr.out(names.held(t, lock, d - 1));
        }
      }
    }
  }

  /**
   * A wait (or await) releases the lock and marks its waiting place; a notification moves the
   * token to the woken place, from which the thread re-acquires the lock. A timed await may also
   * move there by itself (the timeout). With an {@code interrupted} exit, a set flag moves the
   * token to a place of its own instead, from which the thread re-acquires the lock and goes to
   * the handler.
   */
  void await(int n, String t, String lock, boolean timed, String next,
      InterruptFlags.WaitExit interrupted) {
    boolean dynamic = facts.isDynamic(t, lock);
    for (int d : depths.depthsAt(n, lock, 1)) {
      if (dynamic && d > options.reentrancyBound()) {
        continue;
      }
      String suffix = dynamic ? ".d" + d : "";
      String id = base(n) + suffix;
      TransitionSpec release = command(base(n) + ".wait" + suffix, n, d)
          .in(at(n)).out(PlaceNames.waiting(id));
      give(release, lock);
      TransitionSpec wake = transition(base(n) + ".wake" + suffix,
          info(NodeKind.WAKE_UP, n, d)).in(PlaceNames.woken(id)).out(next);
      take(wake, lock);
      if (dynamic) {
        release.in(names.held(t, lock, d));
        wake.out(names.held(t, lock, d));
      }
      if (!facts.several(t)) {
        release.in(PlaceNames.notWaiting(id));
      }
      if (interrupted != null) {
        interruptedWait(n, t, lock, d, suffix, interrupted);
      }
      if (timed) {
        TransitionSpec timeout = transition(base(n) + ".timeout" + suffix,
            info(NodeKind.TIMEOUT, n, d)).in(PlaceNames.waiting(id)).out(PlaceNames.woken(id));
        if (!facts.several(t)) {
          timeout.out(PlaceNames.notWaiting(id));
        }
      }
    }
  }

  /** The way out of the wait set {@code id} for a thread whose flag is set ({@link #await}). */
  private void interruptedWait(int n, String t, String lock, int d, String suffix,
      InterruptFlags.WaitExit exit) {
    String id = base(n) + suffix;
    String out = PlaceNames.interruptedWaiter(id);
    draft.place(out, 0, info(NodeKind.WOKEN, n, d));
    TransitionSpec leave = command(base(exit.marker()) + ".interrupted." + id, exit.marker(), d)
        .in(PlaceNames.waiting(id)).in(exit.flag()).out(exit.noFlag()).out(out);
    if (!facts.several(t)) {
      leave.out(PlaceNames.notWaiting(id));
    }
    TransitionSpec reacquire = transition(base(n) + ".wake.interrupted" + suffix,
        info(NodeKind.WAKE_UP, n, d)).in(out).out(exit.handler());
    take(reacquire, lock);
    if (!suffix.isEmpty()) {
      reacquire.out(names.held(t, lock, d));
    }
  }

  /** A notify, notifyAll or signal of the wait set {@code set}, holding {@code lock}. */
  void notify(int n, String t, String lock, String set, boolean all, String next) {
    boolean dynamic = facts.isDynamic(t, lock);
    List<Waiter> relevant = new ArrayList<>();
    for (Waiter w : waiters.getOrDefault(set, List.of())) {
      if (!w.thread().equals(t) || facts.several(t)) {
        relevant.add(w);
      }
    }
    boolean lossy = relevant.stream().anyMatch(w -> w.notWaiting() == null);
    if (lossy) {
      caveat("lossy-notify", g.command(n).origin(),
          "waiters on " + set + " include a thread with several instances: the net cannot"
              + " test that none waits, so a notification may be lost although one does",
          Caveat.Effect.IMPRECISE);
    }
    String mode = names.notifyingAll(n);
    // the depths at which the thread may run the command holding the lock; none where it
    // never holds it here (a choice among locks): then only the unheld raise leaves the node
    List<Integer> held = new ArrayList<>();
    for (int d : depths.depthsAt(n, lock, 1)) {
      if (!dynamic || d <= options.reentrancyBound()) {
        held.add(d);
      }
    }
    boolean broadcast = all && !relevant.isEmpty() && !held.isEmpty();
    if (broadcast) {
      draft.place(mode, 0, new NodeInfo(NodeKind.NOTIFYING_ALL, t, g.subnet(n), g.label(n),
          g.command(n), lock, 0));
    }
    for (int d : held) {
      String suffix = dynamic ? ".d" + d : "";
      String v = base(n) + suffix;
      if (all && !relevant.isEmpty()) {
        TransitionSpec enter = command(v, n, d).in(at(n)).out(mode);
        holds(enter, dynamic, t, lock, d);
        continue;
      }
      if (!all) {
        for (Waiter w : relevant) {
          TransitionSpec wake = command(v + ".wake." + w.id(), n, d).in(at(n)).out(next)
              .in(w.waiting()).out(w.woken());
          if (w.notWaiting() != null) {
            wake.out(w.notWaiting());
          }
          holds(wake, dynamic, t, lock, d);
        }
      }
      TransitionSpec none = command(v + (relevant.isEmpty() ? "" : ".none"), n, d)
          .in(at(n)).out(next);
      holds(none, dynamic, t, lock, d);
      if (!lossy) {
        relevant.forEach(w -> none.read(w.notWaiting()));
      }
    }
    if (broadcast) {
      for (Waiter w : relevant) {
        TransitionSpec wake = command(base(n) + ".all." + w.id(), n, 0).read(mode)
            .in(w.waiting()).out(w.woken());
        if (w.notWaiting() != null) {
          wake.out(w.notWaiting());
        }
      }
      TransitionSpec done = command(base(n) + ".done", n, 0).in(mode).out(next);
      if (!lossy) {
        relevant.forEach(w -> done.read(w.notWaiting()));
      }
    }
  }

  /**
   * A {@code holds} test: one transition per depth the lock may have here, to that depth's
   * label. Where the depth is static, the location tells it: one transition, exact. Where it is
   * tracked ({@link ProgramFacts#isDynamic}) on a single-instance thread, the transition for
   * depth {@code d >= 1} reads {@code held.t.k.d} and the one for depth 0 reads {@code nheld.t.k}
   * ({@link UnheldRoutes#complements} gives it one wherever a test may find 0): exactly one of
   * them is enabled, the one of the thread's depth. A thread with several instances shares its
   * held places among them, so no place tells one instance's depth: the transitions read
   * nothing, a free choice among the depths {@link LockDepths} allows (every Java outcome is
   * among them; IMPRECISE). Depths beyond the reentrancy bound never occur in the net (the
   * acquire that would reach them blocks).
   */
  void holds(int n, String t, Command.HoldDepth h) {
    String lock = h.lock();
    if (!facts.isDynamic(t, lock)) {
      int d = depths.staticDepth(n, lock);
      command(base(n), n, d).in(at(n)).out(at(g.nodeOf(n, h.targetOf(d))));
      return;
    }
    boolean several = facts.several(t);
    if (several) {
      caveat("hold-depth-summary", h.origin(),
          "thread " + t + " may have several instances, which share the depth of " + lock
              + ": its hold-count test is a choice among the depths it may have",
          Caveat.Effect.IMPRECISE);
    }
    for (int d : depths.depthsAt(n, lock, 0)) {
      if (d > options.reentrancyBound() || d >= LockDepths.CAP) {
        continue;
      }
      TransitionSpec tr = command(base(n) + ".d" + d, n, d).in(at(n))
          .out(at(g.nodeOf(n, h.targetOf(d))));
      if (!several) {
        tr.read(d == 0 ? names.notHeld(t, lock) : names.held(t, lock, d));
      }
    }
  }

  /** The transition takes the free lock (and marks it taken if a trylock tests it). */
  private void take(TransitionSpec tr, String lock) {
    tr.in(names.free(lock));
    if (facts.triedLocks().contains(lock)) {
      tr.out(names.taken(lock));
    }
  }

  /** The transition frees the lock. */
  private void give(TransitionSpec tr, String lock) {
    tr.out(names.free(lock));
    if (facts.triedLocks().contains(lock)) {
      tr.in(names.taken(lock));
    }
  }

  private void holds(TransitionSpec tr, boolean dynamic, String t, String lock, int d) {
    if (dynamic) {
      tr.read(names.held(t, lock, d));
    }
  }
}
