package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * Functions an {@code Optional} never applies because it is empty: {@code
 * Optional.empty().ifPresent(a -> ...)}. {@code ifPresent}, {@code ifPresentOrElse}, {@code map},
 * {@code flatMap} and {@code filter} apply their first argument only to the value of a present
 * {@code Optional} (their specification), and {@code Optional.empty()} returns the empty
 * instance, which never holds one ({@code Optional} is final and immutable). So at a call of one
 * of them whose receivers are all empty optionals ({@link PointsToResult#isEmptyOptional}), the
 * implementation of every lambda or method reference of the first argument runs for no
 * call-back of the call, unless another argument (the empty action of {@code
 * ifPresentOrElse}) may be the same code. Without the rule the call-back ran, given a
 * parameter whose points-to set is empty (no value ever reaches it), and its monitor on that
 * parameter was the unknown lock.
 *
 * <p><b>Soundness.</b> The receiver's points-to set alone would not do: an {@code Optional}
 * that an unmodelled JDK method returns ({@code "x".describeConstable()}) has no abstract
 * object, so a local that holds either it or an empty one shows the empty one only, and the
 * present one's action would be lost. So the receiver local must also hold, at the call, only
 * what a call of {@code Optional.empty()} returned ({@link NewObjectValues#definedBy}: its one
 * reaching definition is such a call, through copies, casts and parameters every argument
 * site passes such a value), which no other definition can reach, or a read of a static field
 * every write of which stores such a value and that only its class's initialiser writes ({@link
 * StaticSingletons#readsOnly}: {@code static final Optional<Object> NONE = Optional.empty()}).
 * Such a read gives the empty instance or, during the class's own initialisation, {@code null},
 * on which the call throws {@code NullPointerException} and applies nothing either.
 */
final class EmptyOptionals {
  private static final Set<String> VALUE_FUNCTIONS = Set.of("ifPresent", "ifPresentOrElse",
      "map", "flatMap", "filter");

  private EmptyOptionals() {}

  /**
   * The implementations of the functions the call never applies (the class comment): empty
   * unless the call is one of those methods on receivers that are all empty optionals.
   * {@code statics} (may be null) knows the static fields written only by their class's
   * initialiser.
   */
  static Set<MethodSignature> neverApplied(PointsToResult pts, StaticSingletons statics,
      LibraryModel.Call call, List<AbstractObject> receivers) {
    MethodSignature sig = call.sig();
    if (!sig.getDeclClassType().getFullyQualifiedName().equals("java.util.Optional")
        || !VALUE_FUNCTIONS.contains(sig.getName()) || call.inv().getArgCount() < 1
        || receivers.isEmpty() || !receivers.stream().allMatch(pts::isEmptyOptional)
        || !(call.inv() instanceof AbstractInstanceInvokeExpr ii)
        || !NewObjectValues.definedBy(pts, call.mi(), call.index(), ii.getBase(),
            v -> PointsToResult.isOptionalEmptyCall(v) || statics != null
                && statics.readsOnly(v, PointsToResult::isOptionalEmptyCall))) {
      return Set.of();
    }
    Set<MethodSignature> out = implementations(pts, call, 0);
    for (int i = 1; i < call.inv().getArgCount(); i++) {
      out.removeAll(implementations(pts, call, i));
    }
    return out;
  }

  /** The implementation methods of the lambda objects argument {@code i} may be. */
  private static Set<MethodSignature> implementations(PointsToResult pts, LibraryModel.Call call,
      int i) {
    Set<MethodSignature> out = new HashSet<>();
    if (call.inv().getArg(i) instanceof Local l) {
      for (AbstractObject o : pts.pointsTo(call.mi(), call.index(), l)) {
        if (o.kind() == AbstractObject.Kind.LAMBDA
            && o.lambda().implementation().getReferenceSignature() instanceof MethodSignature m) {
          out.add(m);
        }
      }
    }
    return out;
  }
}
