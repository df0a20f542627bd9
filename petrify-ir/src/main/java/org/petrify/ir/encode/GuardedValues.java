package org.petrify.ir.encode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.rb.Command;

/**
 * The value a variable certainly has when an {@code assign} of it runs, where the assignment
 * follows a {@code switch} on the same variable under a lock that guards every assignment of
 * it: then {@link ValueEmitter} need not emit the assignment's transitions from the other values.
 *
 * <p><b>The rule.</b> Let node {@code n} be a reached {@code assign x w} and {@code s} the only
 * control predecessor of {@code n} ({@link ControlGraph#successors} over every node, {@code n}
 * not a subnet's entry, which forks and the initial marking also mark), a {@code switch x}
 * whose cases with values {@code V} go to {@code n}. Let lock {@code L} be <em>certainly held</em>
 * at {@code n} (its {@link LockDepths} mask there excludes depth 0) and at every reached
 * {@code assign x} of the program, whatever thread runs it. Then whenever the net fires a
 * transition of {@code n}, {@code x} has a value of {@code V}, and the transitions of {@code n}
 * for the other values are dead; {@link #valuesBefore} returns {@code V}.
 *
 * <p><b>Why.</b> A token reaches {@code n} only by the switch transition of one of {@code V}
 * (every producer of {@code n}'s place is a transition of a predecessor node), which read
 * {@code x}'s place of that value; the thread then held {@code L} and keeps it until {@code n}
 * fires (nothing runs between, a switch changes no lock). Only assignments move {@code x}'s token,
 * each needs {@code L} held by the thread that runs it, and {@code L} has one free token in the
 * net ({@code free.L}, taken by depth-0 acquires only), so no other thread, nor another instance
 * of the same thread, can assign {@code x} in between. The masks over-approximate the depths the
 * net lets a thread have (the encoder already relies on them: a static depth drops the held
 * places), so "certainly held" is sound. Removing dead transitions changes no reachable marking.
 *
 * <p>This is the shape of every read-modify-write on a tracked atomic (the frontend's
 * {@code AtomicCommands} take the object's own lock around {@code switch; assign}) and of the
 * class-initialisation step "found not initialised, mark in progress". The spurious transitions
 * it removes matter to the stubborn sets: an assignment from value {@code v} lowers {@code v}'s
 * place, so every thread's read of {@code v} depended on it, although it could never fire.
 */
final class GuardedValues {
  private final ControlGraph g;
  /** Per node: the only control predecessor, -1 for none, -2 for several. */
  private final int[] onlyPredecessor;
  /** Per variable: the locks certainly held at every reached assignment of it (bit k: lock k). */
  private final Map<String, long[]> guards = new HashMap<>();
  private final LockDepths depths;

  private GuardedValues(ControlGraph g, LockDepths depths) {
    this.g = g;
    this.depths = depths;
    this.onlyPredecessor = new int[g.nodeCount];
    Arrays.fill(onlyPredecessor, -1);
    for (int p = 0; p < g.nodeCount; p++) {
      for (int e = g.successorStart[p]; e < g.successorStart[p + 1]; e++) {
        int q = g.successorNodes[e];
        int o = onlyPredecessor[q];
        onlyPredecessor[q] = o == -1 || o == p ? p : -2;
      }
    }
    for (int n = 0; n < g.nodeCount; n++) {
      if (depths.reached[n] && g.command(n) instanceof Command.Assign a) {
        long[] held = heldAt(n);
        long[] before = guards.get(a.variable());
        if (before == null) {
          guards.put(a.variable(), held);
        } else {
          for (int w = 0; w < before.length; w++) {
            before[w] &= held[w];
          }
        }
      }
    }
  }

  static GuardedValues of(ControlGraph g, LockDepths depths) {
    return new GuardedValues(g, depths);
  }

  /** The locks whose depth at {@code n} is never 0 (bit k of word k / 64: lock k). */
  private long[] heldAt(int n) {
    long[] held = new long[(depths.lockCount + 63) >>> 6];
    for (int k = 0; k < depths.lockCount; k++) {
      long mask = depths.mask(n, k);
      if (mask != 0 && (mask & 1L) == 0) {
        held[k >>> 6] |= 1L << k;
      }
    }
    return held;
  }

  /**
   * The values the variable of the assignment at {@code n} can have when it runs, by the rule
   * of the class comment, or {@code null} when the rule does not apply (every value).
   */
  List<String> valuesBefore(int n) {
    if (!(g.command(n) instanceof Command.Assign a) || n == g.base[g.subnetOf[n]]) {
      return null;
    }
    int s = onlyPredecessor[n];
    if (s < 0 || !(g.command(s) instanceof Command.Switch sw)
        || !sw.variable().equals(a.variable())) {
      return null;
    }
    long[] guard = guards.get(a.variable());
    if (guard == null) {
      return null;
    }
    long[] here = heldAt(n);
    boolean guardedHere = false;
    for (int w = 0; w < guard.length; w++) {
      guardedHere |= (guard[w] & here[w]) != 0;
    }
    if (!guardedHere) {
      return null;
    }
    List<String> out = new ArrayList<>();
    for (int i = 0; i < sw.values().size(); i++) {
      if (g.nodeOf(s, sw.targets().get(i)) == n) {
        out.add(sw.values().get(i));
      }
    }
    return out;
  }
}
