package org.petrify.ir.frontend;

import java.util.List;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.java.core.JavaSootMethod;

/**
 * Thread factories that certainly make daemon threads, so that a pool built with one has no
 * worker that keeps the JVM alive ({@link IdlePools}). A pool's workers are made by the JDK
 * calling the factory's {@code newThread(Runnable)}; the analysis does not run that call, so
 * the factory's code is read here without points-to sets.
 *
 * <p>A factory object counts as a daemon factory only if its {@code newThread} is application
 * code with a body (a lambda's implementation method, or the method an allocated application
 * object dispatches to) and every {@code return} in that body returns a {@code new
 * java.lang.Thread} of the body itself that gets {@code setDaemon(true)} before any other use
 * ({@link DaemonThreads#bornDaemonAt}). Each worker the factory makes is then a daemon before
 * the pool can start it; a worker cannot be made a non-daemon later ({@code setDaemon} on a
 * started thread throws). Everything else, a JDK factory ({@code
 * Executors.defaultThreadFactory()} makes non-daemon threads), a factory the analysis has no
 * object for, or a body that delegates or returns a thread made elsewhere, counts as
 * non-daemon: the conservative side, at worst a non-termination that the JVM cuts short.
 */
final class DaemonFactories {
  private DaemonFactories() {}

  /** True if {@code factories} is not empty and every one of them makes daemon threads only. */
  static boolean allDaemon(CodeBase code, List<AbstractObject> factories) {
    return !factories.isEmpty() && factories.stream().allMatch(f -> makesDaemons(code, f));
  }

  private static boolean makesDaemons(CodeBase code, AbstractObject factory) {
    JavaSootMethod m = newThread(code, factory);
    if (m == null || !m.hasBody() || !code.isApplication(m.getDeclaringClassType())) {
      return false;
    }
    MethodCode body = code.methodCode(m);
    boolean returns = false;
    for (int i = 0; i < body.size(); i++) {
      Stmt s = body.stmt(i);
      if (!(s instanceof JReturnStmt r)) {
        continue;
      }
      returns = true;
      if (!(r.getOp() instanceof Local t) || !returnsDaemonFromHere(body, i, t)) {
        return false;
      }
    }
    return returns;
  }

  /** True if {@code t} at {@code ret} holds a thread born a daemon in this body. */
  private static boolean returnsDaemonFromHere(MethodCode body, int ret, Local t) {
    Integer def = body.reachingDef(ret, t);
    for (int depth = 0; def != null && depth < 4; depth++) {
      if (DaemonThreads.bornDaemonAt(body, def)) {
        Local made = (Local) ((JAssignStmt) body.stmt(def)).getLeftOp();
        Set<String> aliases = DaemonThreads.aliases(body, def, made);
        return aliases.contains(t.getName()) && onlyReturnedOrSet(body, def, aliases);
      }
      if (!(body.stmt(def) instanceof JAssignStmt a && a.getRightOp() instanceof Local from)) {
        return false;
      }
      def = body.reachingDef(def, from);
    }
    return false;
  }

  /**
   * True if the thread made at {@code at} (held by {@code aliases}) is used in the body only by
   * its constructor, copies, {@code return}s and calls on it of {@link #SETTERS}, with {@code
   * setDaemon} only ever given {@code true}: no other code, which the analysis did not read,
   * can get it before the pool starts it and make it a non-daemon.
   */
  private static boolean onlyReturnedOrSet(MethodCode body, int at, Set<String> aliases) {
    for (int i = 0; i < body.size(); i++) {
      Stmt s = body.stmt(i);
      if (i == at || s instanceof JReturnStmt || s.getUses().stream()
          .noneMatch(u -> u instanceof Local l && aliases.contains(l.getName()))
          || s instanceof JAssignStmt copy && copy.getLeftOp() instanceof Local l
              && aliases.contains(l.getName()) && copy.getRightOp() instanceof Local) {
        continue;
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (!(inv instanceof AbstractInstanceInvokeExpr on)
          || !aliases.contains(on.getBase().getName())
          || inv.getArgs().stream().anyMatch(x -> x instanceof Local l
              && aliases.contains(l.getName()))) {
        return false;
      }
      String name = inv.getMethodSignature().getName();
      boolean daemonTrue = name.equals("setDaemon") && inv.getArgCount() == 1
          && inv.getArg(0) instanceof IntConstant c && c.getValue() == 1;
      if (!daemonTrue && !name.equals("<init>") && !SETTERS.contains(name)) {
        return false;
      }
    }
    return true;
  }

  /** Methods of {@code Thread} that cannot change whether it is a daemon or start it. */
  private static final Set<String> SETTERS = Set.of("setName", "setPriority",
      "setUncaughtExceptionHandler", "setContextClassLoader", "getName", "getId", "threadId",
      "getPriority", "isDaemon");

  /** The {@code newThread} method the factory object runs, or null if unknown. */
  private static JavaSootMethod newThread(CodeBase code, AbstractObject factory) {
    if (factory.kind() == AbstractObject.Kind.LAMBDA) {
      return factory.lambda() != null && factory.lambda().interfaceMethod().equals("newThread")
          ? ArgumentCallbacks.implementation(factory).flatMap(code::resolve).orElse(null)
          : null;
    }
    if (factory.kind() != AbstractObject.Kind.ALLOCATION) {
      return null;
    }
    return ArgumentCallbacks.dispatchedNewThread(code, factory).orElse(null);
  }
}
