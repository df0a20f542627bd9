package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;

/**
 * Removes, until none is left, the first (lowest index) command that is not the target of any
 * goto, jump, switch or failure branch (trylock, trydown, tryup) and that is either dead (it
 * follows a goto, jump or switch) or a goto to the command after
 * it ({@link Procedure#EXIT} after the last); when there is none, an unreferenced first command
 * that is a goto to the second. The result is the one of restarting a scan after each removal,
 * computed in near-linear time.
 *
 * <p>Data layout: commands keep their input index {@code i}; {@code prev[i]}/{@code next[i]}
 * link the commands still present ({@code -1} at the ends); {@code refs} counts, per label, the
 * goto and jump targets naming it among the commands present. Invariant of the loop: every
 * present command other than the head that could be removed has its bit set in {@code dirty}.
 * Because the lowest dirty index is tested first, the first command removed is always the
 * lowest removable one, as in the restarting scan.
 */
final class UselessGotos {
  private UselessGotos() {}

  static List<Command> drop(List<Command> cmds) {
    int n = cmds.size();
    if (n == 0) {
      return List.of();
    }
    int[] prev = new int[n];
    int[] next = new int[n];
    Map<String, Integer> refs = new HashMap<>();
    Map<String, List<Integer>> indexOf = new HashMap<>();
    for (int i = 0; i < n; i++) {
      prev[i] = i - 1;
      next[i] = i + 1 < n ? i + 1 : -1;
      Command c = cmds.get(i);
      for (String t : c.targets()) {
        refs.merge(t, 1, Integer::sum);
      }
      indexOf.computeIfAbsent(c.label(), k -> new ArrayList<>()).add(i);
    }
    BitSet dirty = new BitSet(n);
    dirty.set(1, n);
    boolean[] removed = new boolean[n];
    int head = 0;
    while (true) {
      int i = dirty.nextSetBit(0);
      if (i >= 0) {
        dirty.clear(i);
        if (i == head || removed[i] || !removable(cmds, i, prev, next, refs)) {
          continue;
        }
      } else {
        Command c = cmds.get(head);
        String after = next[head] >= 0 ? cmds.get(next[head]).label() : Procedure.EXIT;
        if (!(c instanceof Command.Goto g) || refs.getOrDefault(c.label(), 0) > 0
            || !g.target().equals(after)) {
          break;
        }
        i = head;
        if (next[head] < 0) {
          removed[head] = true;
          return List.of();
        }
        head = next[head];
      }
      removed[i] = true;
      int p = prev[i];
      int q = next[i];
      if (p >= 0) {
        next[p] = q;
        dirty.set(p);
      }
      if (q >= 0) {
        prev[q] = p;
        dirty.set(q);
      }
      for (String t : cmds.get(i).targets()) {
        if (refs.merge(t, -1, Integer::sum) == 0) {
          for (int k : indexOf.getOrDefault(t, List.of())) {
            dirty.set(k);
          }
        }
      }
    }
    List<Command> out = new ArrayList<>();
    for (int i = head; i >= 0; i = next[i]) {
      out.add(cmds.get(i));
    }
    return out;
  }

  private static boolean removable(List<Command> cmds, int i, int[] prev, int[] next,
      Map<String, Integer> refs) {
    Command c = cmds.get(i);
    if (refs.getOrDefault(c.label(), 0) > 0) {
      return false;
    }
    Command before = cmds.get(prev[i]);
    if (before instanceof Command.Goto || before instanceof Command.Jump
        || before instanceof Command.Switch || before instanceof Command.HoldDepth) {
      return true;
    }
    String after = next[i] >= 0 ? cmds.get(next[i]).label() : Procedure.EXIT;
    return c instanceof Command.Goto g && g.target().equals(after);
  }

}
