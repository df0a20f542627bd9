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
 *
 * <p>Condition 3 also holds, without simulation, for a counter moved by one towards a bound
 * that the loop does not change ({@link #steppedToInvariantBound}: {@code for (x : array)},
 * {@code for (i = 0; i < n; i++)} with {@code n} unknown): its start need not be known.
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
      if (sh != null && sh.var() != null && bounded(code, sh)
          && leftOnlyByTest(code, sh.scc(), sh.h())) {
        out.put(sh.h(), sh.exit());
      } else {
        int[] stepped = steppedToInvariantBound(code, scc);
        if (stepped != null && leftOnlyByTest(code, scc, stepped[0])) {
          out.put(stepped[0], stepped[1]);
        }
      }
      if (depth < MAX_DEPTH) {
        scan(code, body(code, scc), out, depth + 1);
      }
    }
  }

  /**
   * A for-each loop ({@link IteratorLoops#form}) left only by its test ({@link
   * #leftOnlyByTest}): its test, exit, the statement {@code it = c.iterator()}, the collection
   * local {@code c} and the loop's statements. It is bounded when the collection holds finitely
   * many elements where the iterator is taken and the loop does not add to it: each trip takes
   * one element with {@code next()}. Which collections those are needs the points-to analysis,
   * so the frontend decides it ({@code FiniteIterations}).
   */
  public record ForEachLoop(int test, int exit, int iteratorAt, Local collection,
      Set<Integer> stmts) {}

  /** The for-each loops of a method body that are left only by their tests (any nesting depth up to {@link #MAX_DEPTH}). */
  public static List<ForEachLoop> forEachLoops(MethodCode code) {
    List<ForEachLoop> out = new java.util.ArrayList<>();
    scanForEach(code, code.successors, out, 0);
    return out;
  }

  private static void scanForEach(MethodCode code, int[][] succ, List<ForEachLoop> out,
      int depth) {
    LoopFinder finder = new LoopFinder(succ);
    finder.stmtsOnCycles();
    for (Set<Integer> scc : finder.components) {
      Integer entry = entry(code, scc);
      IteratorLoops.Form f = entry != null && IteratorLoops.isHasNext(code, entry)
          ? IteratorLoops.form(code, scc, entry) : null;
      if (f != null && leftOnlyByTest(code, scc, f.h())) {
        out.add(new ForEachLoop(f.h(), f.exit(), f.iterator(), f.collection(), scc));
      }
      if (depth < MAX_DEPTH) {
        scanForEach(code, body(code, scc), out, depth + 1);
      }
    }
  }

  /** The one statement of the loop entered from outside it, or null (none, several, or by a handler). */
  private static Integer entry(MethodCode code, Set<Integer> scc) {
    Integer h = null;
    for (int i = 0; i < code.size(); i++) {
      if (scc.contains(i)) {
        continue;
      }
      for (int s : code.successors[i]) {
        if (scc.contains(s)) {
          if (h != null && h != s) {
            return null;
          }
          h = s;
        }
      }
      for (int s : code.handlers.get(i).values()) {
        if (scc.contains(s)) {
          return null;
        }
      }
    }
    return h;
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

  private static boolean leftOnlyByTest(MethodCode code, Set<Integer> scc, int h) {
    for (int r : scc) {
      for (int s : code.successors[r]) {
        if (!scc.contains(s) && r != h) {
          return false;
        }
      }
      for (int target : code.handlers.get(r).values()) {
        if (scc.contains(target) || !onlyThrows(code, target, scc)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * The test and exit ({@code {h, exit}}) of a loop counted by one towards a bound that does not
   * change in it, or null: the loop's one entry is its test {@code if}, which compares a local
   * {@code i} with a local {@code n} that no statement of the loop defines (or a constant); the
   * loop defines {@code i} once, {@code i = i + 1} or {@code i = i - 1}, and every path from
   * the test's stay successor back to the test passes that definition; the loop stays while
   * {@code i < n} (step +1), {@code i > n} (step -1) or {@code i != n} (either). Java's {@code
   * int} and {@code long} arithmetic wrap around, so a counter moved by one from any start
   * reaches any fixed value within 2^64 trips and passes no value without taking it: such a
   * loop makes finitely many trips each time it is entered, whatever the start and the bound
   * ({@code for (x : array)}, {@code for (i = 0; i < n; i++)}). A test {@code i <= n} is not
   * bounded ({@code n} may be the largest value), nor a step other than one (it may jump
   * over {@code n} and wrap around for ever).
   */
  private static int[] steppedToInvariantBound(MethodCode code, Set<Integer> scc) {
    Integer h = entry(code, scc);
    if (h == null || !(code.stmt(h) instanceof JIfStmt test)) {
      return null;
    }
    int[] hs = code.successors[h];
    if (hs.length != 2 || scc.contains(hs[0]) == scc.contains(hs[1])) {
      return null;
    }
    boolean stayWhenTrue = scc.contains(hs[1]);
    int exit = stayWhenTrue ? hs[0] : hs[1];
    AbstractConditionExpr cond = test.getCondition();
    if (!(cond.getOp1() instanceof Local a) || !(cond.getOp2() instanceof Local b
        || cond.getOp2() instanceof sootup.core.jimple.common.constant.IntConstant)) {
      return null;
    }
    for (boolean varFirst : new boolean[] {true, false}) {
      if (!varFirst && !(cond.getOp2() instanceof Local)) {
        continue;
      }
      Local var = varFirst ? a : (Local) cond.getOp2();
      sootup.core.jimple.common.Value bound = varFirst ? cond.getOp2() : a;
      if (bound instanceof Local n && (n.getName().equals(var.getName())
          || code.defs().getOrDefault(n.getName(), List.of()).stream().anyMatch(scc::contains))) {
        continue;
      }
      Integer inc = null;
      for (int d : code.defs().getOrDefault(var.getName(), List.of())) {
        if (scc.contains(d)) {
          if (inc != null) {
            return null;
          }
          inc = d;
        }
      }
      if (inc == null || !(code.stmt(inc) instanceof sootup.core.jimple.common.stmt.JAssignStmt st)) {
        continue;
      }
      Integer step = LoopUnroller.step(code, inc, st, var);
      String stay = stayOperator(cond, stayWhenTrue, varFirst);
      boolean towards = step != null && (stay.equals("!=") && Math.abs(step) == 1
          || stay.equals("<") && step == 1 || stay.equals(">") && step == -1);
      int stayAt = hs[0] == exit ? hs[1] : hs[0];
      if (towards && !reachesAvoiding(code, scc, stayAt, h, inc)) {
        return new int[] {h, exit};
      }
    }
    return null;
  }

  /**
   * The comparison under which the loop stays, written with the counter first: the test's own
   * operator, negated when the loop stays on its false edge, mirrored when the counter is the
   * second operand; {@code ""} for one that is not an order or (in)equality.
   */
  private static String stayOperator(AbstractConditionExpr cond, boolean stayWhenTrue,
      boolean varFirst) {
    String op = cond instanceof sootup.core.jimple.common.expr.JLtExpr ? "<"
        : cond instanceof sootup.core.jimple.common.expr.JLeExpr ? "<="
        : cond instanceof sootup.core.jimple.common.expr.JGtExpr ? ">"
        : cond instanceof sootup.core.jimple.common.expr.JGeExpr ? ">="
        : cond instanceof sootup.core.jimple.common.expr.JEqExpr ? "=="
        : cond instanceof sootup.core.jimple.common.expr.JNeExpr ? "!=" : "";
    if (!stayWhenTrue) {
      op = switch (op) {
        case "<" -> ">=";
        case "<=" -> ">";
        case ">" -> "<=";
        case ">=" -> "<";
        case "==" -> "!=";
        case "!=" -> "==";
        default -> "";
      };
    }
    if (!varFirst) {
      op = switch (op) {
        case "<" -> ">";
        case "<=" -> ">=";
        case ">" -> "<";
        case ">=" -> "<=";
        default -> op;
      };
    }
    return op;
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
