package org.petrify.ir.frontend;

import java.util.Map;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.expr.JVirtualInvokeExpr;

/**
 * Boxed booleans tracked like the booleans they box: value tracking ({@link TrackedValues})
 * sees {@code java.lang.Boolean} as an enum whose constants are {@code FALSE} (ordinal 0) and
 * {@code TRUE} (ordinal 1), {@code b.booleanValue()} as the ordinal of {@code b}, and {@code
 * Boolean.valueOf(z)} (javac's boxing) of a known {@code z} as the constant it returns.
 *
 * <p>Soundness: {@code Boolean.TRUE} and {@code Boolean.FALSE} are the only objects {@code
 * valueOf(boolean)} returns (its specification), so a local or field whose every definition
 * is one of them, {@code valueOf} of a value, {@code null} or a copy holds one of the two
 * objects, and identity ({@code ==}) of two such values is equality of the booleans, as for
 * enum constants. Any other definition ({@code new Boolean(z)}, which makes a third object
 * with the same value; a call's result; a parameter) makes the local no value local and the
 * field untracked (a {@code new} object is no value of an enum kind), so its tests stay
 * choices. {@code booleanValue()} is final ({@code Boolean} is final) and gives the ordinal of
 * the constant; on {@code null} it throws, which the evaluator never decides (a {@code null}
 * has no ordinal, the result is unknown). {@code equals} is not evaluated.
 */
final class BoxedBooleans {
  static final String BOOLEAN = "java.lang.Boolean";
  /** The constants of {@code Boolean} in the order of the booleans they box. */
  static final Map<String, Integer> ORDINALS = Map.of("FALSE", 0, "TRUE", 1);

  private BoxedBooleans() {}

  /** True for {@code b.booleanValue()} on a {@code Boolean}. */
  static boolean isUnboxing(AbstractInvokeExpr inv) {
    return inv instanceof JVirtualInvokeExpr && inv.getArgCount() == 0
        && inv.getMethodSignature().getName().equals("booleanValue")
        && inv.getMethodSignature().getDeclClassType().getFullyQualifiedName().equals(BOOLEAN);
  }

  /** True for {@code Boolean.valueOf(boolean)}. */
  static boolean isBoxing(AbstractInvokeExpr inv) {
    return inv instanceof JStaticInvokeExpr && inv.getArgCount() == 1
        && inv.getMethodSignature().getName().equals("valueOf")
        && inv.getMethodSignature().getDeclClassType().getFullyQualifiedName().equals(BOOLEAN)
        && inv.getMethodSignature().getParameterTypes().get(0).toString().equals("boolean");
  }

  /** The constant {@code Boolean.valueOf} returns for a boolean given as 0 or not. */
  static LocalValue box(long z) {
    return new LocalValue.EnumConstant(BOOLEAN, z != 0 ? "TRUE" : "FALSE");
  }
}
