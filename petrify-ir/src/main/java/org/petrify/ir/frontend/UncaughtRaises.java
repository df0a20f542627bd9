package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * Unchecked exceptions that end a thread, modelled as raises. Where {@link
 * UncaughtExceptionCaveats} finds that an unchecked exception thrown at a statement would skip
 * a signal another thread may wait for, and the statement is in a method that only starts a
 * thread (the entry of a started thread or of {@code main}, called by no application code and
 * no library call-back), covered by no handler, and is a call of a JDK method that declares
 * an unchecked exception ({@code parseInt}'s {@code NumberFormatException}) or a wait for a
 * future that may time out ({@link FutureTimeouts#failureAt}), the
 * statement gets a nondeterministic edge to the method's exceptional exit before its effects
 * ({@link ProcedureTranslator}: with the implicit-exception edges), and no caveat. Soundness:
 * in Java such an exception leaves the method at once, ends the thread (no frame above it
 * catches it) and skips the rest of the method, which is the raise of a thread's root
 * procedure; a task's procedure run by a pool thread treats the raise as the task's end, as the
 * pool does; an uncaught-exception handler's raise ends its thread too (the JVM ignores it).
 * The edge only adds runs. Not covered (the caveat stays): throw points inside
 * handlers' ranges (a {@code finally} would run first), in methods with callers (the exception
 * would reach the caller's handlers), at calls of application methods that may throw after
 * some of their effects, divisions and array accesses, JDK calls that declare no unchecked
 * exception, and, in a program that installs an uncaught-exception handler, {@code main} and
 * threads the program does not allocate (pool tasks, builder threads: the handler of the
 * thread that runs them is not run by the model). A started thread's handlers are run by its
 * procedure after such a raise ({@link UncaughtHandlers}; where they are not, an UNSOUND
 * caveat says so). A call of an application method whose closure has no effect another
 * thread could see and fails only by a JDK call that declares an unchecked exception gets the
 * edge too ({@link #throwsWithoutEffects}).
 */
final class UncaughtRaises {
  private record Point(MethodInstance mi, int index) {}

  private final Set<Point> points = new HashSet<>();

  /**
   * The bodies of the roots of the class comment (entries of threads and of {@code main} that
   * nothing calls), application methods only.
   */
  private final java.util.Map<MethodInstance, MethodCode> roots = new java.util.HashMap<>();

  private UncaughtRaises() {}

  static UncaughtRaises of(TranslationContext tc) {
    UncaughtRaises r = new UncaughtRaises();
    PointsToResult pts = tc.pts();
    boolean handlers = pts.invokedNames().stream()
        .anyMatch(n -> n.endsWith("UncaughtExceptionHandler"));
    Set<MethodInstance> roots = new HashSet<>();
    if (pts.entry() != null && !handlers) {
      roots.add(pts.entry());
    }
    for (AbstractObject t : pts.startedThreads()) {
      if (handlers && t.kind() != AbstractObject.Kind.ALLOCATION) {
        // a pool task or builder thread: the handler its worker runs is not modelled
        continue;
      }
      roots.addAll(pts.threadEntries(t));
      if (tc.uncaughtHandlers().runs(t)) {
        // a handler's exception is ignored by the JVM: the thread ends (UncaughtHandlers#block)
        roots.addAll(pts.uncaughtHandlers(t, true));
        roots.addAll(pts.uncaughtHandlers(t, false));
      }
    }
    roots.removeAll(pts.calledInstances());
    if (roots.isEmpty()) {
      return r;
    }
    UncaughtExceptionCaveats a = UncaughtExceptionCaveats.analysed(tc, pts);
    for (MethodInstance mi : roots) {
      MethodCode body = pts.body(mi);
      if (body == null || !pts.code().isApplication(mi.method().getDeclaringClassType())) {
        continue;
      }
      r.roots.put(mi, body);
      for (int i = 0; i < body.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
        boolean jdkCall = pts.callees(mi, i).isEmpty();
        if (body.handlers(i).isEmpty()
            && (jdkCall && (declaresUnchecked(pts, inv)
                    || FutureTimeouts.of(pts).failureAt(pts, mi, i, inv) != null)
                || !jdkCall && inv != null && throwsWithoutEffects(pts, a, mi, i))
            && !a.skipped(tc, mi, body, i).isEmpty()) {
          r.points.add(new Point(mi, i));
        }
      }
    }
    return r;
  }

  /**
   * True if the JDK method called declares an unchecked exception in its {@code throws}
   * clause ({@code Integer.parseInt} declares {@code NumberFormatException}): a failure its API
   * presents as an outcome of ordinary use. Other throw points (a division, a method that
   * fails only when misused, such as {@code Runtime.addShutdownHook}) keep the caveat: an edge
   * there would be sound too, but would mostly report runs Java does not have.
   */
  private static boolean declaresUnchecked(PointsToResult pts, AbstractInvokeExpr inv) {
    if (inv == null) {
      return false;
    }
    sootup.core.types.ClassType runtime = pts.code().classType("java.lang.RuntimeException");
    return pts.code().resolve(inv.getMethodSignature()).map(m -> m.getExceptionSignatures()
        .stream().anyMatch(t -> pts.code().isSubtype(t, runtime))).orElse(false);
  }

  /** The most method instances {@link #throwsWithoutEffects} walks for one call. */
  private static final int MAX_CLOSURE = 64;

  /**
   * True if every callee of the call at statement i of mi is an application method instance
   * that may end by an unchecked exception ({@link UncaughtExceptionCaveats#mayThrow}) and whose
   * closure (its body and, transitively, its application callees', at most {@link
   * #MAX_CLOSURE} instances) has no effect another thread could see or wait for: no monitor
   * statement, no write of a field or an array element, no {@code invokedynamic}, and only JDK
   * calls without concurrency effect ({@link LibraryFacts.Property#NO_CONCURRENCY_EFFECT}), at
   * least one of which declares an unchecked exception (the failure its API presents as an
   * outcome of ordinary use: {@code parseInt} in a helper). Then Java's run of the call that
   * throws part-way (its effects so far are invisible to other threads, its monitors given
   * back by the exception) ends the thread as the raise before the call does.
   */
  private static boolean throwsWithoutEffects(PointsToResult pts, UncaughtExceptionCaveats a,
      MethodInstance mi, int i) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(pts.body(mi).stmt(i));
    if (!pts.code().isApplication(inv.getMethodSignature().getDeclClassType())) {
      return false; // the call may also run JDK code (a foreign receiver)
    }
    java.util.ArrayDeque<MethodInstance> work = new java.util.ArrayDeque<>();
    Set<MethodInstance> seen = new HashSet<>();
    for (MethodInstance c : pts.callees(mi, i)) {
      if (!a.mayThrow(c)) {
        return false;
      }
      if (seen.add(c)) {
        work.add(c);
      }
    }
    boolean declared = false;
    while (!work.isEmpty()) {
      MethodInstance x = work.poll();
      MethodCode body = pts.body(x);
      if (body == null || seen.size() > MAX_CLOSURE
          || !pts.code().isApplication(x.method().getDeclaringClassType())) {
        return false;
      }
      for (int k = 0; k < body.size(); k++) {
        sootup.core.jimple.common.stmt.Stmt st = body.stmt(k);
        if (st instanceof sootup.core.jimple.javabytecode.stmt.JEnterMonitorStmt
            || st instanceof sootup.core.jimple.javabytecode.stmt.JExitMonitorStmt
            || st instanceof sootup.core.jimple.common.stmt.JAssignStmt as
                && (as.getLeftOp() instanceof sootup.core.jimple.common.ref.JFieldRef
                    || as.getLeftOp() instanceof sootup.core.jimple.common.ref.JArrayRef)) {
          return false;
        }
        AbstractInvokeExpr call = MethodCode.invokeOf(st);
        if (call == null) {
          continue;
        }
        if (call instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr) {
          return false;
        }
        sootup.core.signatures.MethodSignature sig = call.getMethodSignature();
        String cls = sig.getDeclClassType().getFullyQualifiedName();
        if (!pts.code().isApplication(sig.getDeclClassType())) {
          if (!LibraryFacts.holds(LibraryFacts.Property.NO_CONCURRENCY_EFFECT, cls,
              sig.getName())) {
            return false;
          }
          declared |= declaresUnchecked(pts, call);
        }
        Set<MethodInstance> callees = pts.callees(x, k);
        if (pts.code().isApplication(sig.getDeclClassType()) && callees.isEmpty()) {
          return false; // a JDK method the application class inherits, or no known target
        }
        for (MethodInstance c : callees) {
          if (seen.add(c)) {
            work.add(c);
          }
        }
      }
    }
    return declared;
  }

  /**
   * True if an unchecked exception thrown by statement i of mi ends its thread at once, as a
   * {@link org.petrify.ir.rb.Command.Raise} there does: mi is a root of the class comment (no
   * frame above it catches), an application method that is not {@code synchronized} (whose
   * raise would have to give its monitor back first), and no handler covers i (no {@code catch}
   * or {@code finally} runs first, nor a {@code synchronized} block's release).
   */
  boolean endsThread(MethodInstance mi, int i) {
    MethodCode body = roots.get(mi);
    return body != null && !mi.method().isSynchronized() && body.handlers(i).isEmpty();
  }

  /** True if statement i of mi gets the edge to the exceptional exit. */
  boolean at(MethodInstance mi, int i) {
    return points.contains(new Point(mi, i));
  }
}
