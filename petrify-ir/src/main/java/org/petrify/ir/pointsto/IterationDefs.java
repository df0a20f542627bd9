package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JGeExpr;
import sootup.core.jimple.common.expr.JGtExpr;
import sootup.core.jimple.common.expr.JLeExpr;
import sootup.core.jimple.common.expr.JLtExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.stmt.JIfStmt;

/**
 * The definitions of a local that can reach a statement of an unrolled iteration when the
 * iteration decides the branches on the way: {@code boolean producer = i < 2;} is {@code $z = 1}
 * on one branch of {@code if i >= 2} and {@code $z = 0} on the other, and in the iteration
 * where {@code i} is 0 only the first reaches the use. Likewise {@code i % 2 == 0 ? a : b}.
 *
 * <p>The search first finds the iteration's statements control can reach: forward from those
 * entered from outside the iteration, not following an {@code if}'s edge that the iteration
 * decides the other way (both operands of its int comparison are known there,
 * {@link MethodCode#intValue}). It then walks backward from the statement over normal edges
 * between reachable statements, not over decided-away edges, stopping at the local's
 * definitions. It gives up (null) when it walks back to the method's first statement, a
 * statement outside the iteration or a handler entry, or when the iteration has more than
 * {@link #MAX_VISITED} statements.
 *
 * <p>Soundness: take a run reaching statement {@code at} of the iteration, and the last
 * definition {@code d} of the local before it. The run's path from {@code d} to {@code at}
 * defines the local nowhere between. If it entered the iteration after {@code d}, or passed a
 * handler entry, the search gives up when it walks back over that statement. Otherwise every
 * {@code if} the run passed in the iteration, before and after {@code d}, took the edge its
 * condition gives, which is the edge both phases keep when {@link MethodCode#intValue} knows
 * both operands (a value every run has there): the forward phase reaches every statement of
 * the run's path in the iteration, and the backward phase walks the path from {@code at} back
 * to {@code d}. So every definition that reaches {@code at} in some run is among the ones
 * returned.
 */
final class IterationDefs {
  /** The most statements one search visits before it gives up. */
  static final int MAX_VISITED = 400;
  /** The deepest {@link MethodCode#intValue} recursion that still starts a search. */
  static final int MAX_DEPTH = 4;

  private IterationDefs() {}

  /**
   * The definitions of {@code l} that may reach statement {@code at} (every one in the same
   * unrolled iteration), ascending, or null when the search gives up.
   */
  static List<Integer> reaching(MethodCode code, int at, Local l, int depth) {
    int tag = code.iteration[at];
    if (tag < 0) {
      return null;
    }
    boolean[] feasible = feasible(code, tag, depth);
    if (feasible == null) {
      return null;
    }
    Set<Integer> defs = new TreeSet<>();
    boolean[] seen = new boolean[code.size()];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    work.push(at);
    seen[at] = true;
    while (!work.isEmpty()) {
      int n = work.pop();
      if (n == 0 || code.isHandlerEntry(n)) {
        return null;
      }
      for (int p : code.predecessors(n)) {
        if (code.iteration[p] != tag) {
          return null;
        }
        if (seen[p] || !feasible[p] || !followed(code, p, n, depth)) {
          continue;
        }
        seen[p] = true;
        if (defines(code, p, l)) {
          defs.add(p);
        } else {
          work.push(p);
        }
      }
    }
    return defs.isEmpty() ? null : new ArrayList<>(defs);
  }

  /**
   * The statements of iteration {@code tag} that control can reach: forward from the ones
   * entered from outside it (and from its handler entries), over normal edges the iteration
   * does not decide away and over handler edges; null past {@link #MAX_VISITED} statements.
   */
  private static boolean[] feasible(MethodCode code, int tag, int depth) {
    boolean[] reached = new boolean[code.size()];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    for (int n = 0; n < code.size(); n++) {
      if (code.iteration[n] == tag && entered(code, n, tag)) {
        reached[n] = true;
        work.push(n);
      }
    }
    int visited = 0;
    while (!work.isEmpty()) {
      int n = work.pop();
      if (++visited > MAX_VISITED) {
        return null;
      }
      List<Integer> next = new ArrayList<>(code.handlers(n).values());
      for (int s : code.successors(n)) {
        if (followed(code, n, s, depth)) {
          next.add(s);
        }
      }
      for (int s : next) {
        if (code.iteration[s] == tag && !reached[s]) {
          reached[s] = true;
          work.push(s);
        }
      }
    }
    return reached;
  }

  /** True if control may enter statement {@code n} of iteration {@code tag} from outside it. */
  private static boolean entered(MethodCode code, int n, int tag) {
    if (n == 0 || code.isHandlerEntry(n)) {
      return true;
    }
    for (int p : code.predecessors(n)) {
      if (code.iteration[p] != tag) {
        return true;
      }
    }
    return false;
  }

  private static boolean defines(MethodCode code, int p, Local l) {
    return code.defs().getOrDefault(l.getName(), List.of()).contains(p);
  }

  /** False if {@code p} is an if whose known condition sends control away from {@code n}. */
  private static boolean followed(MethodCode code, int p, int n, int depth) {
    if (!(code.stmt(p) instanceof JIfStmt f)) {
      return true;
    }
    int[] succ = code.successors(p);
    if (succ.length != 2 || succ[0] == succ[1]) {
      return true;
    }
    Boolean known = decide(code, p, f.getCondition(), depth);
    return known == null || succ[known ? 1 : 0] == n;
  }

  private static Boolean decide(MethodCode code, int p, AbstractConditionExpr c, int depth) {
    Value a = c.getOp1();
    Value b = c.getOp2();
    Integer x = code.intValue(p, a, depth + 1);
    Integer y = x == null ? null : code.intValue(p, b, depth + 1);
    if (y == null) {
      return null;
    }
    if (c instanceof JEqExpr) {
      return x.intValue() == y.intValue();
    } else if (c instanceof JNeExpr) {
      return x.intValue() != y.intValue();
    } else if (c instanceof JLtExpr) {
      return x < y;
    } else if (c instanceof JLeExpr) {
      return x <= y;
    } else if (c instanceof JGtExpr) {
      return x > y;
    } else if (c instanceof JGeExpr) {
      return x >= y;
    }
    return null;
  }
}
