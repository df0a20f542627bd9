package org.petrify.ir.frontend.samples;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Handles in fields that are no constant: a {@code static final} field set in either of two
 * branches, and a static field that is not final (another method may set it).
 */
public class ReflectFieldHandlesRefused {
  static final MethodHandle EITHER;
  static MethodHandle mutable;

  static {
    try {
      if (System.nanoTime() % 2 == 0) {
        EITHER = MethodHandles.lookup().findStatic(ReflectFieldHandlesRefused.class, "one",
            MethodType.methodType(void.class));
      } else {
        EITHER = MethodHandles.lookup().findStatic(ReflectFieldHandlesRefused.class, "two",
            MethodType.methodType(void.class));
      }
      mutable = MethodHandles.lookup().findStatic(ReflectFieldHandlesRefused.class, "one",
          MethodType.methodType(void.class));
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  static void one() {
    System.out.println("one");
  }

  static void two() {
    System.out.println("two");
  }

  public static void main(String[] args) throws Throwable {
    EITHER.invokeExact();
    mutable.invokeExact();
  }
}
