package org.petrify.ir.encode;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;

/**
 * The transitions of a {@code release}, {@code wait}, {@code await}, {@code notify},
 * {@code notifyAll} or {@code signal} run by a thread that does not hold the lock: Java throws
 * {@code IllegalMonitorStateException} there, and rb raises (the command leaves its procedure by
 * the exceptional exit, like a {@code raise}: to the caller's handler, or the thread finishes in
 * a root procedure). The transitions that run the command itself ({@link LockEmitter}) all need
 * the lock held, so the two sets of transitions never compete: a thread at such a command
 * always has exactly one way on (or, holding the lock, the command's own ones).
 *
 * <p><b>Where.</b> Only at the reachable nodes where {@link LockDepths} lets the lock's depth be
 * 0. That analysis over-approximates every depth a run can give the lock at the node (its
 * fixpoint follows every control edge, including these raises, and ignores only blocking), so
 * at every other node the thread surely holds the lock and no transition is missing. In a
 * block-structured program no node qualifies: the net is unchanged.
 *
 * <p><b>The test "not held".</b> Where the depth is static at the node (the location tells
 * it), depth 0 there means not held: the transition needs nothing else. Where the lock's depth is
 * tracked by the one-hot places {@code held.t.k.1..B} ({@link ProgramFacts#isDynamic}), a
 * single-instance thread gets their complement {@code nheld.t.k} (one token, taken by an
 * outermost acquire, given back by an outermost release; a wait keeps it, since the waiting
 * thread is at no command), read by these transitions: exact. A thread with several instances
 * shares its held places among them (already the UNSOUND {@code summary-thread-reentrancy});
 * its transition here has no test, so an instance may throw although it holds the lock
 * (extra runs only, reported with the caveat below).
 *
 * <p><b>Soundness for Java.</b> The net is exact for rb. For Java, every run that never
 * throws {@code IllegalMonitorStateException} keeps its firing sequence (transitions are only
 * added); a run that throws keeps its prefix up to the throw, then follows rb's route, which is
 * Java's route when the exception leaves the method and the caller's call has a handler that
 * catches it: the frontend does not send it to a {@code catch}/{@code finally} of the method
 * itself, and a call whose callee is not known to throw continues after the call (README,
 * limitations). Before these transitions such a thread was stuck there, so no run is lost that
 * was kept before. A javac {@code monitorexit} never throws on the JVM (structured locking): an
 * unheld one in the model comes from an imprecision (a choice among locks, a summary lock,
 * uncorrelated loops, a wrong return; {@link LockDepths} is context-insensitive for shared
 * subnets, so it also admits depth 0 where the net's return addresses exclude it, and the
 * transition then never fires). A witness that uses one of these transitions gets an IMPRECISE
 * caveat from the analysis.
 */
final class UnheldRoutes extends CommandEmitter {
  private final ControlEmitter control;

  UnheldRoutes(ControlGraph g, LockDepths depths, EncodingOptions options, ProgramFacts facts,
      PlaceNames names, NetDraft draft, ControlEmitter control) {
    super(g, depths, options, facts, names, draft);
    this.control = control;
  }

  /** True for the commands that need their lock held: release, wait, await, notify(All), signal. */
  static boolean needsLock(Command c) {
    return c instanceof Command.Release || c instanceof Command.Wait
        || c instanceof Command.Await || c instanceof Command.Notify
        || c instanceof Command.NotifyAll || c instanceof Command.Signal;
  }

  /** True if the thread at reachable node {@code n} (a {@link #needsLock} command) may not hold it. */
  static boolean mayBeUnheld(LockDepths depths, int n, String lock) {
    return depths.reached[n] && (depths.mask(n, depths.lockIndex(lock)) & 1L) != 0;
  }

  /**
   * Per single-instance thread, the locks with tracked depths ({@code dynamic}) that it may
   * release, wait on or notify unheld somewhere, or whose depth a {@code holds} may find 0:
   * they get a {@code nheld} place (the test of depth 0).
   */
  static Map<String, Set<String>> complements(ControlGraph g, LockDepths depths,
      Map<String, Set<String>> dynamic, Set<String> multi) {
    Map<String, Set<String>> out = new HashMap<>();
    for (int n = 0; n < g.nodeCount; n++) {
      Command c = g.command(n);
      if (c == null || !needsLock(c) && !(c instanceof Command.HoldDepth)) {
        continue;
      }
      String t = g.subnet(n).thread();
      String lock = c instanceof Command.HoldDepth h ? h.lock() : Command.lockOf(c);
      if (!multi.contains(t) && dynamic.getOrDefault(t, Set.of()).contains(lock)
          && mayBeUnheld(depths, n, lock)) {
        out.computeIfAbsent(t, k -> new TreeSet<>()).add(lock);
      }
    }
    return out;
  }

  /** The raise of the command at node {@code n} of thread {@code t} on {@code lock}, if it may be unheld. */
  void emit(int n, String t, String lock) {
    if (!mayBeUnheld(depths, n, lock)) {
      return;
    }
    boolean tested = facts.isDynamic(t, lock) && !facts.several(t);
    java.util.function.Consumer<NetDraft.TransitionSpec> guard = tested
        ? tr -> tr.read(names.notHeld(t, lock)) : tr -> { };
    NodeInfo info = info(NodeKind.UNHELD, n, 0);
    control.raise(n, base(n) + ".unheld", info, info, guard);
    if (facts.isDynamic(t, lock) && facts.several(t)) {
      caveat("unheld-monitor", g.command(n).origin(),
          "thread " + t + " may have several instances, which share the depth of " + lock
              + ": the model lets any of them throw IllegalMonitorStateException at this"
              + " release, wait or notification, also one that holds the lock",
          Caveat.Effect.IMPRECISE);
    }
  }
}
