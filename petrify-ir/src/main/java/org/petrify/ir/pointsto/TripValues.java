package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractBinopExpr;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.JAddExpr;
import sootup.core.jimple.common.expr.JAndExpr;
import sootup.core.jimple.common.expr.JDivExpr;
import sootup.core.jimple.common.expr.JMulExpr;
import sootup.core.jimple.common.expr.JOrExpr;
import sootup.core.jimple.common.expr.JRemExpr;
import sootup.core.jimple.common.expr.JShlExpr;
import sootup.core.jimple.common.expr.JShrExpr;
import sootup.core.jimple.common.expr.JSubExpr;
import sootup.core.jimple.common.expr.JXorExpr;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIfStmt;

/**
 * The int values a local takes at one statement of a counted loop's body, one per trip: in
 * {@code for (int i = 0; i < 40; i++) { int k = i % 2; new Thread(() -> work(k)); }} the
 * captured {@code k} is 0, 1, 0, 1 ... on trips 0 .. 39.
 *
 * <p>The loop is one whose shape {@link LoopUnroller#shape} recognises (up to
 * {@link CountedLoop#MAX_TRIPS} trips), with an int loop variable {@code i} that has one
 * definition before the loop and one in it ({@code i = i ± c}, leading straight back to the
 * test): at every statement of the body other than the test, {@code i} holds
 * {@code start + j * step} on trip {@code j}, and on no other trip value, whether or not the
 * loop runs to completion and however often it is entered. A local other than {@code i} is
 * followed through its one definition in the method when that definition is outside the loop
 * (its value, if {@link MethodCode#intValue} knows it, is the same on every trip), or inside
 * the loop when every path from the loop's test to the statement passes it (so the value
 * read is the one this trip computed), with int arithmetic of known values ({@code + - * / %
 * & | ^ << >>}, Java's wrap-around). Anything else gives up (null).
 */
public final class TripValues {
  private TripValues() {}

  /** The deepest chain of definitions followed. */
  private static final int MAX_DEPTH = 12;

  /**
   * The value of {@code v} at statement {@code at} on each trip of the counted loop whose body
   * holds {@code at}, indexed by trip; null when {@code at} is not in such a loop or a value
   * is not known.
   */
  public static int[] of(MethodCode code, int at, Value v) {
    LoopUnroller.Shape sh = loopOf(code, at);
    if (sh == null) {
      return null;
    }
    int[] out = new int[sh.trips()];
    int value = sh.start();
    for (int j = 0; j < sh.trips(); j++) {
      Integer x = eval(code, sh, at, v, value, 0);
      if (x == null) {
        return null;
      }
      out[j] = x;
      value += sh.step();
    }
    return out;
  }

  /** The shape of the index loop whose body holds {@code at}, or null. */
  static LoopUnroller.Shape loopOf(MethodCode code, int at) {
    LoopFinder finder = new LoopFinder(code.successors);
    finder.stmtsOnCycles();
    for (Set<Integer> scc : finder.components) {
      if (!scc.contains(at)) {
        continue;
      }
      LoopUnroller.Shape sh = LoopUnroller.shape(code, scc, CountedLoop.MAX_TRIPS);
      if (sh == null || sh.var() == null || at == sh.h()
          || !(code.stmt(sh.h()) instanceof JIfStmt)
          || code.defs().getOrDefault(sh.var(), List.of()).size() != 2) {
        return null;
      }
      return sh;
    }
    return null;
  }

  private static Integer eval(MethodCode code, LoopUnroller.Shape sh, int at, Value v,
      int var, int depth) {
    if (v instanceof IntConstant c) {
      return c.getValue();
    }
    if (!(v instanceof Local l) || depth > MAX_DEPTH) {
      return null;
    }
    if (l.getName().equals(sh.var())) {
      return var;
    }
    List<Integer> defs = code.defs().getOrDefault(l.getName(), List.of());
    if (defs.size() == 1 && !sh.scc().contains(defs.get(0))) {
      return code.intValue(at, l);
    }
    Integer def = defs.size() == 1 && passesOnEveryPath(code, sh, defs.get(0), at)
        ? defs.get(0) : defOnTrip(code, sh, at, l, var, depth);
    if (def == null || !(code.stmt(def) instanceof JAssignStmt a)) {
      return null;
    }
    Value rhs = a.getRightOp();
    if (rhs instanceof IntConstant || rhs instanceof Local) {
      return eval(code, sh, def, rhs, var, depth + 1);
    }
    if (rhs instanceof AbstractBinopExpr b && !(b instanceof AbstractConditionExpr)) {
      Integer x = eval(code, sh, def, b.getOp1(), var, depth + 1);
      Integer y = x == null ? null : eval(code, sh, def, b.getOp2(), var, depth + 1);
      return y == null ? null : arithmetic(b, x, y);
    }
    return null;
  }

  /**
   * The definition of {@code l} that statement {@code at} of a counted loop's body reads on the
   * trip where the loop variable holds {@code var}, or null. Found by running the trip: from
   * the loop's test, every {@code if} on the way must be decided by values of that trip
   * ({@link #eval}), every other statement must have one successor, and the last definition
   * of {@code l} passed before {@code at} is the one read (none passed: null). The walk stays
   * in the loop and gives up after {@link #MAX_WALK} statements, at a switch, and at an
   * exception edge (a statement with a handler).
   */
  static Integer defOnTrip(MethodCode code, LoopUnroller.Shape sh, int at, Local l, int var,
      int depth) {
    int[] hs = code.successors[sh.h()];
    int n = sh.scc().contains(hs[0]) && hs[0] != sh.h() ? hs[0] : hs[1];
    Integer last = null;
    for (int steps = 0; steps < MAX_WALK; steps++) {
      if (n == at) {
        return last;
      }
      if (!sh.scc().contains(n) || n == sh.h() || !code.handlers(n).isEmpty()) {
        return null;
      }
      sootup.core.jimple.common.stmt.Stmt s = code.stmt(n);
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(l.getName())) {
        last = n;
      }
      int[] next = code.successors[n];
      if (s instanceof JIfStmt f) {
        Integer x = eval(code, sh, n, f.getCondition().getOp1(), var, depth + 1);
        Integer y = x == null ? null
            : eval(code, sh, n, f.getCondition().getOp2(), var, depth + 1);
        if (y == null || next.length != 2) {
          return null;
        }
        n = holds(f.getCondition(), x, y) ? next[1] : next[0];
      } else if (next.length == 1) {
        n = next[0];
      } else {
        return null;
      }
    }
    return null;
  }

  /** The most statements {@link #defOnTrip} runs. */
  private static final int MAX_WALK = 200;

  /**
   * {@link #defOnTrip} for the trip on which the loop variable holds {@code var}, for callers
   * outside this package: the definition of {@code l} statement {@code at} reads, or null.
   */
  public static Integer defOnTrip(MethodCode code, int at, Local l, int var) {
    LoopUnroller.Shape sh = loopOf(code, at);
    return sh == null ? null : defOnTrip(code, sh, at, l, var, 0);
  }

  /** The loop variable's value on each trip of the counted loop whose body holds {@code at}. */
  public static int[] loopValues(MethodCode code, int at) {
    LoopUnroller.Shape sh = loopOf(code, at);
    if (sh == null) {
      return null;
    }
    int[] out = new int[sh.trips()];
    for (int j = 0; j < sh.trips(); j++) {
      out[j] = sh.start() + j * sh.step();
    }
    return out;
  }

  /** The test statement of the counted loop whose body holds {@code at}, or -1. */
  public static int loopTest(MethodCode code, int at) {
    LoopUnroller.Shape sh = loopOf(code, at);
    return sh == null ? -1 : sh.h();
  }

  /**
   * The outcome of the {@code if} at {@code at}, in the body of a counted loop, on each trip
   * (indexed by trip), when both its operands are known on every trip ({@link #eval}); else
   * null.
   */
  public static boolean[] outcomes(MethodCode code, int at) {
    LoopUnroller.Shape sh = loopOf(code, at);
    if (sh == null || !(code.stmt(at) instanceof JIfStmt f)) {
      return null;
    }
    boolean[] out = new boolean[sh.trips()];
    int var = sh.start();
    for (int j = 0; j < sh.trips(); j++) {
      Integer x = eval(code, sh, at, f.getCondition().getOp1(), var, 0);
      Integer y = x == null ? null : eval(code, sh, at, f.getCondition().getOp2(), var, 0);
      if (y == null) {
        return null;
      }
      out[j] = holds(f.getCondition(), x, y);
      var += sh.step();
    }
    return out;
  }

  /** The int value of {@code v} at {@code at} on the trip where the loop variable is {@code var}. */
  public static Integer valueOnTrip(MethodCode code, int at, Value v, int var) {
    LoopUnroller.Shape sh = loopOf(code, at);
    return sh == null ? null : eval(code, sh, at, v, var, 0);
  }

  /** Java's int result of the binary operation on {@code x} and {@code y}, or null. */
  public static Integer arithmetic(AbstractBinopExpr b, int x, int y) {
    if (b instanceof JAddExpr) {
      return x + y;
    } else if (b instanceof JSubExpr) {
      return x - y;
    } else if (b instanceof JMulExpr) {
      return x * y;
    } else if (b instanceof JDivExpr && y != 0) {
      return x / y;
    } else if (b instanceof JRemExpr && y != 0) {
      return x % y;
    } else if (b instanceof JAndExpr) {
      return x & y;
    } else if (b instanceof JOrExpr) {
      return x | y;
    } else if (b instanceof JXorExpr) {
      return x ^ y;
    } else if (b instanceof JShlExpr) {
      return x << y;
    } else if (b instanceof JShrExpr) {
      return x >> y;
    }
    return null;
  }

  /**
   * True if {@code index} at statement {@code at} of a counted loop's body is, on every trip,
   * an index of {@code array}, whose length is known there ({@link MethodCode#arrayLength}):
   * an access {@code array[index]} there throws no {@code ArrayIndexOutOfBoundsException}.
   */
  public static boolean inBounds(MethodCode code, int at, Value index, Value array) {
    Integer length = array instanceof Local a ? code.arrayLength(at, a) : null;
    int[] values = length == null ? null : of(code, at, index);
    if (values == null) {
      return false;
    }
    for (int v : values) {
      if (v < 0 || v >= length) {
        return false;
      }
    }
    return true;
  }

  /** True if statement {@code stmt} lies in the counted loop whose body holds {@code at}. */
  public static boolean inLoopOf(MethodCode code, int at, int stmt) {
    LoopUnroller.Shape sh = loopOf(code, at);
    return sh == null || sh.scc().contains(stmt);
  }

  /** True if condition {@code cond} holds of operands {@code x} (first) and {@code y}. */
  public static boolean holds(AbstractConditionExpr cond, int x, int y) {
    return LoopUnroller.holds(cond, true, x, y);
  }

  /**
   * True if statement {@code at} lies in the body of an index loop ({@link #of}) that control
   * enters at most once per activation of the method: no path leads from the loop's exit back
   * to its test.
   */
  public static boolean enteredOnce(MethodCode code, int at) {
    LoopUnroller.Shape sh = loopOf(code, at);
    if (sh == null) {
      return false;
    }
    BitSet seen = new BitSet();
    ArrayDeque<Integer> work = new ArrayDeque<>();
    work.add(sh.exit());
    seen.set(sh.exit());
    while (!work.isEmpty()) {
      int n = work.poll();
      if (n == sh.h() || sh.scc().contains(n)) {
        return false;
      }
      java.util.List<Integer> next = new java.util.ArrayList<>();
      for (int s : code.successors[n]) {
        next.add(s);
      }
      next.addAll(code.handlers(n).values());
      for (int s : next) {
        if (!seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
    }
    return true;
  }

  /**
   * True if statement {@code at} lies in the body of an index loop whose body, without its
   * test, has no cycle (normal and handler edges): each trip passes {@code at} at most once.
   */
  public static boolean oncePerTrip(MethodCode code, int at) {
    LoopUnroller.Shape sh = loopOf(code, at);
    if (sh == null) {
      return false;
    }
    java.util.Map<Integer, Integer> state = new java.util.HashMap<>();
    for (int r : sh.scc()) {
      if (r != sh.h() && cycleFrom(code, sh, r, state)) {
        return false;
      }
    }
    return true;
  }

  /** Depth-first search for a cycle of the loop's body avoiding its test (1 = open, 2 = done). */
  private static boolean cycleFrom(MethodCode code, LoopUnroller.Shape sh, int n,
      java.util.Map<Integer, Integer> state) {
    Integer st = state.get(n);
    if (st != null) {
      return st == 1;
    }
    state.put(n, 1);
    java.util.List<Integer> next = new java.util.ArrayList<>();
    for (int s : code.successors[n]) {
      next.add(s);
    }
    next.addAll(code.handlers(n).values());
    for (int s : next) {
      if (s != sh.h() && sh.scc().contains(s) && cycleFrom(code, sh, s, state)) {
        return true;
      }
    }
    state.put(n, 2);
    return false;
  }

  /**
   * True if {@code def} and {@code at} lie in the body of the same index loop and every path
   * from its test to {@code at} passes {@code def}: on each trip {@code at} sees what
   * {@code def} did on that trip.
   */
  public static boolean sameTrip(MethodCode code, int def, int at) {
    LoopUnroller.Shape sh = loopOf(code, at);
    return sh != null && sh.scc().contains(def) && passesOnEveryPath(code, sh, def, at);
  }

  /**
   * True if every path from the loop's test to {@code at} inside the loop (normal and handler
   * edges) passes statement {@code def}: then the value {@code at} reads was computed on the
   * same trip.
   */
  private static boolean passesOnEveryPath(MethodCode code, LoopUnroller.Shape sh, int def,
      int at) {
    if (def == at) {
      return false;
    }
    BitSet seen = new BitSet();
    ArrayDeque<Integer> work = new ArrayDeque<>();
    work.add(sh.h());
    seen.set(sh.h());
    while (!work.isEmpty()) {
      int n = work.poll();
      if (n == at) {
        return false;
      }
      java.util.List<Integer> next = new java.util.ArrayList<>();
      for (int s : code.successors[n]) {
        next.add(s);
      }
      next.addAll(code.handlers(n).values());
      for (int s : next) {
        if (s != def && s != sh.h() && sh.scc().contains(s) && !seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
    }
    return true;
  }
}
