package org.petrify.ir.frontend.samples;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Handles held in {@code static final} fields, each set once by its class's initialiser from a
 * constant look-up: a {@code findVirtual} of this class, and a {@code findStatic} in a nested
 * holder class. Their calls are the direct calls ({@code virtualTarget}, {@code staticTarget}).
 */
public class ReflectFieldHandles {
  static final MethodHandle VIRTUAL;

  static {
    try {
      VIRTUAL = MethodHandles.lookup().findVirtual(ReflectFieldHandles.class, "virtualTarget",
          MethodType.methodType(void.class));
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  static final class Holder {
    static final MethodHandle STATIC;

    static {
      try {
        STATIC = MethodHandles.lookup().findStatic(ReflectFieldHandles.class, "staticTarget",
            MethodType.methodType(void.class, int.class));
      } catch (ReflectiveOperationException e) {
        throw new ExceptionInInitializerError(e);
      }
    }
  }

  void virtualTarget() {
    System.out.println("virtual");
  }

  static void staticTarget(int n) {
    System.out.println(n);
  }

  public static void main(String[] args) throws Throwable {
    VIRTUAL.invokeExact(new ReflectFieldHandles());
    Holder.STATIC.invokeExact(1);
  }
}
