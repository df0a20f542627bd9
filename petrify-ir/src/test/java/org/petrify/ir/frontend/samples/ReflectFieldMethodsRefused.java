package org.petrify.ir.frontend.samples;

import java.lang.reflect.Method;

/**
 * {@code Method}s in fields that are no constant: a {@code static final} field set in either
 * of two branches, and a static field that is not final (another method may set it).
 */
public class ReflectFieldMethodsRefused {
  static final Method EITHER;
  static Method mutable;

  static {
    try {
      if (System.nanoTime() % 2 == 0) {
        EITHER = ReflectFieldMethodsRefused.class.getDeclaredMethod("one");
      } else {
        EITHER = ReflectFieldMethodsRefused.class.getDeclaredMethod("two");
      }
      mutable = ReflectFieldMethodsRefused.class.getDeclaredMethod("one");
    } catch (NoSuchMethodException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  static void one() {
    System.out.println("one");
  }

  static void two() {
    System.out.println("two");
  }

  public static void main(String[] args) {
    try {
      EITHER.invoke(null);
      mutable.invoke(null);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}
