package org.petrify.ir.frontend.samples;

import java.lang.reflect.Method;

/**
 * {@code Method}s looked up by constants in {@code main} and captured by the lambdas that
 * invoke them: a public instance method, and a private static one made accessible in {@code
 * main}, each with its exceptions caught as {@code Exception}.
 */
public class ReflectCapturedMethods {
  /** The receiver class of the instance target. */
  public static class Target {
    public synchronized void capturedInstance() {
      System.out.println("instance");
    }
  }

  private static void capturedStatic(Object o) {
    System.out.println("static " + o);
  }

  public static void main(String[] args) throws Exception {
    Target t = new Target();
    Method instance = Target.class.getMethod("capturedInstance");
    Method hidden = ReflectCapturedMethods.class.getDeclaredMethod("capturedStatic",
        Object.class);
    hidden.setAccessible(true);
    Thread a = new Thread(() -> {
      try {
        instance.invoke(t);
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    });
    Runnable b = () -> {
      try {
        hidden.invoke(null, t);
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    };
    a.start();
    b.run();
    a.join();
  }
}
