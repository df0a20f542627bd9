package org.petrify.ir.frontend.samples;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;

/**
 * Reflective calls whose targets the calling method names by constants: each is the direct
 * call it makes, so none keeps an {@code unmodelled-library} caveat.
 */
public class ReflectResolved {
  static final Object A = new Object();

  static void lock(Object o) {
    synchronized (o) {
      o.hashCode();
    }
  }

  public void inst(Object o) {
    lock(o);
  }

  private static void hidden() {
    lock(A);
  }

  public static void main(String[] args) throws Throwable {
    try {
      ReflectResolved.class.getDeclaredMethod("lock", Object.class).invoke(null, A);
      ReflectResolved.class.getMethod("inst", Object.class).invoke(new ReflectResolved(), A);
      Method m = Other.class.getDeclaredMethod("secret");
      m.setAccessible(true);
      m.invoke(null);
      ReflectResolved.class.getDeclaredMethod("hidden").invoke(null);
    } catch (Exception e) {
      lock(A);
    }
    MethodHandles.lookup().findStatic(ReflectResolved.class, "lock",
        MethodType.methodType(void.class, Object.class)).invokeExact(A);
    MethodHandles.lookup().findVirtual(ReflectResolved.class, "inst",
        MethodType.methodType(void.class, Object.class)).invokeExact(new ReflectResolved(), A);
  }

  static class Other {
    private static void secret() {
      lock(A);
    }
  }
}
