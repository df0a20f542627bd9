package org.petrify.ir.frontend;

import java.util.List;
import java.util.Map;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;

/**
 * The instance lock of a method's own receiver while the thread holds its monitor: a summary
 * object (one abstract object for several runtime objects) has several rb locks, its
 * instances, and a monitor operation on it chooses one. Without this rule every nested
 * {@code synchronized} method or {@code synchronized (this)} block on the same receiver chose
 * afresh, so the model let a thread that holds instance 1 of its own receiver wait for
 * instance 2 of it: a lock cycle between two threads that each only re-enter their own
 * object (Failsafe's {@code recordFailure → getCurrentBucket → reset}).
 *
 * <p><b>The rule.</b> Where the {@link Environment} pins the receiver's instance, the
 * instance is the only lock of {@code this}: {@code syncLock} in a synchronized method (chosen
 * at its entry) or in a receiver variant (below), or the monitor pinned at a {@code
 * monitorenter} on a local that is {@code this} (a copy of it), until its exit. A
 * {@code monitorenter} on {@code this} then takes that instance ({@link MonitorLocks#names}),
 * and a call on {@code this} whose callee's receiver may be that instance and others calls
 * the callee's <em>receiver variant</em> ({@link ResultExits.Variant#receiverLock}): the callee
 * translated from an environment whose {@code syncLock} is the instance, so a synchronized
 * callee acquires that one instance, and the pin reaches its own calls on {@code this}.
 *
 * <p><b>Soundness.</b> {@code this} is a local defined once, by its identity statement (a
 * local is taken for it only when its single reaching definition is that statement or a copy
 * of such a local), so it refers to one runtime object for the whole method, the one the
 * callee receives. The model's instances stand for the runtime objects of the summary that
 * are held: a run of the JVM is a run of the model in which every acquire of an object not
 * held by its thread picks the instance that object is given while held (any free one), and
 * every nested acquire of an object picks the instance it already has. The pin is made only
 * where the thread holds the receiver's monitor (in a synchronized method, inside a
 * {@code synchronized (this)} block, or in a callee reached from there, during whose whole
 * body the caller keeps holding it), so the pinned instance is the one the JVM's nested
 * acquire takes, and the choices dropped are exactly the ones no run makes. (An object also
 * used by {@code wait}/{@code notify} or a {@code Lock} method is one rb lock, {@link
 * TranslationContext#monitorNames}: nothing to choose.)
 */
final class ReceiverInstances {
  /** The longest chain of copies followed back to {@code this}. */
  private static final int MAX_COPIES = 8;

  private ReceiverInstances() {}

  /**
   * True if local {@code l} refers at statement {@code at} to the method's receiver: its
   * single reaching definition is {@code l := @this}, or a copy or cast of such a local.
   */
  static boolean isThis(MethodCode code, int at, Local l) {
    Local current = l;
    int point = at;
    for (int depth = 0; depth <= MAX_COPIES; depth++) {
      Integer def = code.reachingDef(point, current);
      if (def == null) {
        return false;
      }
      if (code.stmt(def) instanceof JIdentityStmt id) {
        return id.getRightOp() instanceof JThisRef;
      }
      if (!(code.stmt(def) instanceof JAssignStmt a)) {
        return false;
      }
      Value rhs = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
      if (!(rhs instanceof Local src)) {
        return false;
      }
      current = src;
      point = def;
    }
    return false;
  }

  /**
   * The instance lock of the receiver that the environment pins at statement {@code at} while
   * the thread holds it: the method's {@code syncLock}, or the monitor pinned for a local that
   * is {@code this}; null if none.
   */
  static String held(Environment env, MethodCode code, int at) {
    if (env.syncLock() != null) {
      return env.syncLock();
    }
    for (Map.Entry<String, String> m : env.monitors().entrySet()) {
      Local l = localNamed(code, m.getKey());
      if (l != null && isThis(code, at, l)) {
        return m.getValue();
      }
    }
    return null;
  }

  /**
   * The receiver instance a call at statement {@code at} of {@code caller} passes to
   * {@code callee}: the pinned instance of the caller's receiver when the call's receiver is
   * {@code this} and the callee's {@code this} may be that instance and at least one other;
   * else null (the callee chooses as before).
   */
  static String forCall(TranslationContext tc, MethodInstance caller, int at,
      AbstractInvokeExpr inv, Environment env, MethodInstance callee) {
    if (!(inv instanceof AbstractInstanceInvokeExpr ii) || ii.getBase() == null
        || callee.method().isStatic()) {
      return null;
    }
    MethodCode code = tc.pts().body(caller);
    MethodCode body = tc.pts().body(callee);
    if (code == null || body == null || !isThis(code, at, ii.getBase())) {
      return null;
    }
    String instance = held(env, code, at);
    if (instance == null) {
      return null;
    }
    List<String> locks = new MonitorLocks(tc, callee, body).ofMethod();
    return locks.size() > 1 && locks.contains(instance) ? instance : null;
  }

  private static Local localNamed(MethodCode code, String name) {
    for (Local l : code.body().getLocals()) {
      if (l.getName().equals(name)) {
        return l;
      }
    }
    return null;
  }
}
