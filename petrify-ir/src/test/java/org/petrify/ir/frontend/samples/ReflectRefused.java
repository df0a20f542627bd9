package org.petrify.ir.frontend.samples;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.InvocationTargetException;

/**
 * Reflective calls that must stay unseen (each keeps its caveat): a handler that catches only
 * the wrapped exception, a private method of another class without {@code setAccessible}, a
 * name that is not a constant, a handle called with another type than its own, and a method
 * with a primitive parameter (unboxing is not rewritten).
 */
public class ReflectRefused {
  static final Object A = new Object();

  static void lock(Object o) {
    synchronized (o) {
      o.hashCode();
    }
  }

  static void count(int n) {
    lock(A);
  }

  public static void main(String[] args) throws Throwable {
    try {
      ReflectRefused.class.getDeclaredMethod("lock", Object.class).invoke(null, A);
    } catch (InvocationTargetException | IllegalAccessException | NoSuchMethodException e) {
      lock(A);
    }
    try {
      Elsewhere.class.getDeclaredMethod("secret").invoke(null);
      ReflectRefused.class.getDeclaredMethod(args[0], Object.class).invoke(null, A);
      ReflectRefused.class.getDeclaredMethod("count", int.class).invoke(null, 3);
    } catch (Exception e) {
      lock(A);
    }
    try {
      MethodHandles.lookup().findStatic(ReflectRefused.class, "lock",
          MethodType.methodType(void.class, Object.class)).invokeExact((String) "x");
    } catch (Throwable e) {
      lock(A);
    }
  }
}

class Elsewhere {
  private static void secret() {
    ReflectRefused.lock(ReflectRefused.A);
  }
}
