package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.frontend.TrackedValues.Kind;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MathCalls;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractBinopExpr;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JNegExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.expr.JVirtualInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JGotoStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.JInvokeStmt;
import sootup.core.jimple.common.stmt.JNopStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.JThrowStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JSwitchStmt;

/**
 * Application methods whose result is a function of their arguments' values: an enum state
 * machine's {@code State next() { return switch (this) { case NEW -> RUNNING; ... }; }}, a
 * {@code static int compute(int phase)} with a {@code switch} or {@code if}s over constants, a
 * {@code boolean isShut(Door d)}. A call {@code l = f(args)} of one whose arguments (and, for a
 * method of an application enum, receiver) are known has a known result: the callee's body
 * evaluated on those values. So {@code state = state.next()} keeps {@code state} tracked and a
 * {@code while (state != DONE) wait()} is decided by the value the worker stored.
 *
 * <p><b>Value function.</b> A method instance with a body, not {@code synchronized}, without
 * exception handlers, returning an {@code int}-like, {@code long}, {@code boolean} or
 * application enum value, whose parameters are all of those types, and whose statements are
 * only: identity statements; assignments to locals of a constant, {@code null}, a local, an
 * application enum constant, javac's {@code $SwitchMap} array or an element of one, a
 * cast, a negation or binary arithmetic of those, {@code ordinal()}, {@code
 * compareTo} of enums or a {@code Math} function of locals; {@code if}, {@code switch},
 * {@code goto}, {@code nop} and {@code return}; and, on paths the evaluation never completes,
 * {@code new}, a constructor call and {@code throw} (javac's {@code MatchException} default of
 * a switch expression). So on any path that ends in a {@code return} it reads no field that
 * can change (enum constants and switch maps are written once, by class initialisation,
 * before they can be read), calls nothing that can do anything, and takes no lock.
 *
 * <p><b>Evaluation</b> ({@link #result}) follows the callee's body from its first statement
 * with {@code this} and the parameters bound to the caller's known values, each assignment
 * evaluated by {@link LocalValueEvaluator}, each {@code if} decided and each {@code switch}
 * taken by its known key, until a {@code return}, whose value is the result. An unknown value,
 * an undecided branch, any other statement reached (a constructor, a {@code throw}) or more
 * steps than twice the body's statements (a loop) gives no result.
 *
 * <p><b>Soundness.</b> The call is still emitted as any other ({@link CallSteps}), so the
 * model's behaviour is unchanged but for the value pinned to the result local. A completed
 * evaluation follows the one path the JVM takes through the body with those argument values
 * (every step on it is deterministic and its value a function of the bound values and
 * constants), so whenever the call returns normally it returns the evaluated value. The
 * callees evaluated are every method the points-to analysis gives the call, each target
 * wired up ({@link NullLocals#everyTargetWired}: none inherited from the JDK), narrowed, for a
 * receiver known to be one enum constant, to the method that constant's object dispatches to;
 * the result is pinned only when all of them agree. For the choice of tracked fields ({@link
 * TrackingDecision}) such a call's result counts as a value local when its operands do: a
 * field written with it is then tracked, with {@code *} in an int domain (the result may lie
 * outside the field's constants), and where the translation does not know the result the
 * write is a choice among the whole domain ({@link ValueSteps#writeTracked}).
 */
final class ValueFunctions {
  private final PointsToResult pts;
  private final ApplicationFields app;
  private final SwitchMaps switchMaps;
  private final Map<MethodInstance, Boolean> functions = new HashMap<>();

  ValueFunctions(PointsToResult pts, ApplicationFields app, SwitchMaps switchMaps) {
    this.pts = pts;
    this.app = app;
    this.switchMaps = switchMaps;
  }

  /**
   * The operands whose values decide the result of the call at statement {@code i} of {@code
   * code} when it is a value-function call in every instance of the body (its arguments, and
   * its receiver for a method of an application enum); null when it is no such call.
   */
  List<Value> operandsAt(MethodCode code, int i) {
    List<MethodInstance> instances = pts.instancesOf(code);
    if (instances.isEmpty() || !(code.stmt(i) instanceof JAssignStmt a)
        || !(a.getRightOp() instanceof AbstractInvokeExpr inv)) {
      return null;
    }
    for (MethodInstance mi : instances) {
      if (calleesAt(mi, i) == null) {
        return null;
      }
    }
    List<Value> operands = new ArrayList<>(inv.getArgs());
    if (inv instanceof AbstractInstanceInvokeExpr ii && app.kindOf(ii.getBase().getType())
        == Kind.ENUM) {
      operands.add(ii.getBase());
    }
    return operands;
  }

  /**
   * The callees of {@code l = f(...)} at statement {@code i} of {@code mi} when every one is a
   * value function and every target is wired up; else null.
   */
  List<MethodInstance> calleesAt(MethodInstance mi, int i) {
    MethodCode code = pts.body(mi);
    if (code == null || !(code.stmt(i) instanceof JAssignStmt a)
        || !(a.getLeftOp() instanceof Local)
        || !(a.getRightOp() instanceof AbstractInvokeExpr inv)
        || inv instanceof JDynamicInvokeExpr || !result(inv.getMethodSignature().getType())) {
      return null;
    }
    List<MethodInstance> callees = List.copyOf(pts.callees(mi, i));
    if (callees.isEmpty() || !NullLocals.everyTargetWired(pts, mi, i, inv)) {
      return null;
    }
    for (MethodInstance c : callees) {
      if (!isFunction(c)) {
        return null;
      }
    }
    return callees;
  }

  /**
   * The int constants the callees of the value-function call at statement {@code i} of {@code
   * code} return, assign or compare with (in every instance of the body): the values an int field
   * stored from its result is likely to hold, which its domain should cover.
   */
  java.util.Set<Integer> constantsAt(MethodCode code, int i) {
    java.util.Set<Integer> out = new java.util.TreeSet<>();
    for (MethodInstance mi : pts.instancesOf(code)) {
      List<MethodInstance> callees = calleesAt(mi, i);
      for (MethodInstance c : callees == null ? List.<MethodInstance>of() : callees) {
        for (Stmt s : pts.body(c).stmts()) {
          List<Value> uses = s instanceof JReturnStmt r ? List.of(r.getOp())
              : s instanceof JAssignStmt a ? List.of(a.getRightOp())
              : s instanceof JIfStmt f ? List.of(f.getCondition().getOp1(),
                  f.getCondition().getOp2()) : List.of();
          for (Value u : uses) {
            Long k = JvmArithmetic.constant(u);
            if (k != null && JvmArithmetic.fitsInt(k)) {
              out.add((int) (long) k);
            }
          }
        }
      }
    }
    return out;
  }

  /** True if the method instance is a value function (see the class comment). */
  boolean isFunction(MethodInstance m) {
    return functions.computeIfAbsent(m, this::compute);
  }

  private boolean result(sootup.core.types.Type t) {
    Kind k = app.kindOf(t);
    return k != null && k != Kind.REFERENCE;
  }

  private boolean compute(MethodInstance m) {
    MethodCode code = pts.body(m);
    var method = m.method();
    if (code == null || code.size() == 0 || method.isSynchronized()
        || !result(method.getReturnType())
        || !method.getParameterTypes().stream().allMatch(this::result)) {
      return false;
    }
    for (int k = 0; k < code.size(); k++) {
      if (!code.handlers(k).isEmpty() || !allowed(code.stmt(k))) {
        return false;
      }
    }
    return true;
  }

  private boolean allowed(Stmt s) {
    if (s instanceof JIdentityStmt || s instanceof JIfStmt || s instanceof JSwitchStmt
        || s instanceof JGotoStmt || s instanceof JNopStmt || s instanceof JThrowStmt) {
      return true;
    }
    if (s instanceof JReturnStmt r) {
      return operand(r.getOp());
    }
    if (s instanceof JInvokeStmt call) {
      // a constructor of the exception a path that never returns throws
      return call.getInvokeExpr().orElse(null) instanceof JSpecialInvokeExpr sp
          && sp.getMethodSignature().getName().equals("<init>");
    }
    return s instanceof JAssignStmt a && a.getLeftOp() instanceof Local
        && (operation(a.getRightOp()) || a.getRightOp() instanceof JNewExpr);
  }

  private boolean operation(Value v) {
    if (operand(v)) {
      return true;
    }
    if (v instanceof JStaticFieldRef sf) {
      return app.enumConstant(sf) != null || switchMaps.switchMap(sf) != null;
    }
    if (v instanceof JArrayRef ar) {
      return operand(ar.getBase()) && operand(ar.getIndex());
    }
    if (v instanceof JCastExpr c) {
      return operand(c.getOp()); // a reference cast that fails throws: no return
    }
    if (v instanceof JNegExpr n) {
      return operand(n.getOp());
    }
    if (v instanceof AbstractBinopExpr b && !(v instanceof AbstractConditionExpr)) {
      return operand(b.getOp1()) && operand(b.getOp2());
    }
    if (v instanceof JVirtualInvokeExpr inv
        && (TrackedValues.isOrdinal(inv) || TrackedValues.isCompareTo(inv))) {
      return inv.getArgs().stream().allMatch(ValueFunctions::operand);
    }
    return v instanceof AbstractInvokeExpr inv && MathCalls.isMath(inv)
        && inv.getArgs().stream().allMatch(ValueFunctions::operand);
  }

  private static boolean operand(Value v) {
    return v instanceof Local || v instanceof NullConstant || JvmArithmetic.constant(v) != null;
  }

  /**
   * The one value every callee of the value-function call at statement {@code i} of {@code
   * caller} returns on the given argument values and receiver value (each null when unknown),
   * or null (no such call, a value unknown, or the callees disagree). {@code origin} is where
   * a caveat of the evaluation goes (a comparison with an int beyond the bound).
   */
  LocalValue result(TranslationContext tc, MethodInstance caller, int i, List<LocalValue> args,
      LocalValue receiver, Origin origin) {
    List<MethodInstance> callees = calleesAt(caller, i);
    if (callees == null) {
      return null;
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(pts.body(caller).stmt(i));
    callees = dispatched(callees, inv, receiver);
    LocalValue out = null;
    for (MethodInstance c : callees) {
      LocalValue v = evaluate(tc, c, args, receiver, origin);
      if (v == null || out != null && !out.equals(v)) {
        return null;
      }
      out = v;
    }
    return out;
  }

  /**
   * The callees a receiver known to be one enum constant dispatches to: the method the class of
   * the constant's one object runs (a constant with a body of its own overrides it); all
   * {@code callees} when that is not known.
   */
  private List<MethodInstance> dispatched(List<MethodInstance> callees, AbstractInvokeExpr inv,
      LocalValue receiver) {
    if (!(receiver instanceof LocalValue.EnumConstant c)
        || !(inv instanceof AbstractInstanceInvokeExpr)) {
      return callees;
    }
    List<AbstractObject> objs = pts.pointsToStatic(c.enumClass() + "." + c.name());
    if (objs.size() != 1) {
      return callees;
    }
    var target = pts.code().dispatch(pts.code().classType(objs.get(0).type()),
        inv.getMethodSignature().getSubSignature());
    if (target.isEmpty()) {
      return callees;
    }
    List<MethodInstance> chosen = callees.stream()
        .filter(m -> m.method().getSignature().equals(target.get().getSignature())).toList();
    return chosen.isEmpty() ? callees : chosen;
  }

  /** The reference types every enum constant has besides its enum's (and its body's). */
  private static final java.util.Set<String> ENUM_SUPERTYPES = java.util.Set.of(
      "java.lang.Object", "java.lang.Enum", "java.lang.Comparable", "java.io.Serializable",
      "java.lang.constant.Constable");

  /**
   * False if the cast {@code c} of the value {@code v} may throw: a reference cast of an enum
   * constant to a type other than its enum's or a supertype every enum has, or of a value not
   * known. A cast to a primitive type never throws.
   */
  private static boolean castSucceeds(LocalValue v, JCastExpr c) {
    if (c.getType() instanceof sootup.core.types.PrimitiveType || v instanceof LocalValue.Null) {
      return true;
    }
    String type = c.getType().toString();
    return v instanceof LocalValue.EnumConstant e
        && (type.equals(e.enumClass()) || ENUM_SUPERTYPES.contains(type));
  }

  /**
   * The value function {@code m} returns on the bound values, or null. A result means that the
   * JVM, given those values, runs the one path evaluated to its {@code return}: every branch on
   * it is decided, and no statement on it can throw (a division by zero, a cast that may fail,
   * an {@code ordinal()} or {@code compareTo} of {@code null}, a switch-map index out of range
   * leave the value unknown, and a {@code new} or {@code throw} ends the evaluation).
   */
  private LocalValue evaluate(TranslationContext tc, MethodInstance m, List<LocalValue> args,
      LocalValue receiver, Origin origin) {
    MethodCode code = pts.body(m);
    LocalValueEvaluator ev = new LocalValueEvaluator(tc, m, code);
    return DecidedPath.result(code, ev, origin, (pc, s, env) -> {
      if (s instanceof JIdentityStmt id) {
        LocalValue v = id.getRightOp() instanceof JThisRef ? receiver
            : id.getRightOp() instanceof JParameterRef p && p.getIndex() < args.size()
                ? args.get(p.getIndex()) : null;
        return v == null ? env : env.withValue(id.getLeftOp().getName(), v);
      }
      if (s instanceof JAssignStmt a && !(a.getRightOp() instanceof JNewExpr)) {
        String l = ((Local) a.getLeftOp()).getName();
        LocalValue v = ev.evaluateAt(pc, a.getRightOp(), env);
        if (a.getRightOp() instanceof JCastExpr c && !castSucceeds(v, c)) {
          return null; // a ClassCastException, or not known not to be one
        }
        return v == null ? env.without(l) : env.withValue(l, v);
      }
      return null; // a constructor or a throw: no normal return on this path
    });
  }
}
