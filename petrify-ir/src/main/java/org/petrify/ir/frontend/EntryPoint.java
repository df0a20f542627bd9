package org.petrify.ir.frontend;

import java.util.Objects;

/**
 * Where the analysed program starts: a main class (its {@code static void main(String[])}, or
 * failing that Java 25's instance or no-argument {@code main}), or a method the user names
 * ({@code methodName} non-null: the first method of that name in the class, preferring one
 * without parameters).
 */
public record EntryPoint(String className, String methodName) {
  public EntryPoint {
    Objects.requireNonNull(className, "className");
    if (className.isBlank()) {
      throw new IllegalArgumentException("entry class name is empty");
    }
  }

  /** The program's main class. */
  public static EntryPoint mainClass(String className) {
    return new EntryPoint(className, null);
  }

  /** A named entry method, e.g. {@code EntryPoint.method("app.Server", "serve")}. */
  public static EntryPoint method(String className, String methodName) {
    return new EntryPoint(className, Objects.requireNonNull(methodName, "methodName"));
  }

  @Override
  public String toString() {
    return methodName == null ? className : className + "." + methodName;
  }
}
