package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sootup.core.graph.MutableControlFlowGraph;
import sootup.core.interceptor.BodyInterceptor;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.Body;
import sootup.core.views.View;

/**
 * Makes the temporaries SootUp's type assigner adds independent of the JVM run: without it,
 * the same class file gave bodies that differed between runs, and so did the points-to
 * result built on them (node keys, call-site names, which contexts a capped method keeps).
 *
 * <p>The cause: the type assigner's {@code CastCounter} walks the statement graph's node set
 * and its own maps keyed by statements, and statements hash by identity, so the order differs
 * from run to run. It (a) names the fresh locals {@code #l0}, {@code #l1}, ... in that order,
 * and (b) inserts the casts that precede one statement in that order. This step runs after
 * it and restores one order:
 * <ul>
 *   <li>a run of such casts before one statement (adjacent, in one block, none reading another's
 *       temporary) is sorted by where its temporaries are first used: the index of the first
 *       later statement using one, then its position among that statement's uses, then the
 *       cast's text; the casts only copy values into fresh locals, so their order does not
 *       change what the method does;
 *   <li>then the temporaries are renamed {@code #l0}, {@code #l1}, ... in the order they first
 *       appear in the statement list (each keeps its type).
 * </ul>
 * Both keys depend only on the statement list with the temporaries' names left out, which the
 * other steps build in a fixed order from the class file. A body without temporaries is left
 * as it is.
 */
public final class StableTemporaries implements BodyInterceptor {
  /** The prefix of the locals the type assigner makes. */
  static final String PREFIX = "#l";

  /**
   * SootUp's default steps followed by this one, for the views that read class files, with
   * SootUp's cast-and-return inliner replaced by {@link StableReturnInliner}, then {@link
   * ConstantReflection} and {@link ConstantStreams}; with {@code typed} false, without the type
   * assigner (nothing is then renamed or reordered) and without the rewriting of reflective
   * calls and stream pipelines.
   */
  public static List<BodyInterceptor> defaultSteps(boolean typed) {
    List<BodyInterceptor> steps = new ArrayList<>(
        sootup.interceptors.BytecodeBodyInterceptors.Default.getBodyInterceptors());
    if (!typed) {
      steps.removeIf(i -> i instanceof sootup.interceptors.TypeAssigner);
    }
    steps.replaceAll(i -> i instanceof sootup.interceptors.CastAndReturnInliner
        ? new StableReturnInliner() : i);
    steps.add(new StableTemporaries());
    if (typed) {
      steps.add(new ConstantReflection());
      steps.add(new ConstantStreams());
    }
    return steps;
  }

  @Override
  public void interceptBody(Body.BodyBuilder builder, View view) {
    List<Stmt> stmts = builder.getStmts();
    boolean any = false;
    for (Stmt s : stmts) {
      if (isTemporaryCast(s)) {
        any = true;
        break;
      }
    }
    if (!any) {
      return;
    }
    sortCastRuns(builder.getControlFlowGraph(), stmts);
    renameInOrder(builder, builder.getStmts());
  }

  private static boolean isTemporary(Value v) {
    return v instanceof Local l && l.getName().startsWith(PREFIX);
  }

  private static boolean isTemporaryCast(Stmt s) {
    return s instanceof JAssignStmt a && isTemporary(a.getLeftOp())
        && a.getRightOp() instanceof JCastExpr;
  }

  /** Sorts every run of temporary casts that may be reordered (see the class comment). */
  private static void sortCastRuns(MutableControlFlowGraph graph, List<Stmt> stmts) {
    for (int i = 0; i < stmts.size(); ) {
      int end = i;
      while (end < stmts.size() && isTemporaryCast(stmts.get(end))
          && (end == i || fallsStraightInto(graph, stmts.get(end - 1), stmts.get(end)))) {
        end++;
      }
      if (end - i >= 2 && independent(stmts.subList(i, end))) {
        sortRun(graph, stmts, i, end);
      }
      i = Math.max(end, i + 1);
    }
  }

  /**
   * True if {@code b} is {@code a}'s only successor, {@code a} is {@code b}'s only
   * predecessor, and both have the same handlers: they sit in one block.
   */
  private static boolean fallsStraightInto(MutableControlFlowGraph graph, Stmt a, Stmt b) {
    List<Stmt> out = graph.successors(a);
    List<Stmt> in = graph.predecessors(b);
    return out.size() == 1 && out.get(0) == b && in.size() == 1 && in.get(0) == a
        && graph.exceptionalSuccessors(a).equals(graph.exceptionalSuccessors(b));
  }

  /** True if no cast of the run reads a temporary another cast of the run defines. */
  private static boolean independent(List<Stmt> run) {
    java.util.Set<Value> defined = new java.util.HashSet<>();
    for (Stmt s : run) {
      defined.add(((JAssignStmt) s).getLeftOp());
    }
    for (Stmt s : run) {
      if (s.getUses().stream().anyMatch(defined::contains)) {
        return false;
      }
    }
    return true;
  }

  private static void sortRun(MutableControlFlowGraph graph, List<Stmt> stmts, int from,
      int to) {
    List<JAssignStmt> run = new ArrayList<>();
    for (int k = from; k < to; k++) {
      run.add((JAssignStmt) stmts.get(k));
    }
    Map<JAssignStmt, long[]> keys = new HashMap<>();
    for (JAssignStmt cast : run) {
      keys.put(cast, firstUse((Local) cast.getLeftOp(), stmts, to));
    }
    List<JAssignStmt> sorted = new ArrayList<>(run);
    sorted.sort(Comparator.<JAssignStmt>comparingLong(c -> keys.get(c)[0])
        .thenComparingLong(c -> keys.get(c)[1])
        .thenComparing(c -> c.getRightOp().toString()));
    if (sorted.equals(run)) {
      return;
    }
    // the graph keeps its edges when a node is replaced, so each position gets a copy of the
    // cast that belongs there
    for (int k = 0; k < run.size(); k++) {
      JAssignStmt wanted = sorted.get(k);
      graph.replaceNode(run.get(k), new JAssignStmt(wanted.getLeftOp(), wanted.getRightOp(),
          wanted.getPositionInfo()));
    }
  }

  /**
   * The index of the first statement from {@code from} on that uses {@code temp} and the
   * position of that use among the statement's uses; {@link Long#MAX_VALUE} twice if none.
   */
  private static long[] firstUse(Local temp, List<Stmt> stmts, int from) {
    for (int i = from; i < stmts.size(); i++) {
      List<Value> uses = stmts.get(i).getUses();
      int at = uses.indexOf(temp);
      if (at >= 0) {
        return new long[] {i, at};
      }
    }
    return new long[] {Long.MAX_VALUE, Long.MAX_VALUE};
  }

  /** Renames the temporaries {@code #l0}, {@code #l1}, ... in order of first appearance. */
  private static void renameInOrder(Body.BodyBuilder builder, List<Stmt> stmts) {
    Map<Local, String> order = new LinkedHashMap<>();
    for (Stmt s : stmts) {
      s.getDef().ifPresent(d -> note(order, d));
      s.getUses().forEach(u -> note(order, u));
    }
    boolean same = true;
    int n = 0;
    for (Map.Entry<Local, String> e : order.entrySet()) {
      e.setValue(PREFIX + n++);
      same &= e.getKey().getName().equals(e.getValue());
    }
    if (same) {
      return;
    }
    // through names no local has, so that no renaming meets a local of the new name
    List<Local> parked = new ArrayList<>();
    n = 0;
    for (Local l : order.keySet()) {
      Local p = l.withName("\u0000" + n++);
      builder.replaceLocal(l, p);
      parked.add(p);
    }
    n = 0;
    for (Local p : parked) {
      builder.replaceLocal(p, p.withName(PREFIX + n++));
    }
  }

  private static void note(Map<Local, String> order, Value v) {
    if (isTemporary(v)) {
      order.putIfAbsent((Local) v, "");
    }
  }
}
