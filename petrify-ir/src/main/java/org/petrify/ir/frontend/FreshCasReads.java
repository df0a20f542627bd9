package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.stmt.AbstractDefinitionStmt;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.types.ReferenceType;

/**
 * Whether the expected value of a compare-and-set is a <em>fresh read</em> of the object it
 * updates: on every path to the compare-and-set, since the method's entry or the last execution
 * of that same compare-and-set, the expected local was assigned the result of a read of the
 * object (a volatile read of its value: {@code get()}, an updater's {@code get(o)}, the
 * updater's field read directly), possibly through copies and reference casts.
 *
 * <p>Analysis: a forward must-analysis over the method's control flow (normal and exceptional
 * edges) of the set of locals holding such a read; a read adds its local, a copy or reference
 * cast of a member adds its target, every other definition removes its local, and the
 * compare-and-set itself empties the set. Hence each execution of the compare-and-set uses the
 * value of a read executed after the previous execution of the same compare-and-set in the same
 * invocation (locals belong to one invocation): <em>every read execution feeds at most one
 * execution of each compare-and-set</em>.
 *
 * <p>The rule built on it (the failures are marked, {@link CasFailureMark}, and a fair run must
 * change the value infinitely often to fail them infinitely often). Soundness, for a Java run:
 * a strong compare-and-set fed by a read of the same object (the points-to analysis names one
 * runtime object for both) fails only if a write of the object is ordered between the read and
 * it (reads and compare-and-sets of one atomic are totally ordered, and the read value is the
 * one the compare-and-set compares with, by identity for references and by value for numbers).
 * If the run writes the object finitely often, the last write at time T: every failure has
 * its read before T; finitely many reads precede T, and each feeds at most one execution of each
 * of the finitely many compare-and-sets, so the failures are finitely many. Every write of a
 * tracked object is an assignment of its variable in the model, so a model run that fails such
 * compare-and-sets infinitely often and assigns the variable finitely often is the image of no
 * Java run. A weak compare-and-set may also fail spuriously; the rule then assumes spurious
 * failures are finitely many in a run (caveat {@code weak-cas-fair}).
 */
final class FreshCasReads {
  private final Map<MethodInstance, Map<Integer, Set<String>>> cache = new HashMap<>();

  /**
   * True if, at statement {@code cas} of {@code code} (the body of {@code mi}), local
   * {@code expected} holds a fresh read, the reads being the assignment statements
   * {@code isRead} accepts (the caller's test that the statement reads the same object as the
   * compare-and-set updates). Memoised per method instance and statement: the test may depend
   * on the points-to context of {@code mi}, not on the translation environment.
   */
  boolean fresh(MethodInstance mi, MethodCode code, int cas, Local expected,
      IntPredicate isRead) {
    Set<String> in = cache.computeIfAbsent(mi, k -> new HashMap<>())
        .computeIfAbsent(cas, k -> freshLocals(code, cas, isRead));
    return in.contains(expected.getName());
  }

  /** The locals holding a fresh read on entry to {@code cas} (the must-analysis). */
  private static Set<String> freshLocals(MethodCode code, int cas, IntPredicate isRead) {
    int n = code.size();
    List<List<Integer>> preds = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      preds.add(new ArrayList<>());
    }
    List<List<Integer>> exceptionalPreds = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      exceptionalPreds.add(new ArrayList<>());
    }
    for (int i = 0; i < n; i++) {
      for (int j : code.successors(i)) {
        preds.get(j).add(i);
      }
      for (int h : code.handlers(i).values()) {
        exceptionalPreds.get(h).add(i);
      }
    }
    // null stands for "every local" (not reached yet): the top of the must-lattice
    List<Set<String>> in = new ArrayList<>();
    List<Set<String>> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      in.add(null);
      out.add(null);
    }
    Deque<Integer> work = new ArrayDeque<>();
    boolean[] queued = new boolean[n];
    work.add(0);
    queued[0] = true;
    while (!work.isEmpty()) {
      int i = work.poll();
      queued[i] = false;
      Set<String> before = i == 0 ? new HashSet<>() : null;
      for (int p : preds.get(i)) {
        before = meet(before, out.get(p));
      }
      for (int p : exceptionalPreds.get(i)) {
        // an exception may leave p before or after its definition
        before = meet(meet(before, in.get(p)), out.get(p));
      }
      if (before == null) {
        continue;
      }
      Set<String> after = i == cas ? new HashSet<>() : transfer(code.stmt(i), i, before, isRead);
      in.set(i, before);
      if (!after.equals(out.get(i))) {
        out.set(i, after);
        for (int j : code.successors(i)) {
          if (!queued[j]) {
            queued[j] = true;
            work.add(j);
          }
        }
        for (int h : code.handlers(i).values()) {
          if (!queued[h]) {
            queued[h] = true;
            work.add(h);
          }
        }
      }
    }
    return in.get(cas) == null ? Set.of() : in.get(cas);
  }

  private static Set<String> meet(Set<String> a, Set<String> b) {
    if (a == null) {
      return b == null ? null : new HashSet<>(b);
    }
    if (b != null) {
      a.retainAll(b);
    }
    return a;
  }

  private static Set<String> transfer(Stmt s, int i, Set<String> before, IntPredicate isRead) {
    if (!(s instanceof AbstractDefinitionStmt d) || !(d.getLeftOp() instanceof Local target)) {
      return before;
    }
    Set<String> after = new HashSet<>(before);
    boolean fresh = false;
    if (s instanceof JAssignStmt a) {
      if (isRead.test(i)) {
        fresh = true;
      } else if (a.getRightOp() instanceof Local src) {
        fresh = before.contains(src.getName());
      } else if (a.getRightOp() instanceof JCastExpr c && c.getType() instanceof ReferenceType
          && c.getOp() instanceof Local src) {
        fresh = before.contains(src.getName());
      }
    }
    if (fresh) {
      after.add(target.getName());
    } else {
      after.remove(target.getName());
    }
    return after;
  }
}
