package org.petrify.ir.frontend.samples;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Reference writes through var handles: one held in a local (its field is not resolved, so
 * the points-to analysis drops the stored object), one of a static field and one of array
 * elements (likewise), and one through a static final holder made with constant names
 * (resolved, followed).
 */
public class HandleWrites {
  static final Object A = new Object();
  static final Object B = new Object();
  static final VarHandle SECOND;

  static {
    try {
      SECOND = MethodHandles.lookup().findVarHandle(HandleWrites.class, "second", Object.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  static Object shared = A;
  Object first = A;
  volatile Object second = B;

  public static void main(String[] args) throws Throwable {
    HandleWrites y = new HandleWrites();
    VarHandle local = MethodHandles.lookup().findVarHandle(HandleWrites.class, "first",
        Object.class);
    local.set(y, B);
    VarHandle statics = MethodHandles.lookup().findStaticVarHandle(HandleWrites.class,
        "shared", Object.class);
    statics.setVolatile(B);
    VarHandle elements = MethodHandles.arrayElementVarHandle(Object[].class);
    Object[] array = new Object[1];
    elements.setRelease(array, 0, B);
    SECOND.compareAndSet(y, B, A);
    synchronized (y.first) {
      synchronized (y.second) {
        shared.hashCode();
      }
    }
  }
}
