package org.petrify.ir.pointsto;

import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * The calls on {@code java.lang.String} whose result value analyses compute from the receiver's
 * content and the arguments alone: {@code hashCode()} and {@code equals(Object)}. Each is a
 * function of the strings' contents (their specifications in {@code String}), with no effect.
 */
public final class StringCalls {
  private static final String STRING = "java.lang.String";

  private StringCalls() {}

  /** True for {@code s.hashCode()} with {@code s} declared a {@code String}. */
  public static boolean isHash(AbstractInvokeExpr inv) {
    return isOnString(inv, "hashCode", 0);
  }

  /** True for {@code s.equals(Object)} with {@code s} declared a {@code String}. */
  public static boolean isEquals(AbstractInvokeExpr inv) {
    return isOnString(inv, "equals", 1);
  }

  private static boolean isOnString(AbstractInvokeExpr inv, String name, int arity) {
    MethodSignature sig = inv.getMethodSignature();
    return inv instanceof AbstractInstanceInvokeExpr
        && sig.getDeclClassType().getFullyQualifiedName().equals(STRING)
        && sig.getName().equals(name) && inv.getArgCount() == arity;
  }
}
