package org.petrify.ir.encode;

import java.util.Set;
import java.util.TreeSet;
import org.petrify.ir.encode.NetDraft.TransitionSpec;
import org.petrify.ir.rb.Command;

/**
 * The net of Java's interrupt flag ({@code interrupt t}, {@code interruptible H},
 * {@code clearinterrupt}). Every thread id that some reached {@code interrupt} names (a
 * {@code self} interrupt names the running thread) gets a flag place {@code intr.T} and its
 * complement {@code nointr.T} (initially marked), so the pair is 1-safe.
 *
 * <p>Transitions: {@code interrupt t} moves the token from {@code nointr.t} to {@code intr.t},
 * or, when the flag is already set, reads {@code intr.t} ({@code .again}); {@code
 * clearinterrupt} moves it back or reads {@code nointr}; {@code interruptible H} at node n is a
 * skip to n+1 plus, for a flagged thread, the exit {@code .interrupted}: from the place of node
 * n+1 (the wait the marker precedes) and {@code intr.T} to the place of H and {@code nointr.T}.
 * The exit is enabled exactly while the thread is at the wait (also blocked there) with its
 * flag set, as an interrupt makes a Java wait throw whether it arrives before or during the
 * wait. A {@code wait} or {@code await} releases its lock, so the exit from its place covers
 * only a flag set before the wait (Java throws at once, the lock still held); a flag set while
 * the thread is in the wait set takes it out of the set ({@link WaitExit}), to re-acquire the
 * lock at its depth and then go to H, as Java re-acquires the monitor before it throws. A
 * {@code checked} marker's skip also reads {@code nointr.T}, and its {@code .flagged} exit
 * leaves the marker's own place for H when the flag is set: a wait that tests the flag on entry
 * cannot be entered with it set (under fairness a thread cannot take the skip forever). A
 * thread never interrupted gets no exit (it could never fire), its markers skip
 * unconditionally, and its {@code clearinterrupt} is a skip. Instances of one thread id share its flag: an interrupt of one may
 * end another's wait instead, more runs than Java's, never fewer.
 */
final class InterruptFlags extends CommandEmitter {
  private final Set<String> flagged = new TreeSet<>();

  InterruptFlags(ControlGraph g, LockDepths depths, EncodingOptions options, ProgramFacts facts,
      PlaceNames names, NetDraft draft) {
    super(g, depths, options, facts, names, draft);
    for (int n = 0; n < g.nodeCount; n++) {
      if (depths.reached[n] && g.command(n) instanceof Command.Interrupt i) {
        flagged.add(target(n, i));
      }
    }
  }

  /** The flag places of the threads interrupted by some reached {@code interrupt}. */
  void addPlaces() {
    for (String t : flagged) {
      draft.place(flag(t), 0, new NodeInfo(NodeKind.INTERRUPTED, t, null, null, null, null, 0));
      draft.place(noFlag(t), 1,
          new NodeInfo(NodeKind.NOT_INTERRUPTED, t, null, null, null, null, 0));
    }
  }

  static String flag(String thread) {
    return "intr." + thread;
  }

  static String noFlag(String thread) {
    return "nointr." + thread;
  }

  private String target(int n, Command.Interrupt i) {
    return i.thread().equals(Command.Join.SELF) ? g.subnet(n).thread() : i.thread();
  }

  /** Sets the target's flag, or leaves it set. */
  void interrupt(int n, Command.Interrupt i, String next) {
    String target = target(n, i);
    command(base(n), n, 0).in(at(n)).out(next).in(noFlag(target)).out(flag(target));
    command(base(n) + ".again", n, 0).in(at(n)).out(next).read(flag(target));
  }

  /** Clears the running thread's flag, or finds it clear (a skip if it is never set). */
  void clear(int n, String t, String next) {
    if (flagged.contains(t)) {
      command(base(n), n, 0).in(at(n)).out(next).in(flag(t)).out(noFlag(t));
      command(base(n) + ".none", n, 0).in(at(n)).out(next).read(noFlag(t));
    } else {
      command(base(n), n, 0).in(at(n)).out(next);
    }
  }

  /**
   * How a thread interrupted in a wait set leaves it: the flag it consumes, the cleared flag it
   * marks, and the handler's place it reaches after re-acquiring the lock; {@code marker} is
   * the {@code interruptible} node the step is shown as.
   */
  record WaitExit(String flag, String noFlag, String handler, int marker) {}

  /**
   * The exit of the {@code wait} or {@code await} at node {@code n} of thread {@code t} when its
   * flag is set while it waits, or null: the node is not guarded by a marker ({@link
   * ControlGraph#interruptHandler}), or {@code t} is never interrupted.
   */
  WaitExit waitExit(int n, String t) {
    int h = g.interruptHandler(n);
    return h < 0 || !flagged.contains(t) ? null : new WaitExit(flag(t), noFlag(t), at(h), n - 1);
  }

  /**
   * A skip, and the exit from the next command's place while the flag is set; a checked marker
   * skips only with the flag clear and leaves from its own place for the handler when it is set.
   */
  void interruptible(int n, Command.Interruptible i, String t, String next) {
    TransitionSpec skip = command(base(n), n, 0).in(at(n)).out(next);
    if (flagged.contains(t) && i.checked()) {
      skip.read(noFlag(t));
      command(base(n) + ".flagged", n, 0).in(at(n)).in(flag(t)).out(noFlag(t))
          .out(at(g.nodeOf(n, i.handler())));
    }
    if (flagged.contains(t)) {
      command(base(n) + ".interrupted", n, 0).in(next).in(flag(t)).out(noFlag(t))
          .out(at(g.nodeOf(n, i.handler())));
    }
  }
}
