package org.petrify.ir.pointsto;

import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * {@code Class.forName} of a constant class name: the class it loads and whether it
 * initialises it. {@code forName(name)} and {@code forName(name, true, loader)} initialise the
 * class they return (JLS 12.4.1, "invocation of certain reflective methods"), as its first
 * active use would; {@code forName(name, false, loader)} only loads it. A call whose name or
 * flag is not a constant is not one of these (the library boundary reports it).
 */
public final class ClassForName {
  private ClassForName() {}

  /**
   * The binary name a {@code Class.forName} call loads, or null when the call is not a
   * {@code forName} of a constant name with a constant {@code initialize} flag.
   */
  public static String loaded(AbstractInvokeExpr inv) {
    if (!(inv instanceof JStaticInvokeExpr)) {
      return null;
    }
    MethodSignature sig = inv.getMethodSignature();
    if (!sig.getDeclClassType().getFullyQualifiedName().equals("java.lang.Class")
        || !sig.getName().equals("forName") || inv.getArgCount() == 0
        || !(inv.getArg(0) instanceof StringConstant name)) {
      return null;
    }
    if (inv.getArgCount() == 1) {
      return name.getValue();
    }
    return inv.getArgCount() == 3 && inv.getArg(1) instanceof IntConstant ? name.getValue()
        : null;
  }

  /** The binary name a {@code forName} call initialises, or null ({@link #loaded}). */
  public static String initialised(AbstractInvokeExpr inv) {
    String name = loaded(inv);
    if (name == null || inv.getArgCount() == 1) {
      return name;
    }
    return ((IntConstant) inv.getArg(1)).getValue() != 0 ? name : null;
  }
}
