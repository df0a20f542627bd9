package org.petrify.ir.pointsto;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.java.core.JavaSootMethod;

/**
 * The locals that hold <em>their thread's own object</em>: a local of a method instance is own
 * when, in every run of the instance on any thread {@code t}, each value it ever holds is null
 * or an object that {@code t} itself allocated and whose abstract object is no summary or one
 * that each thread allocates at most once ({@link PointsToResult#isOncePerThread}). For such an
 * abstract object a thread has at most one runtime object, so an access through an own local
 * touches exactly the accessing thread's object, even when other threads can reach that object
 * too (it escapes).
 *
 * <p>The rule, a greatest fixpoint over all locals of the reachable method instances: a local
 * is own when every definition of it (flow-insensitively, so whatever definition reaches a use)
 * is
 * <ul>
 *   <li>{@code new C} whose objects are all once per thread (or no summary): the allocating
 *       thread is the running one;</li>
 *   <li>{@code null}, a copy or a cast of an own local;</li>
 *   <li>{@code @this} of an instance whose every invocation is a call statement on its written
 *       base ({@link PointsToResult#receiverSites}; none through a lambda, a library call-back,
 *       a thread's start or Mockito) and that base is own in the caller;</li>
 *   <li>{@code @parameter k} of an instance whose every invocation passes its written arguments
 *       ({@link PointsToResult#argumentSites}) with argument {@code k} own (or null) in the
 *       calling instance; an argument a lambda captured at its creation is never own (another
 *       thread may have created the lambda);</li>
 *   <li>the result of a call whose every target is an application method with a body (no
 *       receiver object dispatches to library code or is a Mockito object) and every
 *       {@code return} of every target returns null or an own local of the target.</li>
 * </ul>
 *
 * <p>Only locals that may point to a once-per-thread summary are candidates (no other local is
 * asked about; leaving one out only makes fewer locals own), and a program without such a
 * summary has no own locals at all.
 *
 * <p>Soundness, by induction over an execution: calls, parameters and returns run on the
 * calling thread, so each of these sources hands on a value that satisfied the property in the
 * same thread, and {@code new} makes one; every other definition (a field or array read, a
 * library result, a caught exception) disqualifies the local. Removing a local can only remove
 * others, and the fixpoint keeps only locals all of whose sources are own.
 */
public final class OwnReferences {
  private final PointsToResult pts;
  private final Map<MethodInstance, Set<String>> own = new HashMap<>();

  private OwnReferences(PointsToResult pts) {
    this.pts = pts;
  }

  /** Computes the own locals of a points-to result (see the class comment). */
  static OwnReferences of(PointsToResult pts) {
    OwnReferences r = new OwnReferences(pts);
    r.solve();
    return r;
  }

  /** True if the local always holds null or its thread's own object (see the class comment). */
  public boolean isOwn(MethodInstance mi, Local l) {
    return own.getOrDefault(mi, Set.of()).contains(l.getName());
  }

  private void solve() {
    if (pts.objects().stream().noneMatch(pts::isOncePerThread)) {
      return;
    }
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      Set<String> locals = new HashSet<>();
      body.defs().forEach((name, defs) -> {
        if (defs.stream().allMatch(d -> candidate(body.stmt(d)))
            && mayHoldOncePerThread(mi, body, name, defs.get(0))) {
          locals.add(name);
        }
      });
      if (!locals.isEmpty()) {
        own.put(mi, locals);
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Map.Entry<MethodInstance, Set<String>> e : own.entrySet()) {
        MethodCode body = pts.body(e.getKey());
        for (var it = e.getValue().iterator(); it.hasNext(); ) {
          String name = it.next();
          for (int d : body.defs().get(name)) {
            if (!holds(e.getKey(), body, d)) {
              it.remove();
              changed = true;
              break;
            }
          }
        }
      }
    }
  }

  /**
   * True if the local may point to a summary each thread allocates once: only such locals are
   * asked about, and leaving the others out only makes fewer locals own.
   */
  private boolean mayHoldOncePerThread(MethodInstance mi, MethodCode body, String name, int d) {
    Stmt s = body.stmt(d);
    Value lhs = s instanceof JAssignStmt a ? a.getLeftOp() : ((JIdentityStmt) s).getLeftOp();
    return pts.pointsTo(mi, d, (Local) lhs).stream().anyMatch(pts::isOncePerThread);
  }

  /** True if the definition is of a kind that may make an own local. */
  private static boolean candidate(Stmt s) {
    if (s instanceof JIdentityStmt id) {
      return id.getRightOp() instanceof JThisRef || id.getRightOp() instanceof JParameterRef;
    }
    if (s instanceof JAssignStmt a) {
      Value v = a.getRightOp();
      return v instanceof JNewExpr || v instanceof Local || v instanceof NullConstant
          || v instanceof JCastExpr c && c.getOp() instanceof Local
          || v instanceof AbstractInvokeExpr && !(v instanceof JDynamicInvokeExpr);
    }
    return false;
  }

  /** True if definition {@code d} gives its local an own value, given the current sets. */
  private boolean holds(MethodInstance mi, MethodCode body, int d) {
    Stmt s = body.stmt(d);
    if (s instanceof JIdentityStmt id) {
      return id.getRightOp() instanceof JThisRef ? receiverOwn(mi)
          : parameterOwn(mi, ((JParameterRef) id.getRightOp()).getIndex());
    }
    JAssignStmt a = (JAssignStmt) s;
    Value v = a.getRightOp();
    if (v instanceof NullConstant) {
      return true;
    }
    if (v instanceof Local m) {
      return isOwn(mi, m);
    }
    if (v instanceof JCastExpr c) {
      return isOwn(mi, (Local) c.getOp());
    }
    if (v instanceof JNewExpr) {
      return pts.pointsTo(mi, d, (Local) a.getLeftOp()).stream()
          .allMatch(o -> !pts.isSummary(o) || pts.isOncePerThread(o));
    }
    return resultOwn(mi, body, d, (AbstractInvokeExpr) v);
  }

  private boolean receiverOwn(MethodInstance mi) {
    return pts.atEveryReceiverSite(mi, (caller, index, receiver) -> isOwn(caller, receiver));
  }

  private boolean parameterOwn(MethodInstance mi, int p) {
    List<ArgumentSite> sites = pts.argumentSites(mi);
    if (sites.isEmpty()) {
      return false;
    }
    for (ArgumentSite site : sites) {
      if (site.siteOf(p) != site) {
        return false; // captured when the lambda was made, maybe by another thread
      }
      Value v = site.argument(p);
      if (!(v instanceof NullConstant) && !(v instanceof Local l && isOwn(site.caller(), l))) {
        return false;
      }
    }
    return true;
  }

  private boolean resultOwn(MethodInstance mi, MethodCode body, int d, AbstractInvokeExpr inv) {
    Set<MethodInstance> targets = pts.callees(mi, d);
    if (targets.isEmpty() || !allApplication(mi, d, inv)) {
      return false;
    }
    for (MethodInstance t : targets) {
      MethodCode tb = pts.body(t);
      if (tb == null) {
        return false;
      }
      for (Stmt s : tb.stmts()) {
        if (s instanceof JReturnStmt r && !(r.getOp() instanceof NullConstant)
            && !(r.getOp() instanceof Local l && isOwn(t, l))) {
          return false;
        }
      }
    }
    return true;
  }

  /** True if every receiver of the call dispatches to an application method with a body. */
  private boolean allApplication(MethodInstance mi, int d, AbstractInvokeExpr inv) {
    if (inv instanceof JStaticInvokeExpr || inv instanceof JSpecialInvokeExpr) {
      Optional<JavaSootMethod> m = pts.code().resolve(inv.getMethodSignature());
      return m.isPresent() && m.get().hasBody()
          && pts.code().isApplication(m.get().getDeclaringClassType())
          && (inv instanceof JStaticInvokeExpr || receiversPlain(mi, d, inv));
    }
    if (!(inv instanceof AbstractInstanceInvokeExpr ii)) {
      return false;
    }
    List<AbstractObject> receivers = pts.pointsTo(mi, d, ii.getBase());
    if (!receiversPlain(mi, d, inv) || pts.mayBeForeign(mi, d, ii.getBase())) {
      return false; // a foreign JDK object runs the JDK's method (ForeignObjects)
    }
    for (AbstractObject o : receivers) {
      if (o.type().endsWith("]")) {
        return false;
      }
      Optional<JavaSootMethod> m = pts.code().dispatch(pts.code().classType(o.type()),
          inv.getMethodSignature().getSubSignature());
      if (m.isEmpty() || !m.get().hasBody()
          || !pts.code().isApplication(m.get().getDeclaringClassType())) {
        return false;
      }
    }
    return true;
  }

  /** True if no receiver of the call is a lambda or a Mockito object. */
  private boolean receiversPlain(MethodInstance mi, int d, AbstractInvokeExpr inv) {
    return pts.pointsTo(mi, d, ((AbstractInstanceInvokeExpr) inv).getBase()).stream()
        .noneMatch(o -> o.kind() == AbstractObject.Kind.LAMBDA || pts.isMockitoObject(o));
  }
}
