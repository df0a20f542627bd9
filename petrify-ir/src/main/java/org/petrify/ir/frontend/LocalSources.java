package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;

/** The locals a set of locals is computed from, within one body (flow-insensitive). */
final class LocalSources {
  private LocalSources() {}

  /**
   * Adds to {@code locals} (in place) every local that an assignment to one of them reads, and
   * so on to a fixed point, keeping only locals {@code admitted} accepts.
   */
  static void close(MethodCode code, Set<String> locals, Predicate<String> admitted) {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Stmt s : code.stmts()) {
        if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
            && locals.contains(l.getName())) {
          List<Value> uses = new ArrayList<>(a.getRightOp().getUses());
          uses.add(a.getRightOp());
          for (Value u : uses) {
            if (u instanceof Local m && admitted.test(m.getName()) && locals.add(m.getName())) {
              changed = true;
            }
          }
        }
      }
    }
  }
}
