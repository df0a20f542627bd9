package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.JReturnVoidStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Loops that Java leaves after a bounded number of trips every time control enters them, so
 * that a run which passes their test infinitely often also leaves them through the test
 * infinitely often, unless it leaves the method by an exception. The translation keeps such a
 * loop as a loop whose test is a nondeterministic choice (it has more trips than are unrolled);
 * the model then has runs that never leave it, which Java does not have. Marking the test's exit
 * lets a fair check rule those runs out (see the API's {@code ProgramFairness}).
 *
 * <p>A loop (a cyclic strongly connected component of the normal control flow) is bounded when:
 * <ol>
 *   <li>it is counted in the sense of {@link LoopUnroller#shape}: one entry, a test comparing a
 *       local {@code i} with a known int, {@code i} defined once before the loop (a known int)
 *       and once in it ({@code i = i ± c}, leading straight back to the entry);</li>
 *   <li>every path from the test's stay successor back to the entry passes that increment (a
 *       {@code continue} that skips it could loop forever);</li>
 *   <li>simulated with Java's {@code int} arithmetic (overflow wraps), the test leaves the loop
 *       after at most {@link #MAX_TRIPS} trips: then each entry makes at most that many trips,
 *       whatever the body does, since {@code i} changes only by the increment;</li>
 *   <li>no statement of the loop but the test has a normal successor outside it (no
 *       {@code break}, {@code return} or labelled {@code continue} out of it);</li>
 *   <li>every exception handler of a loop statement lies outside the loop, and from it the
 *       method can reach neither the loop nor a {@code return}: an exception leaves the loop only
 *       by leaving the method ({@code synchronized} blocks' release-and-rethrow handlers are
 *       such).</li>
 * </ol>
 * Then a Java run that evaluates the test infinitely often, in one activation of the method,
 * enters the loop infinitely often, so it leaves it infinitely often, each time by the test's
 * exit or by an exception out of the method. A loop nested in another is found in the outer
 * loop's body without its entry (up to three levels); its conditions are about its own
 * component, so its "outside" includes the rest of the outer loop.
 */
public final class BoundedLoops {
  /** The most trips simulated; a loop with more is not marked. */
  static final int MAX_TRIPS = 1 << 16;
  /** How deep nested loops are looked for. */
  static final int MAX_DEPTH = 3;

  private BoundedLoops() {}

  /** The bounded loops of a method body: test statement index to exit successor index. */
  public static Map<Integer, Integer> of(MethodCode code) {
    Map<Integer, Integer> out = new LinkedHashMap<>();
    scan(code, code.successors, out, 0);
    return out;
  }

  /**
   * The loops of the control-flow graph {@code succ} (the method's, or a loop's body without
   * its entries), then, up to {@link #MAX_DEPTH} levels, the loops nested in each.
   */
  private static void scan(MethodCode code, int[][] succ, Map<Integer, Integer> out,
      int depth) {
    LoopFinder finder = new LoopFinder(succ);
    finder.stmtsOnCycles();
    for (Set<Integer> scc : finder.components) {
      LoopUnroller.Shape sh = LoopUnroller.shape(code, scc, MAX_TRIPS);
      if (sh != null && sh.var() != null && bounded(code, sh) && leftOnlyByTest(code, sh)) {
        out.put(sh.h(), sh.exit());
      }
      if (depth < MAX_DEPTH) {
        scan(code, body(code, scc), out, depth + 1);
      }
    }
  }

  /** The edges among the statements of a loop other than its entries (those entered from outside). */
  private static int[][] body(MethodCode code, Set<Integer> scc) {
    Set<Integer> entries = new java.util.HashSet<>();
    for (int i = 0; i < code.size(); i++) {
      if (!scc.contains(i)) {
        for (int s : code.successors[i]) {
          if (scc.contains(s)) {
            entries.add(s);
          }
        }
        for (int s : code.handlers.get(i).values()) {
          if (scc.contains(s)) {
            entries.add(s);
          }
        }
      }
    }
    int[][] out = new int[code.size()][];
    for (int i = 0; i < code.size(); i++) {
      if (!scc.contains(i) || entries.contains(i)) {
        out[i] = new int[0];
        continue;
      }
      out[i] = java.util.Arrays.stream(code.successors[i])
          .filter(s -> scc.contains(s) && !entries.contains(s)).toArray();
    }
    return out;
  }

  private static boolean bounded(MethodCode code, LoopUnroller.Shape sh) {
    JIfStmt test = (JIfStmt) code.stmt(sh.h());
    AbstractConditionExpr cond = test.getCondition();
    boolean varFirst = cond.getOp1() instanceof Local l && l.getName().equals(sh.var());
    Integer bound = code.intValue(sh.h(), varFirst ? cond.getOp2() : cond.getOp1());
    int[] s = code.successors[sh.h()];
    if (bound == null || s.length != 2) {
      return false;
    }
    boolean stayWhenTrue = s[1] != sh.exit();
    int v = sh.start();
    int trips = 0;
    while (LoopUnroller.holds(cond, varFirst, v, bound) == stayWhenTrue) {
      v += sh.step();
      if (++trips > MAX_TRIPS) {
        return false;
      }
    }
    Integer inc = null;
    for (int d : code.defs().getOrDefault(sh.var(), List.of())) {
      if (sh.scc().contains(d)) {
        inc = d;
      }
    }
    int stay = s[0] == sh.exit() ? s[1] : s[0];
    return inc != null && !reachesAvoiding(code, sh.scc(), stay, sh.entry(), inc);
  }

  /** True if {@code to} is reachable from {@code from} inside the loop without passing {@code avoid}. */
  private static boolean reachesAvoiding(MethodCode code, Set<Integer> scc, int from, int to,
      int avoid) {
    BitSet seen = new BitSet();
    Deque<Integer> work = new ArrayDeque<>();
    work.add(from);
    seen.set(from);
    while (!work.isEmpty()) {
      int n = work.poll();
      if (n == to) {
        return true;
      }
      if (n == avoid) {
        continue;
      }
      for (int s : code.successors[n]) {
        if (scc.contains(s) && !seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
    }
    return false;
  }

  private static boolean leftOnlyByTest(MethodCode code, LoopUnroller.Shape sh) {
    for (int r : sh.scc()) {
      for (int s : code.successors[r]) {
        if (!sh.scc().contains(s) && r != sh.h()) {
          return false;
        }
      }
      for (int target : code.handlers.get(r).values()) {
        if (sh.scc().contains(target) || !onlyThrows(code, target, sh.scc())) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * True if every statement reachable from {@code from} (normal and handler edges) is outside
   * the loop and none is a {@code return}: control that gets there leaves the method by an
   * exception.
   */
  private static boolean onlyThrows(MethodCode code, int from, Set<Integer> scc) {
    BitSet seen = new BitSet();
    Deque<Integer> work = new ArrayDeque<>();
    work.add(from);
    seen.set(from);
    while (!work.isEmpty()) {
      int n = work.poll();
      Stmt st = code.stmt(n);
      if (scc.contains(n) || st instanceof JReturnStmt || st instanceof JReturnVoidStmt) {
        return false;
      }
      for (int s : code.successors[n]) {
        if (!seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
      for (int s : code.handlers.get(n).values()) {
        if (!seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
    }
    return true;
  }
}
