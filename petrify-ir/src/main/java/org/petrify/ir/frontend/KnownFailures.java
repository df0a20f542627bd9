package org.petrify.ir.frontend;

import java.util.List;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;

/**
 * The unchecked exceptions of a JDK call whose failures are exactly known ({@link
 * LibraryFacts#failures}: {@code Integer.parseInt} throws {@code NumberFormatException}, a plain
 * list's {@code get(int)} {@code IndexOutOfBoundsException}), for the exception routes: such a
 * call throws those classes in the model instead of "any {@code RuntimeException}" ({@link
 * ImplicitExceptions#typesAt}), so {@code try { Integer.parseInt(s); } catch
 * (NumberFormatException e)} catches everything the call may throw and nothing escapes the
 * handler ({@link UncaughtExceptionCaveats}, {@link CaughtCallees}).
 *
 * <p>Soundness: the row is the JDK's specification of every unchecked exception the method may
 * throw (besides a {@code NullPointerException} of a null receiver, which {@link
 * ImplicitExceptions#typesAt} adds where the receiver may be null). An instance call is judged
 * by its receiver: only when the points-to set of the receiver is not empty and every object
 * in it is of a class of the row ({@code ArrayList}, ...): a list of another class (a view of
 * application code, an application subclass, an object the analysis does not see) keeps "any
 * {@code RuntimeException}". Errors are never modelled, here as everywhere. A wait for a
 * future that may time out exceptionally ({@link FutureTimeouts#failureAt}) throws its
 * {@code CompletionException} ({@code join}) or {@code ExecutionException} ({@code get}).
 */
final class KnownFailures {
  private KnownFailures() {}

  /**
   * The classes statement {@code i}'s JDK call may throw, if its row applies (class comment);
   * null if the statement is no such call.
   */
  static List<String> at(PointsToResult pts, MethodInstance mi, MethodCode body, int i) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
    if (inv == null || inv instanceof JDynamicInvokeExpr) {
      return null;
    }
    String timeout = FutureTimeouts.of(pts).failureAt(pts, mi, i, inv);
    if (timeout != null) {
      return List.of(timeout);
    }
    var sig = inv.getMethodSignature();
    LibraryFacts.Failures row = LibraryFacts.failures(
        sig.getDeclClassType().getFullyQualifiedName(), sig.getName(),
        sig.getParameterTypes().stream().map(Object::toString).toList());
    if (row == null) {
      return null;
    }
    if (!row.receivers().isEmpty()) {
      if (!(inv instanceof AbstractInstanceInvokeExpr ii)) {
        return null;
      }
      List<AbstractObject> objects = pts.pointsTo(mi, i, ii.getBase());
      if (objects.isEmpty() || !objects.stream().allMatch(o -> row.receivers()
          .contains(o.type()))) {
        return null;
      }
    }
    return row.thrown();
  }
}
