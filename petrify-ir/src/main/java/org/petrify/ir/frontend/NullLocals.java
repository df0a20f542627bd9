package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.ArgumentSite;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.PrimitiveType;

/**
 * The reference locals that are always {@code null}, per reachable method instance, and the
 * method instances that only ever return {@code null}: the null twin of {@link NonNullLocals},
 * a greatest fixpoint over the whole program. So a result no run makes non-null, {@code
 * Throwable t = extractThrowable(args)} where {@code args} is {@code null} at every call, decides
 * the caller's {@code if (t != null)} instead of leaving it a choice.
 *
 * <p><b>The rule.</b> A statement of an instance is <em>live</em> when it is reachable from the
 * entry along every exception edge and along the normal edges that remain once the edges no run
 * takes are removed: a side of a branch the instance's known parameter values rule out ({@link
 * PointsToResult#decidedSuccessor}), the null side of a test of a {@link NonNullLocals}
 * non-null local, and the non-null side of a test ({@code ==} or {@code !=} against {@code
 * null}) of a local this rule calls null. A reference local is <em>null</em> when every live
 * definition of it is a {@code null} constant, a copy or cast of a null local, a parameter's
 * identity statement where the instance has argument sites ({@link
 * PointsToResult#argumentSites}: none for an instance the library, reflection, a lambda's
 * functional call without sites or the entry point invokes) and every site at a live statement
 * writes a null value, or a call whose callees ({@link PointsToResult#callees}, not empty) are
 * all application method instances with bodies that return null. For an instance call, every
 * object its receiver may point to must also be an allocation or the entry object of an
 * application class, neither a mock nor a spy, and every target of the call must be among the
 * callees ({@link #everyTargetWired}: virtual dispatch over every receiver object by its runtime
 * class), so that the callees are all the code the call may run; a JDK target, a {@code
 * invokedynamic} or a receiver the library made leaves the result unknown. An instance <em>returns null</em> when
 * every live {@code return} returns a null value. Fields are not followed: a field read is never
 * null here.
 *
 * <p><b>Soundness.</b> The fixpoint starts with every candidate null and removes a local or an
 * instance as soon as one live definition or return is not of the listed kinds or names a
 * removed one; liveness is recomputed with the facts left, so it only grows. At the end, take
 * any run and suppose a null local or a null-returning instance receives a non-null value; look
 * at the first step where that happens. Before it every null fact held, so every test of a null
 * local went to its null side, every branch ruled out by known parameters or by {@link
 * NonNullLocals} was not taken (their own arguments), and so each thread ran live statements
 * only. The step is then a live definition or return, or a call from a live site, whose source
 * is a {@code null} constant or a null local or a null-returning callee (every callee the call
 * may run is listed, since the receiver's objects are all application objects the points-to
 * analysis resolved), each still null before the step: the value stored is null, a
 * contradiction. A call that throws assigns nothing. Locals are per thread and per frame, so
 * other threads cannot change them. A local of an instance without a body has no facts.
 */
final class NullLocals {
  private final PointsToResult pts;
  private final NonNullLocals nonNull;
  private final Map<MethodInstance, Set<String>> nulls = new HashMap<>();
  private final Set<MethodInstance> nullReturn = new HashSet<>();
  /** The live statements per instance, as of the start of the current round. */
  private final Map<MethodInstance, boolean[]> liveNow = new HashMap<>();

  NullLocals(PointsToResult pts, NonNullLocals nonNull) {
    this.pts = pts;
    this.nonNull = nonNull;
    solve();
  }

  /** True if the local is {@code null} wherever it is read in the method instance. */
  boolean isNull(MethodInstance mi, Local l) {
    return nulls.getOrDefault(mi, Set.of()).contains(l.getName());
  }

  /** True if every run of the instance that returns normally returns {@code null}. */
  boolean returnsNull(MethodInstance mi) {
    return nullReturn.contains(mi);
  }

  private void solve() {
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      nulls.put(mi, NonNullLocals.referenceLocals(code));
      nullReturn.add(mi);
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      // liveness of this round's facts: facts only go, so it only grows; a round that
      // changes nothing saw the final liveness
      liveNow.clear();
      for (MethodInstance mi : pts.reachable()) {
        if (pts.body(mi) != null) {
          liveNow.put(mi, live(mi, pts.body(mi)));
        }
      }
      for (MethodInstance mi : pts.reachable()) {
        MethodCode code = pts.body(mi);
        if (code == null) {
          continue;
        }
        boolean[] live = liveNow.get(mi);
        Set<String> set = nulls.get(mi);
        for (int i = 0; i < code.size(); i++) {
          if (!live[i]) {
            continue;
          }
          Stmt s = code.stmt(i);
          if (s instanceof JIdentityStmt id && set.contains(id.getLeftOp().getName())
              && !identityNull(mi, id)) {
            set.remove(id.getLeftOp().getName());
            changed = true;
          } else if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
              && set.contains(l.getName()) && !valueNull(mi, i, a.getRightOp())) {
            set.remove(l.getName());
            changed = true;
          } else if (s instanceof JReturnStmt r && nullReturn.contains(mi)
              && !valueNull(mi, i, r.getOp())) {
            nullReturn.remove(mi);
            changed = true;
          }
        }
      }
    }
  }

  /** The live statements of the instance under the current facts (see the class comment). */
  private boolean[] live(MethodInstance mi, MethodCode code) {
    boolean[] seen = new boolean[code.size()];
    if (code.size() == 0) {
      return seen;
    }
    ArrayDeque<Integer> work = new ArrayDeque<>();
    seen[0] = true;
    work.add(0);
    while (!work.isEmpty()) {
      int s = work.poll();
      List<Integer> next = new java.util.ArrayList<>();
      for (int t : successors(mi, code, s)) {
        next.add(t);
      }
      next.addAll(code.handlers(s).values());
      for (int t : next) {
        if (t >= 0 && t < seen.length && !seen[t]) {
          seen[t] = true;
          work.add(t);
        }
      }
    }
    return seen;
  }

  private int[] successors(MethodInstance mi, MethodCode code, int i) {
    int decided = pts.decidedSuccessor(mi, i);
    if (decided >= 0) {
      return new int[] {decided};
    }
    int[] succ = code.successors(i);
    if (succ.length != 2 || succ[0] == succ[1] || !(code.stmt(i) instanceof JIfStmt f)) {
      return succ;
    }
    AbstractConditionExpr c = f.getCondition();
    boolean eq = c instanceof JEqExpr;
    if (!eq && !(c instanceof JNeExpr)) {
      return succ;
    }
    Value tested = c.getOp2() instanceof NullConstant ? c.getOp1()
        : c.getOp1() instanceof NullConstant ? c.getOp2() : null;
    if (!(tested instanceof Local l)) {
      return succ;
    }
    // successors: [0] when the condition is false, [1] when it is true
    int nullSide = succ[eq ? 1 : 0];
    int nonNullSide = succ[eq ? 0 : 1];
    if (isNull(mi, l)) {
      return new int[] {nullSide};
    }
    if (nonNull.isNonNull(mi, l)) {
      return new int[] {nonNullSide};
    }
    return succ;
  }

  private boolean identityNull(MethodInstance mi, JIdentityStmt id) {
    if (!(id.getRightOp() instanceof JParameterRef p)) {
      return false;
    }
    List<ArgumentSite> sites = pts.argumentSites(mi);
    if (sites.isEmpty()) {
      return false;
    }
    for (ArgumentSite site : sites) {
      ArgumentSite from = site.siteOf(p.getIndex());
      Value arg = site.argument(p.getIndex());
      if (arg == null) {
        return false;
      }
      boolean[] live = liveNow.get(from.caller());
      if (live == null) {
        return false;
      }
      if (from.stmtIndex() >= 0 && from.stmtIndex() < live.length && !live[from.stmtIndex()]) {
        continue; // no run makes this call
      }
      if (!valueNull(from.caller(), from.stmtIndex(), arg)) {
        return false;
      }
    }
    return true;
  }

  /** True if a value (an immediate or the right side of an assignment) is always null. */
  private boolean valueNull(MethodInstance mi, int at, Value v) {
    if (v instanceof NullConstant) {
      return true;
    }
    if (v instanceof Local l) {
      return isNull(mi, l);
    }
    if (v instanceof JCastExpr c) {
      return valueNull(mi, at, c.getOp());
    }
    if (v instanceof AbstractInvokeExpr inv) {
      return callNull(mi, at, inv);
    }
    return false;
  }

  private boolean callNull(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    if (inv instanceof JDynamicInvokeExpr || inv.getType() instanceof PrimitiveType) {
      return false;
    }
    Set<MethodInstance> callees = pts.callees(mi, at);
    if (callees.isEmpty()) {
      return false;
    }
    if (inv instanceof AbstractInstanceInvokeExpr ii && !(inv instanceof JSpecialInvokeExpr)) {
      List<AbstractObject> receivers = pts.pointsTo(mi, at, ii.getBase());
      if (receivers.isEmpty() || !receivers.stream().allMatch(this::applicationObject)) {
        return false;
      }
    }
    if (!everyTargetWired(pts, mi, at, inv)) {
      return false;
    }
    for (MethodInstance c : callees) {
      MethodCode body = pts.body(c);
      if (body == null || !nullReturn.contains(c)
          || !pts.code().isApplication(c.method().getDeclaringClassType())) {
        return false;
      }
    }
    return true;
  }

  /**
   * True if every method the call may run is among its callees ({@link
   * PointsToResult#callees}): for a static or special call the method it resolves to, for a
   * virtual or interface call the method each object its receiver may point to (not empty)
   * dispatches to by its runtime class. The points-to analysis wires up application targets
   * with a body only, so a JDK target (a JDK object, or an application class inheriting the
   * method from a JDK class, or an object of unmodelled JDK code, {@code
   * PointsToResult#mayBeForeign}) or a target without a body is missing from the callees; this
   * is false then. A lambda object runs its implementation method, which the analysis wires up
   * itself, and is not looked up.
   */
  static boolean everyTargetWired(PointsToResult pts, MethodInstance mi, int at,
      AbstractInvokeExpr inv) {
    if (inv instanceof JDynamicInvokeExpr) {
      return false;
    }
    Set<MethodSignature> wired = new HashSet<>();
    pts.callees(mi, at).forEach(c -> wired.add(c.method().getSignature()));
    if (wired.isEmpty()) {
      return false;
    }
    if (inv instanceof AbstractInstanceInvokeExpr ii && !(inv instanceof JSpecialInvokeExpr)) {
      List<AbstractObject> receivers = pts.pointsTo(mi, at, ii.getBase());
      if (receivers.isEmpty() || pts.mayBeForeign(mi, at, ii.getBase())) {
        return false; // a foreign JDK object runs the JDK's method (ForeignObjects)
      }
      for (AbstractObject o : receivers) {
        if (o.kind() == AbstractObject.Kind.LAMBDA) {
          continue;
        }
        var target = pts.code().dispatch(pts.code().classType(o.type()),
            inv.getMethodSignature().getSubSignature());
        if (target.isEmpty() || !wired.contains(target.get().getSignature())) {
          return false;
        }
      }
      return true;
    }
    var target = pts.code().resolve(inv.getMethodSignature());
    return target.isPresent() && wired.contains(target.get().getSignature());
  }

  private boolean applicationObject(AbstractObject o) {
    return (o.kind() == AbstractObject.Kind.ALLOCATION || o.kind() == AbstractObject.Kind.ENTRY)
        && !pts.isMockitoObject(o) && !pts.isSpy(o)
        && pts.code().isApplication(pts.code().classType(o.type()));
  }
}
