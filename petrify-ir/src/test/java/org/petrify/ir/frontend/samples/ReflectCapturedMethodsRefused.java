package org.petrify.ir.frontend.samples;

import java.lang.reflect.Method;

/**
 * {@code Method}s captured by lambdas that are not one constant: a local chosen between two
 * look-ups, and a parameter of the capturing method (what its callers pass is not followed).
 */
public class ReflectCapturedMethodsRefused {
  /** The receiver class. */
  public static class Target {
    public void first() {
    }

    public void second() {
    }
  }

  static Runnable caller(Method m, Target t) {
    return () -> {
      try {
        m.invoke(t);
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    };
  }

  public static void main(String[] args) throws Exception {
    Target t = new Target();
    Method chosen = args.length > 0 ? Target.class.getMethod("first")
        : Target.class.getMethod("second");
    Runnable a = () -> {
      try {
        chosen.invoke(t);
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    };
    a.run();
    caller(Target.class.getMethod("first"), t).run();
  }
}
