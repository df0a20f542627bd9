package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.stmt.JThrowStmt;
import sootup.core.jimple.common.stmt.Stmt;
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.types.ClassType;

/**
 * Which method instances may end by an exception thrown explicitly ({@code throw}) in
 * application code, itself or in a callee. Implicit exceptions (null dereference, division by
 * zero, bad casts, array bounds) are not modelled. A handler only counts when it is reachable
 * in this model: statements are explored from the entry along normal edges and along the
 * exceptional edges of {@code throw} statements and of calls to instances that may throw, so a
 * synchronized block's catch-all handler (which releases the monitor and rethrows) only makes
 * its method throw when something in the block can throw. The result is a least fixpoint over
 * all instances.
 */
final class ThrowAnalysis {
  private final CodeBase code;
  private final PointsToResult pts;
  private final Set<MethodInstance> mayThrow = new HashSet<>();

  ThrowAnalysis(PointsToResult pts) {
    this.pts = pts;
    this.code = pts.code();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (MethodInstance mi : pts.reachable()) {
        if (!mayThrow.contains(mi) && pts.body(mi) != null && escapes(mi, pts.body(mi))) {
          mayThrow.add(mi);
          changed = true;
        }
      }
    }
  }

  boolean mayThrow(MethodInstance mi) {
    return mayThrow.contains(mi);
  }

  private boolean escapes(MethodInstance mi, MethodCode body) {
    boolean[] seen = new boolean[body.size()];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    work.add(0);
    seen[0] = true;
    while (!work.isEmpty()) {
      int i = work.poll();
      Stmt s = body.stmt(i);
      for (int n : body.successors(i)) {
        visit(n, seen, work);
      }
      boolean throwing;
      List<String> types = new java.util.ArrayList<>();
      if (s instanceof JThrowStmt t) {
        throwing = !isSyntheticMatchFailure(pts, mi, i, t);
        if (t.getOp() instanceof Local l) {
          for (AbstractObject o : pts.pointsTo(mi, i, l)) {
            types.add(o.type());
          }
        }
      } else {
        throwing = false;
        for (MethodInstance c : pts.callees(mi, i)) {
          throwing |= mayThrow.contains(c);
        }
      }
      if (!throwing) {
        continue;
      }
      boolean caught = false;
      for (Map.Entry<ClassType, Integer> h : body.handlers(i).entrySet()) {
        int target = h.getValue();
        if (target == i) {
          continue;
        }
        visit(target, seen, work);
        boolean all = !types.isEmpty();
        for (String ty : types) {
          all &= code.isSubtype(code.classType(ty), h.getKey());
        }
        if (all || h.getKey().getFullyQualifiedName().equals("java.lang.Throwable")) {
          caught = true;
          break;
        }
      }
      if (!caught) {
        return true;
      }
    }
    return false;
  }

  /**
   * True if the statement throws only {@code java.lang.MatchException}: javac's synthetic
   * default of an exhaustive {@code switch} (over an enum, a sealed type or record patterns),
   * which cannot run unless the switched type changed after compilation. Such a throw is taken
   * as unreachable: it does not make its method throw, and the translation ends the path
   * there as a return ({@link ProcedureTranslator}).
   */
  static boolean isSyntheticMatchFailure(PointsToResult pts, MethodInstance mi, int i,
      JThrowStmt t) {
    if (!(t.getOp() instanceof Local l)) {
      return false;
    }
    List<AbstractObject> thrown = pts.pointsTo(mi, i, l);
    return !thrown.isEmpty()
        && thrown.stream().allMatch(o -> o.type().equals("java.lang.MatchException"));
  }

  private static void visit(int i, boolean[] seen, ArrayDeque<Integer> work) {
    if (i >= 0 && !seen[i]) {
      seen[i] = true;
      work.add(i);
    }
  }
}
