package org.petrify.ir.pointsto;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt;
import sootup.core.jimple.javabytecode.stmt.JExitMonitorStmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.PrimitiveType;
import sootup.java.core.JavaSootMethod;

/**
 * The application methods a reference parameter of which <em>reaches a blocking operation</em>:
 * a value derived from the parameter (the parameter itself, copies, casts, and fields or array
 * elements read from a derived value, flow-insensitively) is
 * <ul>
 *   <li>the operand of {@code monitorenter}/{@code monitorexit};</li>
 *   <li>the receiver of a {@code wait}, {@code notify}, {@code notifyAll} or {@code join}, or of
 *       any method of a {@code java.util.concurrent} type (locks, conditions, latches,
 *       semaphores, queues, futures, executors);</li>
 *   <li>an argument of an application call whose resolved target has such a parameter at that
 *       position, or the receiver of one whose target's {@code this} reaches a blocking
 *       operation in the same way.</li>
 * </ul>
 * {@link ContextPolicy#instanceContext} gives such a method (an instance method) the caller's
 * call string as well as its receiver, so {@code monitor.await(guardA)} and
 * {@code monitor.await(guardB)}, from different call strings, wait on their own guard's
 * condition instead of a choice of both (Guava's {@code Monitor.awaitUninterruptibly(Guard,
 * boolean)}, which allocates nothing, had only its receiver as context).
 *
 * <p>Only precision depends on this set: a method left out keeps its receiver-only context
 * (merging contexts only unites points-to sets), and one put in only gets more, each bounded
 * by the context depth and the per-method context cap. So the search is cheap rather than
 * complete: calls resolve by their written signature only (no overrides), calls through
 * lambdas are not followed, and a method met again while it is being decided (recursion)
 * counts as not blocking there.
 */
final class BlockingParameters {
  /** The position standing for {@code this}. */
  private static final int THIS = -1;

  private final CodeBase code;
  private final Map<MethodSignature, Set<Integer>> blocking = new HashMap<>();
  private final Set<MethodSignature> deciding = new HashSet<>();

  BlockingParameters(CodeBase code) {
    this.code = code;
  }

  /** True if a reference parameter of the method reaches a blocking operation. */
  boolean anyParameter(JavaSootMethod m) {
    return positions(m).stream().anyMatch(p -> p != THIS);
  }

  /** The positions (parameters, {@link #THIS}) whose values reach a blocking operation. */
  private Set<Integer> positions(JavaSootMethod m) {
    Set<Integer> known = blocking.get(m.getSignature());
    if (known != null) {
      return known;
    }
    if (!m.hasBody() || !code.isApplication(m.getDeclaringClassType())
        || !deciding.add(m.getSignature())) {
      return Set.of();
    }
    Set<Integer> out = new HashSet<>();
    try {
      MethodCode body = code.methodCode(m);
      if (!m.isStatic()) {
        decide(body, THIS, out);
      }
      for (int p = 0; p < m.getParameterCount(); p++) {
        if (!(m.getParameterType(p) instanceof PrimitiveType)) {
          decide(body, p, out);
        }
      }
    } catch (RuntimeException e) {
      out.clear(); // reaching the method reports its body as a caveat
    } finally {
      deciding.remove(m.getSignature());
    }
    Set<Integer> frozen = Set.copyOf(out);
    blocking.put(m.getSignature(), frozen);
    return frozen;
  }

  private void decide(MethodCode body, int position, Set<Integer> out) {
    Set<String> derived = derived(body, position);
    if (!derived.isEmpty() && reachesBlocking(body, derived)) {
      out.add(position);
    }
  }

  /** The locals derived from a position (see the class comment), a least fixpoint. */
  private static Set<String> derived(MethodCode body, int position) {
    Set<String> out = new HashSet<>();
    for (Stmt s : body.stmts()) {
      if (s instanceof JIdentityStmt id && (position == THIS ? id.getRightOp() instanceof JThisRef
          : id.getRightOp() instanceof JParameterRef r && r.getIndex() == position)) {
        out.add(id.getLeftOp().getName());
      }
    }
    boolean changed = !out.isEmpty();
    while (changed) {
      changed = false;
      for (Stmt s : body.stmts()) {
        if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
            && !out.contains(l.getName()) && from(a.getRightOp(), out)) {
          out.add(l.getName());
          changed = true;
        }
      }
    }
    return out;
  }

  private static boolean from(Value v, Set<String> derived) {
    Value base = v instanceof JCastExpr c ? c.getOp()
        : v instanceof JInstanceFieldRef f ? f.getBase()
        : v instanceof JArrayRef r ? r.getBase() : v;
    return base instanceof Local l && derived.contains(l.getName());
  }

  private boolean reachesBlocking(MethodCode body, Set<String> derived) {
    for (Stmt s : body.stmts()) {
      if (s instanceof JEnterMonitorStmt e && isDerived(e.getOp(), derived)
          || s instanceof JExitMonitorStmt x && isDerived(x.getOp(), derived)) {
        return true;
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv == null || inv instanceof JDynamicInvokeExpr) {
        continue;
      }
      boolean onDerived = inv instanceof AbstractInstanceInvokeExpr ii
          && isDerived(ii.getBase(), derived);
      if (onDerived && blockingLibraryCall(inv.getMethodSignature())) {
        return true;
      }
      List<Immediate> args = inv.getArgs();
      boolean passed = args.stream().anyMatch(a -> isDerived(a, derived));
      if (!onDerived && !passed) {
        continue;
      }
      Optional<JavaSootMethod> target = code.resolve(inv.getMethodSignature());
      if (target.isEmpty()) {
        continue;
      }
      Set<Integer> positions = positions(target.get());
      if (onDerived && positions.contains(THIS)) {
        return true;
      }
      for (int i = 0; i < args.size(); i++) {
        if (isDerived(args.get(i), derived) && positions.contains(i)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean isDerived(Value v, Set<String> derived) {
    return v instanceof Local l && derived.contains(l.getName());
  }

  /** A call that may block or release on its receiver (see the class comment). */
  private static boolean blockingLibraryCall(MethodSignature sig) {
    String name = sig.getName();
    return name.equals("wait") || name.equals("notify") || name.equals("notifyAll")
        || name.equals("join")
        || sig.getDeclClassType().getFullyQualifiedName().startsWith("java.util.concurrent.");
  }
}
