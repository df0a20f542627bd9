package org.petrify.ir.encode;

import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;
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
 * wait. A thread never interrupted gets no exit (it could never fire) and its {@code
 * clearinterrupt} is a skip. Instances of one thread id share its flag: an interrupt of one may
 * end another's wait instead, more runs than Java's, never fewer.
 */
final class InterruptFlags {
  /** The arcs of one transition under construction (the encoder's transition builder). */
  interface Arcs {
    Arcs in(String place);

    Arcs out(String place);

    Arcs read(String place);
  }

  private final ControlGraph g;
  private final Set<String> flagged;

  private InterruptFlags(ControlGraph g, Set<String> flagged) {
    this.g = g;
    this.flagged = flagged;
  }

  /** The flags of the threads interrupted by some reached {@code interrupt} command. */
  static InterruptFlags of(ControlGraph g, boolean[] reached) {
    Set<String> flagged = new TreeSet<>();
    for (int n = 0; n < g.nodeCount; n++) {
      if (reached[n] && g.command(n) instanceof Command.Interrupt i) {
        flagged.add(target(g, n, i));
      }
    }
    return new InterruptFlags(g, flagged);
  }

  Set<String> flagged() {
    return flagged;
  }

  static String flag(String thread) {
    return "intr." + thread;
  }

  static String noFlag(String thread) {
    return "nointr." + thread;
  }

  private static String target(ControlGraph g, int n, Command.Interrupt i) {
    return i.thread().equals(Command.Join.SELF) ? g.subnet(n).thread() : i.thread();
  }

  /**
   * Emits the transitions of command c at node n.
   *
   * @param next the place after c
   * @param here the place of c
   * @param transition makes a command transition of node n from a name suffix ("" or ".x")
   * @param labelPlace the place of a label of n's procedure
   */
  void emit(int n, Command c, String next, String here,
      BiFunction<String, Integer, Arcs> transition, UnaryOperator<String> labelPlace) {
    String t = g.subnet(n).thread();
    if (c instanceof Command.Interrupt i) {
      String target = target(g, n, i);
      transition.apply("", n).in(here).out(next).in(noFlag(target)).out(flag(target));
      transition.apply(".again", n).in(here).out(next).read(flag(target));
    } else if (c instanceof Command.ClearInterrupt) {
      if (flagged.contains(t)) {
        transition.apply("", n).in(here).out(next).in(flag(t)).out(noFlag(t));
        transition.apply(".none", n).in(here).out(next).read(noFlag(t));
      } else {
        transition.apply("", n).in(here).out(next);
      }
    } else if (c instanceof Command.Interruptible i) {
      transition.apply("", n).in(here).out(next);
      if (flagged.contains(t)) {
        transition.apply(".interrupted", n).in(next).in(flag(t)).out(noFlag(t))
            .out(labelPlace.apply(i.handler()));
      }
    }
  }
}
