package org.petrify.ir.pointsto;

import sootup.java.core.JavaSootMethod;

/**
 * An application method analysed in one context; each becomes one rb procedure. Equality is by
 * method signature and context.
 */
public record MethodInstance(JavaSootMethod method, Context context) {
  @Override
  public boolean equals(Object o) {
    return o instanceof MethodInstance m && m.method.getSignature().equals(method.getSignature())
        && m.context.equals(context);
  }

  @Override
  public int hashCode() {
    return method.getSignature().hashCode() * 31 + context.hashCode();
  }

  @Override
  public String toString() {
    return method.getSignature() + (context.isEmpty() ? "" : "[" + context + "]");
  }
}
