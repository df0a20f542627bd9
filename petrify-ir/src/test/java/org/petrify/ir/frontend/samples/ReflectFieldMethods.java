package org.petrify.ir.frontend.samples;

import java.lang.reflect.Method;

/**
 * {@code Method}s in {@code static final} fields that their class's initialiser sets once by
 * a look-up with constants: a public instance method and a private static one made accessible
 * there, invoked from other methods with their exceptions caught as {@code Exception}.
 */
public class ReflectFieldMethods {
  static final Method INSTANCE;
  static final Method PRIVATE_STATIC;

  static {
    try {
      INSTANCE = Target.class.getMethod("reflectedInstance");
      Method m = ReflectFieldMethods.class.getDeclaredMethod("reflectedStatic", Object.class);
      m.setAccessible(true);
      PRIVATE_STATIC = m;
    } catch (NoSuchMethodException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  /** The receiver class of the instance target. */
  public static class Target {
    public synchronized void reflectedInstance() {
      System.out.println("instance");
    }
  }

  private static void reflectedStatic(Object o) {
    System.out.println("static " + o);
  }

  static void call(Target t) {
    try {
      INSTANCE.invoke(t);
      PRIVATE_STATIC.invoke(null, t);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  public static void main(String[] args) {
    call(new Target());
  }
}
