package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JAddExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JGeExpr;
import sootup.core.jimple.common.expr.JGtExpr;
import sootup.core.jimple.common.expr.JLeExpr;
import sootup.core.jimple.common.expr.JLtExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.expr.JNewArrayExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JSubExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JGotoStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.JInvokeStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;
import sootup.core.types.ClassType;

/**
 * Unrolls counted loops completely, so that objects created, threads started and array slots
 * used in each iteration are told apart: five forks created in a loop become five abstract
 * objects, and {@code forks[(i + 1) % 5]} a constant index in each iteration.
 *
 * <p>A loop is unrolled when it is a strongly connected component with a single entry, its
 * header, that is an {@code if} comparing a local {@code i} with a known int (possibly after at
 * most three statements that only load the bound into the local the test reads, such as
 * {@code $n = lengthof a} for {@code i < a.length}, or {@code $a = F; $n = lengthof $a} for a
 * static final array {@code F} of known length, {@link StaticCollections}, or {@code $a =
 * this.f; $n = lengthof $a} for a final instance array field of known length); {@code i} has
 * exactly one definition before the loop (a known int) and one in the loop,
 * {@code i = i ± c}, whose only successor is the header (directly or through a goto), so every
 * other use of {@code i} in an iteration sees the iteration's start value; the loop has no
 * inner loop, is not already unrolled, contains a call, allocation, monitor or array access,
 * and runs between 1 and {@link #MAX_TRIPS} times; the method stays under {@link #MAX_SIZE}
 * statements. A for-each loop over a collection whose size is known is counted too, by that
 * size ({@link IteratorLoops}). Iteration j's back edge goes to iteration j+1's header; the
 * last one leaves the loop; each header keeps only its stay-in-the-loop edge. Anything else
 * is left as a loop.
 */
final class LoopUnroller {
  static final int MAX_TRIPS = 16;
  static final int MAX_SIZE = 5000;

  private LoopUnroller() {}

  static MethodCode unroll(MethodCode code) {
    MethodCode cur = code;
    for (int round = 0; round < 32; round++) {
      LoopFinder finder = new LoopFinder(cur.successors);
      finder.stmtsOnCycles();
      MethodCode next = null;
      for (Set<Integer> scc : finder.components) {
        next = tryUnroll(cur, scc);
        if (next != null) {
          break;
        }
      }
      if (next == null) {
        return cur;
      }
      cur = next;
    }
    return cur;
  }

  /**
   * A counted loop: its entry statement, its test {@code h} (the entry or after a bound load,
   * or after {@code hasNext()}), the statement the test leaves to, the loop variable (null for
   * a for-each over a collection of known size, {@link IteratorLoops}), its start and step,
   * and the number of trips (the number of times the test stays in the loop).
   */
  record Shape(Set<Integer> scc, int entry, int h, int exit, String var, int start, int step,
      int trips) {}

  private static MethodCode tryUnroll(MethodCode cur, Set<Integer> scc) {
    Shape sh = shape(cur, scc, MAX_TRIPS);
    if (sh == null || !worthUnrolling(cur, scc) || hasInnerLoop(cur, scc, sh.entry())
        || cur.size() + (long) (sh.trips() - 1) * scc.size() > MAX_SIZE) {
      return null;
    }
    return apply(cur, scc, sh.entry(), sh.h(), sh.exit(), sh.var(), sh.start(), sh.step(),
        sh.trips());
  }

  /**
   * The shape of a loop (a strongly connected component of {@code cur}) when it is counted as
   * described in the class comment, with between 1 and {@code maxTrips} trips; else null.
   */
  static Shape shape(MethodCode cur, Set<Integer> scc, int maxTrips) {
    return shape(cur, scc, maxTrips, null);
  }

  /**
   * {@link #shape(MethodCode, Set, int)}, where a for-each loop over a collection whose size is
   * not known in the method may still be counted by {@code collectionSize}: given the
   * statement {@code it = c.iterator()} and the local {@code c}, the size every runtime
   * collection {@code c} may hold there has, or -1 (null: no such sizes).
   */
  static Shape shape(MethodCode cur, Set<Integer> scc, int maxTrips,
      FixedSizeForEach.CollectionSize collectionSize) {
    for (int r : scc) {
      if (cur.iteration[r] >= 0) {
        return null;
      }
    }
    List<List<Integer>> preds = new ArrayList<>();
    for (int i = 0; i < cur.size(); i++) {
      preds.add(new ArrayList<>());
    }
    for (int i = 0; i < cur.size(); i++) {
      for (int s : cur.successors[i]) {
        preds.get(s).add(i);
      }
      for (int h : cur.handlers.get(i).values()) {
        preds.get(h).add(i);
      }
    }
    Integer header = null;
    for (int r : scc) {
      for (int p : preds.get(r)) {
        if (!scc.contains(p)) {
          if (header != null && header != r) {
            return null;
          }
          header = r;
        }
      }
    }
    if (header == null) {
      return null;
    }
    int entry = header;
    if (IteratorLoops.isHasNext(cur, entry)) {
      return IteratorLoops.shape(cur, scc, entry, maxTrips, collectionSize);
    }
    List<Integer> prefix = new ArrayList<>();
    while (!(cur.stmt(header) instanceof JIfStmt) && prefix.size() < 3
        && boundLoad(cur, scc, header) && cur.successors[header].length == 1
        && scc.contains(cur.successors[header][0])
        && preds.get(cur.successors[header][0]).size() == 1) {
      prefix.add(header);
      header = cur.successors[header][0];
    }
    if (!(cur.stmt(header) instanceof JIfStmt test)) {
      return null;
    }
    int h = header;
    int[] hs = cur.successors[h];
    if (hs.length != 2 || scc.contains(hs[0]) == scc.contains(hs[1])) {
      return null;
    }
    boolean stayWhenTrue = scc.contains(hs[1]);
    int exit = stayWhenTrue ? hs[0] : hs[1];
    AbstractConditionExpr cond = test.getCondition();
    Local var;
    Integer bound;
    boolean varFirst;
    if (cond.getOp1() instanceof Local l && cur.intValue(h, cond.getOp2()) != null
        && !(cond.getOp2() instanceof Local l2 && l2.getName().equals(l.getName()))) {
      var = l;
      bound = cur.intValue(h, cond.getOp2());
      varFirst = true;
    } else if (cond.getOp2() instanceof Local l && cur.intValue(h, cond.getOp1()) != null) {
      var = l;
      bound = cur.intValue(h, cond.getOp1());
      varFirst = false;
    } else {
      return null;
    }
    if (cur.loopValues.get(h).containsKey(var.getName())) {
      return null;
    }
    List<Integer> defs = cur.defs().getOrDefault(var.getName(), List.of());
    Integer inside = null;
    Integer outside = null;
    for (int d : defs) {
      if (scc.contains(d)) {
        if (inside != null) {
          return null;
        }
        inside = d;
      } else {
        if (outside != null) {
          return null;
        }
        outside = d;
      }
    }
    if (inside == null || outside == null || !(cur.stmt(outside) instanceof JAssignStmt init)
        || !(cur.stmt(inside) instanceof JAssignStmt inc)) {
      return null;
    }
    Integer start = cur.intValue(outside, init.getRightOp());
    Integer step = step(cur, inside, inc, var);
    if (start == null || step == null || step == 0 || !onlyReachesHeader(cur, inside, entry)) {
      return null;
    }
    int trips = 0;
    long v = start;
    while (holds(cond, varFirst, v, bound) == stayWhenTrue) {
      trips++;
      v = (int) (v + step); // Java int arithmetic: a counter that overflows wraps around
      if (trips > maxTrips) {
        return null;
      }
    }
    if (trips == 0) {
      return null;
    }
    return new Shape(scc, entry, h, exit, var.getName(), start, step, trips);
  }

  /**
   * True if statement {@code at} of the loop {@code scc} only loads a loop bound into a local
   * that is read by nothing but the loop's test: {@code $n = lengthof a}, a copy, the read
   * of a static final array field whose length is known ({@link StaticCollections}: reading
   * it has no effect but its class's initialisation, which the first trip's read does), or
   * {@code $n = list.size()} of a list whose size is known ({@link IteratorLoops#knownSize}) with the
   * cast of the list javac puts before it, whose
   * local has this one definition and one use, the next statement. Skipping it on the last
   * exit (the unrolled loop leaves from the previous iteration's back edge) changes nothing
   * observable.
   */
  private static boolean boundLoad(MethodCode cur, Set<Integer> scc, int at) {
    if (!(cur.stmt(at) instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local l)
        || !(a.getRightOp() instanceof sootup.core.jimple.common.expr.JLengthExpr
            || a.getRightOp() instanceof Local
            || a.getRightOp() instanceof sootup.core.jimple.common.expr.JCastExpr cast
                && cast.getOp() instanceof Local && IteratorLoops.knownSize(cur,
                    cur.successors[at].length == 1 ? cur.successors[at][0] : at,
                    nextRhs(cur, at)) != null
            || a.getRightOp() instanceof sootup.core.jimple.common.ref.JStaticFieldRef f
                && cur.statics != null && cur.statics.arrayLength(f) != null
            || a.getRightOp() instanceof sootup.core.jimple.common.ref.JInstanceFieldRef f
                && ownFinalArray(cur, f)
            || IteratorLoops.knownSize(cur, at, a.getRightOp()) != null)
        || cur.defs().getOrDefault(l.getName(), List.of()).size() != 1
        || cur.successors[at].length != 1) {
      return false;
    }
    int uses = 0;
    for (int i = 0; i < cur.size(); i++) {
      for (Value v : cur.stmt(i).getUses()) {
        if (v instanceof Local u && u.getName().equals(l.getName())) {
          if (i != cur.successors[at][0]) {
            return false;
          }
          uses++;
        }
      }
    }
    return uses >= 1;
  }

  /**
   * True for a read {@code this.f} of a final instance array field whose length is known
   * ({@link StaticCollections#arrayLength(sootup.core.jimple.common.ref.JInstanceFieldRef)}):
   * {@code this} is never null, so the read has no effect at all.
   */
  private static boolean ownFinalArray(MethodCode cur,
      sootup.core.jimple.common.ref.JInstanceFieldRef f) {
    List<Integer> defs = cur.defs().getOrDefault(f.getBase().getName(), List.of());
    return cur.statics != null && cur.statics.arrayLength(f) != null && defs.size() == 1
        && cur.stmt(defs.get(0)) instanceof sootup.core.jimple.common.stmt.JIdentityStmt id
        && id.getRightOp() instanceof sootup.core.jimple.common.ref.JThisRef;
  }

  /** The right side of the statement after {@code at}, if it is its only successor. */
  private static Value nextRhs(MethodCode cur, int at) {
    return cur.successors[at].length == 1
        && cur.stmt(cur.successors[at][0]) instanceof JAssignStmt next ? next.getRightOp() : null;
  }

  static Integer step(MethodCode cur, int at, JAssignStmt inc, Local var) {
    Value rhs = inc.getRightOp();
    if (rhs instanceof JAddExpr add) {
      if (isVar(add.getOp1(), var)) {
        return cur.intValue(at, add.getOp2());
      }
      if (isVar(add.getOp2(), var)) {
        return cur.intValue(at, add.getOp1());
      }
    } else if (rhs instanceof JSubExpr sub && isVar(sub.getOp1(), var)) {
      Integer c = cur.intValue(at, sub.getOp2());
      return c == null ? null : -c;
    }
    return null;
  }

  private static boolean isVar(Immediate v, Local var) {
    return v instanceof Local l && l.getName().equals(var.getName());
  }

  private static boolean onlyReachesHeader(MethodCode cur, int inc, int h) {
    int[] s = cur.successors[inc];
    if (s.length != 1) {
      return false;
    }
    if (s[0] == h) {
      return true;
    }
    return cur.stmt(s[0]) instanceof JGotoStmt && cur.successors[s[0]].length == 1
        && cur.successors[s[0]][0] == h;
  }

  static boolean holds(AbstractConditionExpr cond, boolean varFirst, long v, long bound) {
    long a = varFirst ? v : bound;
    long b = varFirst ? bound : v;
    if (cond instanceof JLtExpr) {
      return a < b;
    } else if (cond instanceof JLeExpr) {
      return a <= b;
    } else if (cond instanceof JGtExpr) {
      return a > b;
    } else if (cond instanceof JGeExpr) {
      return a >= b;
    } else if (cond instanceof JEqExpr) {
      return a == b;
    } else if (cond instanceof JNeExpr) {
      return a != b;
    }
    return false;
  }

  private static boolean worthUnrolling(MethodCode cur, Set<Integer> scc) {
    for (int r : scc) {
      Stmt s = cur.stmt(r);
      if (s instanceof JInvokeStmt || s instanceof JEnterMonitorStmt || s.containsArrayRef()) {
        return true;
      }
      if (s instanceof JAssignStmt a && (a.getRightOp() instanceof JNewExpr
          || a.getRightOp() instanceof JNewArrayExpr
          || a.getRightOp() instanceof AbstractInvokeExpr)) {
        return true;
      }
    }
    return false;
  }

  private static boolean hasInnerLoop(MethodCode cur, Set<Integer> scc, int h) {
    Map<Integer, Integer> local = new HashMap<>();
    List<Integer> nodes = new ArrayList<>(scc);
    for (int k = 0; k < nodes.size(); k++) {
      local.put(nodes.get(k), k);
    }
    int[][] sub = new int[nodes.size()][];
    for (int k = 0; k < nodes.size(); k++) {
      List<Integer> out = new ArrayList<>();
      for (int s : cur.successors[nodes.get(k)]) {
        if (s != h && local.containsKey(s)) {
          out.add(local.get(s));
        }
      }
      sub[k] = out.stream().mapToInt(Integer::intValue).toArray();
    }
    return !new LoopFinder(sub).stmtsOnCycles().isEmpty();
  }

  private static MethodCode apply(MethodCode cur, Set<Integer> scc, int entry, int h, int exit,
      String var, int start, int step, int trips) {
    List<Integer> region = new ArrayList<>(scc);
    region.sort(null);
    Map<Integer, Integer> pos = new HashMap<>();
    for (int k = 0; k < region.size(); k++) {
      pos.put(region.get(k), k);
    }
    int n = cur.size();
    int total = n + (trips - 1) * region.size();
    int tagBase = 0;
    for (int t : cur.iteration) {
      tagBase = Math.max(tagBase, t + 1);
    }
    List<Stmt> stmts = new ArrayList<>(cur.stmts);
    int[][] succ = new int[total][];
    List<Map<ClassType, Integer>> handlers = new ArrayList<>(cur.handlers);
    int[] iteration = java.util.Arrays.copyOf(cur.iteration, total);
    List<Map<String, Integer>> values = new ArrayList<>(cur.loopValues);
    for (int i = 0; i < n; i++) {
      succ[i] = cur.successors[i];
    }
    for (int j = 1; j < trips; j++) {
      for (int r : region) {
        stmts.add(cur.stmt(r));
        handlers.add(null);
        values.add(null);
      }
    }
    Set<Integer> regionSet = new HashSet<>(region);
    int stay = regionSet.contains(cur.successors[h][0]) ? cur.successors[h][0]
        : cur.successors[h][1];
    for (int j = 0; j < trips; j++) {
      final int jj = j;
      java.util.function.IntUnaryOperator at = r -> jj == 0 ? r : n + (jj - 1) * region.size()
          + pos.get(r);
      for (int r : region) {
        int idx = at.applyAsInt(r);
        List<Integer> out = new ArrayList<>();
        for (int s : cur.successors[r]) {
          if (r == h) {
            if (regionSet.contains(s)) {
              out.add(at.applyAsInt(s));
            }
          } else if (s == entry) {
            out.add(j + 1 < trips ? n + j * region.size() + pos.get(entry) : exit);
          } else if (regionSet.contains(s)) {
            out.add(at.applyAsInt(s));
          } else {
            out.add(s);
          }
        }
        succ[idx] = out.stream().mapToInt(Integer::intValue).toArray();
        Map<ClassType, Integer> hm = new LinkedHashMap<>();
        cur.handlers.get(r).forEach((t, target) ->
            hm.put(t, regionSet.contains(target) ? at.applyAsInt(target) : target));
        handlers.set(idx, hm);
        iteration[idx] = tagBase + j;
        Map<String, Integer> v = new HashMap<>(cur.loopValues.get(r));
        if (var != null) {
          v.put(var, start + j * step);
        } else if (r == stay) {
          v.put(MethodCode.NEXT, j);
        }
        values.set(idx, Map.copyOf(v));
      }
    }
    MethodCode out = new MethodCode(cur.body(), List.copyOf(stmts), succ, handlers, iteration,
        values);
    out.statics = cur.statics;
    return out;
  }
}
