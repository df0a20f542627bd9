package org.petrify.ir.frontend;

import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.MethodHandle;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * The making of a method reference ({@code invokedynamic} of {@code LambdaMetafactory}) seen
 * as a call site of the method it refers to. Analyses that find the calls of a JDK method by
 * scanning invoke statements (the interrupts of {@link InterruptibleWaits}, the shutdowns of
 * {@link IdlePools}, the blocking acquires of {@link TrySemaphores}, the breaks of {@link
 * BarrierBreaks}) must also count the
 * references to it: a reference may be run anywhere later (a thread's run target, a task, an
 * element function of {@code forEach}). Counting its making as the call over-approximates when
 * and whether it runs.
 *
 * <p>A bound reference {@code r::m} captures its receiver as the only argument of the
 * {@code invokedynamic} ({@link #boundReceiver}); an unbound one {@code Type::m} is called on
 * objects it is given, which the site does not know.
 */
final class MethodReferences {
  private MethodReferences() {}

  /** The method the reference made by {@code dyn} refers to, or null if it makes none. */
  static MethodSignature referenced(JDynamicInvokeExpr dyn) {
    MethodHandle h = handle(dyn);
    return h == null ? null : (MethodSignature) h.getReferenceSignature();
  }

  /**
   * The local holding the receiver a bound instance-method reference captures, or null for an
   * unbound, static or constructor reference (and for one with more captured values).
   */
  static Local boundReceiver(JDynamicInvokeExpr dyn) {
    MethodHandle h = handle(dyn);
    // Type::m captures nothing, so the one captured value of an instance-method reference is
    // its receiver
    if (h == null || h.getKind() == MethodHandle.Kind.REF_INVOKE_STATIC
        || h.getKind() == MethodHandle.Kind.REF_INVOKE_CONSTRUCTOR
        || ((MethodSignature) h.getReferenceSignature()).getName().equals("<init>")
        || dyn.getArgCount() != 1 || !(dyn.getArg(0) instanceof Local captured)) {
      return null;
    }
    return captured;
  }

  private static MethodHandle handle(JDynamicInvokeExpr dyn) {
    for (Immediate arg : dyn.getBootstrapArgs()) {
      if (arg instanceof MethodHandle h && h.isMethodRef()
          && h.getReferenceSignature() instanceof MethodSignature) {
        return h;
      }
    }
    return null;
  }
}
