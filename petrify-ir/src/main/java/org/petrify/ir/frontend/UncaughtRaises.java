package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
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
 * pool does; an uncaught-exception handler's raise ends its thread too (the JVM ignores it). The edge only adds runs. Not covered (the caveat stays): throw points inside
 * handlers' ranges (a {@code finally} would run first), in methods with callers (the exception
 * would reach the caller's handlers), at calls of application methods (they may throw after
 * some of their effects), divisions and array accesses, JDK calls that declare no unchecked
 * exception, and, in a program that installs an uncaught-exception handler, {@code main} and
 * threads the program does not allocate (pool tasks, builder threads: the handler of the
 * thread that runs them is not run by the model). A started thread's handlers are run by its
 * procedure after such a raise ({@link UncaughtHandlers}; where they are not, an UNSOUND
 * caveat says so).
 */
final class UncaughtRaises {
  private record Point(MethodInstance mi, int index) {}

  private final Set<Point> points = new HashSet<>();

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
      for (int i = 0; i < body.size(); i++) {
        if (body.handlers(i).isEmpty() && pts.callees(mi, i).isEmpty()
            && (declaresUnchecked(pts, MethodCode.invokeOf(body.stmt(i)))
                || FutureTimeouts.of(pts).failureAt(pts, mi, i,
                    MethodCode.invokeOf(body.stmt(i))) != null)
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

  /** True if statement i of mi gets the edge to the exceptional exit. */
  boolean at(MethodInstance mi, int i) {
    return points.contains(new Point(mi, i));
  }
}
