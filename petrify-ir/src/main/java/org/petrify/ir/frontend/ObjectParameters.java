package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;
import sootup.core.jimple.javabytecode.stmt.JExitMonitorStmt;
import sootup.core.types.PrimitiveType;

/**
 * Object arguments: a call whose argument refers to one known abstract object calls an
 * argument variant of the callee ({@link ArgumentVariants}) that starts with the parameter
 * pinned to that object ({@link PolledObjects}), when the callee's points-to set of the
 * parameter has several objects and which one it is matters there. So a helper handed one of
 * several guards, {@code beginWaitingFor(guard)} in Guava's {@code Monitor}, counts the
 * waiters of that guard, pushes that guard on the list of waiting guards and awaits or
 * signals that guard's condition, where the callee translated once for every caller took any
 * of them.
 *
 * <p><b>Which arguments.</b> Argument {@code j} of a call at statement {@code i} of the caller
 * has an object when its local's points-to set there, narrowed by the caller's pin, is one
 * object {@code o} ({@link PolledObjects#pointsTo}); it is used when the callee's points-to
 * set of parameter {@code j} holds {@code o} and at least one other object, and the parameter
 * <em>matters</em> in the callee: a value derived from it (copies and casts, flow-insensitively)
 * is a monitor operand, an operand of an identity test with another local, the receiver of a
 * call with several callees or of a {@code java.util.concurrent} method or {@code
 * wait}/{@code notify}/{@code notifyAll}/{@code join}, the base of an access to a tracked
 * field or to a final field whose values per object are known ({@link FinalFieldValues}), a
 * value stored into a tracked field, or an argument whose callee's parameter matters
 * (recursively; a method met again while being decided counts as not mattering there); or a
 * field read from it is a monitor operand or such a receiver ({@code guard.condition.await()}).
 * Only calls whose callee has the invoked sub-signature count (as {@link TestedParameters}).
 *
 * <p><b>Soundness.</b> The caller's narrowed set bounds the argument's runtime value (null or
 * a runtime object {@code o} stands for) by the invariant of {@link PolledObjects} (or by the
 * soundness of the points-to analysis for a set of one object), and the parameter receives
 * exactly that value, so the pin holds at the variant's entry in every run from the call,
 * which is the only one entering it. The variant is the method translated from an
 * environment with one more pin that is true of every run entering it, so every run of the
 * call is a run of the variant. Which parameters matter only selects where variants are made
 * (a precision choice, bounded as all argument variants are).
 */
final class ObjectParameters {
  private final TranslationContext tc;
  private final Map<MethodInstance, Set<Integer>> memo = new HashMap<>();
  private final Set<MethodInstance> deciding = new HashSet<>();

  ObjectParameters(TranslationContext tc) {
    this.tc = tc;
  }

  /**
   * Per argument of the call at statement {@code at} of {@code caller}, the object a variant
   * of {@code callee} pins its parameter to, or null; an empty list when there is none.
   */
  List<AbstractObject> objects(MethodInstance caller, int at, MethodInstance callee,
      AbstractInvokeExpr inv) {
    MethodCode body = tc.pts().body(callee);
    if (body == null || inv instanceof JDynamicInvokeExpr
        || !TestedParameters.sameParameters(callee, inv)) {
      return List.of();
    }
    Set<Integer> matter = matters(callee);
    if (matter.isEmpty()) {
      return List.of();
    }
    List<AbstractObject> out = new ArrayList<>();
    boolean any = false;
    for (int j = 0; j < inv.getArgCount(); j++) {
      AbstractObject o = null;
      if (matter.contains(j) && inv.getArg(j) instanceof Local a) {
        List<AbstractObject> arg = tc.polled().pointsTo(caller, at, a);
        int id = parameterStmt(body, j);
        List<AbstractObject> param = id < 0 ? List.of()
            : tc.pts().pointsTo(callee, id, ((JIdentityStmt) body.stmt(id)).getLeftOp());
        if (arg.size() == 1 && param.size() > 1 && param.contains(arg.get(0))) {
          o = arg.get(0);
        }
      }
      out.add(o);
      any |= o != null;
    }
    return any ? out : List.of();
  }

  /**
   * {@code objects} without the objects of arguments whose value {@code args} pins to an enum
   * constant already (the constant names the object); empty if none is left.
   */
  static List<AbstractObject> withoutConstants(List<AbstractObject> objects,
      List<LocalValue> args) {
    List<AbstractObject> out = new ArrayList<>(objects);
    boolean any = false;
    for (int j = 0; j < out.size(); j++) {
      if (j < args.size() && args.get(j) instanceof LocalValue.EnumConstant) {
        out.set(j, null);
      }
      any |= out.get(j) != null;
    }
    return any ? out : List.of();
  }

  /** The reference parameters that matter in the method instance (class comment). */
  Set<Integer> matters(MethodInstance mi) {
    Set<Integer> known = memo.get(mi);
    if (known != null) {
      return known;
    }
    MethodCode body = tc.pts().body(mi);
    if (body == null || !deciding.add(mi)) {
      return Set.of();
    }
    Set<Integer> out = new LinkedHashSet<>();
    try {
      for (int i = 0; i < body.size(); i++) {
        if (body.stmt(i) instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef p
            && !(id.getLeftOp().getType() instanceof PrimitiveType)
            && matters(mi, body, derived(body, id.getLeftOp().getName()))) {
          out.add(p.getIndex());
        }
      }
    } finally {
      deciding.remove(mi);
    }
    Set<Integer> result = Set.copyOf(out);
    memo.put(mi, result);
    return result;
  }

  private static int parameterStmt(MethodCode body, int index) {
    for (int i = 0; i < body.size(); i++) {
      if (body.stmt(i) instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef p
          && p.getIndex() == index) {
        return i;
      }
    }
    return -1;
  }

  /** The local and its copies and casts, flow-insensitively. */
  private static Set<String> derived(MethodCode body, String local) {
    Set<String> out = new HashSet<>(Set.of(local));
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Stmt s : body.stmts()) {
        if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
            && !out.contains(l.getName())) {
          Value r = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
          if (r instanceof Local src && out.contains(src.getName())) {
            out.add(l.getName());
            changed = true;
          }
        }
      }
    }
    return out;
  }

  private boolean matters(MethodInstance mi, MethodCode body, Set<String> d) {
    Set<String> fieldsOf = new HashSet<>();
    for (Stmt s : body.stmts()) {
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
          && a.getRightOp() instanceof JInstanceFieldRef f && in(d, f.getBase())) {
        fieldsOf.add(l.getName());
      }
    }
    for (int i = 0; i < body.size(); i++) {
      Stmt s = body.stmt(i);
      if (s instanceof JEnterMonitorStmt m && (in(d, m.getOp()) || in(fieldsOf, m.getOp()))
          || s instanceof JExitMonitorStmt x && (in(d, x.getOp()) || in(fieldsOf, x.getOp()))
          || s instanceof JIfStmt f && identityTest(f.getCondition(), d)) {
        return true;
      }
      if (s instanceof JAssignStmt a && (knownField(a.getLeftOp(), d)
          || knownField(a.getRightOp(), d)
          || a.getLeftOp() instanceof JInstanceFieldRef w && tc.values().field(w) != null
              && in(d, a.getRightOp()))) {
        return true;
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv != null && invokeMatters(mi, i, inv, d, fieldsOf)) {
        return true;
      }
    }
    return false;
  }

  private boolean invokeMatters(MethodInstance mi, int i, AbstractInvokeExpr inv,
      Set<String> d, Set<String> fieldsOf) {
    if (inv instanceof JDynamicInvokeExpr) {
      return false;
    }
    if (inv instanceof AbstractInstanceInvokeExpr ii
        && (in(d, ii.getBase()) || in(fieldsOf, ii.getBase())) && blockingReceiver(inv)
        || inv instanceof AbstractInstanceInvokeExpr jj && in(d, jj.getBase())
            && tc.pts().callees(mi, i).size() > 1) {
      return true;
    }
    for (int j = 0; j < inv.getArgCount(); j++) {
      if (!in(d, inv.getArg(j))) {
        continue;
      }
      for (MethodInstance c : tc.pts().callees(mi, i)) {
        if (TestedParameters.sameParameters(c, inv) && matters(c).contains(j)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean blockingReceiver(AbstractInvokeExpr inv) {
    String name = inv.getMethodSignature().getName();
    return inv.getMethodSignature().getDeclClassType().toString()
        .startsWith("java.util.concurrent.")
        || Set.of("wait", "notify", "notifyAll", "join").contains(name);
  }

  /** An access through the parameter to a tracked field or a final field known per object. */
  private boolean knownField(Value v, Set<String> d) {
    return v instanceof JInstanceFieldRef f && in(d, f.getBase())
        && (tc.values().field(f) != null || tc.values().finalFields().qualifies(f));
  }

  private static boolean identityTest(AbstractConditionExpr c, Set<String> d) {
    return (c instanceof JEqExpr || c instanceof JNeExpr)
        && c.getOp1() instanceof Local a && !(a.getType() instanceof PrimitiveType)
        && c.getOp2() instanceof Local b && !(b.getType() instanceof PrimitiveType)
        && (d.contains(a.getName()) || d.contains(b.getName()));
  }

  private static boolean in(Set<String> d, Value v) {
    return v instanceof Local l && d.contains(l.getName());
  }
}
