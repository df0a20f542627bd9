package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * The locals of a method body that surely hold the same value before each statement because
 * one was copied from the other (available copies, a forward must-analysis).
 *
 * <p>A fact is an unordered pair of locals {@code {a, b}}. {@code a = b} (a plain local copy)
 * kills every pair with {@code a} and adds {@code {a, b}} and {@code {a, c}} for every pair
 * {@code {b, c}} it had; any other definition of {@code a} kills the pairs with {@code a}. The
 * facts before a statement are the intersection of those after its predecessors (normal
 * successors, and exceptional edges, over which the throwing statement's definition only
 * kills); the entry has none. Since a pair is only added by a copy and removed by every other
 * write of either local, on every path that reaches a statement the two locals of each pair
 * were last written by copies of one value: they are equal there.
 *
 * <p>Data layout: pair {@code {a, b}} with {@code a < b} is the string {@code a + "|" + b};
 * {@code in[i]} is the set before statement {@code i} ({@code null} until a path reaches it).
 */
final class MustCopies {
  private final List<Set<String>> in = new ArrayList<>();

  MustCopies(MethodCode code) {
    int n = code.size();
    for (int i = 0; i < n; i++) {
      in.add(null);
    }
    if (n == 0) {
      return;
    }
    in.set(0, new TreeSet<>());
    ArrayDeque<Integer> work = new ArrayDeque<>();
    work.add(0);
    while (!work.isEmpty()) {
      int i = work.poll();
      Stmt s = code.stmt(i);
      Set<String> before = in.get(i);
      String def = s.getDef().filter(d -> d instanceof Local).map(d -> ((Local) d).getName())
          .orElse(null);
      Set<String> killed = kill(before, def);
      Set<String> after = new TreeSet<>(killed);
      if (def != null && s instanceof JAssignStmt a && a.getRightOp() instanceof Local src
          && !src.getName().equals(def)) {
        after.add(pair(def, src.getName()));
        for (String p : before) {
          String other = otherOf(p, src.getName());
          if (other != null && !other.equals(def)) {
            after.add(pair(def, other));
          }
        }
      }
      for (int t : code.successors(i)) {
        flow(t, after, work);
      }
      for (int t : code.handlers(i).values()) {
        if (t >= 0 && t < n) {
          flow(t, killed, work);
        }
      }
    }
  }

  private void flow(int t, Set<String> facts, ArrayDeque<Integer> work) {
    Set<String> old = in.get(t);
    if (old == null) {
      in.set(t, new TreeSet<>(facts));
      work.add(t);
      return;
    }
    if (old.retainAll(facts)) {
      work.add(t);
    }
  }

  private static Set<String> kill(Set<String> facts, String def) {
    if (def == null) {
      return facts;
    }
    Set<String> out = new TreeSet<>();
    for (String p : facts) {
      if (otherOf(p, def) == null) {
        out.add(p);
      }
    }
    return out;
  }

  private static String pair(String a, String b) {
    return a.compareTo(b) < 0 ? a + "|" + b : b + "|" + a;
  }

  /** The other local of pair {@code p} if {@code local} is one of its two, else null. */
  private static String otherOf(String p, String local) {
    int bar = p.indexOf('|');
    String a = p.substring(0, bar);
    String b = p.substring(bar + 1);
    return a.equals(local) ? b : b.equals(local) ? a : null;
  }

  /** The locals that surely equal {@code local} before statement {@code i} (without it). */
  Set<String> copiesOf(int i, String local) {
    Set<String> facts = in.get(i);
    Set<String> out = new HashSet<>();
    if (facts == null) {
      return out;
    }
    for (String p : facts) {
      String other = otherOf(p, local);
      if (other != null) {
        out.add(other);
      }
    }
    return out;
  }
}
