package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import sootup.core.graph.MutableControlFlowGraph;
import sootup.core.interceptor.BodyInterceptor;
import sootup.core.jimple.Jimple;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JGotoStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.Body;
import sootup.core.views.View;

/**
 * SootUp's {@code CastAndReturnInliner} with a fixed order: a {@code goto} whose target is
 * {@code x = (T) y; return x} becomes {@code y_retN = (T) y; return y_retN}, and the shared
 * cast and return go once nothing jumps to them. SootUp's step visits the gotos in the order of
 * the statement graph's hash map, keyed by statements that hash by identity; when two gotos
 * share one cast and return, which one is rewritten first decides the result (a second return
 * site, or a goto left in place), so the same class file gave different bodies from one view to
 * the next. This step visits the gotos in the order of the statement list, which the earlier
 * steps build from the class file alone ({@link StableTemporaries} explains the other step that
 * needed it). The rewriting itself is SootUp's, step for step.
 */
final class StableReturnInliner implements BodyInterceptor {

  @Override
  public void interceptBody(Body.BodyBuilder builder, View view) {
    MutableControlFlowGraph graph = builder.getControlFlowGraph();
    Set<Local> locals = builder.getLocals();
    List<Stmt> stmts = new ArrayList<>(builder.getStmts());
    for (Stmt s : stmts) {
      if (!(s instanceof JGotoStmt jump) || !graph.containsNode(jump)
          || !(graph.successors(jump).get(0) instanceof JAssignStmt assign)
          || !(assign.getRightOp() instanceof JCastExpr cast)
          || !(graph.successors(assign).get(0) instanceof JReturnStmt ret)
          || ret.getOp() != assign.getLeftOp()) {
        continue;
      }
      Local local;
      int n = 0;
      do {
        local = Jimple.newLocal(cast.getOp() + "_ret" + n++, cast.getType());
      } while (locals.contains(local));
      JAssignStmt copy = Jimple.newAssignStmt(local, cast, assign.getPositionInfo());
      JReturnStmt newReturn = ret.withReturnValue(local);
      graph.replaceNode(jump, newReturn);
      graph.insertBefore(newReturn, copy);
      builder.addLocal(local);
      if (graph.predecessors(assign).isEmpty()) {
        graph.removeNode(assign, false);
        if (graph.predecessors(ret).isEmpty()) {
          graph.removeNode(ret, false);
          builder.removeDefLocalsOf(assign);
        }
      }
    }
  }
}
